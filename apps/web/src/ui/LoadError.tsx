import { Button, HStack, Text } from '@chakra-ui/react';
import { errorText } from './errors';
import { useUiT } from './i18n';

/** A load that failed outside a table: its message and Retry. */
export function LoadError({ error, onRetry, size = 'xs' }: { error: unknown; onRetry: () => void; size?: 'xs' | 'sm' }) {
  const { t } = useUiT();
  return (
    <HStack>
      <Text color="fg.error">{errorText(error)}</Text>
      <Button size={size} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </HStack>
  );
}
