import { Box, HStack, Input } from '@chakra-ui/react';
import { CheckField, MoneyInput, SimpleTable } from '../../../ui';
import { useCatalogueT } from '../i18n';
import type { PresetForm } from '../preset-form';

type Attribute = PresetForm['attributes'][number];
type Option = Attribute['options'][number];

/** One attribute's options (provider value, platform value and price, default, a colour's swatch), edited in place. */
export function AttributeOptionsTable({ attribute, onChange }: { attribute: Attribute; onChange: (options: Option[]) => void }) {
  const { t } = useCatalogueT();
  const change = (oi: number, patch: Partial<Option>) => onChange(attribute.options.map((x, j) => (j === oi ? { ...x, ...patch } : x)));
  return (
    <SimpleTable
      rows={attribute.options}
      rowKey={(o) => o.ffm_value}
      columns={[
        { key: 'provider', header: t('attributes.provider_value'), render: (o) => o.ffm_value },
        {
          key: 'platform',
          header: t('attributes.platform_value'),
          render: (o, oi) => (
            <Input
              size="sm"
              aria-label={t('attributes.platform_value_of', { value: o.ffm_value })}
              value={o.plf_value}
              onChange={(e) => change(oi, { plf_value: e.target.value })}
            />
          ),
        },
        {
          key: 'price',
          header: t('attributes.plf_price'),
          render: (o, oi) => (
            <MoneyInput
              size="sm"
              maxW="24"
              aria-label={t('attributes.plf_price_of', { value: o.ffm_value })}
              value={o.plf_price}
              onChange={(plf_price) => change(oi, { plf_price })}
            />
          ),
        },
        {
          key: 'default',
          header: t('attributes.default'),
          render: (o, oi) => (
            <CheckField
              name={`default-${attribute.attribute_type}-${o.ffm_value}`}
              checked={o.default}
              onChange={(v: boolean) => change(oi, { default: v })}
              ariaLabel={t('attributes.default_of', { value: o.ffm_value })}
            />
          ),
        },
        attribute.attribute_type === 'Color' && {
          key: 'swatch',
          header: t('attributes.swatch'),
          render: (o, oi) => (
            <HStack>
              <Box w="6" h="6" borderRadius="full" borderWidth="1px" bg={o.hex || undefined} data-testid="swatch" />
              <Input
                size="sm"
                maxW="28"
                aria-label={t('attributes.hex_of', { value: o.ffm_value })}
                value={o.hex}
                onChange={(e) => change(oi, { hex: e.target.value })}
              />
            </HStack>
          ),
        },
      ]}
    />
  );
}
