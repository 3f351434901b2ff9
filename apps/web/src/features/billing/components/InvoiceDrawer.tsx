import { HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { InvoiceQuery } from '../../../gql/graphql';
import { can, useSession } from '../../../stores/session';
import { DataTable, DateCell, MoneyCell, type Column } from '../../../ui';
import { INVOICE, MAKE_INVOICE } from '../graphql';
import { useBillingT } from '../i18n';
import { InvoiceDecision } from './InvoiceDecision';
import { InvoiceDrawerFrame, InvoiceFiles } from './InvoiceDrawerFrame';
import { periodText } from './period';

type Line = InvoiceQuery['invoice']['lines'][number];

/** One invoice: its totals, one line per paid order, the PDF and XLSX downloads, and the approver's decision. */
export function InvoiceDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useBillingT();
  const user = useSession((s) => s.user);
  const { data, error, refetch } = useQuery(INVOICE, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const invoice = data?.invoice;
  const [decide] = useMutation(MAKE_INVOICE);
  const columns: Column<Line & { _id: string }>[] = [
    { key: 'order', header: t('invoice.order'), render: (l) => `#${l.order_number}` },
    { key: 'paid_at', header: t('invoice.paid_at'), render: (l) => <DateCell value={l.paid_at} /> },
    { key: 'product_cost', header: t('invoice.product_cost'), align: 'end', render: (l) => <MoneyCell value={l.product_cost} /> },
    { key: 'estimated_shipping', header: t('invoice.estimated_shipping'), align: 'end', render: (l) => <MoneyCell value={l.estimated_shipping} /> },
    {
      key: 'actual_shipping',
      header: t('invoice.actual_shipping'),
      align: 'end',
      render: (l) => (l.actual_shipping ? <MoneyCell value={l.actual_shipping} /> : <Text color="fg.muted">{t('invoice.not_shipped')}</Text>),
    },
    { key: 'total', header: t('invoice.total'), align: 'end', render: (l) => <MoneyCell value={l.total} /> },
  ];
  return (
    <InvoiceDrawerFrame
      open={!!id}
      onClose={onClose}
      testId="invoice-drawer"
      title={t('invoice.title', { number: invoice?.number ?? '' })}
      status={invoice?.status}
      error={error}
    >
      {invoice && (
        <Stack gap="5">
          <Text>
            {invoice.user?.name || invoice.user?.email} · {periodText(invoice.period_start, invoice.period_end, i18n.language)}
          </Text>
          <HStack gap="8" wrap="wrap">
            {(['product_cost', 'estimated_shipping', 'total'] as const).map((k) => (
              <Stat.Root key={k} maxW="48">
                <Stat.Label>{t(`invoice.${k}`)}</Stat.Label>
                <Stat.ValueText data-testid={`invoice-${k}`}>
                  <MoneyCell value={invoice[k]} />
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </HStack>
          <InvoiceFiles pdfUrl={invoice.pdf_url} xlsxUrl={invoice.xlsx_url} testIdPrefix="invoice">
            {invoice.status === 'pending' && can(user, 'billing_approval', 'update') && (
              <InvoiceDecision
                onDecide={(status) => decide({ variables: { id: invoice._id, status } })}
                onDone={() => {
                  void refetch();
                  onChanged();
                }}
              />
            )}
          </InvoiceFiles>
          <DataTable testId="invoice-lines" columns={columns} rows={invoice.lines.map((l) => ({ ...l, _id: l.order_id }))} loading={false} />
          <Text fontSize="sm" color="fg.muted">
            {t('invoice.actual_note')}
          </Text>
        </Stack>
      )}
    </InvoiceDrawerFrame>
  );
}
