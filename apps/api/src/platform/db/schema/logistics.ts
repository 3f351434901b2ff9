import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  FULFILMENT_PROVIDERS,
  FULFILMENT_ROUTINGS,
  FULFILMENT_STATUSES,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  SHIPPING_AUDIENCES,
  SHIPPING_SCOPES,
  STORAGE_DRIVERS,
} from '@pod/shared';
import { oneOf } from './checks';
import { merchantGroups } from './merchant-groups';
import { at, timestamps } from './columns';

/** Shipping methods and who may use them. Trashed methods keep their row (orders refer to them). */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    carrier: text('carrier'),
    scope: text('scope').notNull().default('domestic'),
    minDays: integer('min_days').notNull().default(1),
    maxDays: integer('max_days').notNull().default(7),
    active: boolean('active').notNull().default(true),
    audience: text('audience').notNull().default('everyone'),
    merchantGroupId: text('merchant_group_id').references(() => merchantGroups.id, { onDelete: 'set null' }),
    sellerIds: text('seller_ids').array().notNull().default([]),
    trashedAt: at('trashed_at'),
    ...timestamps(),
  },
  (t) => [
    oneOf('shipping_methods_scope_check', t.scope, SHIPPING_SCOPES),
    oneOf('shipping_methods_audience_check', t.audience, SHIPPING_AUDIENCES),
    check('shipping_methods_days_check', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
    index('shipping_methods_list_idx').on(t.trashedAt, t.name),
    index('shipping_methods_sellers_idx').using('gin', t.sellerIds),
    index('shipping_methods_group_idx').on(t.merchantGroupId),
    // With the GIN above, a seller's open methods are a BitmapOr of index scans.
    index('shipping_methods_audience_idx').on(t.audience),
  ],
);
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** A weight tier as stored: prices in integer cents. */
export interface StoredTier {
  min_weight: number;
  max_weight: number | null;
  first_item_cents: number;
  additional_item_cents: number;
}

/** The cost table: per method, destination zones with their weight tiers (read and written whole per method). */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: text('id').primaryKey(),
    methodId: text('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    countries: text('countries').array().notNull().default([]),
    restOfWorld: boolean('rest_of_world').notNull().default(false),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
  },
  (t) => [uniqueIndex('shipping_zones_method_position_idx').on(t.methodId, t.position)],
);
export type ShippingZoneRow = typeof shippingZones.$inferSelect;

export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('active'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    phone: text('phone'),
    ...timestamps(),
  },
  (t) => [
    oneOf('locations_type_check', t.type, LOCATION_TYPES),
    oneOf('locations_status_check', t.status, LOCATION_STATUSES),
    index('locations_list_idx').on(t.status, t.type, t.name),
  ],
);
export type LocationRow = typeof locations.$inferSelect;

/** Locations per status and type, kept exact by statement-level triggers (the list's total without a count). */
export const locationCounters = pgTable(
  'location_counters',
  {
    status: text('status').notNull(),
    type: text('type').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.type] })],
);

/** Accounts at outside print providers. Credentials are AES-256-GCM ciphertext; only a hint is ever shown. */
export const fulfilments = pgTable(
  'fulfilments',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    account: text('account'),
    credentialsEnc: text('credentials_enc').notNull(),
    credentialsHint: text('credentials_hint').notNull(),
    private: boolean('private').notNull().default(false),
    status: text('status').notNull().default('invalid'),
    routing: text('routing').notNull().default('manual'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Presets routed to this account (references to the catalogue's presets). */
    presetIds: text('preset_ids').array().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    oneOf('fulfilments_provider_check', t.provider, FULFILMENT_PROVIDERS),
    oneOf('fulfilments_status_check', t.status, FULFILMENT_STATUSES),
    oneOf('fulfilments_routing_check', t.routing, FULFILMENT_ROUTINGS),
    index('fulfilments_list_idx').on(t.status, t.provider, t.name),
    // One default account at most.
    uniqueIndex('fulfilments_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);
export type FulfilmentRow = typeof fulfilments.$inferSelect;

/** Tracking numbers imported from a provider's result file, for the orders module to pick up. */
export const fulfilmentTracking = pgTable(
  'fulfilment_tracking',
  {
    id: text('id').primaryKey(),
    fulfilmentId: text('fulfilment_id')
      .notNull()
      .references(() => fulfilments.id, { onDelete: 'cascade' }),
    orderRef: text('order_ref').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    carrier: text('carrier'),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fulfilment_tracking_order_idx').on(t.fulfilmentId, t.orderRef, t.trackingNumber)],
);

/** The storage settings: one row. The S3 secret is AES-256-GCM ciphertext. */
export const storageSettings = pgTable(
  'storage_settings',
  {
    id: text('id').primaryKey().default('default'),
    driver: text('driver').notNull().default('local'),
    s3Endpoint: text('s3_endpoint'),
    s3Region: text('s3_region'),
    s3Bucket: text('s3_bucket'),
    s3AccessKeyId: text('s3_access_key_id'),
    s3SecretEnc: text('s3_secret_enc'),
    s3ForcePathStyle: boolean('s3_force_path_style').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [oneOf('storage_settings_driver_check', t.driver, STORAGE_DRIVERS), check('storage_settings_single_check', sql`${t.id} = 'default'`)],
);
export type StorageSettingsRow = typeof storageSettings.$inferSelect;
