import { useQuery } from '@apollo/client/react';
import type { ProductionInvoiceQuery } from '../../../gql/graphql';
import { DateCell, MoneyCell, type Column } from '../../../ui';
import { useBillingT } from '../i18n';
import { PRODUCTION_INVOICE } from '../production.graphql';
import { InvoiceDrawerFrame } from './InvoiceDrawerFrame';
import { useMakeProductionInvoice } from '../hooks/productionMutations';

type Line = ProductionInvoiceQuery['productionInvoice']['lines'][number];

/** One production invoice: factory, seller, period, its total, one line per order at base cost, the files and root's decision. */
export function ProductionInvoiceDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useBillingT();
  const { data, error, refetch } = useQuery(PRODUCTION_INVOICE, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const [decide] = useMakeProductionInvoice();
  const invoice = data?.productionInvoice;
  const columns: Column<Line>[] = [
    { key: 'order', header: t('invoice.order'), render: (l) => `#${l.order_number}` },
    { key: 'paid_at', header: t('invoice.paid_at'), render: (l) => <DateCell value={l.paid_at} /> },
    { key: 'units', header: t('production.units'), align: 'end', render: (l) => l.units },
    { key: 'amount', header: t('production.base_cost'), align: 'end', render: (l) => <MoneyCell value={l.amount} /> },
  ];
  return (
    <InvoiceDrawerFrame
      id={id}
      onClose={onClose}
      testId="production-invoice"
      title={t('production.invoice_title', { number: invoice?.number ?? '' })}
      error={error}
      invoice={invoice}
      issuer={(i) => i.manufacture_name}
      sums={(i) => [
        { key: 'orders', label: t('invoice.orders'), value: i.order_count },
        { key: 'total', label: t('invoice.total'), value: <MoneyCell value={i.total} /> },
      ]}
      lines={{ columns, rows: (i) => i.lines }}
      approval="production_billing"
      cancelBody={t('production.cancel_body')}
      onDecide={(i, status) => decide({ variables: { id: i._id, status } })}
      onDecided={() => {
        void refetch();
        onChanged();
      }}
    />
  );
}
