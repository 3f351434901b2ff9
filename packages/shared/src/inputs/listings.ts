import { LISTING_STATUSES, MARKETPLACES } from '../enums';
import { platformCategory, platformSpecifics, type PlatformCategoryInput, type PlatformSpecificsInput } from './catalogue';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of a seller's listings (spec section 3, "Listing (seller side)"): what the editor's Details & Pricing and Publish steps save. */

export const LISTING_LIMITS = { images: 30, tags: 50, collections: 50, variants: 500, attributes: 50, ids: 500 } as const;

const optionalMoney = (label: string, amount: typeof rule.money = rule.money) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v))
    .pipe(amount(label).optional());
const dimension = (label: string) => rule.intIn(0, 1_000_000, label).nullish();

/** One variant's price on this listing, by the catalogue variant's sku. */
export const listingVariantInput = z.object({
  sku: rule.requiredText(100, 'A variant needs its sku.', 'SKU'),
  sale_price: rule.money('Sale price'),
  /** What the seller pays for the variant: a cost, never negative. */
  base_price: optionalMoney('Base price', rule.cost),
  name_value: rule.listOf(z.object({ name: rule.text(100, 'Name'), value: rule.text(200, 'Value') }), 10, 'Attributes').default([]),
  fix_profit: optionalMoney('Fixed profit'),
  fixed_profit: optionalMoney('Fixed profit'),
});
export type ListingVariantInput = z.output<typeof listingVariantInput>;

/** makeItemInfo: create, or update by _id (the whole form). */
export const makeItemInfoInput = z.object({
  _id: rule.optional(rule.id('listing id')),
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter a title.', 'Title'),
  description: rule.optional(rule.text(TEXT_LIMITS.long, 'Description')),
  price: optionalMoney('Price'),
  plf_price: optionalMoney('Platform price'),
  /** Pictures of the listing (our stored files' URLs), as { src } (spec section 3). */
  images: rule
    .listOf(z.object({ src: rule.url('image') }), LISTING_LIMITS.images, 'Images')
    .default([])
    .transform((list) => list.map((i) => i.src)),
  front: rule.optional(rule.url('front design')),
  back: rule.optional(rule.url('back design')),
  sleeve: rule.optional(rule.url('sleeve design')),
  hood: rule.optional(rule.url('hood design')),
  type: rule.optional(rule.text(64, 'Type')),
  product_id: rule.id('product id'),
  tags: rule.listOf(rule.text(64, 'Tag'), LISTING_LIMITS.tags, 'Tags').default([]),
  collections: rule.listOf(rule.text(100, 'Collection'), LISTING_LIMITS.collections, 'Collections').default([]),
  prety_attributes: rule.listOf(z.unknown(), LISTING_LIMITS.attributes, 'Attributes').default([]),
  specifics: rule.listOf(z.unknown(), LISTING_LIMITS.attributes, 'Specifics').default([]),
  attribute_specifics_modify: rule.listOf(listingVariantInput, LISTING_LIMITS.variants, 'Variants').default([]),
  ebay_template_id: rule.optional(rule.text(100, 'eBay template')),
  platform_category: rule.listOf(platformCategory, MARKETPLACES.length, 'platform_category').default([]),
  platform_specifics: rule.listOf(platformSpecifics, MARKETPLACES.length, 'platform_specifics').default([]),
  size_chart: rule.optional(rule.text(TEXT_LIMITS.short, 'Size chart')),
  shipping_preset: rule.optional(rule.text(100, 'Shipping preset')),
  tax_fee_fix: optionalMoney('Fixed tax'),
  tax_fee: optionalMoney('Tax'),
  include_size_chart: rule.flag().default(false),
  weight: dimension('Weight'),
  package_width: dimension('Package width'),
  package_height: dimension('Package height'),
  package_length: dimension('Package length'),
  /** The seller's product mockup this listing was made from; its print files are rendered on save. */
  mockup_id: rule.optional(rule.id('mockup id')),
  status: rule.oneOf(LISTING_STATUSES, 'status').default('Draft'),
});
export type MakeItemInfoInput = z.output<typeof makeItemInfoInput>;
export type ListingPlatformCategory = PlatformCategoryInput;
export type ListingPlatformSpecifics = PlatformSpecificsInput;

export const trashItemInfoInput = z.object({
  ids: rule.listOf(rule.id('listing id'), LISTING_LIMITS.ids, 'Listings').min(1, { error: 'Choose at least one listing.' }),
});

/** itemsInfo filters: a search in the title, the status ('all' or empty is no filter), the product, DD-MM-YYYY dates. */
export const itemsInfoFilterInput = z.object({
  search: rule.optional(rule.text(TEXT_LIMITS.name, 'Search')),
  status: z
    .union([rule.oneOf(LISTING_STATUSES, 'status'), z.literal('all'), z.literal('')])
    .nullish()
    .transform((v) => (v === 'all' || !v ? undefined : v)),
  product_id: rule.optional(rule.id('product id')),
  start: rule.optional(rule.dmyDate('start date')),
  end: rule.optional(rule.dmyDate('end date')),
});
export type ItemsInfoFilterInput = z.output<typeof itemsInfoFilterInput>;

/** publishItemInfo: listings of one seller to one of their stores. */
export const publishItemInfoInput = z.object({
  ids: rule
    .listOf(rule.id('listing id'), 100, 'ids')
    .min(1, { error: 'Choose the listings to publish.' })
    .transform((ids) => [...new Set(ids)]),
  store_id: rule.id('store id'),
});
export type PublishItemInfoInput = z.output<typeof publishItemInfoInput>;
