import { CloseButton, Drawer, HStack, Link, Portal, Stack, Stat, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ProductionInvoiceQuery } from '../../../gql/graphql';
import { can, useSession } from '../../../stores/session';
import { DataTable, DateCell, errorText, MoneyCell, StatusBadge, type Column } from '../../../ui';
import { useBillingT } from '../i18n';
import { MAKE_PRODUCTION_INVOICE, PRODUCTION_INVOICE } from '../production.graphql';
import { InvoiceDecision } from './InvoiceDecision';
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
    <Drawer.Root open={!!id} onOpenChange={(e) => !e.open && onClose()} size="xl">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="production-invoice-drawer">
            <Drawer.Header>
              <HStack gap="3">
                <Drawer.Title>{t('production.invoice_title', { number: invoice?.number ?? '' })}</Drawer.Title>
                {invoice && <StatusBadge status={invoice.status} />}
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              {error && <Text color="fg.error">{errorText(error)}</Text>}
              {invoice && (
                <Stack gap="5">
                  <Text>
                    {invoice.manufacture_name} → {invoice.user?.name || invoice.user?.email} ·{' '}
                    {periodText(invoice.period_start, invoice.period_end, i18n.language)}
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
                  <HStack gap="4" wrap="wrap">
                    {invoice.pdf_url && (
                      <Link href={invoice.pdf_url} target="_blank" rel="noreferrer" colorPalette="brand" data-testid="production-invoice-pdf">
                        {t('invoice.download_pdf')}
                      </Link>
                    )}
                    {invoice.xlsx_url && (
                      <Link href={invoice.xlsx_url} download colorPalette="brand" data-testid="production-invoice-xlsx">
                        {t('invoice.download_xlsx')}
                      </Link>
                    )}
                  </HStack>
                  {invoice.status === 'pending' && can(user, 'production_billing', 'update') && (
                    <InvoiceDecision
                      onDecide={(status) => decide({ variables: { id: invoice._id, status } })}
                      onDone={() => {
                        void refetch();
                        onChanged();
                      }}
                    />
                  )}
                  <DataTable testId="production-invoice-lines" columns={columns} rows={invoice.lines} loading={false} />
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('invoice.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
