import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { progressSegments } from '../batchRules';
import { useBatchesT } from '../i18n';

/** A batch's productions per status: a bar per status, as long as its share of the batch, with the real count beside it. */
export function BatchProgress({ progress, total }: { progress: ReadonlyArray<{ status: string; count: number }>; total: number }) {
  const { t } = useBatchesT();
  const segments = progressSegments(progress);
  if (!segments.length)
    return (
      <Text fontSize="xs" color="fg.muted">
        {t('progress_empty')}
      </Text>
    );
  return (
    <Stack gap="0.5" minW="40" data-testid="batch-progress">
      {segments.map((s) => {
        const label = t(`status.${s.status}`, { defaultValue: s.status });
        return (
          <HStack key={s.status} gap="2" fontSize="xs" title={t('progress_label', { status: label, count: s.count })}>
            <Text w="20" truncate color="fg.muted">
              {label}
            </Text>
            <Box flex="1" h="1.5" bg="bg.muted" rounded="full" overflow="hidden">
              <Box h="full" bg={s.status === 'Error' ? 'red.solid' : 'brand.solid'} w={`${(100 * s.count) / Math.max(total, s.count)}%`} />
            </Box>
            <Text minW="5" textAlign="end" data-testid="batch-progress-count" data-status={s.status}>
              {s.count}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
