import { useState } from 'react';
import { Badge, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataTable, DateCell, LoadError, UserCell, type Column, SideDrawer } from '../../../ui';
import { STOCK_HISTORY } from '../graphql';
import { useCatalogueT } from '../i18n';
import type { StockHistoryQuery } from '../../../gql/graphql';

type Item = StockHistoryQuery['paginateProductStockHistory']['items'][number];

/** A preset's stock changes, 20 a page, newest first. */
export function StockHistoryDrawer({ productId, title, onClose }: { productId: string | null; title: string; onClose: () => void }) {
  const { t } = useCatalogueT();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(STOCK_HISTORY, {
    variables: { id: productId ?? '', page },
    skip: !productId,
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.paginateProductStockHistory;
  const columns: Column<Item>[] = [
    { key: 'created_at', header: t('stock.when'), render: (h) => <DateCell value={h.created_at} withTime /> },
    {
      key: 'sku',
      header: t('fields.sku'),
      render: (h) => (
        <Text fontFamily="mono" fontSize="xs">
          {h.variant_sku}
        </Text>
      ),
    },
    { key: 'action', header: t('stock.action'), render: (h) => <Badge variant="subtle">{t(`stock.actions.${h.action}`)}</Badge> },
    {
      key: 'quantity',
      header: t('stock.change'),
      align: 'end',
      render: (h) => (
        <Text color={h.quantity < 0 ? 'fg.error' : 'fg.success'} fontWeight="medium">
          {h.quantity > 0 ? `+${h.quantity}` : h.quantity}
        </Text>
      ),
    },
    { key: 'after', header: t('stock.before_after'), render: (h) => `${h.stock_before} → ${h.stock_after}` },
    { key: 'reason', header: t('stock.reason'), render: (h) => h.reason ?? '—' },
    { key: 'by', header: t('stock.by'), render: (h) => <UserCell user={h.changed_by} /> },
  ];
  return (
    <SideDrawer open={!!productId} onClose={onClose} size="xl" title={t('stock.history_of', { name: title })} testId="stock-history">
      {error ? (
        <LoadError error={error} onRetry={() => refetch()} />
      ) : (
        <DataTable
          testId="stock-history-table"
          columns={columns}
          rows={history?.items ?? []}
          loading={loading && !history}
          page={page}
          perPage={20}
          total={history?.total_items ?? 0}
          onPage={setPage}
        />
      )}
    </SideDrawer>
  );
}
