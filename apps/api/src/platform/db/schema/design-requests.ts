import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { DESIGN_REQUEST_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { at, timestamps } from './columns';
import { listings } from './listings';
import { orders } from './orders';
import { users } from './users';

/**
 * A seller's request for a design (issue 32, item 3): for a line item of one of their orders or for
 * a listing; the brief, reference images (file ids, type attachment) and the print areas wanted;
 * a staff designer (the assignee) delivers a print file per area (`files`), the seller approves and
 * the files are applied to the line item or listing. Status through `designRequestMachine`.
 */
export const designRequests = pgTable(
  'design_requests',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1 }).notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: an order's edit rewrites its lines under the same ids. */
    itemId: text('item_id'),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** What `search` matches besides the code: the order number and sku, or the listing's name, copied when made. */
    referent: text('referent'),
    brief: text('brief').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    printAreas: jsonb('print_areas').$type<string[]>().notNull().default([]),
    /** { print area: file id } delivered by the designer. */
    files: jsonb('files').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('todo'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: at('completed_at'),
    ...timestamps(),
  },
  (t) => [
    index('design_requests_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('design_requests_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('design_requests_assignee_status_idx').on(t.assigneeId, t.status),
    index('design_requests_item_idx').on(t.itemId),
    index('design_requests_listing_idx').on(t.listingId),
    oneOf('design_requests_status_check', t.status, DESIGN_REQUEST_STATUSES),
    check('design_requests_target_check', sql`(${t.itemId} is not null and ${t.orderId} is not null) <> (${t.listingId} is not null)`),
  ],
);
export type DesignRequestRow = typeof designRequests.$inferSelect;

/**
 * Exact counts per scope ('all', 'seller:<id>', 'assignee:<id>') and status, kept by statement-level
 * triggers on design_requests (migration design_request_counter_triggers): the board's columns.
 */
export const designRequestCounters = pgTable(
  'design_request_counters',
  {
    scope: text('scope').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.status] })],
);
