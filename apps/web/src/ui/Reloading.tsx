import type { ReactNode } from 'react';
import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { useUiT } from './i18n';

/**
 * Rows being reloaded: they stay at full contrast (dimmed text fails WCAG 1.4.3, and axe runs right
 * after a tab click) while a spinner in the corner says the list is loading.
 */
export function Reloading({ active, children }: { active: boolean; children: ReactNode }) {
  const { t } = useUiT();
  return (
    <Box position="relative">
      {active && (
        <HStack
          position="absolute"
          top="1"
          insetEnd="1"
          zIndex="docked"
          gap="2"
          px="2"
          py="1"
          rounded="md"
          bg="bg.panel"
          shadow="sm"
          data-testid="list-reloading"
        >
          <Spinner size="xs" />
          <Text fontSize="xs">{t('table.loading')}</Text>
        </HStack>
      )}
      {children}
    </Box>
  );
}
