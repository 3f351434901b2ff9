import { Suspense, useEffect, useMemo, useState } from 'react';
import { Badge, Box, Button, Field, HStack, Input, Text, Textarea, VStack } from '@chakra-ui/react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { COLLECTION_SLUGS, PRODUCT_COLLECTIONS, PRODUCT_PROVIDERS, productPresetUpdateInput, type ProductCollection } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import {
  ConfirmButton,
  ConfirmDialog,
  CheckField,
  Grid,
  MoneyField,
  MoneyInput,
  PageHeader,
  Section,
  SectionNav,
  SelectField,
  TextField,
  LoadError,
  schemaErrorKeys,
  showError,
  useSaveForm,
  type FieldErrorKeys,
} from '../../../ui';
import type { PresetFullFieldsFragment } from '../../../gql/graphql';
import { CATEGORIES, PRESET, PRESET_MANUFACTURES, TAGS } from '../graphql';
import { CataloguePage, useCatalogueT } from '../i18n';
import { toForm, toInput, type PresetForm, type VariantRow } from '../preset-form';
import { VariantsGrid } from '../components/VariantsGrid';
import { MarketplaceCategoryPicker } from '../components/MarketplaceCategoryPicker';
import { StockHistoryDrawer } from '../components/StockHistoryDrawer';
import { PrintAreasTable, SpecificsEditor, TaxGroupsEditor } from '../components/PresetListEditors';
import { AttributeOptionsTable } from '../components/AttributeOptionsTable';
import { presetTemplatePath } from '../../editor';
import { PresetMockupsSection } from '../../listings';
import { useRemovePreset, useUpdatePreset } from '../hooks/mutations';

type Preset = PresetFullFieldsFragment;

const SECTIONS = [
  'identity',
  'media',
  'pricing',
  'variants',
  'attributes',
  'marketplace',
  'specifics',
  'print',
  'routing',
  'shipping',
  'tax',
  'discounts',
  'flags',
  'links',
] as const;

function PresetEditor({ preset }: { preset: Preset }) {
  const { t } = useCatalogueT();
  const navigate = useNavigate();
  const initial = useMemo(() => toForm(preset), [preset]);
  const [form, setForm] = useState<PresetForm>(initial);
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [saving, setSaving] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const categories = useQuery(CATEGORIES).data?.productCategories ?? [];
  const factories = useQuery(PRESET_MANUFACTURES).data?.manufactures ?? [];
  const tags = useQuery(TAGS).data?.productTags ?? [];
  const [update] = useUpdatePreset();
  const [remove] = useRemovePreset();
  const save = useSaveForm(setErrors);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set =
    <K extends keyof PresetForm>(key: K) =>
    (value: PresetForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const err = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const text = (key: keyof PresetForm, type?: string) => (
    <TextField name={key} label={t(`fields.${key}`)} value={String(form[key] ?? '')} onChange={(v) => set(key)(v as never)} error={err(key)} type={type} />
  );
  /** An amount (or a decimal rate), typed in the interface language and kept canonical ("1234.50"). */
  const money = (key: keyof PresetForm) => (
    <MoneyField name={key} label={t(`fields.${key}`)} value={String(form[key] ?? '')} onChange={(v) => set(key)(v as never)} error={err(key)} />
  );
  const flag = (key: keyof PresetForm) => (
    <CheckField name={key} checked={Boolean(form[key])} onChange={(v: boolean) => set(key)(v as never)} label={t(`fields.${key}`)} />
  );

  const submit = async () => {
    const input = toInput(preset._id, form);
    setSaving(true);
    await save(schemaErrorKeys(productPresetUpdateInput, input), async () => {
      await update({ variables: { input } });
      toaster.success({ title: t('edit.saved') });
    });
    setSaving(false);
  };

  const back = `/items/${COLLECTION_SLUGS[(form.collection as ProductCollection) ?? '3D'] ?? '3d-preset'}`;
  return (
    <Box as="form" onSubmit={(e) => (e.preventDefault(), submit())} data-testid="preset-form">
      <PageHeader
        title={form.name || preset.name}
        actions={
          <HStack>
            {dirty && <Badge colorPalette="orange">{t('edit.unsaved')}</Badge>}
            <Button asChild variant="outline" data-testid="preset-template">
              <Link to={presetTemplatePath(preset._id)}>{t('items.template')}</Link>
            </Button>
            <Button variant="outline" onClick={() => setHistoryOpen(true)} data-testid="preset-stock-history">
              {t('items.stock')}
            </Button>
            <ConfirmButton
              testId="preset-remove"
              label={t('common.remove')}
              title={t('items.remove_title')}
              body={t('items.remove_body', { name: preset.name })}
              onConfirm={async () => {
                try {
                  await remove({ variables: { id: preset._id } });
                  setForm(initial);
                  toaster.success({ title: t('items.removed', { name: preset.name }) });
                  navigate(back);
                } catch (e) {
                  showError(e, t('errors.remove_failed'));
                }
              }}
            />
            <Button type="submit" colorPalette="brand" loading={saving} disabled={!dirty} data-testid="preset-save">
              {t('common.save')}
            </Button>
          </HStack>
        }
      />
      <SectionNav sections={SECTIONS.map((id) => ({ id: `section-${id}`, label: t(`sections.${id}`) }))} />
      <VStack align="stretch" gap="6" mt="4">
        <Section title={t('sections.identity')} testId="section-identity">
          <Grid columns={2}>
            {text('name')}
            {text('sku')}
            {text('hts_code')}
            <SelectField
              name="collection"
              label={t('fields.collection')}
              value={form.collection}
              onChange={set('collection')}
              options={PRODUCT_COLLECTIONS.map((c) => ({ value: c, label: t(`collections.${c}`) }))}
            />
            <SelectField
              name="category_id"
              label={t('fields.category')}
              value={form.category_id}
              onChange={set('category_id')}
              options={[
                { value: '', label: t('common.none') },
                ...categories.map((c) => ({ value: c._id, label: t(`categories.${c.slug}`, { defaultValue: c.name }) })),
              ]}
            />
            {text('raw_name')}
            {text('type')}
            <SelectField
              name="provider"
              label={t('fields.provider')}
              value={form.provider}
              onChange={set('provider')}
              options={PRODUCT_PROVIDERS.map((p) => ({ value: p, label: p }))}
            />
            {text('provider_id')}
          </Grid>
          <Box mt="3" data-testid="preset-tags">
            <Text fontWeight="medium" mb="2">
              {t('fields.tags')}
            </Text>
            <HStack gap="4" wrap="wrap">
              {tags.map((tag) => (
                <CheckField
                  key={tag._id}
                  name={`tag-${tag._id}`}
                  label={tag.name}
                  checked={form.tag_ids.includes(tag._id)}
                  onChange={(on: boolean) => set('tag_ids')(on ? [...form.tag_ids, tag._id] : form.tag_ids.filter((x) => x !== tag._id))}
                />
              ))}
            </HStack>
          </Box>
          <VStack align="stretch" mt="3">
            <LongText name="description" label={t('fields.description')} value={form.description} onChange={set('description')} />
            {text('short_description')}
            <LongText
              name="template_description"
              label={t('fields.template_description')}
              value={form.template_description}
              onChange={set('template_description')}
            />
          </VStack>
        </Section>

        <Section title={t('sections.media')} testId="section-media">
          <VStack align="stretch">
            {text('image')}
            <LongText name="images_thumbnail" label={t('fields.images_thumbnail')} value={form.images_thumbnail} onChange={set('images_thumbnail')} />
            <LongText name="videos" label={t('fields.videos')} value={form.videos} onChange={set('videos')} />
          </VStack>
        </Section>

        <Section title={t('sections.pricing')} testId="section-pricing">
          <Grid columns={3}>
            {money('base_tag_price')}
            {money('sale_tag_price')}
            {money('value_of_goods')}
          </Grid>
        </Section>

        <Section title={t('sections.variants')} testId="section-variants">
          <VariantsGrid rows={form.variants} errors={errors} onChange={(rows: VariantRow[]) => set('variants')(rows)} />
        </Section>

        <Section title={t('sections.attributes')} testId="section-attributes">
          {form.attributes.map((attribute, ai) => (
            <Box key={attribute.attribute_type} mb="4">
              <Text fontWeight="semibold" mb="2">
                {attribute.attribute_type}
              </Text>
              <AttributeOptionsTable
                attribute={attribute}
                onChange={(options) => set('attributes')(form.attributes.map((a, i) => (i !== ai ? a : { ...a, options })))}
              />
            </Box>
          ))}
        </Section>

        <Section title={t('sections.marketplace')} testId="section-marketplace">
          <MarketplaceCategoryPicker value={form.platform} onChange={set('platform')} />
        </Section>

        <Section title={t('sections.specifics')} testId="section-specifics">
          <SpecificsEditor rows={form.specifics} errors={errors} onChange={set('specifics')} />
        </Section>

        <Section title={t('sections.print')} testId="section-print">
          <PrintAreasTable rows={form.print_areas} errors={errors} onChange={set('print_areas')} />
          <Grid columns={2}>
            {money('side_additional_cost')}
            {money('position_additional_cost')}
            {text('print_document')}
            {text('print_template')}
          </Grid>
        </Section>

        <Section title={t('sections.routing')} testId="section-routing">
          <SelectField
            name="manufacture_id"
            label={t('fields.manufacture')}
            value={form.manufacture_id}
            onChange={set('manufacture_id')}
            options={[{ value: '', label: t('routing.any_factory') }, ...factories.map((m) => ({ value: m._id, label: m.name }))]}
          />
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t('routing.hint')}
          </Text>
        </Section>

        <Section title={t('sections.shipping')} testId="section-shipping">
          <Grid columns={2}>
            {money('shipping_cost')}
            {money('shipping_additional_cost')}
            {money('international_shipping_cost')}
            {money('international_shipping_additional_cost')}
            {text('shipping_sku')}
            {text('shipping_preset')}
            {text('weight')}
            {text('package_width')}
            {text('package_height')}
            {text('package_length')}
          </Grid>
          <Box mt="3">
            <LongText name="size_chart" label={t('fields.size_chart')} value={form.size_chart} onChange={set('size_chart')} />
          </Box>
        </Section>

        <Section title={t('sections.tax')} testId="section-tax">
          <Grid columns={2}>
            {money('tax_fee')}
            {money('tax_fee_fix')}
          </Grid>
          <TaxGroupsEditor rows={form.tax_groups} errors={errors} onChange={set('tax_groups')} />
        </Section>

        <Section title={t('sections.discounts')} testId="section-discounts">
          <Grid columns={2}>
            {text('wholesale_level')}
            {money('tiktok_vip_discount')}
          </Grid>
          <TierEditor label={t('discounts.vip')} unitLabel={t('discounts.level')} rows={form.vip} onChange={set('vip')} testId="vip-tiers" />
          <TierEditor
            label={t('discounts.units')}
            unitLabel={t('discounts.from_units')}
            rows={form.unit_discounts}
            onChange={set('unit_discounts')}
            testId="unit-tiers"
          />
        </Section>

        <Section title={t('sections.flags')} testId="section-flags">
          <HStack gap="6" wrap="wrap">
            {flag('visible')}
            {flag('is_catalog')}
            {flag('is_new')}
            {flag('is_featured')}
            {flag('is_best_seller')}
            {flag('skip_design_check')}
            {flag('skip_affiliate')}
          </HStack>
        </Section>

        <Section title={t('sections.links')} testId="section-links">
          <Grid columns={2}>
            {text('linked_products')}
            {text('monopolist_users')}
          </Grid>
        </Section>

        {/* The product's preset mockups (the listings feature): its buttons are type="button", so they never submit the preset. */}
        <Suspense fallback={null}>
          <PresetMockupsSection productId={preset._id} />
        </Suspense>
      </VStack>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title={t('edit.leave_title')}
        body={t('edit.leave_body')}
        confirmLabel={t('edit.leave')}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
      <StockHistoryDrawer productId={historyOpen ? preset._id : null} title={preset.name} onClose={() => setHistoryOpen(false)} />
    </Box>
  );
}

/** A labelled multi-line text. */
function LongText({ name, label, value, onChange }: { name: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea name={name} rows={4} value={value} onChange={(e) => onChange(e.target.value)} data-testid={`field-${name}`} />
    </Field.Root>
  );
}

/** Discount tiers (VIP level or quantity → amount off each unit). */
function TierEditor({
  label,
  unitLabel,
  rows,
  onChange,
  testId,
}: {
  label: string;
  unitLabel: string;
  rows: Array<{ at: string; value: string }>;
  onChange: (rows: Array<{ at: string; value: string }>) => void;
  testId: string;
}) {
  const { t } = useCatalogueT();
  return (
    <Box mt="4" data-testid={testId}>
      <Text fontWeight="semibold" mb="2">
        {label}
      </Text>
      {rows.map((row, i) => (
        <HStack key={i} mb="2">
          <Input
            size="sm"
            maxW="32"
            aria-label={unitLabel}
            placeholder={unitLabel}
            value={row.at}
            onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, at: e.target.value } : r)))}
          />
          <MoneyInput
            size="sm"
            maxW="32"
            aria-label={t('discounts.amount_off')}
            placeholder={t('discounts.amount_off')}
            value={row.value}
            onChange={(value) => onChange(rows.map((r, j) => (j === i ? { ...r, value } : r)))}
          />
          <Button size="xs" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {t('common.remove')}
          </Button>
        </HStack>
      ))}
      <Button size="xs" variant="outline" onClick={() => onChange([...rows, { at: '', value: '' }])}>
        {t('discounts.add')}
      </Button>
    </Box>
  );
}

function PresetEdit() {
  const { id } = useParams();
  const { t } = useCatalogueT();
  const { data, loading, error, refetch } = useQuery(PRESET, { variables: { id: id ?? '' }, fetchPolicy: 'cache-and-network' });
  const preset = data?.productPreset[0];
  if (error) return <LoadError error={error} onRetry={() => refetch()} size="sm" />;
  if (loading && !preset) return <Text color="fg.muted">{t('common.loading')}</Text>;
  if (!preset) return <Text>{t('edit.not_found')}</Text>;
  return <PresetEditor key={preset.updated_at ?? preset._id} preset={preset} />;
}

export default function PresetEditPage() {
  return (
    <CataloguePage module="items">
      <PresetEdit />
    </CataloguePage>
  );
}
