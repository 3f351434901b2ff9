import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SHIPMENT_SOURCES, SHIPMENT_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { at, timestamps } from './columns';
import { shippingMethods } from './logistics';
import { orders } from './orders';
import { users } from './users';

/**
 * A parcel a carrier follows (issue 31): made when a package is labelled (`package.labelled`) or
 * when an outside provider reports its tracking number, then moved by the carrier's tracking
 * events. `package_id` names the packing module's package; its foreign key is added when both
 * modules are on one branch (an outside provider's parcel has none). The tracking number is unique
 * per carrier.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    trackingNumber: text('tracking_number').notNull(),
    /** The carrier's code in lower case ("usps", "dhl"); 'unknown' when the provider did not say. */
    carrier: text('carrier').notNull(),
    shippingMethodId: text('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    /** The package (packing's) it carries; no foreign key: a shipment is the carrier's record and outlives a package trashed or split after labelling. */
    packageId: text('package_id'),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number, copied when made (the list shows it without a join). */
    orderNumber: bigint('order_number', { mode: 'number' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The order's shipping address name, copied when made (what `customer_name` searches). */
    customerName: text('customer_name').notNull().default(''),
    /** Where it came from: our own package, or an outside provider's result file. */
    source: text('source').notNull().default('package'),
    status: text('status').notNull().default('Processing'),
    international: boolean('international').notNull().default(false),
    /** When the tracking job activated it (and charged the activation fee and import tax, if due). */
    activatedAt: at('activated_at'),
    /** When the tracking job looks at it next (activation not due yet: the due moment). */
    checkAfter: at('check_after').notNull().defaultNow(),
    lastEventAt: at('last_event_at'),
    deliveredAt: at('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shipments_carrier_tracking_key').on(t.trackingNumber, t.carrier),
    // The tabs, newest first: a status for everyone or a seller, and the All tab of both.
    index('shipments_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_seller_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shipments_order_idx').on(t.orderId),
    index('shipments_package_idx').on(t.packageId),
    index('shipments_customer_trgm').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
    // The tracking job's work: parcels not yet activated.
    index('shipments_unactivated_idx')
      .on(t.checkAfter)
      .where(sql`${t.activatedAt} is null`),
    oneOf('shipments_status_check', t.status, SHIPMENT_STATUSES),
    oneOf('shipments_source_check', t.source, SHIPMENT_SOURCES),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * A carrier's tracking event of a shipment. `external_id` is the carrier's event id, or a hash of
 * the event's content when it has none: the same event delivered twice is stored once.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: text('id').primaryKey(),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description'),
    location: text('location'),
    occurredAt: at('occurred_at').notNull(),
    externalId: text('external_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_events_external_key').on(t.shipmentId, t.externalId),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt),
    oneOf('shipment_events_status_check', t.status, SHIPMENT_STATUSES),
  ],
);
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

/**
 * Exact counts per scope ('all', 'seller:<id>') and status (in slots), kept by statement-level triggers on
 * shipments (migration shipment_counter_triggers): the tabs' counts and a list's total are a few
 * primary-key reads however many shipments there are.
 */
export const shipmentCounters = pgTable(
  'shipment_counters',
  {
    scope: text('scope').notNull(),
    status: text('status').notNull(),
    /**
     * One of 16 rows per scope and status (the writing transaction's id modulo 16): concurrent
     * tracking deliveries do not all queue on one counter row; a count is the sum of its slots.
     */
    slot: smallint('slot').notNull().default(0),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.status, t.slot] })],
);
