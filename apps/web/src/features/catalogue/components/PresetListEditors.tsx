import { Box, Button, HStack, Input, Text, VStack } from '@chakra-ui/react';
import { CheckField, MoneyInput, SimpleTable, type FieldErrorKeys, type SimpleColumn } from '../../../ui';
import { useCatalogueT } from '../i18n';
import type { PresetForm, TaxGroupRow } from '../preset-form';

type PrintAreaRow = PresetForm['print_areas'][number];
type SpecificRow = PresetForm['specifics'][number];

const AREA_TEXTS = ['position', 'print', 'width', 'height', 'addition_price', 'addition_base_price'] as const;
/** The print area's amounts: typed in the interface language, kept canonical. */
const AREA_PRICES: ReadonlySet<string> = new Set(['addition_price', 'addition_base_price']);
const AREA_FLAGS = ['is_part', 'is_required', 'is_embroidery'] as const;
const AREA_LABELS: Record<(typeof AREA_TEXTS)[number] | (typeof AREA_FLAGS)[number], string> = {
  position: 'print.position',
  print: 'print.print',
  width: 'print.width',
  height: 'print.height',
  addition_price: 'print.addition_price',
  addition_base_price: 'print.addition_base_price',
  is_part: 'print.is_part',
  is_required: 'print.required',
  is_embroidery: 'print.is_embroidery',
};

const patchAt = <T,>(rows: T[], i: number, patch: Partial<T>) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r));

/** Every field of each print area: its measures, prices and flags. */
export function PrintAreasTable({ rows, errors, onChange }: { rows: PrintAreaRow[]; errors: FieldErrorKeys; onChange: (rows: PrintAreaRow[]) => void }) {
  const { t } = useCatalogueT();
  return (
    <Box overflowX="auto">
      <SimpleTable
        data-testid="print-areas"
        rows={rows}
        rowKey={(area) => area.key}
        columns={[
          { key: 'area', header: t('print.area'), render: (area) => t(`print.areas.${area.key}`, { defaultValue: area.key }) },
          ...AREA_TEXTS.map((m): SimpleColumn<PrintAreaRow> => ({
            key: m,
            header: t(AREA_LABELS[m]),
            render: (area, i) => {
              const error = errors[`print_areas.${i}.${m}`];
              const cell = {
                size: 'sm',
                minW: '20',
                'aria-label': `${area.key} ${t(AREA_LABELS[m])}`,
                'aria-invalid': !!error,
                title: error ? t(error) : undefined,
              } as const;
              return AREA_PRICES.has(m) ? (
                <MoneyInput {...cell} value={area[m]} onChange={(v) => onChange(patchAt(rows, i, { [m]: v }))} />
              ) : (
                <Input {...cell} value={area[m]} onChange={(e) => onChange(patchAt(rows, i, { [m]: e.target.value }))} />
              );
            },
          })),
          ...AREA_FLAGS.map((m): SimpleColumn<PrintAreaRow> => ({
            key: m,
            header: t(AREA_LABELS[m]),
            render: (area, i) => (
              <CheckField
                name={`${m}-${area.key}`}
                checked={area[m]}
                onChange={(v: boolean) => onChange(patchAt(rows, i, { [m]: v }))}
                ariaLabel={`${area.key} ${t(AREA_LABELS[m])}`}
              />
            ),
          })),
        ]}
      />
    </Box>
  );
}

/** Item specifics: name, value and whether a listing must fill it. */
export function SpecificsEditor({ rows, errors, onChange }: { rows: SpecificRow[]; errors: FieldErrorKeys; onChange: (rows: SpecificRow[]) => void }) {
  const { t } = useCatalogueT();
  return (
    <VStack align="stretch" gap="2" data-testid="specifics">
      {rows.length === 0 && <Text color="fg.muted">{t('specifics.none')}</Text>}
      {rows.map((row, i) => (
        <HStack key={i}>
          <Input
            size="sm"
            aria-label={t('specifics.key')}
            placeholder={t('specifics.key')}
            aria-invalid={!!errors[`specifics.${i}.key`]}
            value={row.key}
            onChange={(e) => onChange(patchAt(rows, i, { key: e.target.value }))}
          />
          <Input
            size="sm"
            aria-label={t('specifics.value')}
            placeholder={t('specifics.value')}
            value={row.value}
            onChange={(e) => onChange(patchAt(rows, i, { value: e.target.value }))}
          />
          <CheckField
            name={`specific-required-${i}`}
            label={t('specifics.required')}
            checked={row.required}
            onChange={(v) => onChange(patchAt(rows, i, { required: v }))}
          />
          <Button size="xs" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {t('common.remove')}
          </Button>
        </HStack>
      ))}
      <Box>
        <Button size="xs" variant="outline" onClick={() => onChange([...rows, { key: '', value: '', required: false }])} data-testid="specific-add">
          {t('specifics.add')}
        </Button>
      </Box>
    </VStack>
  );
}

/** Tax groups per country, each with its tax lines (name and rate). */
export function TaxGroupsEditor({ rows, errors, onChange }: { rows: TaxGroupRow[]; errors: FieldErrorKeys; onChange: (rows: TaxGroupRow[]) => void }) {
  const { t } = useCatalogueT();
  return (
    <VStack align="stretch" gap="3" mt="4" data-testid="tax-groups">
      <Text fontWeight="semibold">{t('tax.groups')}</Text>
      {rows.map((group, gi) => {
        const setLines = (tax_lines: TaxGroupRow['tax_lines']) => onChange(patchAt(rows, gi, { tax_lines }));
        return (
          <Box key={gi} borderWidth="1px" borderRadius="md" p="3">
            <HStack>
              <Input
                size="sm"
                maxW="40"
                aria-label={t('tax.country')}
                placeholder={t('tax.country')}
                aria-invalid={!!errors[`tax_groups.${gi}.country`]}
                value={group.country}
                onChange={(e) => onChange(patchAt(rows, gi, { country: e.target.value.toUpperCase() }))}
              />
              <Input
                size="sm"
                aria-label={t('tax.name')}
                placeholder={t('tax.name')}
                value={group.name}
                onChange={(e) => onChange(patchAt(rows, gi, { name: e.target.value }))}
              />
              <Input
                size="sm"
                aria-label={t('tax.type')}
                placeholder={t('tax.type')}
                value={group.type}
                onChange={(e) => onChange(patchAt(rows, gi, { type: e.target.value }))}
              />
              <Button size="xs" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== gi))}>
                {t('tax.remove_group')}
              </Button>
            </HStack>
            {group.tax_lines.map((line, li) => (
              <HStack key={li} mt="2" ps="4">
                <Input
                  size="sm"
                  aria-label={t('tax.line')}
                  placeholder={t('tax.line')}
                  value={line.name}
                  onChange={(e) => setLines(patchAt(group.tax_lines, li, { name: e.target.value }))}
                />
                <MoneyInput
                  size="sm"
                  maxW="28"
                  aria-label={t('tax.rate')}
                  placeholder={t('tax.rate')}
                  aria-invalid={!!errors[`tax_groups.${gi}.tax_lines.${li}.rate`]}
                  value={line.rate}
                  onChange={(rate) => setLines(patchAt(group.tax_lines, li, { rate }))}
                />
                <Button size="xs" variant="ghost" onClick={() => setLines(group.tax_lines.filter((_, j) => j !== li))}>
                  {t('common.remove')}
                </Button>
              </HStack>
            ))}
            <Button size="xs" variant="outline" mt="2" ms="4" onClick={() => setLines([...group.tax_lines, { name: '', rate: '' }])}>
              {t('tax.add_line')}
            </Button>
          </Box>
        );
      })}
      <Box>
        <Button size="xs" variant="outline" onClick={() => onChange([...rows, { country: '', name: '', type: '', tax_lines: [] }])} data-testid="tax-group-add">
          {t('tax.add_group')}
        </Button>
      </Box>
    </VStack>
  );
}
