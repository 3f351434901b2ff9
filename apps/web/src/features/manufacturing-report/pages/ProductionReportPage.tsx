import { useQuery } from '@apollo/client/react';
import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { PRODUCTION_REPORT_TABS, type ProductionReportTab } from '@pod/shared';
import { ChartSection, DateCell, Figure, LoadError, PageHeader, StatusTabs, useFormatDay, useListParams } from '../../../ui';
import { ManufacturingWords, useErrorLabels } from '../../manufacturing';
import { errorsByCode, stationsIn, unitsByDay, unitsByWorker, type Report } from '../components/figures';
import { PRODUCTION_REPORT } from '../graphql';
import { ReportPage, useReportT } from '../i18n';

const isTab = (v: string | null): v is ProductionReportTab => (PRODUCTION_REPORT_TABS as readonly string[]).includes(v ?? '');

function Figures({ report, manufactureId }: { report: Report; manufactureId: string }) {
  const { t, i18n } = useReportT();
  const errorLabel = useErrorLabels(manufactureId);
  const formatDay = useFormatDay();
  const station = (s: string) => t(`station.${s}`, { defaultValue: s });
  const percent = (v: number | null) => (v == null ? '–' : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(v));
  const minutes = (s: number) => t('minutes', { value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(s / 60) });
  const seriesOf = (rows: ReadonlyArray<{ station: string }>) => stationsIn(rows).map((s) => ({ key: s, label: station(s) }));
  const empty = t('empty');
  // Columns several tables share.
  const stationCol = { key: 'station', header: t('col.station'), render: (r: { station: string }) => station(r.station) };
  const unitsCol = { key: 'units', header: t('col.units'), numeric: true, render: (r: { units: number }) => r.units };
  const errorsCol = { key: 'errors', header: t('col.errors'), numeric: true, render: (r: { errors: number }) => r.errors };
  const openCol = { key: 'open', header: t('col.open'), numeric: true, render: (r: { open: number }) => r.open };
  const rateCol = { key: 'rate', header: t('col.rate'), numeric: true, render: (r: { rate?: number | null }) => percent(r.rate ?? null) };
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Figure
          testId="stat-reprints"
          label={t('reprints.ratio')}
          value={percent(report.reprints.ratio)}
          help={t('reprints.help', { reproductions: report.reprints.reproductions, productions: report.reprints.productions })}
        />
        <Figure testId="stat-late" label={t('late.open')} value={String(report.late.open_late)} />
        <Figure
          testId="stat-packed"
          label={t('late.packed')}
          value={t('late.packed_value', { late: report.late.packed_late, on_time: report.late.packed_on_time })}
        />
      </SimpleGrid>

      <ChartSection
        id="units-per-day"
        title={t('units_per_day.title')}
        empty={empty}
        rows={report.station_days}
        rowKey={(r) => `${r.day}:${r.station}`}
        chart={(rows) => ({ rows: unitsByDay(rows, (day) => formatDay(day, 'short')), xKey: 'day', series: seriesOf(rows) })}
        columns={[{ key: 'day', header: t('col.day'), render: (r) => formatDay(r.day) }, stationCol, unitsCol]}
      />
      <ChartSection
        id="workers"
        title={t('workers.title')}
        empty={empty}
        rows={report.workers}
        rowKey={(r) => `${r.worker_id}:${r.station}`}
        chart={(rows) => ({ rows: unitsByWorker(rows), xKey: 'worker', series: seriesOf(rows), stacked: true })}
        columns={[{ key: 'worker', header: t('col.worker'), render: (r) => r.worker_name ?? r.worker_id }, stationCol, unitsCol]}
      />
      <ChartSection
        id="errors"
        title={t('errors.title')}
        empty={empty}
        rows={report.station_errors}
        rowKey={(r) => r.station}
        chart={(rows) => ({
          // The title's figure: what share of each station's units had an error (the counts are in the table).
          rows: rows.map((r) => ({ station: station(r.station), rate: r.rate ?? 0 })),
          xKey: 'station',
          series: [{ key: 'rate', label: t('col.rate') }],
          formatValue: (v) => percent(v),
        })}
        columns={[stationCol, unitsCol, errorsCol, openCol, rateCol]}
      />
      <ChartSection
        id="codes"
        title={t('codes.title')}
        empty={empty}
        rows={report.error_codes}
        rowKey={(r) => String(r.code)}
        chart={(rows) => ({
          // Each error named in full, the most frequent first: sideways bars keep the names readable.
          rows: errorsByCode(rows, errorLabel),
          xKey: 'error',
          series: [
            { key: 'resolved', label: t('col.resolved') },
            { key: 'open', label: t('col.open') },
          ],
          stacked: true,
          horizontal: true,
        })}
        wide
        columns={[{ key: 'code', header: t('col.error'), render: (r) => errorLabel(r.code) }, stationCol, errorsCol, openCol, rateCol]}
      />
      <ChartSection
        id="times"
        title={t('times.title')}
        empty={empty}
        rows={report.station_times}
        rowKey={(r) => r.station}
        chart={(rows) => ({
          rows: rows.map((r) => ({ station: station(r.station), minutes: Math.round(r.avg_seconds / 6) / 10 })),
          xKey: 'station',
          series: [{ key: 'minutes', label: t('col.avg_minutes') }],
        })}
        columns={[
          stationCol,
          { key: 'stays', header: t('col.stays'), numeric: true, render: (r) => r.stays },
          { key: 'avg', header: t('col.avg_time'), numeric: true, render: (r) => minutes(r.avg_seconds) },
        ]}
      />
      <ChartSection
        id="late"
        title={t('late.title')}
        empty={t('late.none')}
        rows={report.late.productions}
        rowKey={(r) => r._id}
        columns={[
          { key: 'code', header: t('col.code'), render: (r) => r.code },
          { key: 'status', header: t('col.station'), render: (r) => station(r.status) },
          { key: 'ship_by', header: t('col.ship_by'), render: (r) => <DateCell value={r.ship_by} /> },
        ]}
      />
    </Stack>
  );
}

/** /manufactures/{id}/report?tab=: the factory's production figures for today, the last 7 days or this month. */
function ProductionReport() {
  const { t } = useReportT();
  const { id: manufactureId = '' } = useParams();
  const { params, patch } = useListParams();
  const requested = params.get('tab');
  const tab: ProductionReportTab = isTab(requested) ? requested : 'last7day';
  const { data, loading, error, refetch } = useQuery(PRODUCTION_REPORT, { variables: { tab } });
  return (
    <Box>
      <PageHeader title={t('menu.production_report')} />
      <StatusTabs tabs={PRODUCTION_REPORT_TABS.map((v) => ({ value: v, label: t(`tab.${v}`) }))} active={tab} onTab={(v) => patch({ tab: v })} />
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {data ? (
        <ManufacturingWords>
          <Figures report={data.productionReport} manufactureId={manufactureId} />
        </ManufacturingWords>
      ) : (
        loading && <Box aria-busy="true" minH="40" />
      )}
    </Box>
  );
}

export default function ProductionReportPage() {
  return (
    <ReportPage>
      <ProductionReport />
    </ReportPage>
  );
}
