import type { ReactNode } from 'react';
import { HStack, Link, Stack, Stat, Text } from '@chakra-ui/react';
import { can, useSession } from '../../../stores/session';
import { DataTable, errorText, StatusBadge, type Column, SideDrawer } from '../../../ui';
import { useBillingT } from '../i18n';
import { InvoiceDecision, type InvoiceDecisionStatus } from './InvoiceDecision';
import { periodText } from './period';

/** What the drawer reads of an invoice, a seller's or a production one. */
interface DrawnInvoice {
  _id: string;
  status: string;
  period_start: string;
  period_end: string;
  pdf_url?: string | null;
  xlsx_url?: string | null;
  user?: { name: string; email: string } | null;
}

export interface InvoiceSum {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * The drawer an invoice (a seller's or a production one) opens in: its title and status, a failed read,
 * who and which week, its sums, the PDF and XLSX downloads with the approver's decision, its lines, then `children`.
 * The kinds differ in what is passed in: their sums, line columns, issuer and approval module.
 */
export function InvoiceDrawerFrame<TInvoice extends DrawnInvoice, TLine extends { _id: string }>(props: {
  id: string | null;
  onClose: () => void;
  /** Prefixes the test ids: `{testId}-drawer`, `-pdf`, `-xlsx`, `-lines` and one per sum. */
  testId: string;
  title: string;
  error?: unknown;
  invoice?: TInvoice;
  /** Who bills the seller where it is not the platform (a production invoice's factory). */
  issuer?: (invoice: TInvoice) => ReactNode;
  sums: (invoice: TInvoice) => InvoiceSum[];
  lines: { columns: Column<TLine>[]; rows: (invoice: TInvoice) => TLine[] };
  /** The module whose update right decides a pending invoice. */
  approval: string;
  onDecide: (invoice: TInvoice, status: InvoiceDecisionStatus) => Promise<unknown>;
  onDecided: () => void;
  cancelBody?: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useBillingT();
  const user = useSession((s) => s.user);
  const { invoice, testId } = props;
  return (
    <SideDrawer
      open={!!props.id}
      onClose={props.onClose}
      size="xl"
      title={props.title}
      badge={invoice?.status && <StatusBadge status={invoice.status} />}
      testId={`${testId}-drawer`}
    >
      {!!props.error && <Text color="fg.error">{errorText(props.error)}</Text>}
      {invoice && (
        <Stack gap="5">
          <Text>
            {props.issuer && <>{props.issuer(invoice)} → </>}
            {invoice.user?.name || invoice.user?.email} · {periodText(invoice.period_start, invoice.period_end, i18n.language)}
          </Text>
          <HStack gap="8" wrap="wrap">
            {props.sums(invoice).map((sum) => (
              <Stat.Root key={sum.key} maxW="48">
                <Stat.Label>{sum.label}</Stat.Label>
                <Stat.ValueText data-testid={`${testId}-${sum.key}`}>{sum.value}</Stat.ValueText>
              </Stat.Root>
            ))}
          </HStack>
          <HStack gap="4" wrap="wrap">
            {invoice.pdf_url && (
              <Link href={invoice.pdf_url} target="_blank" rel="noreferrer" colorPalette="brand" data-testid={`${testId}-pdf`}>
                {t('invoice.download_pdf')}
              </Link>
            )}
            {invoice.xlsx_url && (
              <Link href={invoice.xlsx_url} download colorPalette="brand" data-testid={`${testId}-xlsx`}>
                {t('invoice.download_xlsx')}
              </Link>
            )}
            {invoice.status === 'pending' && can(user, props.approval, 'update') && (
              <InvoiceDecision onDecide={(status) => props.onDecide(invoice, status)} onDone={props.onDecided} cancelBody={props.cancelBody} />
            )}
          </HStack>
          <DataTable testId={`${testId}-lines`} columns={props.lines.columns} rows={props.lines.rows(invoice)} loading={false} />
          {props.children}
        </Stack>
      )}
    </SideDrawer>
  );
}
