import { useQuery } from '@apollo/client/react';
import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { ORDER_STATUSES, PRODUCTION_STEPS, RETURN_STATUSES, returnFilterOf, TICKET_STATUSES } from '@pod/shared';
import { ChartSection, DateCell, Figure, LoadError, PageHeader, StatusBadge, useFormatDay, useFormatMoney } from '../../../ui';
import type { DashboardQuery } from '../../../gql/graphql';
import { chartMoney, ordersOfDay, ordersOfStatus, todayOf } from '../components/figures';
import { salesColumns } from '../components/SalesColumns';
import { LinkIfOpen } from '../../../ui/LinkIfOpen';
import { useCanOpen } from '../../../lib/routeAccess';
import { DASHBOARD } from '../graphql';
import { ReportsPage, useReportsT } from '../i18n';

type Dashboard = DashboardQuery['dashboard'];

/** Keys in the order their statuses flow (unknown ones last). */
const inOrder = <T extends { key: string }>(rows: readonly T[], order: readonly string[]) =>
  [...rows].sort((a, b) => (order.indexOf(a.key) + 1 || 99) - (order.indexOf(b.key) + 1 || 99));

function Widgets({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useReportsT();
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const staff = dashboard.scope === 'staff';
  const today = todayOf(dashboard.days);
  const statuses = inOrder(
    dashboard.order_statuses.filter((s) => s.key !== 'All' && s.total > 0),
    ORDER_STATUSES,
  );
  const status = (s: string) => t(`status.${s}`, { defaultValue: s });
  const openTickets = dashboard.tickets.filter((s) => s.key === 'Open' || s.key === 'Inprocess').reduce((n, s) => n + s.total, 0);
  const ticketsRoute = staff ? '/tickets' : '/support/order';
  const canOpen = useCanOpen();
  // A section's link to the list behind it, only where the user may open that list.
  const linkTo = (to: string, label: string) => (canOpen(to) ? { to, label } : undefined);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Figure testId="stat-orders-today" label={t('dashboard.orders_today')} value={String(today?.orders ?? 0)} />
        <Figure
          testId="stat-revenue"
          label={t(staff ? 'dashboard.revenue_30' : 'dashboard.spending_30')}
          value={formatMoney(dashboard.period.revenue)}
          help={t('dashboard.orders_30', { count: dashboard.period.orders })}
        />
        {staff ? (
          <Figure
            testId="stat-margin"
            label={t('dashboard.margin_30')}
            value={formatMoney(dashboard.period.margin)}
            help={t('dashboard.base_cost_help', { value: formatMoney(dashboard.period.base_cost) })}
          />
        ) : (
          <Figure testId="stat-credit" label={t('dashboard.credit')} value={formatMoney(dashboard.credit ?? '0')} />
        )}
        {staff ? (
          <Figure testId="stat-late" label={t('dashboard.late_productions')} value={String(dashboard.late_productions)} />
        ) : (
          <Figure testId="stat-refunds" label={t('dashboard.refunds_30')} value={formatMoney(dashboard.period.refunds)} />
        )}
      </SimpleGrid>

      <ChartSection
        id="order-statuses"
        title={t('dashboard.order_statuses')}
        empty={t('empty')}
        link={linkTo(ordersOfStatus('All'), t('dashboard.open_orders'))}
        rows={statuses}
        rowKey={(r) => r.key}
        chart={(rows) => ({
          rows: rows.map((r) => ({ key: r.key, status: status(r.key), orders: r.total })),
          xKey: 'status',
          series: [{ key: 'orders', label: t('col.orders') }],
          horizontal: true,
          linkOf: (row) => ordersOfStatus(String(row.key)),
        })}
        columns={[
          {
            key: 'status',
            header: t('col.status'),
            render: (r) => (
              <LinkIfOpen to={ordersOfStatus(r.key)} testId={`status-link-${r.key}`}>
                {status(r.key)}
              </LinkIfOpen>
            ),
          },
          { key: 'orders', header: t('col.orders'), numeric: true, render: (r) => r.total },
        ]}
      />

      <ChartSection
        id="days"
        wide
        title={t(staff ? 'dashboard.days' : 'dashboard.days_seller')}
        empty={t('empty')}
        rows={[...dashboard.days].reverse()}
        rowKey={(r) => r.key}
        chart={() => ({
          rows: dashboard.days.map((d) => ({ day: formatDay(d.key, 'short'), key: d.key, revenue: chartMoney(d.revenue), base_cost: chartMoney(d.base_cost) })),
          xKey: 'day',
          series: [{ key: 'revenue', label: t(staff ? 'col.revenue' : 'col.spending') }, ...(staff ? [{ key: 'base_cost', label: t('col.base_cost') }] : [])],
          linkOf: (row) => ordersOfDay(String(row.key)),
        })}
        columns={[
          { key: 'day', header: t('col.day'), render: (r) => <LinkIfOpen to={ordersOfDay(r.key)}>{formatDay(r.key)}</LinkIfOpen> },
          ...salesColumns(t).filter((c) => staff || !['base_cost', 'margin'].includes(c.key)),
        ]}
      />

      {staff && (
        <ChartSection
          id="stations"
          title={t('dashboard.stations')}
          empty={t('dashboard.no_scans')}
          rows={inOrder(dashboard.stations, PRODUCTION_STEPS)}
          rowKey={(r) => r.key}
          chart={(rows) => ({
            rows: rows.map((r) => ({ station: t(`status.${r.key}`, { defaultValue: r.key }), units: r.total })),
            xKey: 'station',
            series: [{ key: 'units', label: t('col.units') }],
          })}
          columns={[
            { key: 'station', header: t('col.station'), render: (r) => t(`status.${r.key}`, { defaultValue: r.key }) },
            { key: 'units', header: t('col.units'), numeric: true, render: (r) => r.total },
          ]}
        />
      )}

      <ChartSection
        id="tickets"
        title={t('dashboard.tickets', { count: openTickets })}
        empty={t('empty')}
        link={linkTo(ticketsRoute, t('dashboard.open_tickets'))}
        rows={inOrder(
          dashboard.tickets.filter((s) => s.key !== 'All'),
          TICKET_STATUSES,
        )}
        rowKey={(r) => r.key}
        columns={[
          {
            key: 'status',
            header: t('col.status'),
            render: (r) => <LinkIfOpen to={`${ticketsRoute}?status=${r.key}`}>{t(`status.${r.key}`, { defaultValue: r.key })}</LinkIfOpen>,
          },
          { key: 'tickets', header: t('col.tickets'), numeric: true, render: (r) => r.total },
        ]}
      />

      {staff && (
        <ChartSection
          id="returns"
          title={t('dashboard.returns')}
          empty={t('empty')}
          link={linkTo('/rar/all', t('dashboard.open_returns'))}
          rows={inOrder(
            dashboard.returns.filter((s) => s.key !== 'All'),
            RETURN_STATUSES,
          )}
          rowKey={(r) => r.key}
          columns={[
            {
              key: 'status',
              header: t('col.status'),
              render: (r) => (
                <LinkIfOpen to={`/rar/${returnFilterOf(r.key as (typeof RETURN_STATUSES)[number])}`}>
                  {t(`status.${r.key}`, { defaultValue: r.key })}
                </LinkIfOpen>
              ),
            },
            { key: 'requests', header: t('col.requests'), numeric: true, render: (r) => r.total },
          ]}
        />
      )}

      {!staff && (
        <ChartSection
          id="recent-tickets"
          title={t('dashboard.recent_tickets')}
          empty={t('dashboard.no_tickets')}
          rows={dashboard.recent_tickets}
          rowKey={(r) => r._id}
          columns={[
            { key: 'code', header: t('col.ticket'), render: (r) => <LinkIfOpen to={`/support/order/${r._id}`}>{r.code}</LinkIfOpen> },
            { key: 'subject', header: t('col.subject'), render: (r) => r.subject },
            { key: 'status', header: t('col.status'), render: (r) => <StatusBadge status={r.status} /> },
            { key: 'updated', header: t('col.updated'), render: (r) => <DateCell value={r.updated_at} /> },
          ]}
        />
      )}
    </Stack>
  );
}

/** /dashboard: staff see the business at a glance, a seller their own orders, spending, credit and tickets. */
function Dashboard() {
  const { t } = useReportsT();
  const { data, loading, error, refetch } = useQuery(DASHBOARD, { fetchPolicy: 'cache-and-network' });
  return (
    <Box>
      <PageHeader title={t('menu.dashboard')} />
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {data ? <Widgets dashboard={data.dashboard} /> : loading && <Box aria-busy="true" minH="40" />}
    </Box>
  );
}

export default function DashboardPage() {
  return (
    <ReportsPage module="dashboard">
      <Dashboard />
    </ReportsPage>
  );
}
