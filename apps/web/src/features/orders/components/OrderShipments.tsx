import { HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OrderQuery } from '../../../gql/graphql';
import { StatusBadge } from '../../../ui';

type Shipment = OrderQuery['order']['shipments'][number];

/** Every parcel of the order (ours and outside providers'), each opening its row in Shipments: the same tracking numbers the list shows. */
export function OrderShipments({ shipments }: { shipments: readonly Shipment[] }) {
  return (
    <Stack gap="2">
      {shipments.map((s) => (
        <HStack key={s._id} justify="space-between" fontSize="sm" data-testid="order-shipment">
          <Link asChild color="brand.fg">
            <RouterLink to={`/shipments?shipment_status=All&tracking_number=${encodeURIComponent(s.tracking_number)}`}>
              {`${s.carrier.toUpperCase()} ${s.tracking_number}`}
            </RouterLink>
          </Link>
          <StatusBadge status={s.status} />
        </HStack>
      ))}
    </Stack>
  );
}
