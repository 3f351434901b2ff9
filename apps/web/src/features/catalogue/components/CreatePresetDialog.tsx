import { useState } from 'react';
import { Button, HStack, Image, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PRODUCT_PROVIDERS, type ProductCollection } from '@pod/shared';
import { SelectField, showError, FormDialog, useFormatMoney } from '../../../ui';
import { PRODUCT_TYPES } from '../graphql';
import { useCatalogueT } from '../i18n';
import { useCreatePreset } from '../hooks/mutations';

/** Pick a provider, then one of its product types: the new preset copies its variants and print areas. */
export function CreatePresetDialog({
  open,
  collection,
  onClose,
  onCreated,
}: {
  open: boolean;
  collection: ProductCollection;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useCatalogueT();
  const formatMoney = useFormatMoney();
  const [provider, setProvider] = useState<string>('customcat');
  const { data, loading } = useQuery(PRODUCT_TYPES, { variables: { provider }, skip: !open });
  const [create, { loading: creating }] = useCreatePreset();
  const types = data?.providerProductType ?? [];
  const make = async (productTypeId: string) => {
    try {
      const res = await create({ variables: { provider, product_type_id: productTypeId, collection } });
      if (res.data) onCreated(res.data.productPresetCreate._id);
    } catch (e) {
      showError(e, t('errors.create_failed'));
    }
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="xl"
      title={t('create.title')}
      testId="create-preset"
      footer={
        <>
          <HStack>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </HStack>
        </>
      }
    >
      <VStack align="stretch" gap="4">
        <SelectField
          name="provider"
          label={t('fields.provider')}
          value={provider}
          onChange={setProvider}
          options={PRODUCT_PROVIDERS.map((p) => ({ value: p, label: p }))}
        />
        {loading && <Text color="fg.muted">{t('common.loading')}</Text>}
        {!loading && types.length === 0 && <Text color="fg.muted">{t('create.no_types')}</Text>}
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          {types.map((type) => (
            <VStack key={type._id} align="stretch" borderWidth="1px" borderRadius="md" p="2" gap="1" data-testid="product-type">
              <Image src={type.image ?? undefined} alt="" aspectRatio={1} objectFit="cover" bg="bg.muted" borderRadius="sm" />
              <Text fontWeight="medium" fontSize="sm" lineClamp={2}>
                {type.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {[
                  t('create.type_variants', { count: type.variant_count }),
                  t('create.type_presets', { count: type.preset_count }),
                  t('create.type_from', { price: formatMoney(type.min_price) }),
                ].join(' · ')}
              </Text>
              <Button size="xs" colorPalette="brand" loading={creating} onClick={() => make(type.id)} data-testid="product-type-create">
                {t('create.use')}
              </Button>
            </VStack>
          ))}
        </SimpleGrid>
      </VStack>
    </FormDialog>
  );
}
