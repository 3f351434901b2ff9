import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from '@pod/shared';
import { oneOf } from './checks';
import { at, timestamps } from './columns';
import { listings } from './listings';
import { orderItems, orders } from './orders';
import { users } from './users';

/**
 * A support ticket: what it is about (type and the order, line item or listing it names), whose it
 * is (the seller), where it stands (status through `ticketMachine`, priority, assignee) and, once
 * merged into another as a duplicate, which one. `number` gives the code people quote (T-000123).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1 }).notNull(),
    subject: text('subject').notNull(),
    type: text('type').notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    itemId: text('item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** What `search` matches besides the code: the order number or the item's sku, copied when made. */
    referent: text('referent'),
    status: text('status').notNull().default('Open'),
    priority: text('priority').notNull().default('normal'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    mergedInto: text('merged_into'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    // The lists, newest first, as index range scans: a status tab (and an assignee's queue, a seller's
    // tab), and the All tab for everyone or a seller. DESC NULLS FIRST is what ORDER BY … DESC reads.
    index('tickets_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_assignee_status_created_idx').on(t.assigneeId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_seller_created_idx').on(t.sellerId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_seller_all_created_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_number_idx').on(t.number),
    oneOf('tickets_status_check', t.status, TICKET_STATUSES),
    oneOf('tickets_type_check', t.type, TICKET_TYPES),
    oneOf('tickets_priority_check', t.priority, TICKET_PRIORITIES),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;

/** A message of a ticket's thread; `internal` notes are staff's alone. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    /** File ids (type attachment, or any file the author may use). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);
export type TicketMessageRow = typeof ticketMessages.$inferSelect;

/**
 * Exact counts per scope ('all', 'seller:<id>', 'assignee:<id>'), type and status, kept by
 * statement-level triggers on tickets (migration ticket_counter_triggers): the tabs' counts and a
 * list's total are a few primary-key reads however many tickets there are.
 */
export const ticketCounters = pgTable(
  'ticket_counters',
  {
    scope: text('scope').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.type, t.status] })],
);
