import type { ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useUiT } from './i18n';

/** The bar above a list while items are selected: how many, the bulk actions, and clear. */
export function BulkBar({ count, children, onClear }: { count: number; children: ReactNode; onClear: () => void }) {
  const { t } = useUiT();
  return (
    <HStack mb="3" gap="2" p="2" bg="bg.muted" rounded="md" wrap="wrap" data-testid="bulk-bar">
      <Text fontSize="sm" data-testid="bulk-count">
        {t('table.selected', { count })}
      </Text>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear} data-testid="bulk-clear">
        {t('table.clear_selection')}
      </Button>
    </HStack>
  );
}
