import { useState } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { INVOICE_STATUSES, isSeller, PAGE_SIZE } from '@pod/shared';
import type { InvoiceFieldsFragment } from '../../../gql/graphql';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { useSession } from '../../../stores/session';
import { DataTable, DateCell, MoneyCell, PageHeader, patchParams, SelectField, StatusBadge, TextField, UserCell, type Column } from '../../../ui';
import { InvoiceDrawer } from '../components/InvoiceDrawer';
import { periodText, toDmy } from '../components/period';
import { INVOICE_COUNTERS, INVOICE_SELLERS, INVOICES } from '../graphql';
import { BillingPage, useBillingT } from '../i18n';

const TABS = ['all', ...INVOICE_STATUSES] as const;

/** /billing/invoice: the weekly invoices with status tabs and counts, seller (staff) and period filters; a row opens the invoice. */
function Invoices() {
  const { t, i18n } = useBillingT();
  const staff = !isSeller(useSession((s) => s.user));
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<string | null>(null);
  const param = params.get('status') ?? 'all';
  const tab = (TABS as readonly string[]).includes(param) ? param : 'all';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const set = (patch: Record<string, string | null>) => setParams(patchParams(window.location.search, { page: null, ...patch }));
  const filters = { user_id: params.get('seller') || undefined, start: toDmy(params.get('from')), end: toDmy(params.get('to')) };
  const { items, total, loading, error, refetch } = usePagedQuery(INVOICES, { ...filters, status: tab === 'all' ? undefined : tab }, page, PAGE_SIZE.list);
  const counters = useQuery(INVOICE_COUNTERS, { variables: filters });
  const sellers = useQuery(INVOICE_SELLERS, { skip: !staff });
  const counts = counters.data?.invoiceCounters;
  const columns: Column<InvoiceFieldsFragment>[] = [
    { key: 'number', header: t('invoice.number'), render: (i) => i.number },
    ...(staff ? [{ key: 'seller', header: t('col.seller'), render: (i: InvoiceFieldsFragment) => <UserCell user={i.user} /> }] : []),
    { key: 'period', header: t('invoice.period'), render: (i) => periodText(i.period_start, i.period_end, i18n.language) },
    { key: 'orders', header: t('invoice.orders'), align: 'end', render: (i) => i.order_count },
    { key: 'product_cost', header: t('invoice.product_cost'), align: 'end', render: (i) => <MoneyCell value={i.product_cost} /> },
    { key: 'estimated_shipping', header: t('invoice.estimated_shipping'), align: 'end', render: (i) => <MoneyCell value={i.estimated_shipping} /> },
    { key: 'total', header: t('invoice.total'), align: 'end', render: (i) => <MoneyCell value={i.total} /> },
    { key: 'status', header: t('col.status'), render: (i) => <StatusBadge status={i.status} /> },
    { key: 'created_at', header: t('invoice.issued'), render: (i) => <DateCell value={i.created_at} /> },
  ];
  return (
    <Box>
      <PageHeader title={t('invoice.list_title')} />
      <HStack gap="4" mb="4" align="end" wrap="wrap">
        {staff && (
          <Box minW="64">
            <SelectField
              name="seller"
              label={t('col.seller')}
              size="sm"
              value={params.get('seller') ?? ''}
              onChange={(v) => set({ seller: v || null })}
              options={[{ value: '', label: t('invoice.all_sellers') }, ...(sellers.data?.invoiceSellers ?? []).map((u) => ({ value: u._id, label: u.email }))]}
            />
          </Box>
        )}
        <Box w="48">
          <TextField name="from" type="date" label={t('invoice.from')} value={params.get('from') ?? ''} onChange={(v) => set({ from: v || null })} />
        </Box>
        <Box w="48">
          <TextField name="to" type="date" label={t('invoice.to')} value={params.get('to') ?? ''} onChange={(v) => set({ to: v || null })} />
        </Box>
      </HStack>
      <DataTable
        testId="invoices-table"
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
      <InvoiceDrawer
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

export default function InvoicesPage() {
  return (
    <BillingPage>
      <Invoices />
    </BillingPage>
  );
}
