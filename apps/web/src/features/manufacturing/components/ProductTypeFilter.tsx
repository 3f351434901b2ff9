import { Box, HStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { PRODUCT_PROVIDERS } from '@pod/shared';
import { SelectField, useListParams } from '../../../ui';
import { MRP_PRODUCT_TYPE_OPTIONS } from '../graphql';
import { useManufacturingT } from '../i18n';

/**
 * The product-type filter: a provider, then one of the catalogue's product types of it (the list
 * filters by the type's id). Changing the provider clears the type; without the catalogue (a
 * worker who may not read it) only the provider shows.
 */
export function ProductTypeFilter() {
  const { t } = useManufacturingT();
  const { params, patch } = useListParams();
  const provider = params.get('product_provider') ?? '';
  const types = useQuery(MRP_PRODUCT_TYPE_OPTIONS, { variables: { provider }, skip: !provider });
  return (
    <HStack gap="3" align="end">
      <Box minW="36">
        <SelectField
          name="product_provider"
          label={t('productions.filter.provider')}
          size="sm"
          value={provider}
          onChange={(v) => patch({ product_provider: v, product_type: null })}
          options={[{ value: '', label: t('productions.filter.any_provider') }, ...PRODUCT_PROVIDERS.map((p) => ({ value: p, label: p }))]}
        />
      </Box>
      {types.data && (
        <Box minW="44" data-testid="productions-product_type">
          <SelectField
            name="product_type"
            label={t('productions.filter.product_type')}
            size="sm"
            value={params.get('product_type') ?? ''}
            onChange={(v) => patch({ product_type: v })}
            options={[{ value: '', label: t('productions.filter.any_type') }, ...types.data.providerProductType.map((p) => ({ value: p._id, label: p.name }))]}
          />
        </Box>
      )}
    </HStack>
  );
}
