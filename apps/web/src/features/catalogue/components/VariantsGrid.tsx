import { useState } from 'react';
import { Box, Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react';
import { parseMoneyIn } from '@pod/shared';
import { MoneyInput, SimpleTable, useMoneyLocale, type FieldErrorKeys, type SimpleColumn } from '../../../ui';
import { VARIANT_MEASURES, VARIANT_PRICES, type VariantRow } from '../preset-form';
import { useCatalogueT } from '../i18n';

/** Every editable column: bulk fill offers each of them. */
const COLUMNS = [...VARIANT_PRICES, ...VARIANT_MEASURES] as const;
type Column = (typeof COLUMNS)[number];
const isPrice = (c: Column): c is (typeof VARIANT_PRICES)[number] => (VARIANT_PRICES as readonly string[]).includes(c);

/** The variants (one per sku) with inline editing of every amount and measure, and a bulk fill of one column for the selected rows (or all). */
export function VariantsGrid({ rows, errors, onChange }: { rows: VariantRow[]; errors: FieldErrorKeys; onChange: (rows: VariantRow[]) => void }) {
  const { t } = useCatalogueT();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [column, setColumn] = useState<Column>('base_price');
  const [amount, setAmount] = useState('');
  const locale = useMoneyLocale();
  const change = (i: number, patch: Partial<VariantRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  // A price is typed in the interface language and filled in canonical ("1234.50"); what is no amount goes as typed, for the schema to refuse.
  const filled = () => (isPrice(column) ? (parseMoneyIn(locale, amount) ?? amount.trim()) : amount);
  const fill = () => onChange(rows.map((r, i) => (selected.size === 0 || selected.has(i) ? { ...r, [column]: filled() } : r)));
  return (
    <Box>
      <HStack mb="3" gap="2" wrap="wrap" data-testid="bulk-fill">
        <Text fontSize="sm">{selected.size ? t('variants.fill_selected', { count: selected.size }) : t('variants.fill_all')}</Text>
        <NativeSelect.Root size="sm" maxW="44">
          <NativeSelect.Field
            aria-label={t('variants.fill_column')}
            value={column}
            onChange={(e) => setColumn(e.target.value as Column)}
            data-testid="bulk-column"
          >
            {COLUMNS.map((c) => (
              <option key={c} value={c}>
                {t(`fields.${c}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          size="sm"
          maxW="28"
          aria-label={t('variants.fill_amount')}
          placeholder="0.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="bulk-amount"
        />
        <Button size="sm" variant="outline" onClick={fill} disabled={amount.trim() === ''} data-testid="bulk-apply">
          {t('variants.apply')}
        </Button>
      </HStack>
      <Box overflowX="auto" maxH="480px" overflowY="auto" borderWidth="1px" borderRadius="md">
        <SimpleTable
          stickyHeader
          rows={rows}
          rowKey={(row, i) => row._id ?? i}
          rowProps={() => ({ 'data-testid': 'variant-row' })}
          columns={[
            {
              key: 'select',
              width: '1%',
              header: (
                <Checkbox.Root
                  checked={selected.size === rows.length && rows.length > 0}
                  onCheckedChange={(e) => setSelected(e.checked ? new Set(rows.map((_, i) => i)) : new Set())}
                  aria-label={t('variants.select_all')}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              ),
              render: (row, i) => (
                <Checkbox.Root
                  checked={selected.has(i)}
                  onCheckedChange={(e) => {
                    const next = new Set(selected);
                    if (e.checked) next.add(i);
                    else next.delete(i);
                    setSelected(next);
                  }}
                  aria-label={t('variants.select', { variant: row.label })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              ),
            },
            { key: 'variant', header: t('variants.variant'), render: (row) => row.label },
            {
              key: 'sku',
              header: t('fields.sku'),
              render: (row) => (
                <Text fontFamily="mono" fontSize="xs">
                  {row.sku}
                </Text>
              ),
            },
            ...COLUMNS.map((c): SimpleColumn<VariantRow> => ({
              key: c,
              header: t(`fields.${c}`),
              render: (row, i) => {
                const error = errors[`attribute_specifics.${i}.${c}`];
                const cell = {
                  size: 'xs',
                  minW: '20',
                  'aria-label': `${t(`fields.${c}`)} ${row.label}`,
                  'aria-invalid': !!error,
                  borderColor: error ? 'border.error' : undefined,
                  title: error ? t(error) : undefined,
                  'data-testid': `variant-${c}`,
                } as const;
                return isPrice(c) ? (
                  <MoneyInput {...cell} value={row[c]} onChange={(v) => change(i, { [c]: v })} />
                ) : (
                  <Input {...cell} value={row[c]} onChange={(e) => change(i, { [c]: e.target.value })} />
                );
              },
            })),
            {
              key: 'in_stock',
              header: t('variants.in_stock'),
              render: (row, i) => (
                <Checkbox.Root
                  checked={row.in_stock}
                  onCheckedChange={(e) => change(i, { in_stock: !!e.checked })}
                  aria-label={`${t('variants.in_stock')} ${row.label}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              ),
            },
          ]}
        />
      </Box>
    </Box>
  );
}
