import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCustomizer } from '../stores/customizer';

export function Footer() {
  const { t } = useTranslation();
  const type = useCustomizer((s) => s.value.footerType);
  if (type === 'hidden') return null;
  return (
    <Box
      as="footer"
      px="6"
      py="3"
      bg="bg.panel"
      borderTopWidth="1px"
      position={type === 'sticky' ? 'sticky' : 'static'}
      bottom="0"
      zIndex="docked"
      data-testid="footer"
    >
      <Flex justify="space-between" wrap="wrap" gap="2" fontSize="sm" color="fg.muted">
        <Text>{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
        <Text>{t('footer.made_for')}</Text>
      </Flex>
    </Box>
  );
}
