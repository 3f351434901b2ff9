import type { ReactNode } from 'react';
import { CloseButton, Drawer, HStack, Link, Portal, Text } from '@chakra-ui/react';
import { errorText, StatusBadge } from '../../../ui';
import { useBillingT } from '../i18n';

/** The drawer an invoice (a seller's or a production one) opens in: its title and status, a failed read, its body. */
export function InvoiceDrawerFrame(props: {
  open: boolean;
  onClose: () => void;
  testId: string;
  title: string;
  status?: string;
  error?: unknown;
  children: ReactNode;
}) {
  const { t } = useBillingT();
  return (
    <Drawer.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} size="xl">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={props.testId}>
            <Drawer.Header>
              <HStack gap="3">
                <Drawer.Title>{props.title}</Drawer.Title>
                {props.status && <StatusBadge status={props.status} />}
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              {!!props.error && <Text color="fg.error">{errorText(props.error)}</Text>}
              {props.children}
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

/** An invoice's PDF and XLSX downloads, then the approver's actions (`children`). */
export function InvoiceFiles(props: { pdfUrl?: string | null; xlsxUrl?: string | null; testIdPrefix: string; children?: ReactNode }) {
  const { t } = useBillingT();
  return (
    <HStack gap="4" wrap="wrap">
      {props.pdfUrl && (
        <Link href={props.pdfUrl} target="_blank" rel="noreferrer" colorPalette="brand" data-testid={`${props.testIdPrefix}-pdf`}>
          {t('invoice.download_pdf')}
        </Link>
      )}
      {props.xlsxUrl && (
        <Link href={props.xlsxUrl} download colorPalette="brand" data-testid={`${props.testIdPrefix}-xlsx`}>
          {t('invoice.download_xlsx')}
        </Link>
      )}
      {props.children}
    </HStack>
  );
}
