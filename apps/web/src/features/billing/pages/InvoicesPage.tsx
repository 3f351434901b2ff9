import { Box, HStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { isSeller } from '@pod/shared';
import type { InvoiceFieldsFragment } from '../../../gql/graphql';
import { useSession } from '../../../stores/session';
import { DataTable, DateRangeFilter, ListSearchForm, MoneyCell, PageHeader, useListParams, useTabbedList, UserCell } from '../../../ui';
import { SellerFilter, sellerPeriodFilters } from '../components/filters';
import { InvoiceDrawer } from '../components/InvoiceDrawer';
import { INVOICE_TABS, useInvoiceColumns } from '../components/invoiceList';
import { INVOICE_COUNTERS, INVOICE_SELLERS, INVOICES } from '../graphql';
import { BillingPage, useBillingT } from '../i18n';

/** /billing/invoice: the weekly invoices with status tabs and counts, seller (staff) and period filters; a row opens the invoice. */
function Invoices() {
  const { t } = useBillingT();
  const staff = !isSeller(useSession((s) => s.user));
  const { params, patch } = useListParams();
  // ?invoice opens one (an order's page links its invoices here).
  const open = params.get('invoice');
  const list = useTabbedList({
    list: INVOICES,
    counters: INVOICE_COUNTERS,
    filters: { ...sellerPeriodFilters(params), search: params.get('search') || undefined },
    tabs: INVOICE_TABS,
    requested: params.get('status'),
    fallback: 'all',
    label: (tab) => t(`invoice.tab.${tab}`),
    count: (c, tab) => c.invoiceCounters[tab],
    onTab: (tab) => patch({ status: tab === 'all' ? null : tab }),
  });
  const sellers = useQuery(INVOICE_SELLERS, { skip: !staff });
  const columns = useInvoiceColumns<InvoiceFieldsFragment>({
    party: staff ? [{ key: 'seller', header: t('col.seller'), render: (i) => <UserCell user={i.user} /> }] : [],
    amounts: [
      { key: 'product_cost', header: t('invoice.product_cost'), align: 'end', render: (i) => <MoneyCell value={i.product_cost} /> },
      { key: 'estimated_shipping', header: t('invoice.estimated_shipping'), align: 'end', render: (i) => <MoneyCell value={i.estimated_shipping} /> },
      { key: 'total', header: t('invoice.total'), align: 'end', render: (i) => <MoneyCell value={i.total} /> },
    ],
  });
  return (
    <Box>
      <PageHeader title={t('menu.invoice')} />
      <HStack gap="4" mb="4" align="end" wrap="wrap">
        <ListSearchForm label={t('invoice.search')} testId="invoices-search" />
        {staff && <SellerFilter sellers={sellers.data?.invoiceSellers} />}
        <DateRangeFilter labels={{ from: t('invoice.from'), to: t('invoice.to') }} />
      </HStack>
      <DataTable testId="invoices-table" columns={columns} onRowClick={(i) => patch({ invoice: i._id }, false)} {...list.table} />
      <InvoiceDrawer id={open} onClose={() => patch({ invoice: null }, false)} onChanged={list.refresh} />
    </Box>
  );
}

export default function InvoicesPage() {
  return (
    <BillingPage>
      <Invoices />
    </BillingPage>
  );
}
