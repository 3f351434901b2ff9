import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { INVOICE_STATUSES, PAGE_SIZE } from '@pod/shared';
import type { ProductionInvoiceFieldsFragment } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { DataTable, DateCell, MoneyCell, PageHeader, patchParams, StatusBadge, UserCell, type Column } from '../../../ui';
import { periodText } from '../components/period';
import { ProductionFilters, useProductionFilters } from '../components/ProductionFilters';
import { ProductionInvoiceDrawer } from '../components/ProductionInvoiceDrawer';
import { ProductionBillingPage, useBillingT } from '../i18n';
import { PRODUCTION_INVOICE_COUNTERS, PRODUCTION_INVOICES } from '../production.graphql';

const TABS = ['all', ...INVOICE_STATUSES] as const;

/** /billing/production-invoice: the factories' weekly invoices per seller, with tabs, counts and filters; a row opens one. */
function ProductionInvoices() {
  const { t, i18n } = useBillingT();
  const { params, set, setParams, filters } = useProductionFilters();
  const [open, setOpen] = useState<string | null>(null);
  const param = params.get('status') ?? 'all';
  const tab = (TABS as readonly string[]).includes(param) ? param : 'all';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const { items, total, loading, error, refetch } = usePagedQuery(
    PRODUCTION_INVOICES,
    { ...filters, status: tab === 'all' ? undefined : tab },
    page,
    PAGE_SIZE.list,
  );
  const counters = useQuery(PRODUCTION_INVOICE_COUNTERS, { variables: filters });
  const counts = counters.data?.productionInvoiceCounters;
  const columns: Column<ProductionInvoiceFieldsFragment>[] = [
    { key: 'number', header: t('invoice.number'), render: (i) => i.number },
    { key: 'factory', header: t('production.factory'), render: (i) => i.manufacture_name ?? '' },
    { key: 'seller', header: t('col.seller'), render: (i) => <UserCell user={i.user} /> },
    { key: 'period', header: t('invoice.period'), render: (i) => periodText(i.period_start, i.period_end, i18n.language) },
    { key: 'orders', header: t('invoice.orders'), align: 'end', render: (i) => i.order_count },
    { key: 'total', header: t('production.base_cost'), align: 'end', render: (i) => <MoneyCell value={i.total} /> },
    { key: 'status', header: t('col.status'), render: (i) => <StatusBadge status={i.status} /> },
    { key: 'created_at', header: t('invoice.issued'), render: (i) => <DateCell value={i.created_at} /> },
  ];
  return (
    <Box>
      <PageHeader title={t('production.invoices_title')} />
      <ProductionFilters dateLabels={{ from: t('invoice.from'), to: t('invoice.to') }} />
      <DataTable
        testId="production-invoices-table"
        columns={columns}
        rows={items}
        loading={loading}
        error={error}
        tabs={TABS.map((value) => ({ value, label: t(`invoice.tab.${value}`), count: counts?.[value] }))}
        tab={tab}
        onTab={(value) => set({ status: value === 'all' ? null : value })}
        onRowClick={(i) => setOpen(i._id)}
        page={page}
        perPage={PAGE_SIZE.list}
        total={total}
        onPage={(p) => setParams(patchParams(window.location.search, { page: String(p) }))}
      />
      <ProductionInvoiceDrawer
        id={open}
        onClose={() => setOpen(null)}
        onChanged={() => {
          void refetch();
          void counters.refetch();
        }}
      />
    </Box>
  );
}

export default function ProductionInvoicesPage() {
  return (
    <ProductionBillingPage>
      <ProductionInvoices />
    </ProductionBillingPage>
  );
}
