import { centsToDecimal, roundDiv, toCents, tryCents, type EditorSide, type MockupDocument } from '@pod/shared';
import type { EditorPreset, ListingDetails } from '../types';
import type { Generated } from './saveFlow';

/** The Details & Pricing step's values, kept by the screen across steps and sent on release. */
type Variant = EditorPreset['attribute_specifics'][number];

/** A listing as the editor reads it back (`?item=`). */
export interface SavedListing {
  name: string;
  description?: string | null;
  tags: string[];
  attribute_specifics_modify: Array<{ sku: string; sale_price: string }>;
}

/** The margin over cost a new listing's prices start at when the preset suggests no higher retail price. */
export const DEFAULT_MARGIN_PERCENT = 40n;

/**
 * A new listing's price for a variant: the preset's suggested retail price (sale_tag_price) when it is
 * above what the seller pays, else the cost plus DEFAULT_MARGIN_PERCENT, so no variant starts at $0.00 profit.
 */
export function suggestedPrice(cost: string | null | undefined, suggested: string | null | undefined): string {
  if (cost == null || tryCents(cost) === null) return '';
  const costCents = toCents(cost);
  const tag = suggested != null && tryCents(suggested) !== null ? toCents(suggested) : 0n;
  return centsToDecimal(tag > costCents ? tag : costCents + roundDiv(costCents * DEFAULT_MARGIN_PERCENT, 100n));
}

export const emptyDetails = (preset: EditorPreset | undefined): ListingDetails => ({
  title: preset?.name ?? '',
  description: '',
  tags: '',
  prices: Object.fromEntries((preset?.attribute_specifics ?? []).map((v) => [v._id, suggestedPrice(v.price, preset?.sale_tag_price)])),
  selected: (preset?.attribute_specifics ?? []).map((v) => v._id),
});

/** The Details step prefilled from a saved listing: its title, description, tags, and its variants with their prices. */
export function detailsOfListing(preset: EditorPreset | undefined, listing: SavedListing): ListingDetails {
  const base = emptyDetails(preset);
  const bySku = new Map(listing.attribute_specifics_modify.map((v) => [v.sku.toLowerCase(), v.sale_price]));
  const variants = preset?.attribute_specifics ?? [];
  return {
    title: listing.name,
    description: listing.description ?? '',
    tags: listing.tags.join(', '),
    prices: Object.fromEntries(variants.map((v) => [v._id, bySku.get(v.sku.toLowerCase()) ?? base.prices[v._id] ?? ''])),
    selected: variants.filter((v) => bySku.has(v.sku.toLowerCase())).map((v) => v._id),
  };
}

/** The sides as saved: each with its rendered preview as the side's mockup. */
export function sidesWithMockups(doc: MockupDocument, made: Generated): EditorSide[] {
  return doc.sides.map((side) => {
    const p = made.previews.find((x) => x.side === side.id);
    return p?.url && p.width && p.height ? { ...side, mockup: { url: p.url, width: p.width, height: p.height } } : side;
  });
}

const POSITIONS = ['front', 'back', 'sleeve', 'hood'] as const;

/**
 * makeItemInfo's values from the Details step and what the flow made: the title as name, tags split
 * on commas, a sale price per selected variant (by sku), the rendered side mockups as pictures, the
 * print file of the side of the same name as the design of each position (front, back, sleeve, hood).
 */
export function listingValues(details: ListingDetails, variants: readonly Variant[], made: Generated) {
  const design = (position: string) => made.printFiles.find((p) => p.side === position && p.url)?.url ?? null;
  return {
    name: details.title.trim(),
    description: details.description.trim() || null,
    tags: details.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    variants: variants
      .filter((v) => details.selected.includes(v._id))
      .map((v) => ({ sku: v.sku, sale_price: (details.prices[v._id] ?? '').trim(), name_value: v.name_value.map(({ name, value }) => ({ name, value })) })),
    images: made.previews.flatMap((p) => (p.url ? [{ src: p.url }] : [])),
    ...(Object.fromEntries(POSITIONS.map((p) => [p, design(p)])) as Record<(typeof POSITIONS)[number], string | null>),
  };
}
