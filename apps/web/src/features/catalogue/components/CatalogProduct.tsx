import { useState } from 'react';
import { Badge, Box, Button, HStack, Image, Text, VStack, Wrap } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { formatMoneyIn, type MoneyLocale } from '@pod/shared';
import { MoneyCell, Section, SimpleTable, errorText } from '../../../ui';
import { CATALOG_PRODUCT } from '../graphql';
import { useCatalogueT } from '../i18n';
import { sizesOf, swatchesOf } from '../collections';
import { productDesignPath } from '../../editor';

/** A catalogue product: pictures per colour, variants at the caller's price, sizes and size chart, colours, print areas. */
export function CatalogProduct({ base }: { base: string }) {
  const { t, i18n } = useCatalogueT();
  const { id } = useParams();
  const { data, loading, error } = useQuery(CATALOG_PRODUCT, { variables: { id: id ?? '' } });
  const [picture, setPicture] = useState(0);
  const p = data?.productPreset[0];
  if (error) return <Text color="fg.error">{errorText(error)}</Text>;
  if (loading && !p) return <Text color="fg.muted">{t('common.loading')}</Text>;
  if (!p) return <Text>{t('edit.not_found')}</Text>;
  const swatches = swatchesOf(p.prety_attributes);
  const sizes = sizesOf(p.prety_attributes);
  const pictures = p.images_thumbnail.length ? p.images_thumbnail : p.image ? [p.image] : [];
  return (
    <VStack align="stretch" gap="6" data-testid="catalog-product">
      <Link to={base}>
        <Text color="fg.muted" fontSize="sm">
          ← {t('catalog.back')}
        </Text>
      </Link>
      <HStack align="start" gap="8" wrap="wrap">
        <VStack align="stretch" maxW="md" flex="1" minW="xs">
          <Image src={pictures[picture]} alt={p.name} aspectRatio={1} objectFit="cover" borderRadius="md" bg="bg.muted" />
          <HStack gap="2" wrap="wrap">
            {pictures.map((src, i) => (
              <Box
                as="button"
                key={src}
                onClick={() => setPicture(i)}
                borderWidth={i === picture ? '2px' : '1px'}
                borderColor={i === picture ? 'brand.solid' : 'border'}
                borderRadius="sm"
                aria-label={swatches[i]?.name ?? `${i + 1}`}
              >
                <Image src={src} alt="" boxSize="14" objectFit="cover" borderRadius="sm" />
              </Box>
            ))}
          </HStack>
        </VStack>
        <VStack align="stretch" flex="1" minW="xs" gap="4">
          <Text as="h1" fontSize="2xl" fontWeight="semibold">
            {p.name}
          </Text>
          <HStack>
            <Badge>{t(`providers.${p.provider}`, { defaultValue: p.provider })}</Badge>
            {p.category && <Badge variant="outline">{t(`categories.${p.category}`, { defaultValue: p.category })}</Badge>}
          </HStack>
          <Text fontSize="xl" fontWeight="bold" data-testid="product-price">
            {p.price ? t('price_from', { price: formatMoneyIn(i18n.language as MoneyLocale, p.price) }) : '—'}
          </Text>
          <Text color="fg.muted">{t('catalog.your_price')}</Text>
          {p.description && <Text>{p.description}</Text>}
          {swatches.length > 0 && (
            <Box>
              <Text fontWeight="semibold" mb="2">
                {t('catalog.colours')}
              </Text>
              <Wrap gap="2" data-testid="colour-swatches">
                {swatches.map((s) => (
                  <HStack key={s.name} gap="1">
                    <Box w="5" h="5" borderRadius="full" borderWidth="1px" bg={s.hex} />
                    <Text fontSize="sm">{s.name}</Text>
                  </HStack>
                ))}
              </Wrap>
            </Box>
          )}
          {sizes.length > 0 && (
            <Box>
              <Text fontWeight="semibold" mb="2">
                {t('catalog.sizes')}
              </Text>
              <Wrap gap="1">
                {sizes.map((s) => (
                  <Badge key={s} variant="outline">
                    {s}
                  </Badge>
                ))}
              </Wrap>
            </Box>
          )}
          <Box>
            <Button asChild colorPalette="brand" data-testid="design-product">
              <Link to={productDesignPath(p._id)}>{t('catalog.design')}</Link>
            </Button>
          </Box>
        </VStack>
      </HStack>
      {p.size_chart && (
        <Section title={t('fields.size_chart')} testId="size-chart">
          <Box as="pre" fontFamily="body" whiteSpace="pre-wrap">
            {p.size_chart}
          </Box>
        </Section>
      )}
      <Section title={t('sections.print')} testId="print-areas">
        <Wrap gap="2">
          {p.print_areas.map((a) => (
            <Badge key={a.key} variant="subtle" size="lg">
              {t(`print.areas.${a.key}`, { defaultValue: a.key })} · {a.width}×{a.height}px
            </Badge>
          ))}
        </Wrap>
      </Section>
      <Section title={t('sections.variants')} testId="product-variants">
        <Box overflowX="auto">
          <SimpleTable
            rows={p.attribute_specifics}
            rowKey={(v) => v._id}
            columns={[
              { key: 'variant', header: t('variants.variant'), render: (v) => v.name_value.map((n) => n.value).join(' / ') },
              { key: 'sku', header: t('fields.sku'), render: (v) => v.sku, cell: () => ({ fontFamily: 'mono', fontSize: 'xs' }) },
              { key: 'price', header: t('catalog.price'), align: 'end', render: (v) => <MoneyCell value={v.price} /> },
              { key: 'stock', header: t('variants.in_stock'), render: (v) => (v.in_stock ? t('common.yes') : t('common.no')) },
            ]}
          />
        </Box>
      </Section>
    </VStack>
  );
}
