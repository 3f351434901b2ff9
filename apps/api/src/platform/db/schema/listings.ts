import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  LISTING_QUEUE_STATUSES,
  LISTING_STATUSES,
  STORE_PLATFORMS,
  type ListingPlatformCategory,
  type ListingPlatformSpecifics,
  type ListingVariantInput,
} from '@pod/shared';
import { productPresets } from './catalogue';
import { oneOf } from './checks';
import { mockupPresets } from './mockups';
import { stores } from './orders';
import { users } from './users';
import { at, money, timestamps } from './columns';

/** One print area's production file of a listing: the render's hash (render/ stores renders by it). */
export interface ListingPrintFile {
  side: string;
  position: string;
  dpi: number;
  hash: string;
}

/**
 * A seller's listing (spec section 3, "Listing (seller side)"): what the editor's Details &
 * Pricing and Publish steps save. Image and design URLs are kept as storage keys (answered as
 * signed URLs); `print_files` holds the hashes of the print files rendered from the mockup.
 */
export const listings = pgTable(
  'listings',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price'),
    imageKeys: jsonb('image_keys').$type<string[]>().notNull().default([]),
    frontKey: text('front_key'),
    backKey: text('back_key'),
    sleeveKey: text('sleeve_key'),
    hoodKey: text('hood_key'),
    type: text('type'),
    productId: text('product_id')
      .notNull()
      .references(() => productPresets.id, { onDelete: 'restrict' }),
    plfPrice: money('plf_price'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    collections: jsonb('collections').$type<string[]>().notNull().default([]),
    prettyAttributes: jsonb('prety_attributes').$type<unknown[]>().notNull().default([]),
    specifics: jsonb('specifics').$type<unknown[]>().notNull().default([]),
    attributeSpecificsModify: jsonb('attribute_specifics_modify').$type<ListingVariantInput[]>().notNull().default([]),
    sizeChart: text('size_chart'),
    shippingPreset: text('shipping_preset'),
    taxFeeFix: money('tax_fee_fix'),
    taxFee: money('tax_fee'),
    includeSizeChart: boolean('include_size_chart').notNull().default(false),
    ebayTemplateId: text('ebay_template_id'),
    /** The marketplace categories chosen for the listing (per platform: type, category_selected). */
    platformCategory: jsonb('platform_category').$type<ListingPlatformCategory[]>().notNull().default([]),
    /** The marketplace specifics' values (per platform: platform, specifics). */
    platformSpecifics: jsonb('platform_specifics').$type<ListingPlatformSpecifics[]>().notNull().default([]),
    weight: integer('weight'),
    packageWidth: integer('package_width'),
    packageHeight: integer('package_height'),
    packageLength: integer('package_length'),
    mockupId: text('mockup_id').references(() => mockupPresets.id, { onDelete: 'set null' }),
    printFiles: jsonb('print_files').$type<ListingPrintFile[]>().notNull().default([]),
    status: text('status').notNull(),
    ...timestamps(),
  },
  (t) => [
    oneOf('listings_status_check', t.status, LISTING_STATUSES),
    // A seller's list (all, or a status tab), staff's list; newest first.
    index('listings_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('listings_product_idx').on(t.productId),
    index('listings_mockup_idx').on(t.mockupId),
    index('listings_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

/** Listings per seller and status, kept by a trigger: /items/internal's tab counts without counting a million rows. */
export const listingStatusCounts = pgTable(
  'listing_status_counts',
  {
    sellerId: text('seller_id').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.status] })],
);

/** The spec's listing `items`: a listing published (or queued) to one store. The publishing jobs come later. */
export const listingStores = pgTable(
  'listing_stores',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    platformId: text('platform_id'),
    importedAt: at('imported_at'),
    externalUrl: text('external_url'),
    queueStatus: text('queue_status').notNull().default('queued'),
    queueMessenger: text('queue_messenger'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('listing_stores_queue_status_check', t.queueStatus, LISTING_QUEUE_STATUSES),
    oneOf('listing_stores_platform_check', t.platform, STORE_PLATFORMS),
    index('listing_stores_listing_idx').on(t.listingId),
    uniqueIndex('listing_stores_listing_store_key').on(t.listingId, t.storeId),
  ],
);
export type ListingStoreRow = typeof listingStores.$inferSelect;
