import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** pending: not yet delivered to every handler; dispatched: every handler done; failed: a handler gave up. */
export const OUTBOX_STATUSES = ['pending', 'dispatched', 'failed'] as const;
/** One handler's delivery of one event: pending until it runs (or retries), then done or failed. */
export const DELIVERY_STATUSES = ['pending', 'done', 'failed'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Domain events, written in the same transaction as the change they describe (transactional
 * outbox). The row is the truth; queues and notifications only wake the dispatcher.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<object>().notNull(),
    status: text('status').notNull().default('pending'),
    /** Dispatch passes that ended with a handler still to retry. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The next dispatch pass is not due before this (retry back-off). */
    availableAt: at('available_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    dispatchedAt: at('dispatched_at'),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} in (${inList(OUTBOX_STATUSES)})`),
    // The poller's scan: only undelivered rows are indexed, so it stays small however long the history.
    index('outbox_pending_idx')
      .on(t.availableAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

/** (event_id, handler_key) is the idempotency key: a handler runs at most once per event. */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    handlerKey: text('handler_key').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('event_deliveries_event_handler_key').on(t.eventId, t.handlerKey),
    check('event_deliveries_status_check', sql`${t.status} in (${inList(DELIVERY_STATUSES)})`),
    index('event_deliveries_failed_idx')
      .on(t.eventId)
      .where(sql`${t.status} = 'failed'`),
  ],
);
export type EventDeliveryRow = typeof eventDeliveries.$inferSelect;
