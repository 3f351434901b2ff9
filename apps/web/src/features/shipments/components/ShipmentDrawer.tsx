import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { FINAL_SHIPMENT_STATUSES, SHIPMENT_EVENT_CODES } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { ShipmentQuery } from '../../../gql/graphql';
import { useCan } from '../../../stores/session';
import { ConfirmButton, DateCell, errorText, showError, SideDrawer, StatusBadge, Timeline, TimelinePanel, type TimelineEntry } from '../../../ui';
import { SHIPMENT } from '../graphql';
import { useShipmentsT } from '../i18n';
import { useMaskAsDelivered } from '../hooks/mutations';

type Shipment = ShipmentQuery['shipment'];

const isCode = (d: string | null | undefined): d is (typeof SHIPMENT_EVENT_CODES)[number] => !!d && (SHIPMENT_EVENT_CODES as readonly string[]).includes(d);

/** The carrier's events as the kit's timeline: each from the status before it, newest first. */
function useEventEntries(shipment: Shipment | undefined): TimelineEntry[] {
  const { t } = useShipmentsT();
  const events = shipment?.events ?? [];
  return events.map((e, i) => ({
    _id: e._id,
    from: events[i + 1]?.status ?? null,
    to: e.status,
    note: [isCode(e.description) ? t(`event.${e.description}`) : e.description, e.location].filter(Boolean).join(' · ') || null,
    created_at: e.occurred_at,
    actor: null,
  }));
}

/** One shipment: its order and package, its tracking history (the carrier's events), its status moves, and closing it by hand. */
export function ShipmentDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useShipmentsT();
  const mayClose = useCan('shipments', 'update');
  const { data, error } = useQuery(SHIPMENT, { variables: { id: id ?? '' }, skip: !id });
  const [mask] = useMaskAsDelivered();
  const shipment = data?.shipment;
  const entries = useEventEntries(shipment);
  if (!id) return null;
  const open = !FINAL_SHIPMENT_STATUSES.includes(shipment?.status as never);
  const close = async () => {
    try {
      await mask({ variables: { id }, refetchQueries: [SHIPMENT] });
      toaster.success({ title: t('mask.done', { tracking: shipment?.tracking_number }) });
      onChanged();
    } catch (e) {
      showError(e, t('mask.failed'));
    }
  };
  return (
    <SideDrawer
      open
      onClose={onClose}
      testId="shipment-drawer"
      title={shipment?.tracking_number ?? t('drawer.loading')}
      badge={shipment && <StatusBadge status={shipment.status} />}
      subtitle={shipment ? t(`carrier.${shipment.carrier}`, { defaultValue: shipment.carrier.toUpperCase() }) : undefined}
      footer={
        shipment &&
        mayClose &&
        open && (
          <ConfirmButton
            label={t('mask.button')}
            title={t('mask.title')}
            body={t('mask.body', { tracking: shipment.tracking_number })}
            onConfirm={close}
            testId="mask-delivered"
          />
        )
      }
    >
      {error && <Text color="fg.error">{errorText(error)}</Text>}
      {shipment && (
        <Stack gap="5">
          <Stack gap="1" fontSize="sm">
            <HStack justify="space-between">
              <Text color="fg.muted">{t('drawer.order')}</Text>
              {shipment.order_id ? (
                <Link asChild color="brand.fg" data-testid="shipment-order-link">
                  <RouterLink to={`/orders/${shipment.order_id}`}>#{shipment.order_number}</RouterLink>
                </Link>
              ) : (
                <Text>{t('drawer.none')}</Text>
              )}
            </HStack>
            <HStack justify="space-between">
              <Text color="fg.muted">{t('drawer.package')}</Text>
              <Text data-testid="shipment-package">
                {shipment.package_id ?? (shipment.source === 'provider' ? t('source.provider') : t('drawer.no_package'))}
              </Text>
            </HStack>
            <HStack justify="space-between">
              <Text color="fg.muted">{t('drawer.customer')}</Text>
              <Text>{shipment.customer_name}</Text>
            </HStack>
            {shipment.delivered_at && (
              <HStack justify="space-between">
                <Text color="fg.muted">{t('drawer.delivered_at')}</Text>
                <DateCell value={shipment.delivered_at} withTime />
              </HStack>
            )}
          </Stack>
          <Stack gap="2">
            <Heading size="sm">{t('drawer.events')}</Heading>
            <Timeline entries={entries} testId="shipment-events" />
          </Stack>
          <Stack gap="2">
            <Heading size="sm">{t('drawer.history')}</Heading>
            <TimelinePanel
              entity="shipment"
              entityId={shipment._id}
              transitionLabel={(tr) => t(`transition.${tr}`, { defaultValue: '' })}
              testId="shipment-timeline"
            />
          </Stack>
        </Stack>
      )}
    </SideDrawer>
  );
}
