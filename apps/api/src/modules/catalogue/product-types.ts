import { centsToDecimal, toCents, type ProductTypeImportRow } from '@pod/shared';
import type { NewProductTypeRow, PrettyAttribute, PrintArea, TypeVariant } from './taxonomy.repository';

/** Print area sizes in pixels at 300 dpi of the usual print size per area. */
const AREA_SIZES: Record<string, [number, number]> = {
  front: [4200, 4800],
  back: [4200, 4800],
  sleeve: [1200, 1200],
  hood: [3000, 1500],
  wrap: [2475, 1155],
  cap: [1500, 600],
};

/** Bigger sizes cost more, as provider price lists do: 2XL +2.00, 3XL +3.00, and so on. */
function sizeUplift(base: string, size: string): string {
  const m = /^(\d)XL$/i.exec(size);
  return m ? centsToDecimal(toCents(base) + BigInt(Number(m[1])) * 100n) : base;
}

/**
 * A product type from one row of a provider catalogue file: Size and Color attributes, one variant
 * per size × colour at the base price (bigger sizes dearer), and the print areas. The import and the
 * demo seed both make product types this way.
 */
export function productTypeFromRow(row: ProductTypeImportRow): Omit<NewProductTypeRow, 'id'> {
  const colours = row.colors.map((c) => {
    const [name, hex] = c.split(':');
    return { name: name.trim(), hex: hex.trim().toLowerCase() };
  });
  const sizes = row.sizes.length ? row.sizes : ['One size'];
  const attributes: PrettyAttribute[] = [
    { attribute_type: 'Size', plf_attribute_name: 'Size', options: sizes.map((s, i) => ({ ffm_value: s, plf_value: s, default: i === 0 })) },
  ];
  if (colours.length)
    attributes.push({
      attribute_type: 'Color',
      plf_attribute_name: 'Color',
      options: colours.map((c, i) => ({ ffm_value: c.name, plf_value: c.name, hex: c.hex, default: i === 0 })),
    });
  const variants: TypeVariant[] = [];
  for (const size of sizes) {
    for (const colour of colours.length ? colours : [null]) {
      const code = [row.product_id, colour?.name, size].filter(Boolean).join('-');
      variants.push({
        sku: code.toUpperCase().replace(/[^A-Z0-9-]+/g, ''),
        name_value: [{ name: 'Size', type: 'size', value: size }, ...(colour ? [{ name: 'Color', type: 'color', value: colour.name }] : [])],
        base_price: sizeUplift(row.base_price, size),
      });
    }
  }
  const printAreas: PrintArea[] = row.print_areas.map((key, i) => {
    const [width, height] = AREA_SIZES[key] ?? [3000, 3000];
    return { key, position: key, print: key, width, height, is_part: false, is_required: i === 0, is_embroidery: row.collection === 'embroidery' };
  });
  const prices = variants.map((v) => toCents(v.base_price));
  return {
    provider: row.provider,
    providerProductId: row.product_id,
    name: row.name,
    category: row.category ?? null,
    collection: row.collection,
    descriptions: row.description ?? null,
    image: row.image ?? null,
    attributes,
    variants,
    printAreas,
    minPrice: centsToDecimal(prices.reduce((a, b) => (b < a ? b : a))),
    maxPrice: centsToDecimal(prices.reduce((a, b) => (b > a ? b : a))),
  };
}
