import { HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OrderQuery } from '../../../gql/graphql';
import { DateCell, StatusBadge } from '../../../ui';
import { useOrdersT } from '../i18n';

type Package = OrderQuery['order']['packages'][number];

/** The order's box packages: status, units, and once labelled the carrier's tracking (linked to its shipment) and dates. */
export function OrderPackages({ packages }: { packages: readonly Package[] }) {
  const { t } = useOrdersT();
  return (
    <Stack gap="3">
      {packages.map((p) => (
        <Stack key={p._id} gap="0" data-testid="order-package">
          <HStack justify="space-between">
            <Text fontWeight="medium">{p.code}</Text>
            <StatusBadge status={p.status} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('order.package_units', { packed: p.units_packed, count: p.units_total })}
          </Text>
          {p.tracking_number && (
            <HStack justify="space-between" fontSize="sm">
              <RouterLink to={`/shipments?shipment_status=All&tracking_number=${encodeURIComponent(p.tracking_number)}`} data-testid="package-tracking">
                <Text as="span" color="brand.fg">
                  {[p.carrier_name, p.tracking_number].filter(Boolean).join(' ')}
                </Text>
              </RouterLink>
              <StatusBadge status={p.tracking_status} />
            </HStack>
          )}
          {(p.delivered_at ?? p.picked_up_at) && (
            <HStack fontSize="sm" color="fg.muted" gap="1">
              <Text>{t(p.delivered_at ? 'order.package_delivered' : 'order.package_picked_up')}</Text>
              <DateCell value={p.delivered_at ?? p.picked_up_at} />
            </HStack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
