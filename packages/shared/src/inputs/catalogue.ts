import { MARKETPLACES, PRODUCT_COLLECTIONS, PRODUCT_PROVIDERS, STOCK_ACTIONS } from '../enums';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';
import { because, z } from './rules';

/**
 * Inputs of the catalogue module (product presets, variants, categories, tags, stock): the API
 * parses with these, the preset form checks with the same schemas before sending.
 */

const NAME = TEXT_LIMITS.name;
const SKU_MAX = 80;
const HEX = /^#[0-9a-f]{6}$/i;
const MAX_VARIANTS = 500;
const MAX_STOCK_CHANGE = 100_000;

const optionalText = (max: number, label: string) => rule.optional(rule.text(max, label));
/** An amount of 0 or more. */
const price = (label: string) =>
  rule.money(label).superRefine((v, ctx) => {
    if (v.startsWith('-')) ctx.addIssue({ code: 'custom', message: `${label} must not be negative.`, params: { reason: 'range' }, input: v });
  });
const optionalPrice = (label: string) => price(label).nullish();
const measure = (label: string) => rule.intIn(0, 1_000_000, label).nullish();

export const productPresetCreateInput = z.object({
  provider: rule.oneOf(PRODUCT_PROVIDERS, 'provider'),
  product_type_id: rule.requiredText(SKU_MAX, 'Please choose a product type.', 'product_type_id'),
  provider_id: optionalText(SKU_MAX, 'provider_id'),
  collection: rule.oneOf(PRODUCT_COLLECTIONS, 'collection').default('3D'),
});
export type ProductPresetCreateInput = z.output<typeof productPresetCreateInput>;

const nameValue = z.object({
  name: rule.requiredText(60, 'Every attribute needs a name.', 'name'),
  type: optionalText(30, 'type'),
  value: rule.text(NAME, 'value'),
});

/**
 * One variant row of the preset form's grid; `_id` updates that variant, none adds one. On an update
 * a field left out keeps its stored value (null clears it), so a client that does not know a field
 * cannot wipe it.
 */
export const variantInput = z.object({
  _id: rule.id('variant id').nullish(),
  sku: rule.requiredText(SKU_MAX, 'Every variant needs a SKU.', 'SKU'),
  name_value: rule.listOf(nameValue, 10, 'name_value').optional(),
  base_price: price('Base price'),
  sale_price: optionalPrice('Sale price'),
  wholesale_price: optionalPrice('Wholesale price'),
  ship_price: optionalPrice('Ship price'),
  nonship_price: optionalPrice('Non-ship price'),
  tiktok_final_price: optionalPrice('TikTok final price'),
  fix_profit: optionalPrice('Fixed profit'),
  weight: measure('Weight'),
  package_width: measure('Package width'),
  package_height: measure('Package height'),
  package_length: measure('Package length'),
  in_stock: rule.flag().optional(),
});
export type VariantInput = z.output<typeof variantInput>;

/** An attribute's option, matched to the stored one by `ffm_value`: a field left out keeps its stored value. */
const attributeOption = z.object({
  ffm_value: rule.requiredText(NAME, 'Every option needs its provider value.', 'ffm_value'),
  plf_value: rule.text(NAME, 'plf_value').optional(),
  plf_price: optionalPrice('plf_price'),
  hex: rule.clearable(rule.text(7, 'hex').refine((v) => v === '' || HEX.test(v), because('invalid', 'A colour must be #rrggbb.'))),
  default: rule.flag().optional(),
});
export type AttributeOptionInput = z.output<typeof attributeOption>;
/** An attribute, matched to the stored one by `attribute_type`. */
const prettyAttribute = z.object({
  attribute_type: rule.requiredText(60, 'Every attribute needs a type.', 'attribute_type'),
  plf_attribute_name: rule.text(60, 'plf_attribute_name').optional(),
  options: rule.listOf(attributeOption, 100, 'options').default([]),
});
export type PrettyAttributeInput = z.output<typeof prettyAttribute>;
/** A print area, matched to the stored one by `key`: a field left out keeps its stored value. */
const printArea = z.object({
  key: rule.requiredText(60, 'Every print area needs a key.', 'key'),
  position: rule.text(60, 'position').optional(),
  print: rule.text(60, 'print').optional(),
  width: rule.intIn(0, 20_000, 'Width').optional(),
  height: rule.intIn(0, 20_000, 'Height').optional(),
  addition_price: optionalPrice('addition_price'),
  addition_base_price: optionalPrice('addition_base_price'),
  is_part: rule.flag().optional(),
  is_required: rule.flag().optional(),
  is_embroidery: rule.flag().optional(),
});
export type PrintAreaInput = z.output<typeof printArea>;
const specific = z.object({
  key: rule.requiredText(NAME, 'Every specific needs a key.', 'key'),
  value: rule.text(NAME, 'value').default(''),
  required: rule.flag().default(false),
});
const vipTier = z.object({ level: rule.intIn(1, 100, 'VIP level'), value: price('VIP discount') });
const unitTier = z.object({ unit: rule.intIn(1, 1_000_000, 'Units'), value: price('Unit discount') });
const taxGroup = z.object({
  country: rule.requiredText(2, 'Every tax group needs a country.', 'country'),
  name: rule.text(NAME, 'name').default(''),
  type: rule.text(30, 'type').default(''),
  tax_lines: rule.listOf(z.object({ name: rule.text(NAME, 'name'), rate: price('Rate') }), 20, 'tax_lines').default([]),
});
/** A marketplace category choice (presets and listings): the platform and the category at each level. */
export const platformCategory = z.object({
  type: rule.oneOf(MARKETPLACES, 'marketplace'),
  category_selected: rule
    .listOf(
      z.object({
        id: rule.requiredText(60, 'Invalid category.', 'id'),
        level: rule.intIn(1, 10, 'level'),
        name: rule.text(NAME, 'name'),
        parent: rule.text(60, 'parent').nullish(),
      }),
      10,
      'category_selected',
    )
    .default([]),
});
/** The marketplace specifics' values for one platform (presets and listings). */
export const platformSpecifics = z.object({
  platform: rule.oneOf(MARKETPLACES, 'marketplace'),
  specifics: rule.listOf(z.object({ key: rule.requiredText(NAME, 'Every specific needs a key.', 'key'), value: rule.text(NAME, 'value') }), 100, 'specifics'),
});
const idList = (what: string, max: number) =>
  z
    .array(z.string(), { error: `${what} must be a list.` })
    .max(max, { error: `${what} may hold at most ${max} entries.` })
    .superRefine((list, ctx) => {
      if (!list.every((v) => rule.ID_PATTERN.test(v))) ctx.addIssue({ code: 'custom', message: `Invalid ${what}.`, params: { reason: 'invalid_id' } });
    })
    .transform((ids) => [...new Set(ids)]);

export type PlatformCategoryInput = z.output<typeof platformCategory>;
export type PlatformSpecificsInput = z.output<typeof platformSpecifics>;

const urlList = (what: string, max: number) => rule.listOf(rule.url(what), max, what).transform((l) => l.filter(Boolean));

/**
 * productPresetUpdate: absent fields are left alone. Variants, attributes (and their options) and print
 * areas are matched to the stored ones (by `_id`, `attribute_type`/`ffm_value` and `key`): the list
 * given is the new list, each entry keeping the stored fields it leaves out. Other lists are given whole.
 */
export const productPresetUpdateInput = z
  .object({
    _id: rule.id('preset id'),
    name: rule.text(NAME, 'Name').min(1, { error: 'Please enter the product name.' }).optional(),
    raw_name: optionalText(NAME, 'Raw name'),
    sku: optionalText(SKU_MAX, 'SKU'),
    hts_code: rule.clearableText(20, 'HTS code'),
    type: rule.clearableText(60, 'Type'),
    provider: rule.oneOf(PRODUCT_PROVIDERS, 'provider').optional(),
    provider_id: rule.clearableText(SKU_MAX, 'Provider product id'),
    image: rule.clearable(rule.url('Image')),
    images_thumbnail: urlList('Thumbnail', 20).optional(),
    videos: urlList('Video', 20).optional(),
    description: rule.clearableText(TEXT_LIMITS.long, 'Description'),
    short_description: rule.clearableText(TEXT_LIMITS.short, 'Short description'),
    template_description: rule.clearableText(TEXT_LIMITS.long, 'Template description'),
    collection: rule.oneOf(PRODUCT_COLLECTIONS, 'collection').optional(),
    category_id: rule.id('category id').nullish(),
    manufacture_id: rule.id('manufacture id').nullish(),
    shipping_sku: rule.clearableText(SKU_MAX, 'Shipping SKU'),
    shipping_preset: rule.clearableText(NAME, 'Shipping preset'),
    size_chart: rule.clearableText(TEXT_LIMITS.long, 'Size chart'),
    base_tag_price: optionalPrice('Base tag price'),
    sale_tag_price: optionalPrice('Sale tag price'),
    tax_fee: optionalPrice('Tax percent'),
    tax_fee_fix: optionalPrice('Fixed tax'),
    value_of_goods: optionalPrice('Value of goods'),
    shipping_cost: optionalPrice('Shipping cost'),
    shipping_additional_cost: optionalPrice('Additional item shipping'),
    international_shipping_cost: optionalPrice('International shipping'),
    international_shipping_additional_cost: optionalPrice('International additional item'),
    side_additional_cost: optionalPrice('Extra side cost'),
    position_additional_cost: optionalPrice('Extra position cost'),
    tiktok_vip_discount: optionalPrice('TikTok VIP discount'),
    wholesale_level: rule.intIn(0, 100, 'Wholesale level').optional(),
    weight: measure('Weight'),
    package_width: measure('Package width'),
    package_height: measure('Package height'),
    package_length: measure('Package length'),
    print_document: rule.clearableText(NAME, 'Print document'),
    print_template: rule.clearableText(NAME, 'Print template'),
    is_new: rule.flag().optional(),
    is_featured: rule.flag().optional(),
    is_best_seller: rule.flag().optional(),
    visible: rule.flag().optional(),
    is_catalog: rule.flag().optional(),
    skip_design_check: rule.flag().optional(),
    skip_affiliate: rule.flag().optional(),
    tax_groups: rule.listOf(taxGroup, 50, 'tax_groups').optional(),
    prety_attributes: rule.listOf(prettyAttribute, 10, 'prety_attributes').optional(),
    specifics: rule.listOf(specific, 100, 'specifics').optional(),
    print_areas: rule.listOf(printArea, 20, 'print_areas').optional(),
    vip: rule.listOf(vipTier, 20, 'vip').optional(),
    unit_discounts: rule.listOf(unitTier, 20, 'unit_discounts').optional(),
    platform_category: rule.listOf(platformCategory, MARKETPLACES.length, 'platform_category').optional(),
    platform_specifics: rule.listOf(platformSpecifics, MARKETPLACES.length, 'platform_specifics').optional(),
    linked_products: idList('linked product id', 50).optional(),
    monopolist_users: idList('monopolist user id', 200).optional(),
    tag_ids: idList('tag id', 50).optional(),
    attribute_specifics: rule.listOf(variantInput, MAX_VARIANTS, 'attribute_specifics').optional(),
  })
  .superRefine((v, ctx) => {
    const skus = new Set<string>();
    v.attribute_specifics?.forEach((variant, i) => {
      const key = variant.sku.toLowerCase();
      if (skus.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['attribute_specifics', i, 'sku'],
          message: `SKU ${variant.sku} is used twice.`,
          params: { reason: 'duplicate' },
        });
      skus.add(key);
    });
  });
export type ProductPresetUpdateInput = z.output<typeof productPresetUpdateInput>;

/** adjustProductStock: a signed change of a variant's stock, with the reason people read in the history. */
export const adjustProductStockInput = z.object({
  variant_id: rule.id('variant id'),
  quantity: rule.intIn(-MAX_STOCK_CHANGE, MAX_STOCK_CHANGE, 'Quantity').refine((n) => n !== 0, because('range', 'Quantity must not be 0.')),
  reason: rule.requiredText(TEXT_LIMITS.short, 'Please give a reason.', 'Reason'),
  action: rule.oneOf(STOCK_ACTIONS, 'action').default('adjust'),
});
export type AdjustProductStockInput = z.output<typeof adjustProductStockInput>;

/** Category and tag create/rename: no `_id` creates. */
export const catalogueNameInput = z.object({
  _id: rule.id('id').nullish(),
  name: rule.requiredText(NAME, 'Please enter the name.', 'Name'),
});
export type CatalogueNameInput = z.output<typeof catalogueNameInput>;

/** reorderProductCategories: every category id in the new order. */
export const reorderCategoriesInput = z.object({
  ids: idList('category id', 500).refine((ids) => ids.length > 0, because('required', 'Give the categories in their new order.')),
});

/** mergeProductTags: the tags in `from_ids` move onto `into_id` and are deleted. */
export const mergeProductTagsInput = z
  .object({ from_ids: idList('tag id', 100).refine((ids) => ids.length > 0, because('required', 'Choose the tags to merge.')), into_id: rule.id('tag id') })
  .superRefine((v, ctx) => {
    if (v.from_ids.includes(v.into_id))
      ctx.addIssue({ code: 'custom', path: ['into_id'], message: 'A tag cannot be merged into itself.', params: { reason: 'invalid' } });
  });

/** A product type row of a provider catalogue file (import kind "provider_product_types"). */
export const PRODUCT_TYPE_IMPORT_COLUMNS = [
  'provider',
  'product_id',
  'name',
  'category',
  'collection',
  'base_price',
  'sizes',
  'colors',
  'print_areas',
  'description',
  'image',
] as const;
export const PRODUCT_TYPE_IMPORT_REQUIRED = ['provider', 'product_id', 'name', 'base_price'] as const;

/** "S; M; L" → ['S', 'M', 'L']. */
const cellList = (max: number, label: string) =>
  z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(/[;|]/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((l) => l.length <= max, because('too_many', `${label} may hold at most ${max} entries.`));

/** "Black:#111111; White:#ffffff" → colours with hex. */
const colourList = cellList(40, 'colors').superRefine((list, ctx) => {
  if (list.some((c) => !/^[^:]{1,60}:#[0-9a-f]{6}$/i.test(c)))
    ctx.addIssue({ code: 'custom', message: 'Colours are written Name:#rrggbb, separated by ;.', params: { reason: 'invalid' } });
});

export const productTypeImportRow = z.object({
  provider: rule.oneOf(PRODUCT_PROVIDERS, 'provider'),
  product_id: rule.requiredText(SKU_MAX, 'Please give the provider product id.', 'product_id'),
  name: rule.requiredText(NAME, 'Please enter the name.', 'Name'),
  category: optionalText(60, 'category'),
  collection: rule.oneOf(PRODUCT_COLLECTIONS, 'collection').default('3D'),
  base_price: price('Base price'),
  sizes: cellList(20, 'sizes').default([]),
  colors: colourList.default([]),
  print_areas: cellList(10, 'print_areas').default(['front']),
  description: optionalText(TEXT_LIMITS.long, 'description'),
  image: rule.optional(rule.url('image')),
});
export type ProductTypeImportRow = z.output<typeof productTypeImportRow>;

/** A marketplace category row (import kind "platform_categories"); a category with specifics lists them as key:type;… */
export const PLATFORM_CATEGORY_IMPORT_COLUMNS = ['platform', 'id', 'name', 'level', 'parent', 'specifics'] as const;
export const PLATFORM_CATEGORY_IMPORT_REQUIRED = ['platform', 'id', 'name', 'level'] as const;

export const platformCategoryImportRow = z.object({
  platform: rule.oneOf(MARKETPLACES, 'marketplace'),
  id: rule.requiredText(60, 'Please give the category id.', 'id'),
  name: rule.requiredText(NAME, 'Please enter the name.', 'Name'),
  level: rule.intIn(1, 10, 'level'),
  parent: optionalText(60, 'parent'),
  specifics: cellList(50, 'specifics').default([]),
});
export type PlatformCategoryImportRow = z.output<typeof platformCategoryImportRow>;
