import { Box, HStack, Stat } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router';
import { PRODUCTION_TRANSACTION_FILTERS } from '@pod/shared';
import type { ProductionTransactionFieldsFragment } from '../../../gql/graphql';
import { DataTable, DateCell, MoneyCell, PageHeader, StatusBadge, useTabbedList, UserCell, type Column } from '../../../ui';
import { ProductionFilters, useProductionFilters } from '../components/ProductionFilters';
import { ProductionBillingPage, useBillingT } from '../i18n';
import { PRODUCTION_TRANSACTION_TOTALS, PRODUCTION_TRANSACTIONS } from '../production.graphql';

const SUMS = ['all', 'pending', 'invoiced'] as const;

/** /billing/production-history/{filter}: the factories' production ledger with status tabs, counts, filters and sums. */
function ProductionTransactions() {
  const { t } = useBillingT();
  const navigate = useNavigate();
  const list = useTabbedList({
    list: PRODUCTION_TRANSACTIONS,
    counters: PRODUCTION_TRANSACTION_TOTALS,
    filters: useProductionFilters(),
    tabs: PRODUCTION_TRANSACTION_FILTERS,
    requested: useParams().filter,
    fallback: 'all',
    label: (tab) => t(`production.tab.${tab}`),
    count: (c, tab) => c.productionTransactionCounters[tab],
    onTab: (tab) => navigate(`/billing/production-history/${tab}${window.location.search}`),
  });
  const totals = list.counters;
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
      <PageHeader title={t('menu.production_transactions')} />
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
      <DataTable testId="production-transactions-table" columns={columns} {...list.table} />
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
