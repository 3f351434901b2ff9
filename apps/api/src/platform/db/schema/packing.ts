import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { PACKAGE_CARRIERS, PACKAGE_SOURCES, PACKAGE_STATUSES, SHIPMENT_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { at, money, timestamps } from './columns';
import { manufactures } from './manufactures';
import { orders } from './orders';
import { productions } from './manufacturing';
import { users } from './users';

/**
 * A box package: the units of one order packed together at a factory's Packing station. While it
 * is filled (Processing) it holds a `bin_number` of the factory's put wall; complete, it is Packed,
 * then labelled (tracking number, carrier, label file), handed over (Picked Up) and Delivered.
 * `shipping_key` is the shipping method's id, or '' when none (the counters' key).
 */
export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    manufactureId: text('manufacture_id')
      .notNull()
      .references(() => manufactures.id, { onDelete: 'restrict' }),
    shippingMethodId: text('shipping_method_id'),
    shippingKey: text('shipping_key').notNull().default(''),
    source: text('source').notNull().default('manual'),
    status: text('status').notNull().default('Processing'),
    /** The carrier's last word on it (a shipment status), or 'none'. */
    trackingStatus: text('tracking_status').notNull().default('none'),
    binNumber: integer('bin_number'),
    unitsTotal: integer('units_total').notNull().default(1),
    shipBySeller: boolean('ship_by_seller').notNull().default(false),
    international: boolean('international').notNull().default(false),
    declaredWeight: integer('declared_weight').notNull().default(0),
    declaredWidth: integer('declared_width'),
    declaredHeight: integer('declared_height'),
    declaredLength: integer('declared_length'),
    realWeight: integer('real_weight'),
    realWidth: integer('real_width'),
    realHeight: integer('real_height'),
    realLength: integer('real_length'),
    estimatedCost: money('estimated_cost'),
    realCost: money('real_cost'),
    carrier: text('carrier'),
    carrierName: text('carrier_name'),
    trackingNumber: text('tracking_number'),
    /** Storage keys of our label PDF and the last packing slip made. */
    labelKey: text('label_key'),
    slipKey: text('slip_key'),
    /** The seller's own label (an uploaded file), for ship-by-platform orders. */
    sellerLabelFileId: text('seller_label_file_id'),
    packedAt: at('packed_at'),
    labelledAt: at('labelled_at'),
    pickedUpAt: at('picked_up_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('packages_code_key').on(t.code),
    // The order and id pair its productions point at: a package holds the units of its own order only.
    unique('packages_id_order_key').on(t.id, t.orderId),
    uniqueIndex('packages_tracking_key')
      .on(t.trackingNumber)
      .where(sql`${t.trackingNumber} is not null`),
    // A bin holds one filling package at a time.
    uniqueIndex('packages_bin_key')
      .on(t.manufactureId, t.binNumber)
      .where(sql`${t.status} = 'Processing' and ${t.binNumber} is not null`),
    oneOf('packages_status_check', t.status, PACKAGE_STATUSES),
    oneOf(
      'packages_source_check',
      t.source,
      PACKAGE_SOURCES.filter((s) => s !== 'All'),
    ),
    oneOf('packages_tracking_status_check', t.trackingStatus, ['none', ...SHIPMENT_STATUSES]),
    oneOf('packages_carrier_check', t.carrier, PACKAGE_CARRIERS),
    index('packages_factory_status_created_idx').on(t.manufactureId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('packages_factory_created_idx').on(t.manufactureId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('packages_order_idx').on(t.orderId),
  ],
);
export type PackageRow = typeof packages.$inferSelect;
export type NewPackageRow = typeof packages.$inferInsert;

/** A unit in a package: a production is in one package at most, and only in a package of its own order. */
export const packageProductions = pgTable(
  'package_productions',
  {
    packageId: text('package_id').notNull(),
    orderId: text('order_id').notNull(),
    productionId: text('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    packedBy: text('packed_by').references(() => users.id, { onDelete: 'set null' }),
    packedAt: at('packed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productionId] }),
    foreignKey({ columns: [t.packageId, t.orderId], foreignColumns: [packages.id, packages.orderId], name: 'package_productions_package_order_fk' }).onDelete(
      'cascade',
    ),
    index('package_productions_package_idx').on(t.packageId),
  ],
);
export type PackageProductionRow = typeof packageProductions.$inferSelect;

/** Packages per factory, intake, status, shipping method and tracking status, kept by a trigger (the tabs' counts). */
export const packageCounts = pgTable(
  'package_counts',
  {
    manufactureId: text('manufacture_id').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    shippingKey: text('shipping_key').notNull(),
    trackingStatus: text('tracking_status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.manufactureId, t.source, t.status, t.shippingKey, t.trackingStatus] })],
);

/** Our own labels' tracking number series: the last number given per prefix (one prefix per shipping method). */
export const trackingSeries = pgTable('tracking_series', {
  prefix: text('prefix').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull().default(0),
});
