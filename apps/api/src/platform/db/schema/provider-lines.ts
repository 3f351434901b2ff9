import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FULFILMENT_PROVIDERS, PROVIDER_LINE_ERRORS, PROVIDER_LINE_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { at, timestamps } from './columns';
import { fulfilments } from './logistics';
import { orderItems, orders } from './orders';

/**
 * An order line made by an outside provider: written (queued) when its order goes to production,
 * sent in the account's order file, then shipped with the tracking its result file brings back.
 * One row per order line: the same event twice queues it once.
 */
export const providerLines = pgTable(
  'provider_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number, what the provider's files call the order (`order_ref`). */
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    fulfilmentId: text('fulfilment_id')
      .notNull()
      .references(() => fulfilments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('queued'),
    fileKey: text('file_key'),
    sentAt: at('sent_at'),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    trackingUrl: text('tracking_url'),
    shippedAt: at('shipped_at'),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [
    oneOf('provider_lines_provider_check', t.provider, FULFILMENT_PROVIDERS),
    oneOf('provider_lines_status_check', t.status, PROVIDER_LINE_STATUSES),
    oneOf('provider_lines_error_check', t.error, PROVIDER_LINE_ERRORS, { nullable: true }),
    uniqueIndex('provider_lines_item_key').on(t.orderItemId),
    // The page's tabs and provider filter, newest first; the counters read (status) from it.
    index('provider_lines_list_idx').on(t.status, t.provider, t.createdAt.desc().nullsFirst()),
    index('provider_lines_order_idx').on(t.orderId),
    // An import matches its rows by account and order number.
    index('provider_lines_account_order_idx').on(t.fulfilmentId, t.orderNumber),
  ],
);
export type ProviderLineRow = typeof providerLines.$inferSelect;
