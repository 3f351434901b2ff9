import { Checkbox, Field, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { subtractMoney, tryCents } from '@pod/shared';
import { useFormatMoney } from '../../../ui';
import type { EditorPreset, ListingDetails } from '../types';
import { useEditorT } from '../i18n';

/** Details & Pricing: the listing's title, description and tags; per variant its cost, the seller's price and the profit. */
export function DetailsStep({ preset, value, onChange }: { preset: EditorPreset | undefined; value: ListingDetails; onChange: (v: ListingDetails) => void }) {
  const { t } = useEditorT();
  const formatMoney = useFormatMoney();
  const money = (v: string | null | undefined) => (v && tryCents(v) !== null ? formatMoney(v) : '—');
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
        <Table.Root size="sm" data-testid="details-variants">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader />
              <Table.ColumnHeader>{t('details.variant')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('details.cost')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('details.price')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('details.profit')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {variants.map((v) => {
              const price = value.prices[v._id] ?? '';
              const on = value.selected.includes(v._id);
              const valid = v.price && tryCents(price) !== null && tryCents(v.price) !== null;
              return (
                <Table.Row key={v._id}>
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      checked={on}
                      onCheckedChange={(e) =>
                        onChange({ ...value, selected: e.checked ? [...value.selected, v._id] : value.selected.filter((x) => x !== v._id) })
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control aria-label={v.sku} />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>{v.name_value.map((n) => n.value).join(' / ') || v.sku}</Table.Cell>
                  <Table.Cell textAlign="end">{money(v.price)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Input
                      size="xs"
                      maxW="24"
                      textAlign="end"
                      aria-label={t('details.price')}
                      value={price}
                      onChange={(e) => onChange({ ...value, prices: { ...value.prices, [v._id]: e.target.value } })}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{valid ? money(subtractMoney(price, v.price!)) : '—'}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
