import { Button, HStack } from '@chakra-ui/react';
import { toaster } from '../../../ui/toaster';
import { ConfirmButton, reasonTranslationKey, showError } from '../../../ui';
import { useOrdersT } from '../i18n';
import { useCancelOrder, useHoldOrder, useProcessOrders } from '../hooks/mutations';

/** Process (pay), hold or cancel the selected orders; each refused order says why. */
export function BulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useOrdersT();
  const [process, processing] = useProcessOrders();
  const [hold] = useHoldOrder();
  const [cancel] = useCancelOrder();

  /** Each refused order on its own line, by number when the answer names it. */
  const report = (done: number, refused: Array<{ number?: number | null; reason?: string | null }>) => {
    const reasons = refused
      .map((r) =>
        r.number != null ? t('bulk.refused_order', { number: r.number, reason: t(reasonTranslationKey(r.reason)) }) : t(reasonTranslationKey(r.reason)),
      )
      .join(' ');
    if (refused.length) toaster.warning({ title: t('bulk.partly', { done, refused: refused.length }), description: reasons });
    else toaster.success({ title: t('bulk.done', { count: done }) });
    onDone();
  };

  const runProcess = async () => {
    try {
      const { data } = await process({ variables: { ids } });
      const results = data?.processOrders ?? [];
      report(
        results.filter((r) => r.ok).length,
        results.filter((r) => !r.ok),
      );
    } catch (e) {
      showError(e);
    }
  };

  /** Hold or cancel one by one (each order is its own transition). */
  const runEach = async (run: (id: string) => Promise<unknown>) => {
    const refused: Array<{ reason?: string | null }> = [];
    for (const id of ids) {
      try {
        await run(id);
      } catch (e) {
        const reasons = (e as { errors?: Array<{ extensions?: { reasons?: Record<string, string> } }> }).errors?.[0]?.extensions?.reasons;
        refused.push({ reason: reasons ? Object.values(reasons)[0] : 'invalid' });
      }
    }
    report(ids.length - refused.length, refused);
  };

  return (
    <HStack gap="2">
      <Button size="sm" colorPalette="brand" loading={processing.loading} onClick={() => void runProcess()} data-testid="bulk-process">
        {t('action.process', { count: ids.length })}
      </Button>
      <Button size="sm" variant="outline" onClick={() => void runEach((id) => hold({ variables: { id } }))} data-testid="bulk-hold">
        {t('action.hold')}
      </Button>
      <ConfirmButton
        size="sm"
        label={t('action.cancel')}
        title={t('confirm.cancel_title', { count: ids.length })}
        body={t('confirm.cancel_body')}
        onConfirm={() => runEach((id) => cancel({ variables: { id } }))}
        testId="bulk-cancel"
      />
    </HStack>
  );
}
