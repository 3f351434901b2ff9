import { HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ProductionInvoiceQuery } from '../../../gql/graphql';
import { can, useSession } from '../../../stores/session';
import { DataTable, DateCell, MoneyCell, type Column } from '../../../ui';
import { useBillingT } from '../i18n';
import { MAKE_PRODUCTION_INVOICE, PRODUCTION_INVOICE } from '../production.graphql';
import { InvoiceDecision } from './InvoiceDecision';
import { InvoiceDrawerFrame, InvoiceFiles } from './InvoiceDrawerFrame';
import { periodText } from './period';

type Line = ProductionInvoiceQuery['productionInvoice']['lines'][number];

/** One production invoice: factory, seller, period, its total, one line per order at base cost, the files and root's decision. */
export function ProductionInvoiceDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useBillingT();
  const user = useSession((s) => s.user);
  const { data, error, refetch } = useQuery(PRODUCTION_INVOICE, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const [decide] = useMutation(MAKE_PRODUCTION_INVOICE);
  const invoice = data?.productionInvoice;
  const columns: Column<Line>[] = [
    { key: 'order', header: t('invoice.order'), render: (l) => `#${l.order_number}` },
    { key: 'paid_at', header: t('invoice.paid_at'), render: (l) => <DateCell value={l.paid_at} /> },
    { key: 'units', header: t('production.units'), align: 'end', render: (l) => l.units },
    { key: 'amount', header: t('production.base_cost'), align: 'end', render: (l) => <MoneyCell value={l.amount} /> },
  ];
  return (
    <InvoiceDrawerFrame
      open={!!id}
      onClose={onClose}
      testId="production-invoice-drawer"
      title={t('production.invoice_title', { number: invoice?.number ?? '' })}
      status={invoice?.status}
      error={error}
    >
      {invoice && (
        <Stack gap="5">
          <Text>
            {invoice.manufacture_name} → {invoice.user?.name || invoice.user?.email} · {periodText(invoice.period_start, invoice.period_end, i18n.language)}
          </Text>
          <HStack gap="8">
            <Stat.Root maxW="48">
              <Stat.Label>{t('invoice.orders')}</Stat.Label>
              <Stat.ValueText>{invoice.order_count}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root maxW="48">
              <Stat.Label>{t('invoice.total')}</Stat.Label>
              <Stat.ValueText data-testid="production-invoice-total">
                <MoneyCell value={invoice.total} />
              </Stat.ValueText>
            </Stat.Root>
          </HStack>
          <InvoiceFiles pdfUrl={invoice.pdf_url} xlsxUrl={invoice.xlsx_url} testIdPrefix="production-invoice">
            {invoice.status === 'pending' && can(user, 'production_billing', 'update') && (
              <InvoiceDecision
                onDecide={(status) => decide({ variables: { id: invoice._id, status } })}
                onDone={() => {
                  void refetch();
                  onChanged();
                }}
              />
            )}
          </InvoiceFiles>
          <DataTable testId="production-invoice-lines" columns={columns} rows={invoice.lines} loading={false} />
        </Stack>
      )}
    </InvoiceDrawerFrame>
  );
}
