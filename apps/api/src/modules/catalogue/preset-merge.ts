import type { PrettyAttributeInput, PrintAreaInput, VariantInput } from '@pod/shared';
import type { NewVariantRow, ProductPresetRow } from './presets.repository';

type PrintArea = ProductPresetRow['printAreas'][number];
type PrettyAttribute = ProductPresetRow['prettyAttributes'][number];

/**
 * How a preset update meets what is stored: each variant, attribute option and print area given
 * keeps the stored fields it leaves out, so a client that does not know a field (an older form, an
 * integration) cannot erase it. A field given as null is cleared.
 */

type VariantColumns = Omit<NewVariantRow, 'id' | 'presetId'>;

const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The variant columns the input sets (absent fields left out, so an update keeps them). */
export function variantChanges(v: VariantInput, position: number): Partial<VariantColumns> {
  return defined({
    position,
    sku: v.sku,
    nameValue: v.name_value?.map((n) => ({ name: n.name, type: n.type, value: n.value })),
    basePrice: v.base_price,
    salePrice: v.sale_price,
    wholesalePrice: v.wholesale_price,
    shipPrice: v.ship_price,
    nonshipPrice: v.nonship_price,
    tiktokFinalPrice: v.tiktok_final_price,
    fixProfit: v.fix_profit,
    weight: v.weight,
    packageWidth: v.package_width,
    packageHeight: v.package_height,
    packageLength: v.package_length,
    inStock: v.in_stock,
  });
}

/** A new variant's columns: what is given, the column defaults for the rest. */
export function newVariantColumns(v: VariantInput, position: number): VariantColumns {
  return { nameValue: [], inStock: true, ...variantChanges(v, position), sku: v.sku, basePrice: v.base_price };
}

/** The print areas given, in their order, each over the stored area of the same key. */
export function mergePrintAreas(stored: readonly PrintArea[], given: readonly PrintAreaInput[]): PrintArea[] {
  const byKey = new Map(stored.map((a) => [a.key, a]));
  return given.map((a) => {
    const base: PrintArea = byKey.get(a.key) ?? {
      key: a.key,
      position: '',
      print: '',
      width: 0,
      height: 0,
      addition_price: null,
      addition_base_price: null,
      is_part: false,
      is_required: false,
      is_embroidery: false,
    };
    return { ...base, ...defined(a) } as PrintArea;
  });
}

/** The attributes given, in their order, each option over the stored option of the same provider value. */
export function mergeAttributes(stored: readonly PrettyAttribute[], given: readonly PrettyAttributeInput[]): PrettyAttribute[] {
  const byType = new Map(stored.map((a) => [a.attribute_type, a]));
  return given.map((a) => {
    const before = byType.get(a.attribute_type);
    const options = new Map((before?.options ?? []).map((o) => [o.ffm_value, o]));
    return {
      attribute_type: a.attribute_type,
      plf_attribute_name: a.plf_attribute_name ?? before?.plf_attribute_name ?? '',
      options: a.options.map((o) => {
        const { hex, ...rest } = { plf_value: '', default: false, ...options.get(o.ffm_value), ...defined(o), ffm_value: o.ffm_value };
        return hex ? { ...rest, hex } : rest;
      }),
    };
  });
}
