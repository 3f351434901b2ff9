import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { OrderQuery } from '../../../gql/graphql';
import { DateCell, StatusBadge } from '../../../ui';

type ProviderLine = OrderQuery['order']['provider_lines'][number];

/** The order's lines made by outside providers: provider, SKU, status, and the tracking once shipped. */
export function ProviderTracking({ lines }: { lines: readonly ProviderLine[] }) {
  return (
    <Stack gap="2">
      {lines.map((l) => {
        const tracking = [l.carrier, l.tracking_number].filter(Boolean).join(' ');
        return (
          <Stack key={l._id} gap="0" data-testid="provider-line">
            <HStack justify="space-between">
              <Text fontWeight="medium" textTransform="capitalize">
                {l.provider}
              </Text>
              <StatusBadge status={l.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {l.sku}
            </Text>
            {l.tracking_number && (
              <HStack justify="space-between" fontSize="sm">
                {l.tracking_url ? (
                  <Link href={l.tracking_url} target="_blank" rel="noreferrer" color="brand.fg" data-testid="provider-tracking">
                    {tracking}
                  </Link>
                ) : (
                  <Text data-testid="provider-tracking">{tracking}</Text>
                )}
                {l.shipped_at && <DateCell value={l.shipped_at} />}
              </HStack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
