import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Plain notice for menu screens that are not built yet: nothing fake. */
export function NotBuiltPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="8" data-testid="not-built">
      {title && (
        <Heading size="lg" mb="2">
          {title}
        </Heading>
      )}
      <Text color="fg.muted">{t('placeholder.not_built')}</Text>
    </Box>
  );
}
