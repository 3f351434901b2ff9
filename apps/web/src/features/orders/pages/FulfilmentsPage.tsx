import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Factory, Truck, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ORDER_COUNTER_KEYS, PAGE_SIZE } from '@pod/shared';
import type { OrderFulfilmentsQuery } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { DataTable, pagedTable, DateCell, PageHeader, StatusBadge, useListParams, type Column } from '../../../ui';
import { ORDER_FULFILMENTS } from '../fulfilments.graphql';
import { ORDER_COUNTERS } from '../graphql';
import { OrdersScreen, useOrdersT } from '../i18n';
import { regionName } from '../statuses';

type Row = OrderFulfilmentsQuery['orders'][number];

/** The tabs of /fulfilments/{filter}: the orders under way and done, by the slug of their status. */
const FILTERS = {
  all: 'All',
  processing: 'Processing',
  in_production: 'In Production',
  fulfilled: 'Fulfilled',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;
type Filter = keyof typeof FILTERS;
const isFilter = (v: string | undefined): v is Filter => !!v && Object.prototype.hasOwnProperty.call(FILTERS, v);

/** The lifecycle steps an order passes once paid, each with the date it reached it. */
const STEPS = [
  ['paid_at', 'Processing'],
  ['produced_at', 'In Production'],
  ['fulfilled_at', 'Fulfilled'],
  ['completed_at', 'Completed'],
] as const;

function FulfilledBy({ row }: { row: Row }) {
  const { t } = useOrdersT();
  return (
    <Stack gap="1">
      {row.fulfilled_by.map((f) => (
        <HStack key={`${f.kind}:${f.provider}:${f.name ?? ''}`} gap="1.5" data-testid="fulfiller" data-kind={f.kind}>
          {f.kind === 'factory' ? (
            <Factory size={14} />
          ) : f.kind === 'provider' ? (
            <Truck size={14} />
          ) : (
            <TriangleAlert size={14} color="var(--chakra-colors-orange-500)" />
          )}
          <Text fontSize="sm">
            {f.kind === 'factory'
              ? t('fulfil.factory', { name: f.name ?? t('fulfil.our_factory') })
              : f.kind === 'provider'
                ? t('fulfil.provider', { provider: t(`fulfil.providers.${f.provider}`, { defaultValue: f.provider }), name: f.name })
                : t('fulfil.unrouted', { provider: t(`fulfil.providers.${f.provider}`, { defaultValue: f.provider }) })}
          </Text>
          <Badge size="sm" variant="subtle">
            {t('fulfil.units', { count: f.units })}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}

/** Statuses that end an order before it is done: its progress stops and says so. */
const STOPPED = new Set(['Cancelled', 'Refunded']);

/** How far the order is: the steps since payment, the reached ones marked with their date (in green only while the order goes on). */
function Progress({ row }: { row: Row }) {
  const { t } = useOrdersT();
  const stopped = STOPPED.has(row.status);
  return (
    <HStack gap="1" wrap="wrap" data-testid="fulfil-steps">
      {STEPS.map(([key, status]) => {
        const at = row[key];
        return (
          <Badge
            key={key}
            size="sm"
            variant={at ? 'subtle' : 'outline'}
            colorPalette={at && !stopped ? 'green' : 'gray'}
            title={at ? new Date(at).toLocaleString() : undefined}
          >
            {t(`tab.${status}`)}
          </Badge>
        );
      })}
      {stopped && (
        <Badge size="sm" variant="solid" colorPalette="red" data-testid="fulfil-stopped">
          {t(`tab.${row.status}`)}
        </Badge>
      )}
    </HStack>
  );
}

/** /fulfilments/{filter} (seller site): who fulfils each of the seller's orders, our factories or a provider account, and how far it is. */
function Fulfilments() {
  const { t, i18n } = useOrdersT();
  const navigate = useNavigate();
  const { filter: param } = useParams();
  const filter: Filter = isFilter(param) ? param : 'all';
  const status = FILTERS[filter];
  const { page, setPage } = useListParams();
  const list = usePagedQuery(ORDER_FULFILMENTS, { status }, page, PAGE_SIZE.list);
  const counters = useQuery(ORDER_COUNTERS, { variables: {} });
  const counts = counters.data?.orderCounters as Record<string, number> | undefined;
  const columns: Column<Row>[] = [
    {
      key: 'number',
      header: t('col.number'),
      render: (o) => (
        <Link to={`/orders/${o._id}`} onClick={(e) => e.stopPropagation()}>
          <Text as="span" fontWeight="semibold" color="brand.fg">
            #{o.number}
          </Text>
        </Link>
      ),
    },
    { key: 'created_at', header: t('col.date'), render: (o) => <DateCell value={o.created_at} /> },
    {
      key: 'customer',
      header: t('col.customer'),
      render: (o) => (
        <Box>
          <Text>{o.shipping_address.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {regionName(o.shipping_address.country, i18n.language)}
            {o.store ? ` · ${o.store.name}` : ''}
          </Text>
        </Box>
      ),
    },
    { key: 'fulfilled_by', header: t('fulfil.by'), render: (o) => <FulfilledBy row={o} /> },
    { key: 'status', header: t('col.status'), render: (o) => <StatusBadge status={o.status} /> },
    { key: 'progress', header: t('fulfil.progress'), render: (o) => <Progress row={o} /> },
  ];
  return (
    <Box>
      <PageHeader title={t('menu.fulfilments')} />
      <Text color="fg.muted" mt="-2" mb="4">
        {t('fulfil.lead')}
      </Text>
      <DataTable
        testId="order-fulfilments-table"
        columns={columns}
        tabs={(Object.keys(FILTERS) as Filter[]).map((value) => ({
          value,
          label: t(`tab.${FILTERS[value]}`),
          count: counts?.[ORDER_COUNTER_KEYS[FILTERS[value]]],
        }))}
        tab={filter}
        onTab={(value) => navigate(`/fulfilments/${value}`)}
        onRowClick={(o) => navigate(`/orders/${o._id}`)}
        {...pagedTable(list, page, setPage)}
      />
    </Box>
  );
}

export default function FulfilmentsPage() {
  return (
    <OrdersScreen>
      <Fulfilments />
    </OrdersScreen>
  );
}
