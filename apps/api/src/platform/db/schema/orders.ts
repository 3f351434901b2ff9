import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_SOURCES, ORDER_STATUSES, STORE_PLATFORMS, STORE_STATUSES, type Address } from '@pod/shared';
import { productVariants } from './catalogue';
import { oneOf } from './checks';
import { shippingMethods } from './logistics';
import { users } from './users';
import { at, money, timestamps } from './columns';

/** A seller's shop on a platform (or our API, or manual entry): orders come in per store. */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    domain: text('domain'),
    status: text('status').notNull().default('active'),
    /** The store's own push token (`podst_<prefix>_<secret>`): the prefix finds it, the hash proves it. */
    tokenPrefix: text('token_prefix'),
    tokenHash: text('token_hash'),
    tokenCreatedAt: at('token_created_at'),
    tokenLastUsedAt: at('token_last_used_at'),
    /** The shop's webhook signing secret, sealed (common/secret-box.ts, purpose 'store-webhook'). */
    webhookSecret: text('webhook_secret'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('stores_token_prefix_key').on(t.tokenPrefix),
    /** A shop domain belongs to one active store at a time: its webhooks name it and must find exactly that store. */
    uniqueIndex('stores_platform_domain_key')
      .on(t.platform, sql`lower(${t.domain})`)
      .where(sql`${t.status} = 'active' and ${t.domain} is not null`),
    oneOf('stores_platform_check', t.platform, STORE_PLATFORMS),
    oneOf('stores_status_check', t.status, STORE_STATUSES),
    index('stores_seller_idx').on(t.sellerId, t.status, t.createdAt.desc().nullsFirst()),
  ],
);
export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

/**
 * An order: who sells it, where it came from, where it goes, its money (computed by the shared
 * `orderMoney` from its lines) and the date of each step. `number` is the identity code people
 * quote ("#100234"); `parent_id` links a split or a clone to its origin.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }).notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'set null' }),
    platform: text('platform').notNull().default('manual'),
    platformOrderId: text('platform_order_id'),
    /** How it came in (ORDER_SOURCES): set once at intake; its productions carry it. */
    source: text('source').notNull().default('manual'),
    /** An integration's key for this create (its Idempotency-Key header, or its platform order id without a store): the same key answers this order. */
    idempotencyKey: text('idempotency_key'),
    status: text('status').notNull().default('Pending'),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    shippingMethodId: text('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    subtotal: money('subtotal').notNull().default('0.00'),
    discount: money('discount').notNull().default('0.00'),
    additionalPrint: money('additional_print').notNull().default('0.00'),
    tax: money('tax').notNull().default('0.00'),
    shipping: money('shipping').notNull().default('0.00'),
    total: money('total').notNull().default('0.00'),
    baseCost: money('base_cost').notNull().default('0.00'),
    /** What billing charged for it (0 until paid; back to what is left after refunds). */
    paid: money('paid').notNull().default('0.00'),
    notes: text('notes'),
    priority: boolean('priority').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    shipBySeller: boolean('ship_by_seller').notNull().default(false),
    parentId: text('parent_id'),
    itemCount: integer('item_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
    paidAt: at('paid_at'),
    producedAt: at('produced_at'),
    fulfilledAt: at('fulfilled_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    oneOf('orders_status_check', t.status, ORDER_STATUSES),
    oneOf('orders_platform_check', t.platform, STORE_PLATFORMS),
    oneOf('orders_source_check', t.source, ORDER_SOURCES),
    uniqueIndex('orders_number_key').on(t.number),
    // The same platform order posted twice is one order.
    uniqueIndex('orders_store_platform_order_key')
      .on(t.storeId, t.platformOrderId)
      .where(sql`${t.platformOrderId} is not null`),
    // A seller's integration retrying a create with the same key makes one order.
    uniqueIndex('orders_seller_idempotency_key')
      .on(t.sellerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The Orders tabs, newest first (DESC NULLS FIRST is what ORDER BY … DESC reads): one status for
    // everyone, a seller or a store; the All tab (every status but Trash) from partial indexes.
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_live_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Trash'`),
    index('orders_seller_live_created_idx')
      .on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Trash'`),
    index('orders_store_live_created_idx')
      .on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Trash'`),
    // Billing's weekly invoices read the orders paid in a period.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
    check('orders_money_check', sql`${t.total} >= 0 and ${t.paid} >= 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** An order's lines: a variant by sku, its price as charged, and a design file per print area. */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    presetId: text('preset_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    basePrice: money('base_price').notNull(),
    total: money('total').notNull(),
    listingId: text('listing_id'),
    designs: jsonb('designs').$type<Record<string, string>>().notNull().default({}),
    /** { print area: URL } given but not fetched yet (the order_design_urls job moves each to `designs`). */
    designUrls: jsonb('design_urls').$type<Record<string, string>>().notNull().default({}),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    index('order_items_preset_idx').on(t.presetId, t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;

/** Orders per seller, store and status, kept by a trigger: the tabs' counts without counting a million rows. */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    sellerId: text('seller_id').notNull(),
    storeId: text('store_id').notNull().default(''),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.storeId, t.status] })],
);
