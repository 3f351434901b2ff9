import { useQuery } from '@apollo/client/react';
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DAILY_REPORT_TABS, type DailyReportTab } from '@pod/shared';
import { ExportButton } from '../../data-transfer';
import { ChartSection, DateRangeFilter, Figure, LoadError, PageHeader, StatusTabs, useFormatDay, useFormatMoney, useListParams } from '../../../ui';
import type { DailyReportQuery, SalesFiguresFieldsFragment } from '../../../gql/graphql';
import { chartMoney, dmyOf, ordersOfDay } from '../components/figures';
import { salesColumns } from '../components/SalesColumns';
import { LinkIfOpen } from '../../../ui/LinkIfOpen';
import { DAILY_REPORT } from '../graphql';
import { ReportsPage, useReportsT } from '../i18n';

type Report = DailyReportQuery['dailyReport'];
type Figures = SalesFiguresFieldsFragment;
const isTab = (v: string | null): v is DailyReportTab => (DAILY_REPORT_TABS as readonly string[]).includes(v ?? '');

function Tables({ report }: { report: Report }) {
  const { t } = useReportsT();
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const groupCol = (id: string, header: string) => ({ key: 'name', header, render: (r: Figures) => r.name ?? (r.key ? r.key : t(`none.${id}`)) });
  const group = (id: string, title: string, rows: Figures[], orders = true) => (
    <ChartSection
      id={id}
      wide
      title={title}
      empty={t('empty')}
      rows={rows}
      rowKey={(r) => r.key || '-'}
      columns={[groupCol(id, t(`col.${id}`)), ...salesColumns(t, { orders })]}
    />
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Figure testId="total-orders" label={t('col.orders')} value={String(report.total.orders)} help={t('daily.units', { count: report.total.units })} />
        <Figure
          testId="total-revenue"
          label={t('col.revenue')}
          value={formatMoney(report.total.revenue)}
          help={t('daily.shipping', { value: formatMoney(report.total.shipping) })}
        />
        <Figure
          testId="total-cost"
          label={t('col.base_cost')}
          value={formatMoney(report.total.base_cost)}
          help={t('daily.refunds', { value: formatMoney(report.total.refunds) })}
        />
        <Figure testId="total-margin" label={t('col.margin')} value={formatMoney(report.total.margin)} help={t('daily.margin_help')} />
      </SimpleGrid>
      <ChartSection
        id="days"
        wide
        title={t('daily.by_day')}
        empty={t('empty')}
        rows={report.days}
        rowKey={(r) => r.key}
        // One day (Today) is read from the figures above: a chart of one day is a lone bar that says nothing more.
        chart={
          report.days.length < 2
            ? undefined
            : (rows) => ({
                rows: rows.map((d) => ({ day: formatDay(d.key, 'short'), key: d.key, revenue: chartMoney(d.revenue), margin: chartMoney(d.margin) })),
                xKey: 'day',
                series: [
                  { key: 'revenue', label: t('col.revenue') },
                  { key: 'margin', label: t('col.margin') },
                ],
                linkOf: (row) => ordersOfDay(String(row.key)),
              })
        }
        columns={[{ key: 'day', header: t('col.day'), render: (r) => <LinkIfOpen to={ordersOfDay(r.key)}>{formatDay(r.key)}</LinkIfOpen> }, ...salesColumns(t)]}
      />
      {group('seller', t('daily.by_seller'), report.sellers)}
      {group('store', t('daily.by_store'), report.stores)}
      {group('product_type', t('daily.by_product_type'), report.product_types, false)}
      {group('manufacture', t('daily.by_manufacture'), report.manufactures, false)}
      <Text textStyle="xs" color="fg.muted">
        {t('daily.lines_note')}
      </Text>
    </Stack>
  );
}

/** /daily-report?tab=today|thismonth|range (&start, &end as YYYY-MM-DD): the period's figures, in total and by group. */
function DailyReport() {
  const { t } = useReportsT();
  const { params, patch } = useListParams();
  const requested = params.get('tab');
  const tab: DailyReportTab = isTab(requested) ? requested : 'today';
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const ready = tab !== 'range' || (start !== '' && end !== '');
  const variables = { tab, start: tab === 'range' && start ? dmyOf(start) : null, end: tab === 'range' && end ? dmyOf(end) : null };
  const { data, loading, error, refetch } = useQuery(DAILY_REPORT, { variables, skip: !ready });
  return (
    <Box>
      <PageHeader title={t('menu.daily_report')} actions={<ExportButton list="daily_report" filters={variables} />} />
      <StatusTabs tabs={DAILY_REPORT_TABS.map((v) => ({ value: v, label: t(`tab.${v}`) }))} active={tab} onTab={(v) => patch({ tab: v })} />
      {tab === 'range' && (
        <HStack mb="4">
          <DateRangeFilter names={['start', 'end']} />
        </HStack>
      )}
      {data && (
        <Text textStyle="sm" color="fg.muted" mb="3" data-testid="report-period">
          {t('daily.period', { from: data.dailyReport.from, to: data.dailyReport.to })}
        </Text>
      )}
      {!ready && <Text color="fg.muted">{t('daily.pick_range')}</Text>}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {ready && data ? <Tables report={data.dailyReport} /> : loading && <Box aria-busy="true" minH="40" />}
    </Box>
  );
}

export default function DailyReportPage() {
  return (
    <ReportsPage module="daily_report">
      <DailyReport />
    </ReportsPage>
  );
}
