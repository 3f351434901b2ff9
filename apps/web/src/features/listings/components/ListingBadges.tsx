import { Badge, HStack } from '@chakra-ui/react';
import { useListingsT } from '../i18n';

const STATUS_PALETTE: Record<string, string> = { Draft: 'orange', Publish: 'green', Trash: 'gray' };
const QUEUE_PALETTE: Record<string, string> = { queued: 'gray', publishing: 'blue', published: 'green', exported: 'teal', failed: 'red' };

/** A listing's status (Draft, Publish, Trash), translated. */
export function ListingStatusBadge({ status }: { status: string }) {
  const { t } = useListingsT();
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} data-testid="listing-status" data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** The stores a listing is on: one badge per store, its platform coloured by its publishing queue status. */
export function StoreBadges({ stores }: { stores: ReadonlyArray<{ _id: string; platform: string; queue_status: string }> }) {
  const { t } = useListingsT();
  if (!stores.length) return <>{t('list.no_stores')}</>;
  return (
    <HStack gap="1" wrap="wrap">
      {stores.map((s) => (
        <Badge key={s._id} colorPalette={QUEUE_PALETTE[s.queue_status] ?? 'gray'} data-testid="store-badge" data-queue={s.queue_status}>
          {t(`platform.${s.platform}`, { defaultValue: s.platform })} · {t(`queue.${s.queue_status}`, { defaultValue: s.queue_status })}
        </Badge>
      ))}
    </HStack>
  );
}
