import { useState } from 'react';
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { toaster } from '../../../ui/toaster';
import { ConfirmDialog, reasonTranslationKey, showError, useFormatMoney } from '../../../ui';
import { useOrdersT } from '../i18n';
import { useCancelOrder, useHoldOrder, useProcessOrders } from '../hooks/mutations';
import { useCloneOrder, useRefundOrder, useReleaseOrder, useRestoreOrder, useTrashOrder } from '../hooks/orderMutations';

/** Actions that ask for confirmation (and a reason) before they run. */
const CONFIRMED = new Set(['cancel', 'refund', 'trash']);

/** The buttons of the transitions the order allows now (the API's `actions`), plus clone and split. */
export function OrderActions({
  order,
  onChanged,
  onSplit,
}: {
  order: { _id: string; number: number; total: string; actions: string[]; editable: boolean };
  onChanged: () => void;
  onSplit: () => void;
}) {
  const { t } = useOrdersT();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [process] = useProcessOrders();
  const [hold] = useHoldOrder();
  const [release] = useReleaseOrder();
  const [cancel] = useCancelOrder();
  const [refund] = useRefundOrder();
  const [trash] = useTrashOrder();
  const [restore] = useRestoreOrder();
  const [clone] = useCloneOrder();
  const id = order._id;

  const run = async (action: string) => {
    try {
      if (action === 'process') {
        const result = (await process({ variables: { ids: [id] } })).data?.processOrders[0];
        if (!result?.ok) {
          toaster.error({ title: t('action.process_refused'), description: t(reasonTranslationKey(result?.reason)) });
          return;
        }
      } else if (action === 'hold') await hold({ variables: { id, reason: reason || undefined } });
      else if (action === 'release' || action === 'resume') await release({ variables: { id } });
      else if (action === 'cancel') await cancel({ variables: { id, reason: reason || undefined } });
      else if (action === 'refund') await refund({ variables: { id, reason: reason || undefined } });
      else if (action === 'trash') await trash({ variables: { id, reason: reason || undefined } });
      else if (action === 'restore') await restore({ variables: { id } });
      toaster.success({ title: t(`done.${action}`) });
      setReason('');
      onChanged();
    } catch (e) {
      showError(e);
    }
  };

  const runClone = async () => {
    try {
      const copy = (await clone({ variables: { id } })).data?.cloneOrder;
      if (copy) {
        toaster.success({ title: t('done.clone', { number: copy.number }) });
        navigate(`/orders/${copy._id}`);
      }
    } catch (e) {
      showError(e);
    }
  };

  return (
    <HStack gap="2" wrap="wrap" data-testid="order-actions">
      {order.actions.map((action) => (
        <Button
          key={action}
          size="sm"
          colorPalette={action === 'process' ? 'brand' : CONFIRMED.has(action) ? 'red' : 'gray'}
          variant={action === 'process' ? 'solid' : 'outline'}
          onClick={() => (CONFIRMED.has(action) ? setConfirming(action) : void run(action))}
          data-testid={`action-${action}`}
        >
          {action === 'process' ? t('action.process_paying', { total: formatMoney(order.total) }) : t(`action.${action}`)}
        </Button>
      ))}
      {order.editable && (
        <Button size="sm" variant="outline" onClick={onSplit} data-testid="action-split">
          {t('action.split')}
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => void runClone()} data-testid="action-clone">
        {t('action.clone')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? t(`confirm.${confirming}_one`, { number: order.number }) : ''}
        body={
          <>
            <Text>{confirming ? t(`confirm.${confirming}_body`) : ''}</Text>
            <Input
              mt="3"
              size="sm"
              placeholder={t('confirm.reason')}
              aria-label={t('confirm.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </>
        }
        confirmLabel={confirming ? t(`action.${confirming}`) : ''}
        onConfirm={() => run(confirming!)}
      />
    </HStack>
  );
}
