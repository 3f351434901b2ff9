import { INVOICE_STATUSES } from '@pod/shared';
import { DateCell, StatusBadge, type Column } from '../../../ui';
import { useBillingT } from '../i18n';
import { periodText } from './period';

/** The status tabs of both invoice lists (sellers' and production). */
export const INVOICE_TABS = ['all', ...INVOICE_STATUSES] as const;

interface ListedInvoice {
  _id: string;
  number: number;
  period_start: string;
  period_end: string;
  order_count: number;
  status: string;
  created_at: string;
}

/** The columns both invoice lists show, around their own: who the invoice is between (`party`) and its sums (`amounts`). */
export function useInvoiceColumns<T extends ListedInvoice>(own: { party: Column<T>[]; amounts: Column<T>[] }): Column<T>[] {
  const { t, i18n } = useBillingT();
  return [
    { key: 'number', header: t('invoice.number'), render: (i) => i.number },
    ...own.party,
    { key: 'period', header: t('invoice.period'), render: (i) => periodText(i.period_start, i.period_end, i18n.language) },
    { key: 'orders', header: t('invoice.orders'), align: 'end', render: (i) => i.order_count },
    ...own.amounts,
    { key: 'status', header: t('col.status'), render: (i) => <StatusBadge status={i.status} /> },
    { key: 'created_at', header: t('invoice.issued'), render: (i) => <DateCell value={i.created_at} /> },
  ];
}
