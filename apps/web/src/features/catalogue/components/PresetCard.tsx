import type { ReactNode } from 'react';
import { Badge, Box, HStack, Image, Text, VStack } from '@chakra-ui/react';
import { formatMoneyIn, type MoneyLocale } from '@pod/shared';
import { useCatalogueT } from '../i18n';

export interface PresetCardData {
  _id: string;
  name: string;
  image?: string | null;
  provider: string;
  category?: string | null;
  price?: string | null;
  min_price: string;
  is_new: boolean;
  is_best_seller: boolean;
}

/** A preset as a grid card: picture, name, provider, and the price (the caller's own when `showPrice` is "price"). */
export function PresetCard({
  preset,
  onOpen,
  actions,
  showPrice,
}: {
  preset: PresetCardData;
  onOpen: () => void;
  actions?: ReactNode;
  showPrice: 'price' | 'min_price';
}) {
  const { t, i18n } = useCatalogueT();
  const amount = showPrice === 'price' ? preset.price : preset.min_price;
  return (
    <VStack align="stretch" gap="2" borderWidth="1px" borderRadius="md" p="3" bg="bg.panel" data-testid="preset-card">
      <Box as="button" onClick={onOpen} aria-label={preset.name} textAlign="start" cursor="pointer">
        <Image src={preset.image ?? undefined} alt="" aspectRatio={1} objectFit="cover" borderRadius="sm" bg="bg.muted" w="full" />
      </Box>
      <HStack gap="1" wrap="wrap">
        <Badge variant="subtle">{t(`providers.${preset.provider}`, { defaultValue: preset.provider })}</Badge>
        {preset.is_new && <Badge colorPalette="green">{t('badges.new')}</Badge>}
        {preset.is_best_seller && <Badge colorPalette="orange">{t('badges.best_seller')}</Badge>}
      </HStack>
      <Text fontWeight="medium" lineClamp={2} minH="2.5em">
        {preset.name}
      </Text>
      <Text fontWeight="semibold" data-testid="preset-price">
        {amount ? t('price_from', { price: formatMoneyIn(i18n.language as MoneyLocale, amount) }) : '—'}
      </Text>
      {actions && <HStack justify="flex-end">{actions}</HStack>}
    </VStack>
  );
}
