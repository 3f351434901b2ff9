import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PRODUCTION_SOURCES, PRODUCTION_STATUSES, PRODUCTION_STEPS, type ProductionStep } from '@pod/shared';
import { oneOf } from './checks';
import { manufactures } from './manufactures';
import { orderItems, orders } from './orders';
import { users } from './users';
import { at, timestamps } from './columns';

/** One print area's file of a production: the order line's design file for that side. */
export interface ProductionPrintFile {
  side: string;
  file_id: string;
}

/**
 * A production: one unit (`unit_index` of the line's quantity) of one order line, made in one of
 * our factories. `status` is the queue it waits in; `route` the steps it passes (its factory's
 * stations and its product type's needs); `resume_status` where it returns after On Hold or Error.
 * The order number, product and variant names are copied at release: the list shows them without
 * reading other modules' tables.
 */
export const productions = pgTable(
  'productions',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    unitIndex: integer('unit_index').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    manufactureId: text('manufacture_id')
      .notNull()
      .references(() => manufactures.id, { onDelete: 'restrict' }),
    presetId: text('preset_id').notNull(),
    variantId: text('variant_id').notNull(),
    productTypeId: text('product_type_id'),
    productName: text('product_name').notNull(),
    variantTitle: text('variant_title').notNull(),
    printFiles: jsonb('print_files').$type<ProductionPrintFile[]>().notNull().default([]),
    printMethod: text('print_method'),
    /** The blank's colour (its variant's Color option, copied at release): a batching rule. */
    colour: text('colour'),
    /** The batch it is made in (the batches module's ids). */
    batchId: text('batch_id'),
    status: text('status').notNull().default('To Do'),
    resumeStatus: text('resume_status'),
    route: text('route').array().$type<ProductionStep[]>().notNull(),
    priority: integer('priority').notNull().default(0),
    shipBy: at('ship_by').notNull(),
    note: text('note'),
    reproductionOf: text('reproduction_of'),
    source: text('source').notNull().default('manual'),
    blankTaken: boolean('blank_taken').notNull().default(false),
    /** When it went into a live package at Packing (null again when the package is cancelled): Packing's to-do is the unpacked. */
    packedAt: at('packed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('productions_code_key').on(t.code),
    // A replayed release makes no second production of a unit; reproductions are extra units of it.
    uniqueIndex('productions_unit_key')
      .on(t.orderItemId, t.unitIndex)
      .where(sql`${t.reproductionOf} is null`),
    oneOf('productions_status_check', t.status, PRODUCTION_STATUSES),
    oneOf(
      'productions_source_check',
      t.source,
      PRODUCTION_SOURCES.filter((s) => s !== 'all'),
    ),
    // The list: one factory's tab (or every tab), newest first.
    index('productions_factory_status_created_idx').on(t.manufactureId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('productions_factory_created_idx').on(t.manufactureId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('productions_order_idx').on(t.orderId),
    index('productions_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    // The report's late productions: those still being made, by factory and ship-by date.
    index('productions_factory_late_idx')
      .on(t.manufactureId, t.shipBy)
      .where(sql`${t.status} not in ('Packing', 'Cancelled')`),
    index('productions_reproduction_idx')
      .on(t.reproductionOf)
      .where(sql`${t.reproductionOf} is not null`),
  ],
);
export type ProductionRow = typeof productions.$inferSelect;
export type NewProductionRow = typeof productions.$inferInsert;

/** Every move of a production and who scanned it: the per-step worker history the report reads. */
export const productionSteps = pgTable(
  'production_steps',
  {
    id: text('id').primaryKey(),
    productionId: text('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    from: text('from').notNull(),
    to: text('to').notNull(),
    /** The station that scanned (null for a move made by the system or an error report). */
    station: text('station'),
    workerId: text('worker_id').references(() => users.id, { onDelete: 'set null' }),
    scannedAt: at('scanned_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('production_steps_production_idx').on(t.productionId, t.scannedAt), index('production_steps_scanned_idx').on(t.scannedAt, t.station)],
);
export type ProductionStepRow = typeof productionSteps.$inferSelect;

/** The error codes stations report (seeded from DEFAULT_PRODUCTION_ERRORS, edited by root). */
export const productionErrorCodes = pgTable(
  'production_error_codes',
  {
    code: integer('code').primaryKey(),
    step: text('step').notNull(),
    /** The web's translation key under `manufacturing.errors.`; `label` overrides it when root names a code. */
    key: text('key').notNull(),
    label: text('label'),
    redo: text('redo').notNull(),
    reproduce: boolean('reproduce').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [oneOf('production_error_codes_step_check', t.step, PRODUCTION_STEPS), oneOf('production_error_codes_redo_check', t.redo, PRODUCTION_STEPS)],
);
export type ProductionErrorCodeRow = typeof productionErrorCodes.$inferSelect;

/** An error reported on a production at a step, open until resolved. */
export const productionErrors = pgTable(
  'production_errors',
  {
    id: serial('id').primaryKey(),
    productionId: text('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    code: integer('code')
      .notNull()
      .references(() => productionErrorCodes.code, { onDelete: 'restrict' }),
    step: text('step').notNull(),
    note: text('note'),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [index('production_errors_production_idx').on(t.productionId, t.createdAt), index('production_errors_created_idx').on(t.createdAt, t.code)],
);
export type ProductionErrorRow = typeof productionErrors.$inferSelect;

/** Productions per factory, order intake and status, kept by a trigger: the tabs' counts read these few rows. */
export const productionCounts = pgTable(
  'production_counts',
  {
    manufactureId: text('manufacture_id').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.manufactureId, t.source, t.status] })],
);
