import { useQuery } from '@apollo/client/react';
import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { PRODUCTION_REPORT_TABS, type ProductionReportTab } from '@pod/shared';
import { DateCell, LoadError, PageHeader, StatusTabs, useListParams } from '../../../ui';
import { ChartSection } from '../components/ChartSection';
import { FigureTable } from '../components/FigureTable';
import { Figure } from '../components/Figure';
import { stationsIn, unitsByDay, unitsByWorker, type Report } from '../components/figures';
import { PRODUCTION_REPORT } from '../graphql';
import { ReportPage, useReportT } from '../i18n';

const isTab = (v: string | null): v is ProductionReportTab => (PRODUCTION_REPORT_TABS as readonly string[]).includes(v ?? '');

function Figures({ report }: { report: Report }) {
  const { t, i18n } = useReportT();
  const station = (s: string) => t(`station.${s}`, { defaultValue: s });
  const percent = (v: number | null) => (v == null ? '–' : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(v));
  const minutes = (s: number) => t('minutes', { count: Math.round(s / 6) / 10 });
  const seriesOf = (rows: ReadonlyArray<{ station: string }>) => stationsIn(rows).map((s) => ({ key: s, label: station(s) }));
  const empty = t('empty');
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
        title={t('units_per_day.title')}
        testId="report-units-per-day"
        chart={report.station_days.length ? { rows: unitsByDay(report), xKey: 'day', series: seriesOf(report.station_days) } : undefined}
        table={
          <FigureTable
            caption={t('units_per_day.title')}
            testId="table-units-per-day"
            empty={empty}
            rows={report.station_days}
            rowKey={(r) => `${r.day}:${r.station}`}
            columns={[
              { key: 'day', header: t('col.day'), render: (r) => r.day },
              { key: 'station', header: t('col.station'), render: (r) => station(r.station) },
              { key: 'units', header: t('col.units'), numeric: true, render: (r) => r.units },
            ]}
          />
        }
      />

      <ChartSection
        title={t('workers.title')}
        testId="report-workers"
        chart={report.workers.length ? { rows: unitsByWorker(report), xKey: 'worker', series: seriesOf(report.workers), stacked: true } : undefined}
        table={
          <FigureTable
            caption={t('workers.title')}
            testId="table-workers"
            empty={empty}
            rows={report.workers}
            rowKey={(r) => `${r.worker_id}:${r.station}`}
            columns={[
              { key: 'worker', header: t('col.worker'), render: (r) => r.worker_name ?? r.worker_id },
              { key: 'station', header: t('col.station'), render: (r) => station(r.station) },
              { key: 'units', header: t('col.units'), numeric: true, render: (r) => r.units },
            ]}
          />
        }
      />

      <ChartSection
        title={t('errors.title')}
        testId="report-errors"
        chart={
          report.station_errors.length
            ? {
                rows: report.station_errors.map((r) => ({ station: station(r.station), units: r.units, errors: r.errors })),
                xKey: 'station',
                series: [
                  { key: 'units', label: t('col.units') },
                  { key: 'errors', label: t('col.errors') },
                ],
              }
            : undefined
        }
        table={
          <FigureTable
            caption={t('errors.title')}
            testId="table-errors"
            empty={empty}
            rows={report.station_errors}
            rowKey={(r) => r.station}
            columns={[
              { key: 'station', header: t('col.station'), render: (r) => station(r.station) },
              { key: 'units', header: t('col.units'), numeric: true, render: (r) => r.units },
              { key: 'errors', header: t('col.errors'), numeric: true, render: (r) => r.errors },
              { key: 'rate', header: t('col.rate'), numeric: true, render: (r) => percent(r.rate) },
            ]}
          />
        }
      />

      <ChartSection
        title={t('codes.title')}
        testId="report-codes"
        chart={
          report.error_codes.length
            ? {
                rows: report.error_codes.map((r) => ({ code: String(r.code), errors: r.errors })),
                xKey: 'code',
                series: [{ key: 'errors', label: t('col.errors') }],
              }
            : undefined
        }
        table={
          <FigureTable
            caption={t('codes.title')}
            testId="table-codes"
            empty={empty}
            rows={report.error_codes}
            rowKey={(r) => String(r.code)}
            columns={[
              { key: 'code', header: t('col.code'), render: (r) => r.code },
              { key: 'station', header: t('col.station'), render: (r) => station(r.station) },
              { key: 'errors', header: t('col.errors'), numeric: true, render: (r) => r.errors },
              { key: 'rate', header: t('col.rate'), numeric: true, render: (r) => percent(r.rate) },
            ]}
          />
        }
      />

      <ChartSection
        title={t('times.title')}
        testId="report-times"
        chart={
          report.station_times.length
            ? {
                rows: report.station_times.map((r) => ({ station: station(r.station), minutes: Math.round(r.avg_seconds / 6) / 10 })),
                xKey: 'station',
                series: [{ key: 'minutes', label: t('col.avg_minutes') }],
              }
            : undefined
        }
        table={
          <FigureTable
            caption={t('times.title')}
            testId="table-times"
            empty={empty}
            rows={report.station_times}
            rowKey={(r) => r.station}
            columns={[
              { key: 'station', header: t('col.station'), render: (r) => station(r.station) },
              { key: 'stays', header: t('col.stays'), numeric: true, render: (r) => r.stays },
              { key: 'avg', header: t('col.avg_time'), numeric: true, render: (r) => minutes(r.avg_seconds) },
            ]}
          />
        }
      />

      <ChartSection
        title={t('late.title')}
        testId="report-late"
        table={
          <FigureTable
            caption={t('late.title')}
            testId="table-late"
            empty={t('late.none')}
            rows={report.late.productions}
            rowKey={(r) => r._id}
            columns={[
              { key: 'code', header: t('col.code'), render: (r) => r.code },
              { key: 'status', header: t('col.station'), render: (r) => station(r.status) },
              { key: 'ship_by', header: t('col.ship_by'), render: (r) => <DateCell value={r.ship_by} /> },
            ]}
          />
        }
      />
    </Stack>
  );
}

/** /manufactures/{id}/report?tab=: the factory's production figures for today, the last 7 days or this month. */
function ProductionReport() {
  const { t } = useReportT();
  const { params, patch } = useListParams();
  const requested = params.get('tab');
  const tab: ProductionReportTab = isTab(requested) ? requested : 'last7day';
  const { data, loading, error, refetch } = useQuery(PRODUCTION_REPORT, { variables: { tab } });
  return (
    <Box>
      <PageHeader title={t('title')} />
      <StatusTabs tabs={PRODUCTION_REPORT_TABS.map((v) => ({ value: v, label: t(`tab.${v}`) }))} active={tab} onTab={(v) => patch({ tab: v })} />
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {data ? <Figures report={data.productionReport} /> : loading && <Box aria-busy="true" minH="40" />}
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
