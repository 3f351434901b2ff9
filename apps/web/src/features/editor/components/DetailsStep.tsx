import { Checkbox, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { subtractMoney, tryCents } from '@pod/shared';
import { MoneyInput, SimpleTable, useFormatMoney } from '../../../ui';
import type { EditorPreset, ListingDetails } from '../types';
import { useEditorT } from '../i18n';

/** Details & Pricing: the listing's title, description and tags; per variant its cost, the seller's price and the profit. */
export function DetailsStep({ preset, value, onChange }: { preset: EditorPreset | undefined; value: ListingDetails; onChange: (v: ListingDetails) => void }) {
  const { t } = useEditorT();
  const formatMoney = useFormatMoney();
  const money = (v: string | null | undefined) => (v && tryCents(v) !== null ? formatMoney(v) : '—');
  const profit = (cost: string | null | undefined, price: string) =>
    cost && tryCents(price) !== null && tryCents(cost) !== null ? money(subtractMoney(price, cost)) : '—';
  const variants = preset?.attribute_specifics ?? [];
  return (
    <Stack gap="5" maxW="5xl" mx="auto" w="full" p="6" data-testid="step-details">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label>{t('details.title')}</Field.Label>
          <Input value={value.title} onChange={(e) => onChange({ ...value, title: e.target.value })} data-testid="details-title" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('details.tags')}</Field.Label>
          <Input
            value={value.tags}
            placeholder={t('details.tags_hint')}
            onChange={(e) => onChange({ ...value, tags: e.target.value })}
            data-testid="details-tags"
          />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t('details.description')}</Field.Label>
        <Textarea rows={4} value={value.description} onChange={(e) => onChange({ ...value, description: e.target.value })} />
      </Field.Root>
      {variants.length === 0 ? (
        <Text color="fg.muted">{t('details.no_variants')}</Text>
      ) : (
        <SimpleTable
          data-testid="details-variants"
          rows={variants}
          rowKey={(v) => v._id}
          columns={[
            {
              key: 'selected',
              header: '',
              render: (v) => (
                <Checkbox.Root
                  size="sm"
                  checked={value.selected.includes(v._id)}
                  onCheckedChange={(e) => onChange({ ...value, selected: e.checked ? [...value.selected, v._id] : value.selected.filter((x) => x !== v._id) })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control aria-label={v.sku} />
                </Checkbox.Root>
              ),
            },
            { key: 'variant', header: t('details.variant'), render: (v) => v.name_value.map((n) => n.value).join(' / ') || v.sku },
            { key: 'cost', header: t('details.cost'), align: 'end', render: (v) => money(v.price) },
            {
              key: 'price',
              header: t('details.price'),
              align: 'end',
              render: (v) => (
                <MoneyInput
                  size="xs"
                  maxW="24"
                  textAlign="end"
                  aria-label={t('details.price')}
                  value={value.prices[v._id] ?? ''}
                  onChange={(price) => onChange({ ...value, prices: { ...value.prices, [v._id]: price } })}
                />
              ),
            },
            { key: 'profit', header: t('details.profit'), align: 'end', render: (v) => profit(v.price, value.prices[v._id] ?? '') },
          ]}
        />
      )}
    </Stack>
  );
}
