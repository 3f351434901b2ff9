import type { PresetFullFieldsFragment } from '../../gql/graphql';

/** The variant amounts the grid edits (and bulk-fills), as typed. */
export const VARIANT_PRICES = ['base_price', 'sale_price', 'wholesale_price', 'ship_price', 'nonship_price', 'tiktok_final_price', 'fix_profit'] as const;
/** The variant's parcel, as typed. */
export const VARIANT_MEASURES = ['weight', 'package_width', 'package_height', 'package_length'] as const;
type VariantPrice = (typeof VARIANT_PRICES)[number];
type VariantMeasure = (typeof VARIANT_MEASURES)[number];

/** A variant row of the grid: every stored field of the variant, its amounts as typed. */
export type VariantRow = {
  _id?: string;
  sku: string;
  label: string;
  name_value: Array<{ name: string; type?: string | null; value: string }>;
  in_stock: boolean;
} & Record<VariantPrice | VariantMeasure, string>;

/** The marketplace mapping: chosen categories (one per level) and the specifics' values. */
export interface PlatformChoice {
  platform: string;
  path: Array<{ id: string; name: string; level: number }>;
  specifics: Record<string, string>;
}

export interface TaxGroupRow {
  country: string;
  name: string;
  type: string;
  tax_lines: Array<{ name: string; rate: string }>;
}

type Preset = PresetFullFieldsFragment;

const typed = (v: string | number | null | undefined) => (v == null ? '' : String(v));
const lines = (list: readonly string[]) => list.join('\n');

/**
 * The preset form's state: text as typed, lists as rows; `toInput` turns it into the update's input.
 * Every stored field of the preset, its variants, options and print areas is carried, so saving the
 * form writes back what it read.
 */
export function toForm(p: Preset) {
  const platformCategory = (p.platform_category as Array<{ type: string; category_selected: Array<{ id: string; name: string; level: number }> }> | null)?.[0];
  const platformSpecifics = (p.platform_specifics as Array<{ platform: string; specifics: Array<{ key: string; value: string }> }> | null)?.[0];
  return {
    name: p.name,
    raw_name: p.raw_name,
    sku: p.sku,
    hts_code: typed(p.hts_code),
    type: typed(p.type),
    provider: p.provider,
    provider_id: typed(p.provider_id),
    collection: p.collection,
    category_id: typed(p.category_id),
    manufacture_id: typed(p.manufacture_id),
    tag_ids: p.tags.map((t) => t._id),
    image: typed(p.image),
    images_thumbnail: lines(p.images_thumbnail),
    videos: lines(p.videos),
    description: typed(p.description),
    short_description: typed(p.short_description),
    template_description: typed(p.template_description),
    base_tag_price: p.base_tag_price,
    sale_tag_price: p.sale_tag_price,
    value_of_goods: p.value_of_goods,
    shipping_cost: p.shipping_cost,
    shipping_additional_cost: p.shipping_additional_cost,
    international_shipping_cost: p.international_shipping_cost,
    international_shipping_additional_cost: p.international_shipping_additional_cost,
    side_additional_cost: p.side_additional_cost,
    position_additional_cost: p.position_additional_cost,
    tiktok_vip_discount: p.tiktok_vip_discount,
    wholesale_level: String(p.wholesale_level),
    tax_fee: p.tax_fee,
    tax_fee_fix: p.tax_fee_fix,
    weight: typed(p.weight),
    package_width: typed(p.package_width),
    package_height: typed(p.package_height),
    package_length: typed(p.package_length),
    shipping_sku: typed(p.shipping_sku),
    shipping_preset: typed(p.shipping_preset),
    size_chart: typed(p.size_chart),
    print_document: typed(p.print_document),
    print_template: typed(p.print_template),
    visible: p.visible,
    is_catalog: p.is_catalog,
    is_new: p.is_new,
    is_featured: p.is_featured,
    is_best_seller: p.is_best_seller,
    skip_design_check: p.skip_design_check,
    skip_affiliate: p.skip_affiliate,
    linked_products: p.linked_products.join(', '),
    monopolist_users: p.monopolist_users.join(', '),
    vip: p.vip.map((v) => ({ at: String(v.level), value: v.value })),
    unit_discounts: p.unit_discounts.map((v) => ({ at: String(v.unit), value: v.value })),
    specifics: p.specifics.map((s) => ({ ...s })),
    tax_groups: ((p.tax_groups ?? []) as Array<Partial<TaxGroupRow>>).map((g): TaxGroupRow => ({
      country: g.country ?? '',
      name: g.name ?? '',
      type: g.type ?? '',
      tax_lines: (g.tax_lines ?? []).map((l) => ({ name: l.name, rate: typed(l.rate) })),
    })),
    attributes: p.prety_attributes.map((a) => ({
      attribute_type: a.attribute_type,
      plf_attribute_name: a.plf_attribute_name,
      options: a.options.map((o) => ({ ffm_value: o.ffm_value, plf_value: o.plf_value, plf_price: typed(o.plf_price), hex: typed(o.hex), default: o.default })),
    })),
    print_areas: p.print_areas.map((a) => ({
      key: a.key,
      position: a.position,
      print: a.print,
      width: String(a.width),
      height: String(a.height),
      addition_price: typed(a.addition_price),
      addition_base_price: typed(a.addition_base_price),
      is_part: a.is_part,
      is_required: a.is_required,
      is_embroidery: a.is_embroidery,
    })),
    platform: {
      platform: platformCategory?.type ?? 'tiktok',
      path: platformCategory?.category_selected ?? [],
      specifics: Object.fromEntries((platformSpecifics?.specifics ?? []).map((s) => [s.key, s.value])),
    } as PlatformChoice,
    variants: p.attribute_specifics.map((v): VariantRow => ({
      _id: v._id,
      sku: v.sku,
      label: v.name_value.map((n) => n.value).join(' / '),
      name_value: v.name_value.map((n) => ({ name: n.name, type: n.type, value: n.value })),
      in_stock: v.in_stock,
      ...(Object.fromEntries([...VARIANT_PRICES, ...VARIANT_MEASURES].map((k) => [k, typed(v[k])])) as Record<VariantPrice | VariantMeasure, string>),
    })),
  };
}
export type PresetForm = ReturnType<typeof toForm>;

const ids = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const urls = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
/** Blank clears the field (null); the API reads null as "clear", absent as "keep". */
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function toInput(id: string, f: PresetForm) {
  return {
    _id: id,
    name: f.name,
    raw_name: f.raw_name,
    sku: f.sku,
    hts_code: orNull(f.hts_code),
    type: orNull(f.type),
    provider: f.provider,
    provider_id: orNull(f.provider_id),
    collection: f.collection,
    category_id: f.category_id || null,
    manufacture_id: f.manufacture_id || null,
    tag_ids: f.tag_ids,
    image: orNull(f.image),
    images_thumbnail: urls(f.images_thumbnail),
    videos: urls(f.videos),
    description: f.description,
    short_description: f.short_description,
    template_description: f.template_description,
    base_tag_price: f.base_tag_price,
    sale_tag_price: f.sale_tag_price,
    value_of_goods: f.value_of_goods,
    shipping_cost: f.shipping_cost,
    shipping_additional_cost: f.shipping_additional_cost,
    international_shipping_cost: f.international_shipping_cost,
    international_shipping_additional_cost: f.international_shipping_additional_cost,
    side_additional_cost: f.side_additional_cost,
    position_additional_cost: f.position_additional_cost,
    tiktok_vip_discount: f.tiktok_vip_discount,
    wholesale_level: f.wholesale_level,
    tax_fee: f.tax_fee,
    tax_fee_fix: f.tax_fee_fix,
    weight: orNull(f.weight),
    package_width: orNull(f.package_width),
    package_height: orNull(f.package_height),
    package_length: orNull(f.package_length),
    shipping_sku: orNull(f.shipping_sku),
    shipping_preset: orNull(f.shipping_preset),
    size_chart: f.size_chart,
    print_document: orNull(f.print_document),
    print_template: orNull(f.print_template),
    visible: f.visible,
    is_catalog: f.is_catalog,
    is_new: f.is_new,
    is_featured: f.is_featured,
    is_best_seller: f.is_best_seller,
    skip_design_check: f.skip_design_check,
    skip_affiliate: f.skip_affiliate,
    linked_products: ids(f.linked_products),
    monopolist_users: ids(f.monopolist_users),
    vip: f.vip.map((r) => ({ level: r.at, value: r.value })),
    unit_discounts: f.unit_discounts.map((r) => ({ unit: r.at, value: r.value })),
    specifics: f.specifics.map((s) => ({ key: s.key, value: s.value, required: s.required })),
    tax_groups: f.tax_groups.map((g) => ({ ...g, tax_lines: g.tax_lines.map((l) => ({ ...l })) })),
    prety_attributes: f.attributes.map((a) => ({
      attribute_type: a.attribute_type,
      plf_attribute_name: a.plf_attribute_name,
      options: a.options.map((o) => ({
        ffm_value: o.ffm_value,
        plf_value: o.plf_value,
        plf_price: orNull(o.plf_price),
        hex: orNull(o.hex),
        default: o.default,
      })),
    })),
    print_areas: f.print_areas.map((a) => ({
      ...a,
      addition_price: orNull(a.addition_price),
      addition_base_price: orNull(a.addition_base_price),
    })),
    platform_category: f.platform.path.length
      ? [{ type: f.platform.platform, category_selected: f.platform.path.map((c, i) => ({ ...c, parent: f.platform.path[i - 1]?.id ?? null })) }]
      : [],
    platform_specifics: f.platform.path.length
      ? [{ platform: f.platform.platform, specifics: Object.entries(f.platform.specifics).map(([key, value]) => ({ key, value })) }]
      : [],
    attribute_specifics: f.variants.map((v) => ({
      _id: v._id,
      sku: v.sku,
      name_value: v.name_value,
      base_price: v.base_price,
      in_stock: v.in_stock,
      ...Object.fromEntries([...VARIANT_PRICES.slice(1), ...VARIANT_MEASURES].map((k) => [k, orNull(v[k])])),
    })),
  };
}
