import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MANUFACTURE_STATIONS, RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from '@pod/shared';
import { ledgerEntries } from './billing';
import { oneOf } from './checks';
import { at, money, timestamps } from './columns';
import { manufactures } from './manufactures';
import { orderItems, orders } from './orders';
import { tickets } from './support';
import { users } from './users';

/**
 * A return request (Return & Replacement, issue 31): a seller's claim on delivered items of one of
 * their orders (reason, note, photos as file ids), where it stands (status through
 * `returnRequestMachine`) and what its approval made: a replacement order (a free child order) or a
 * refund (the amount and its ledger entry), with the factory and station at fault. `number` gives
 * the code people quote (RR-000123).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1 }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number, copied when made: what `search` matches besides the code. */
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** What the seller asked for (a replacement or a refund); `resolution` is what staff decided. */
    wanted: text('wanted').notNull().default('refund'),
    note: text('note'),
    /** File ids (uploads of type attachment, or any file the seller may use). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('Opening'),
    resolution: text('resolution'),
    replacementOrderId: text('replacement_order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundAmount: money('refund_amount'),
    ledgerEntryId: text('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'set null' }),
    faultManufactureId: text('fault_manufacture_id').references(() => manufactures.id, { onDelete: 'set null' }),
    faultStation: text('fault_station'),
    /** Staff's word on the decision (the timeline keeps every step's). */
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The support ticket it was started from ("Start a return" on a ticket about a delivered order). */
    ticketId: text('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('return_requests_ticket_idx')
      .on(t.ticketId)
      .where(sql`${t.ticketId} is not null`),
    index('return_requests_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('return_requests_seller_created_idx').on(t.sellerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_number_idx').on(t.number),
    index('return_requests_order_number_idx').on(t.orderNumber),
    index('return_requests_fault_idx')
      .on(t.faultManufactureId, t.faultStation)
      .where(sql`${t.faultManufactureId} is not null`),
    // One replacement per request, and a replacement order answers one request.
    uniqueIndex('return_requests_replacement_idx')
      .on(t.replacementOrderId)
      .where(sql`${t.replacementOrderId} is not null`),
    oneOf('return_requests_status_check', t.status, RETURN_STATUSES),
    oneOf('return_requests_reason_check', t.reason, RETURN_REASONS),
    oneOf('return_requests_resolution_check', t.resolution, RETURN_RESOLUTIONS, { nullable: true }),
    oneOf('return_requests_wanted_check', t.wanted, RETURN_RESOLUTIONS),
    oneOf('return_requests_fault_station_check', t.faultStation, MANUFACTURE_STATIONS, { nullable: true }),
    check('return_requests_refund_check', sql`${t.refundAmount} is null or ${t.refundAmount} > 0`),
  ],
);
export type ReturnRequestRow = typeof returnRequests.$inferSelect;

/** A line of a request: the order's line, how many units are claimed and how many the decision covered. */
export const returnRequestLines = pgTable(
  'return_request_lines',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units the approval replaced or refunded (null until approved). */
    approvedQuantity: integer('approved_quantity'),
    unitPrice: money('unit_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.orderItemId] }),
    index('return_request_lines_item_idx').on(t.orderItemId),
    check(
      'return_request_lines_quantity_check',
      sql`${t.quantity} > 0 and (${t.approvedQuantity} is null or ${t.approvedQuantity} between 0 and ${t.quantity})`,
    ),
  ],
);
export type ReturnRequestLineRow = typeof returnRequestLines.$inferSelect;

/**
 * Exact counts per scope ('all', 'seller:<id>') and status, kept by statement-level triggers on
 * return_requests (migration return_request_counters_sql): the tabs are a few primary-key reads.
 */
export const returnRequestCounters = pgTable(
  'return_request_counters',
  {
    scope: text('scope').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.status] })],
);
