import { Box, HStack, Stat } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { PAGE_SIZE, PRODUCTION_TRANSACTION_FILTERS } from '@pod/shared';
import type { ProductionTransactionFieldsFragment } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { DataTable, DateCell, MoneyCell, PageHeader, patchParams, StatusBadge, UserCell, type Column } from '../../../ui';
import { ProductionFilters, useProductionFilters } from '../components/ProductionFilters';
import { ProductionBillingPage, useBillingT } from '../i18n';
import { PRODUCTION_TRANSACTION_TOTALS, PRODUCTION_TRANSACTIONS } from '../production.graphql';

const SUMS = ['all', 'pending', 'invoiced'] as const;

/** /billing/production-history/{filter}: the factories' production ledger with status tabs, counts, filters and sums. */
function ProductionTransactions() {
  const { t } = useBillingT();
  const navigate = useNavigate();
  const param = useParams().filter ?? 'all';
  const tab = (PRODUCTION_TRANSACTION_FILTERS as readonly string[]).includes(param) ? param : 'all';
  const { params, setParams, filters } = useProductionFilters();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const { items, total, loading, error } = usePagedQuery(
    PRODUCTION_TRANSACTIONS,
    { ...filters, status: tab === 'all' ? undefined : tab },
    page,
    PAGE_SIZE.list,
  );
  const totals = useQuery(PRODUCTION_TRANSACTION_TOTALS, { variables: filters }).data;
  const columns: Column<ProductionTransactionFieldsFragment>[] = [
    { key: 'paid_at', header: t('production.paid_at'), render: (e) => <DateCell value={e.paid_at} withTime /> },
    { key: 'order', header: t('invoice.order'), render: (e) => `#${e.order_number}` },
    { key: 'factory', header: t('production.factory'), render: (e) => e.manufacture_name ?? '' },
    { key: 'seller', header: t('col.seller'), render: (e) => <UserCell user={e.user} /> },
    { key: 'units', header: t('production.units'), align: 'end', render: (e) => e.units },
    { key: 'amount', header: t('production.base_cost'), align: 'end', render: (e) => <MoneyCell value={e.amount} /> },
    { key: 'status', header: t('col.status'), render: (e) => <StatusBadge status={e.status} /> },
  ];
  return (
    <Box>
      <PageHeader title={t('production.history_title')} />
      <HStack gap="8" mb="4" wrap="wrap">
        {totals &&
          SUMS.map((k) => (
            <Stat.Root key={k} maxW="48" data-testid={`production-sum-${k}`}>
              <Stat.Label>{t(`production.sum.${k}`)}</Stat.Label>
              <Stat.ValueText>
                <MoneyCell value={totals.productionTransactionSum[k]} />
              </Stat.ValueText>
            </Stat.Root>
          ))}
      </HStack>
      <ProductionFilters dateLabels={{ from: t('production.paid_from'), to: t('production.paid_to') }} />
      <DataTable
        testId="production-transactions-table"
        columns={columns}
        rows={items}
        loading={loading}
        error={error}
        tabs={PRODUCTION_TRANSACTION_FILTERS.map((value) => ({
          value,
          label: t(`production.tab.${value}`),
          count: totals?.productionTransactionCounters[value],
        }))}
        tab={tab}
        onTab={(value) => navigate(`/billing/production-history/${value}${window.location.search}`)}
        page={page}
        perPage={PAGE_SIZE.list}
        total={total}
        onPage={(p) => setParams(patchParams(window.location.search, { page: String(p) }))}
      />
    </Box>
  );
}

export default function ProductionTransactionsPage() {
  return (
    <ProductionBillingPage>
      <ProductionTransactions />
    </ProductionBillingPage>
  );
}
