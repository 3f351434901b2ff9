import { HStack, Stack, Text } from '@chakra-ui/react';
import { BRAND } from '../lib/constants';
import { useTranslation } from 'react-i18next';

/** Brand mark; the seller variant is labelled as a print-on-demand seller site. */
export function Logo({ seller = false, compact = false, color }: { seller?: boolean; compact?: boolean; color?: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" maxW={`${BRAND.logoWidth}px`} minW="0" color={color}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={BRAND.primary} />
        <path d="M9 23V9h7a5 5 0 0 1 0 10h-3v4z" fill="#fff" />
      </svg>
      {!compact &&
        (seller ? (
          <Stack gap="0" minW="0" lineHeight="1.15">
            <Text fontWeight="bold" fontSize="md" truncate>
              {t('brand.name')}
            </Text>
            <Text fontSize="xs" color="fg.muted" data-testid="brand-label">
              {t('brand.seller')}
            </Text>
          </Stack>
        ) : (
          <Text fontWeight="bold" fontSize="md" truncate data-testid="brand-label">
            {t('brand.name')}
          </Text>
        ))}
    </HStack>
  );
}
