import type { PresetFullFieldsFragment } from '../../gql/graphql';

/** A variant row of the grid, its amounts as typed. */
export interface VariantRow {
  _id?: string;
  sku: string;
  label: string;
  name_value: Array<{ name: string; type?: string | null; value: string }>;
  base_price: string;
  sale_price: string;
  wholesale_price: string;
  in_stock: boolean;
}

/** The marketplace mapping: chosen categories (one per level) and the specifics' values. */
export interface PlatformChoice {
  platform: string;
  path: Array<{ id: string; name: string; level: number }>;
  specifics: Record<string, string>;
}

type Preset = PresetFullFieldsFragment;

/** The preset form's state: text as typed, lists as rows; `toInput` turns it into the update's input. */
export function toForm(p: Preset) {
  const platformCategory = (p.platform_category as Array<{ type: string; category_selected: Array<{ id: string; name: string; level: number }> }> | null)?.[0];
  const platformSpecifics = (p.platform_specifics as Array<{ platform: string; specifics: Array<{ key: string; value: string }> }> | null)?.[0];
  return {
    name: p.name,
    sku: p.sku,
    hts_code: p.hts_code ?? '',
    collection: p.collection,
    category_id: p.category_id ?? '',
    description: p.description ?? '',
    short_description: p.short_description ?? '',
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
    weight: p.weight == null ? '' : String(p.weight),
    shipping_sku: p.shipping_sku ?? '',
    size_chart: p.size_chart ?? '',
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
    attributes: p.prety_attributes.map((a) => ({ ...a, options: a.options.map((o) => ({ ...o })) })),
    print_areas: p.print_areas.map((a) => ({ ...a, width: String(a.width), height: String(a.height), addition_price: a.addition_price ?? '' })),
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
      base_price: v.base_price,
      sale_price: v.sale_price ?? '',
      wholesale_price: v.wholesale_price ?? '',
      in_stock: v.in_stock,
    })),
  };
}
export type PresetForm = ReturnType<typeof toForm>;

const ids = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function toInput(id: string, f: PresetForm) {
  return {
    _id: id,
    name: f.name,
    sku: f.sku,
    hts_code: f.hts_code,
    collection: f.collection,
    category_id: f.category_id || null,
    description: f.description,
    short_description: f.short_description,
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
    shipping_sku: f.shipping_sku,
    size_chart: f.size_chart,
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
    prety_attributes: f.attributes.map((a) => ({
      attribute_type: a.attribute_type,
      plf_attribute_name: a.plf_attribute_name,
      options: a.options.map((o) => ({ ffm_value: o.ffm_value, plf_value: o.plf_value, hex: o.hex ?? null, default: o.default })),
    })),
    print_areas: f.print_areas.map((a) => ({
      key: a.key,
      position: a.position,
      print: a.print,
      width: a.width,
      height: a.height,
      addition_price: orNull(a.addition_price),
      is_required: a.is_required,
      is_embroidery: a.is_embroidery,
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
      sale_price: orNull(v.sale_price),
      wholesale_price: orNull(v.wholesale_price),
      in_stock: v.in_stock,
    })),
  };
}
