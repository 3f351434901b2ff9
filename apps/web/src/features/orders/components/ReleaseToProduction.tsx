import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { checkRoles } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { useSession } from '../../../stores/session';
import { ConfirmDialog, showError } from '../../../ui';
import { useOrdersT } from '../i18n';
import { useReleaseToProduction } from '../hooks/orderMutations';

/** "12:05" today, else the day and the time, in the reader's language. */
function whenText(at: Date, language: string): string {
  const today = at.toDateString() === new Date().toDateString();
  return today ? at.toLocaleTimeString(language, { timeStyle: 'short' }) : at.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A paid order waiting in Processing: when the release job sends it to production, and root's
 * button to send it now (releaseOrderToProduction is root's; a HOLD OFF seller's orders wait for it).
 */
export function ReleaseToProduction({
  order,
  onReleased,
}: {
  order: { _id: string; number: number; status: string; releases_at?: string | null };
  onReleased: () => void;
}) {
  const { t, i18n } = useOrdersT();
  const root = checkRoles(
    useSession((s) => s.user),
    ['root'],
  );
  const [release] = useReleaseToProduction();
  const [confirming, setConfirming] = useState(false);
  if (order.status !== 'Processing') return null;
  return (
    <HStack gap="2" data-testid="order-release">
      {order.releases_at ? (
        <Text fontSize="sm" color="fg.muted" data-testid="order-releases-at">
          {t('release.at', { when: whenText(new Date(order.releases_at), i18n.language) })}
        </Text>
      ) : (
        root && (
          <Text fontSize="sm" color="fg.muted">
            {t('release.by_hand')}
          </Text>
        )
      )}
      {root && (
        <>
          <Button size="sm" colorPalette="brand" onClick={() => setConfirming(true)} data-testid="action-release-production">
            {t('release.action')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            destructive={false}
            title={t('release.confirm_title', { number: order.number })}
            body={t('release.confirm_body')}
            confirmLabel={t('release.action')}
            onConfirm={() =>
              release({ variables: { id: order._id } })
                .then(({ data }) => {
                  toaster.success({ title: t('release.done', { count: data?.releaseOrderToProduction ?? 0 }) });
                  onReleased();
                })
                .catch(showError)
            }
          />
        </>
      )}
    </HStack>
  );
}
