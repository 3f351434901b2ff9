import { HStack, Stack, Text } from '@chakra-ui/react';
import { useManufacturingT } from '../i18n';

/** The station screen's header: how many productions wait at each step of the factory's route (and in Error), the worker's own one marked. */
export function StationCounters({ counts, current, steps }: { counts: Map<string, number>; current: string | null; steps: readonly string[] }) {
  const { t } = useManufacturingT();
  return (
    <HStack gap="2" wrap="wrap" data-testid="station-counters">
      {[...steps, 'Error'].map((step) => {
        const mine = step === current;
        return (
          <Stack
            key={step}
            gap="0"
            px="4"
            py="2"
            rounded="md"
            borderWidth="2px"
            borderColor={mine ? 'brand.solid' : 'border'}
            bg={mine ? 'brand.subtle' : 'bg.panel'}
            minW="28"
            data-testid="station-count"
            data-station={step}
          >
            <Text fontSize="sm" color="fg.muted">
              {t(`status.${step}`)}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1" data-testid="station-count-value">
              {counts.get(step) ?? 0}
            </Text>
          </Stack>
        );
      })}
    </HStack>
  );
}
