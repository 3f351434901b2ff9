import type { ReactNode } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { RETURN_TABS, type ReturnTab } from '@pod/shared';
import type { ReturnRowFieldsFragment } from '../../../gql/graphql';
import { DataTable, DateCell, ListSearchForm, MoneyCell, StatusBadge, Thumbnail, UserCell, useListParams, useTabbedList, type Column } from '../../../ui';
import { RETURN_COUNTERS, RETURN_REQUESTS } from '../graphql';
import { useReturnsT } from '../i18n';

const counterKey = (tab: ReturnTab) => tab.toLowerCase().replace(/ /g, '_');

/** The requests of one status tab (with counts), searchable by code, order number or note; a row opens its drawer. */
export function ReturnsList({
  tab,
  onTab,
  onOpen,
  render,
}: {
  tab: ReturnTab;
  onTab: (tab: ReturnTab) => void;
  onOpen: (id: string) => void;
  /** What shows beside the list (the drawer), given the list's refresh. */
  render: (refresh: () => void) => ReactNode;
}) {
  const { t } = useReturnsT();
  const { params } = useListParams();
  const search = params.get('search') ?? '';
  const filters = { search: search || undefined };
  const list = useTabbedList({
    list: RETURN_REQUESTS,
    counters: RETURN_COUNTERS,
    filters,
    tabs: RETURN_TABS,
    requested: tab,
    fallback: 'All',
    label: (value) => (value === 'All' ? t('tab.All') : t(`ui:status.${value}`)),
    count: (c, value: ReturnTab) => (c.returnRequestCounters as Record<string, number>)[counterKey(value)],
    onTab,
    status: (value) => (value === 'All' ? undefined : value),
  });
  const columns: Column<ReturnRowFieldsFragment>[] = [
    {
      key: 'code',
      header: t('col.request'),
      render: (r) => (
        <HStack gap="2">
          {/* The photo opens its lightbox, not the row's drawer. */}
          <Box onClick={(e) => e.stopPropagation()}>
            <Thumbnail src={r.photos[0]?.thumbnail} fullSrc={r.photos[0]?.url} name={r.photos[0]?.name ?? r.code} size="8" />
          </Box>
          <Text fontWeight="semibold">{r.code}</Text>
        </HStack>
      ),
    },
    {
      key: 'order',
      header: t('col.order'),
      render: (r) => (
        <Link to={`/orders/${r.order_id}`} onClick={(e) => e.stopPropagation()}>
          <Text color="fg.info">#{r.order_number}</Text>
        </Link>
      ),
    },
    { key: 'seller', header: t('col.seller'), render: (r) => <UserCell user={r.seller} /> },
    { key: 'reason', header: t('col.reason'), render: (r) => t(`reason.${r.reason}`) },
    {
      key: 'resolution',
      header: t('col.resolution'),
      render: (r) =>
        r.resolution === 'refund' && r.refund_amount ? (
          <HStack gap="1">
            <Text>{t('resolution.refund')}</Text>
            <MoneyCell value={r.refund_amount} />
          </HStack>
        ) : r.resolution ? (
          t(`resolution.${r.resolution}`)
        ) : (
          <Text color="fg.muted">—</Text>
        ),
    },
    { key: 'created', header: t('col.created'), render: (r) => <DateCell value={r.created_at} withTime /> },
    { key: 'status', header: t('col.status'), render: (r) => <StatusBadge status={r.status} /> },
  ];
  const toolbar = <ListSearchForm label={t('list.search')} testId="returns-search" />;
  return (
    <Box>
      <DataTable testId="returns-table" rowTestId="return-row" columns={columns} {...list.table} toolbar={toolbar} onRowClick={(r) => onOpen(r._id)} />
      {render(list.refresh)}
    </Box>
  );
}
