import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { toaster } from '../../../ui/toaster';
import { ConfirmDialog, showError } from '../../../ui';
import { useBillingT } from '../i18n';

export type InvoiceDecisionStatus = 'paid' | 'cancelled';

/** Mark paid or cancel a pending invoice (sellers' or production), after a confirmation; the caller sends the mutation. */
export function InvoiceDecision({
  onDecide,
  onDone,
  cancelBody,
}: {
  onDecide: (status: InvoiceDecisionStatus) => Promise<unknown>;
  onDone: () => void;
  /** What cancelling does beyond the default text (a production invoice releases its orders). */
  cancelBody?: string;
}) {
  const { t } = useBillingT();
  const [asking, setAsking] = useState<InvoiceDecisionStatus | null>(null);
  const run = async (status: InvoiceDecisionStatus) => {
    try {
      await onDecide(status);
      toaster.success({ title: t(`invoice.done_${status}`) });
      onDone();
    } catch (e) {
      showError(e);
    }
  };
  return (
    <HStack>
      <Button size="sm" colorPalette="brand" onClick={() => setAsking('paid')} data-testid="invoice-paid">
        {t('invoice.mark_paid')}
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('cancelled')} data-testid="invoice-cancel">
        {t('invoice.cancel')}
      </Button>
      <ConfirmDialog
        open={!!asking}
        onOpenChange={(open) => !open && setAsking(null)}
        destructive={asking === 'cancelled'}
        title={t(asking === 'cancelled' ? 'invoice.cancel_title' : 'invoice.paid_title')}
        body={asking === 'cancelled' ? (cancelBody ?? t('invoice.cancel_body')) : t('invoice.paid_body')}
        confirmLabel={t(asking === 'cancelled' ? 'invoice.cancel' : 'invoice.mark_paid')}
        onConfirm={() => run(asking ?? 'paid')}
      />
    </HStack>
  );
}
