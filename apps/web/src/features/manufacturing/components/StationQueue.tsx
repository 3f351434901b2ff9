import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DateCell } from '../../../ui';
import { STATION_QUEUE } from '../graphql';
import { useManufacturingT } from '../i18n';

/** How many of the next productions the station lists: what fits beside the scan panel. */
const SHOWN = 5;

/** The next productions waiting at a station, in the order it works them (priority, ship-by, batch); `refetch` after each change. */
export function useStationQueue(manufactureId: string, step: string) {
  return useQuery(STATION_QUEUE, { variables: { status: step, per_page: SHOWN }, context: { manufacture: manufactureId }, fetchPolicy: 'cache-and-network' });
}

/** The station's to-do: how many wait here and the next few; a code taps in as its scan (touch screens). */
export function StationQueue({ queue, step, onScan }: { queue: ReturnType<typeof useStationQueue>; step: string; onScan: (line: string) => void }) {
  const { t } = useManufacturingT();
  const page = queue.data?.mrpProducts;
  return (
    <Stack gap="2" p="4" rounded="lg" borderWidth="1px" bg="bg.panel" data-testid="station-queue">
      <HStack justify="space-between">
        <Text fontWeight="semibold" fontSize="lg">
          {t('station.queue.title', { station: t(`status.${step}`) })}
        </Text>
        <Badge size="lg" colorPalette="brand" data-testid="station-queue-total">
          {t('station.queue.count', { count: page?.total ?? 0 })}
        </Badge>
      </HStack>
      {page && page.items.length === 0 && <Text color="fg.muted">{t('station.queue.empty')}</Text>}
      <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
        {page?.items.map((p) => (
          <HStack as="li" key={p._id} gap="3" wrap="wrap" data-testid="station-queue-item" data-code={p.code}>
            <Button size="sm" variant="outline" fontFamily="mono" onClick={() => onScan(p.code)} aria-label={t('station.queue.pick', { code: p.code })}>
              {p.code}
            </Button>
            <Text flex="1" minW="40" truncate>
              {[p.product_name, p.variant_title].filter(Boolean).join(' · ')}
            </Text>
            {p.priority > 0 && <Badge colorPalette="purple">{t('station.queue.priority', { priority: p.priority })}</Badge>}
            {p.batch_code && <Badge fontFamily="mono">{p.batch_code}</Badge>}
            <Text as="span" color={p.late ? 'red.fg' : 'fg.muted'} fontSize="sm">
              {t('station.queue.ship_by')} <DateCell value={p.ship_by} />
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
