import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MARKETPLACES, PRODUCT_COLLECTIONS, PRODUCT_PROVIDERS, STOCK_ACTIONS, type ManufactureStation } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';
import { at, money, timestamps } from './columns';

export interface NameValue {
  name: string;
  type?: string;
  value: string;
}
export interface AttributeOption {
  ffm_value: string;
  plf_value: string;
  plf_price?: string | null;
  hex?: string;
  default: boolean;
}
export interface PrettyAttribute {
  attribute_type: string;
  plf_attribute_name: string;
  options: AttributeOption[];
}
export interface PrintArea {
  key: string;
  position: string;
  print: string;
  width: number;
  height: number;
  addition_price?: string | null;
  addition_base_price?: string | null;
  is_part: boolean;
  is_required: boolean;
  is_embroidery: boolean;
}
export interface TypeVariant {
  sku: string;
  name_value: NameValue[];
  base_price: string;
}

/** Preset categories: the built-in ones and those root adds; `preset_count` is kept by a trigger. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    builtin: boolean('builtin').notNull().default(false),
    presetCount: integer('preset_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_categories_slug_key').on(t.slug), uniqueIndex('product_categories_name_key').on(sql`lower(${t.name})`)],
);
export type ProductCategoryRow = typeof productCategories.$inferSelect;

/** Product tags (labels), open to every role; `preset_count` is kept by a trigger. */
export const productTags = pgTable(
  'product_tags',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    presetCount: integer('preset_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_tags_name_key').on(sql`lower(${t.name})`)],
);
export type ProductTagRow = typeof productTags.$inferSelect;

/** A provider's blank product as its catalogue describes it (imported offline), a preset is made from one. */
export const providerProductTypes = pgTable(
  'provider_product_types',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerProductId: text('provider_product_id').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    descriptions: text('descriptions'),
    category: text('category'),
    collection: text('collection').notNull().default('3D'),
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<PrettyAttribute[]>().notNull().default([]),
    variants: jsonb('variants').$type<TypeVariant[]>().notNull().default([]),
    printAreas: jsonb('print_areas').$type<PrintArea[]>().notNull().default([]),
    /** The factory stations this product needs (a mug: printing, packing); null is every station. */
    stations: text('stations').array().$type<ManufactureStation[]>(),
    minPrice: money('min_price').notNull().default('0.00'),
    maxPrice: money('max_price').notNull().default('0.00'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_product_types_provider_key').on(t.provider, t.providerProductId),
    oneOf('provider_product_types_provider_check', t.provider, PRODUCT_PROVIDERS),
    oneOf('provider_product_types_collection_check', t.collection, PRODUCT_COLLECTIONS),
  ],
);
export type ProviderProductTypeRow = typeof providerProductTypes.$inferSelect;

/** A product preset: what sellers design on and sell. Nested lists read and written whole are jsonb. */
export const productPresets = pgTable(
  'product_presets',
  {
    id: text('id').primaryKey(),
    sku: text('sku').notNull(),
    htsCode: text('hts_code'),
    slug: text('slug').notNull(),
    identity: text('identity').notNull(),
    name: text('name').notNull(),
    rawName: text('raw_name').notNull(),
    image: text('image'),
    imagesThumbnail: jsonb('images_thumbnail').$type<string[]>().notNull().default([]),
    description: text('description'),
    shortDescription: text('short_description'),
    templateDescription: text('template_description'),
    isNew: boolean('is_new').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    productTypeId: text('product_type_id').references(() => providerProductTypes.id, { onDelete: 'set null' }),
    manufactureId: text('manufacture_id'),
    shippingSku: text('shipping_sku'),
    baseTagPrice: money('base_tag_price').notNull().default('0.00'),
    saleTagPrice: money('sale_tag_price').notNull().default('0.00'),
    minPrice: money('min_price').notNull().default('0.00'),
    maxPrice: money('max_price').notNull().default('0.00'),
    taxFeeFix: money('tax_fee_fix').notNull().default('0.00'),
    taxFee: money('tax_fee').notNull().default('0.00'),
    valueOfGoods: money('value_of_goods').notNull().default('0.00'),
    taxGroups: jsonb('tax_groups').$type<unknown[]>().notNull().default([]),
    prettyAttributes: jsonb('prety_attributes').$type<PrettyAttribute[]>().notNull().default([]),
    specifics: jsonb('specifics').$type<Array<{ key: string; value: string; required: boolean }>>().notNull().default([]),
    categoryId: text('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    sizeChart: text('size_chart'),
    shippingPreset: text('shipping_preset'),
    platformCategory: jsonb('platform_category').$type<unknown[]>().notNull().default([]),
    platformSpecifics: jsonb('platform_specifics').$type<unknown[]>().notNull().default([]),
    type: text('type'),
    collection: text('collection').notNull(),
    linkedProducts: jsonb('linked_products').$type<string[]>().notNull().default([]),
    monopolistUsers: jsonb('monopolist_users').$type<string[]>().notNull().default([]),
    shippingCost: money('shipping_cost').notNull().default('0.00'),
    shippingAdditionalCost: money('shipping_additional_cost').notNull().default('0.00'),
    internationalShippingCost: money('international_shipping_cost').notNull().default('0.00'),
    internationalShippingAdditionalCost: money('international_shipping_additional_cost').notNull().default('0.00'),
    sideAdditionalCost: money('side_additional_cost').notNull().default('0.00'),
    positionAdditionalCost: money('position_additional_cost').notNull().default('0.00'),
    printDocument: text('print_document'),
    printTemplate: text('print_template'),
    printAreas: jsonb('print_areas').$type<PrintArea[]>().notNull().default([]),
    weight: integer('weight'),
    packageWidth: integer('package_width'),
    packageHeight: integer('package_height'),
    packageLength: integer('package_length'),
    /** Productions made of this preset, kept by a trigger on productions. */
    productionTotal: integer('production_total').notNull().default(0),
    /** Working days a factory takes to make it: a production's ship-by date counts them. */
    productionDays: integer('production_days').notNull().default(2),
    /** How it is printed (DTG, DTF, sublimation…): productions carry it to batching. */
    printMethod: text('print_method'),
    batchTotal: integer('batch_total').notNull().default(0),
    vip: jsonb('vip').$type<Array<{ level: number; value: string }>>().notNull().default([]),
    unitDiscounts: jsonb('unit_discounts').$type<Array<{ unit: number; value: string }>>().notNull().default([]),
    tiktokVipDiscount: money('tiktok_vip_discount').notNull().default('0.00'),
    wholesaleLevel: integer('wholesale_level').notNull().default(0),
    mockupCount: integer('mockup_count').notNull().default(0),
    visible: boolean('visible').notNull().default(false),
    /** Offered in the partners' catalogue. */
    isCatalog: boolean('is_catalog').notNull().default(false),
    /** Made by root from scratch (provider private) rather than from a provider's product type. */
    isCustom: boolean('is_custom').notNull().default(false),
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    skipDesignCheck: boolean('skip_design_check').notNull().default(false),
    skipAffiliate: boolean('skip_affiliate').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    oneOf('product_presets_provider_check', t.provider, PRODUCT_PROVIDERS),
    oneOf('product_presets_collection_check', t.collection, PRODUCT_COLLECTIONS),
    uniqueIndex('product_presets_slug_key').on(t.slug),
    // The Items pages: a collection, then provider and category tabs, newest first.
    index('product_presets_collection_provider_idx').on(t.collection, t.provider, t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('product_presets_collection_category_idx').on(t.collection, t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('product_presets_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('product_presets_visible_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visible}`),
  ],
);
export type ProductPresetRow = typeof productPresets.$inferSelect;

/**
 * A preset's variants (`attribute_specifics`), one row per sku, with their own prices and stock:
 * orders, stock and prices reference them. `location_id` is for the logistics module's locations.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    presetId: text('preset_id')
      .notNull()
      .references(() => productPresets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    sku: text('sku').notNull(),
    nameValue: jsonb('name_value').$type<NameValue[]>().notNull().default([]),
    basePrice: money('base_price').notNull().default('0.00'),
    salePrice: money('sale_price'),
    wholesalePrice: money('wholesale_price'),
    shipPrice: money('ship_price'),
    nonshipPrice: money('nonship_price'),
    tiktokFinalPrice: money('tiktok_final_price'),
    fixProfit: money('fix_profit'),
    weight: integer('weight'),
    packageWidth: integer('package_width'),
    packageHeight: integer('package_height'),
    packageLength: integer('package_length'),
    inStock: boolean('in_stock').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    lowStockAt: integer('low_stock_at').notNull().default(10),
    locationId: text('location_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
    index('product_variants_preset_idx').on(t.presetId, t.position),
    index('product_variants_low_stock_idx')
      .on(t.stock, t.id)
      .where(sql`${t.stock} <= ${t.lowStockAt}`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);
export type ProductVariantRow = typeof productVariants.$inferSelect;

export const productPresetTags = pgTable(
  'product_preset_tags',
  {
    presetId: text('preset_id')
      .notNull()
      .references(() => productPresets.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => productTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.presetId, t.tagId] }), index('product_preset_tags_tag_idx').on(t.tagId)],
);

/** Presets per collection, provider and category, kept by a trigger: the tab and category counts read these few rows. */
export const productPresetCounts = pgTable(
  'product_preset_counts',
  {
    collection: text('collection').notNull(),
    provider: text('provider').notNull(),
    categoryId: text('category_id').notNull().default(''),
    visible: boolean('visible').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collection, t.provider, t.categoryId, t.visible] })],
);

/** A seller's favourite presets in the catalogue. */
export const productPresetFavorites = pgTable(
  'product_preset_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presetId: text('preset_id')
      .notNull()
      .references(() => productPresets.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.presetId] })],
);

/** The stock ledger: every change of a variant's stock, written with the change under the row lock. */
export const productStockHistory = pgTable(
  'product_stock_history',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => productPresets.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    client: text('client'),
    productionId: text('production_id'),
    action: text('action').notNull(),
    quantity: integer('quantity').notNull(),
    stockBefore: integer('stock_before').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason'),
    orderId: text('order_id'),
    source: text('source').notNull().default('manual'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('product_stock_history_action_check', t.action, STOCK_ACTIONS),
    index('product_stock_history_product_idx').on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('product_stock_history_variant_idx').on(t.variantId, t.createdAt.desc().nullsFirst()),
  ],
);
export type ProductStockHistoryRow = typeof productStockHistory.$inferSelect;

/** Marketplace category trees (imported offline: marketplace APIs cannot be reached from here). */
export const platformCategories = pgTable(
  'platform_categories',
  {
    platform: text('platform').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    parent: text('parent'),
    specifics: jsonb('specifics').$type<Array<{ key: string; name: string; type: string; required: boolean; value: string[] }>>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.id] }),
    index('platform_categories_level_idx').on(t.platform, t.level, t.parent, t.name),
    oneOf('platform_categories_platform_check', t.platform, MARKETPLACES),
  ],
);
export type PlatformCategoryRow = typeof platformCategories.$inferSelect;
