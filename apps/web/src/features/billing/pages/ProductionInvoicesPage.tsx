import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { ProductionInvoiceFieldsFragment } from '../../../gql/graphql';
import { DataTable, MoneyCell, PageHeader, useListParams, useTabbedList, UserCell } from '../../../ui';
import { INVOICE_TABS, useInvoiceColumns } from '../components/invoiceList';
import { ProductionFilters, useProductionFilters } from '../components/ProductionFilters';
import { ProductionInvoiceDrawer } from '../components/ProductionInvoiceDrawer';
import { ProductionBillingPage, useBillingT } from '../i18n';
import { PRODUCTION_INVOICE_COUNTERS, PRODUCTION_INVOICES } from '../production.graphql';

/** /billing/production-invoice: the factories' weekly invoices per seller, with tabs, counts and filters; a row opens one. */
function ProductionInvoices() {
  const { t } = useBillingT();
  const { params, patch } = useListParams();
  const [open, setOpen] = useState<string | null>(null);
  const list = useTabbedList({
    list: PRODUCTION_INVOICES,
    counters: PRODUCTION_INVOICE_COUNTERS,
    filters: useProductionFilters(),
    tabs: INVOICE_TABS,
    requested: params.get('status'),
    fallback: 'all',
    label: (tab) => t(`invoice.tab.${tab}`),
    count: (c, tab) => c.productionInvoiceCounters[tab],
    onTab: (tab) => patch({ status: tab === 'all' ? null : tab }),
  });
  const columns = useInvoiceColumns<ProductionInvoiceFieldsFragment>({
    party: [
      { key: 'factory', header: t('production.factory'), render: (i) => i.manufacture_name ?? '' },
      { key: 'seller', header: t('col.seller'), render: (i) => <UserCell user={i.user} /> },
    ],
    amounts: [{ key: 'total', header: t('production.base_cost'), align: 'end', render: (i) => <MoneyCell value={i.total} /> }],
  });
  return (
    <Box>
      <PageHeader title={t('menu.production_invoice')} />
      <ProductionFilters dateLabels={{ from: t('invoice.from'), to: t('invoice.to') }} />
      <DataTable testId="production-invoices-table" columns={columns} onRowClick={(i) => setOpen(i._id)} {...list.table} />
      <ProductionInvoiceDrawer id={open} onClose={() => setOpen(null)} onChanged={list.refresh} />
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
