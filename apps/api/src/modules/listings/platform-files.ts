import type { ListingVariantInput } from '@pod/shared';

/** What a platform's product file needs of a listing (its pictures already as URLs). */
export interface ListingForFile {
  id: string;
  name: string;
  description: string | null;
  tags: readonly string[];
  price: string | null;
  images: readonly string[];
  variants: readonly ListingVariantInput[];
}

export interface ProductFile {
  /** Platform-specific name, e.g. shopify-products-2026-11-25.csv. */
  name: string;
  headers: readonly string[];
  rows: Array<Array<string | number | null>>;
}

/**
 * The product import file of each platform that has one (their APIs cannot be reached from here):
 * the seller uploads it in the shop's admin. Each builder answers rows for one listing.
 */
const BUILDERS: Record<string, { headers: readonly string[]; rows(l: ListingForFile): Array<Array<string | number | null>> }> = {
  // Shopify's product CSV: one row per variant, the product's own columns on the first, then one row per further image.
  shopify: {
    headers: [
      'Handle',
      'Title',
      'Body (HTML)',
      'Vendor',
      'Tags',
      'Published',
      'Option1 Name',
      'Option1 Value',
      'Variant SKU',
      'Variant Price',
      'Variant Requires Shipping',
      'Image Src',
      'Image Position',
      'Status',
    ],
    rows(l) {
      const handle = handleOf(l);
      const variants = l.variants.length ? l.variants : [{ sku: '', sale_price: l.price ?? '', name_value: [] }];
      const rows = variants.map((v, i) => [
        handle,
        i === 0 ? l.name : null,
        i === 0 ? escapeHtml(l.description ?? '') : null,
        i === 0 ? 'POD' : null,
        i === 0 ? l.tags.join(', ') : null,
        i === 0 ? 'TRUE' : null,
        i === 0 ? 'Variant' : null,
        optionOf(v) || 'Default',
        v.sku,
        v.sale_price,
        'TRUE',
        i === 0 ? (l.images[0] ?? null) : null,
        i === 0 && l.images[0] ? 1 : null,
        i === 0 ? 'active' : null,
      ]);
      l.images.slice(1).forEach((src, i) => rows.push([handle, null, null, null, null, null, null, null, null, null, null, src, i + 2, null]));
      return rows;
    },
  },
  // WooCommerce's product CSV importer: a variable product, then its variations pointing at it by SKU.
  woocommerce: {
    headers: [
      'Type',
      'SKU',
      'Parent',
      'Name',
      'Published',
      'Description',
      'Regular price',
      'Tags',
      'Images',
      'Attribute 1 name',
      'Attribute 1 value(s)',
      'Attribute 1 global',
    ],
    rows(l) {
      const parent = `POD-${l.id}`;
      const options = l.variants.map(optionOf).filter(Boolean);
      return [
        ['variable', parent, null, l.name, 1, l.description ?? '', null, l.tags.join(', '), l.images.join(', '), 'Variant', options.join(', '), 0],
        ...l.variants.map((v) => ['variation', v.sku, parent, `${l.name} - ${optionOf(v)}`, 1, null, v.sale_price, null, null, 'Variant', optionOf(v), 0]),
      ];
    },
  },
  // Etsy's listing CSV (the bulk-edit tools' format): one row per listing, its lowest price, up to 10 pictures.
  etsy: {
    headers: ['TITLE', 'DESCRIPTION', 'PRICE', 'CURRENCY_CODE', 'QUANTITY', 'TAGS', ...Array.from({ length: 10 }, (_, i) => `IMAGE${i + 1}`), 'SKU'],
    rows(l) {
      const prices = l.variants.map((v) => Number(v.sale_price)).filter((n) => Number.isFinite(n));
      const price = prices.length ? Math.min(...prices).toFixed(2) : (l.price ?? '');
      const images = Array.from({ length: 10 }, (_, i) => l.images[i] ?? null);
      return [[l.name, l.description ?? '', price, 'USD', 999, l.tags.slice(0, 13).join(','), ...images, l.variants[0]?.sku ?? '']];
    },
  },
};

/** Whether a platform has a product file here. */
export function hasProductFile(platform: string): boolean {
  return Object.prototype.hasOwnProperty.call(BUILDERS, platform);
}

/** The platform's product file for these listings, or null when the platform has none. */
export function productFile(platform: string, listings: readonly ListingForFile[], day: string): ProductFile | null {
  const builder = BUILDERS[platform];
  if (!builder) return null;
  return { name: `${platform}-products-${day}.csv`, headers: builder.headers, rows: listings.flatMap((l) => builder.rows(l)) };
}

/** "Size: L / Color: Navy" from a variant's attribute values (its sku when it has none). */
function optionOf(v: Pick<ListingVariantInput, 'sku' | 'name_value'>): string {
  return v.name_value.length ? v.name_value.map((a) => a.value).join(' / ') : v.sku;
}

function handleOf(l: ListingForFile): string {
  const slug = l.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'product'}-${l.id.slice(-6).toLowerCase()}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
}
