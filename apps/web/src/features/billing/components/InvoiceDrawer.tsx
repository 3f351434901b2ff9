import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@apollo/client/react';
import type { InvoiceQuery } from '../../../gql/graphql';
import { can, useSession } from '../../../stores/session';
import { DateCell, MoneyCell, StatusBadge, type Column } from '../../../ui';
import { INVOICE } from '../graphql';
import { useBillingT } from '../i18n';
import { InvoiceDrawerFrame } from './InvoiceDrawerFrame';
import { useMakeInvoice } from '../hooks/mutations';

type Line = InvoiceQuery['invoice']['lines'][number];

const SUMS = ['product_cost', 'estimated_shipping', 'total'] as const;

/** One invoice: its totals, one line per paid order, the PDF and XLSX downloads, and the approver's decision. */
export function InvoiceDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useBillingT();
  const { data, error, refetch } = useQuery(INVOICE, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const invoice = data?.invoice;
  const [decide] = useMakeInvoice();
  const opensOrders = can(
    useSession((s) => s.user),
    'orders',
    'view',
  );
  const columns: Column<Line & { _id: string }>[] = [
    {
      key: 'order',
      header: t('invoice.order'),
      render: (l) =>
        opensOrders ? (
          <Link asChild color="brand.fg" data-testid="invoice-order-link">
            <RouterLink to={`/orders/${l.order_id}`}>#{l.order_number}</RouterLink>
          </Link>
        ) : (
          `#${l.order_number}`
        ),
    },
    { key: 'paid_at', header: t('invoice.paid_at'), render: (l) => <DateCell value={l.paid_at} /> },
    { key: 'product_cost', header: t('invoice.product_cost'), align: 'end', render: (l) => <MoneyCell value={l.product_cost} /> },
    { key: 'estimated_shipping', header: t('invoice.estimated_shipping'), align: 'end', render: (l) => <MoneyCell value={l.estimated_shipping} /> },
    {
      key: 'actual_shipping',
      header: t('invoice.actual_shipping'),
      align: 'end',
      render: (l) => (l.actual_shipping ? <MoneyCell value={l.actual_shipping} /> : <Text color="fg.muted">—</Text>),
    },
    { key: 'order_status', header: t('invoice.order_status'), render: (l) => <StatusBadge status={l.order_status} /> },
    { key: 'total', header: t('invoice.total'), align: 'end', render: (l) => <MoneyCell value={l.total} /> },
  ];
  return (
    <InvoiceDrawerFrame
      id={id}
      onClose={onClose}
      testId="invoice"
      title={t('invoice.title', { number: invoice?.number ?? '' })}
      error={error}
      invoice={invoice}
      sums={(i) => SUMS.map((key) => ({ key, label: t(`invoice.${key}`), value: <MoneyCell value={i[key]} /> }))}
      lines={{ columns, rows: (i) => i.lines.map((l) => ({ ...l, _id: l.order_id })) }}
      approval="billing_approval"
      onDecide={(i, status) => decide({ variables: { id: i._id, status } })}
      onDecided={() => {
        void refetch();
        onChanged();
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('invoice.actual_note')}
      </Text>
    </InvoiceDrawerFrame>
  );
}
