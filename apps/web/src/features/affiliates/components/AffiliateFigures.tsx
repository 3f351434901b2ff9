import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MoneyCell } from '../../../ui';

/** A row of figures: a label over a money amount or a count. */
export function AffiliateFigures({ figures, testId }: { figures: Array<{ label: string; money?: string; count?: number | string }>; testId?: string }) {
  return (
    <SimpleGrid columns={{ base: 2, md: figures.length }} gap="3" mb="4" data-testid={testId}>
      {figures.map((f) => (
        <Stack key={f.label} gap="0" borderWidth="1px" rounded="md" p="3" bg="bg.panel">
          <Text fontSize="sm" color="fg.muted">
            {f.label}
          </Text>
          <Text fontSize="lg" fontWeight="semibold">
            {f.money !== undefined ? <MoneyCell value={f.money} /> : f.count}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
