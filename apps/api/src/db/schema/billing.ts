import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEDGER_STATUSES, LEDGER_TYPES } from '@pod/shared';
import { oneOf } from './checks';
import { files } from './files';
import { users } from './users';

/**
 * The sellers' credit ledger: append-only, one row per change of a seller's credit. `amount` is the
 * signed effect on the balance (top-ups and refunds positive, payments negative); `balance_after`
 * is written when the entry is paid, under the user's row lock, so the rows of a seller chain.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 14, scale: 2 }).notNull().default('0.00'),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }),
    paymentMethod: text('payment_method'),
    /** The outside reference: a bank transfer's id, a provider's payment id. */
    transactionInfo: text('transaction_info'),
    orderId: text('order_id'),
    productionId: text('production_id'),
    message: text('message'),
    /** Why a pending entry was refused. */
    reason: text('reason'),
    proofFileId: text('proof_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** One charge per order, one refund per key: a retry or a double click finds the first entry. */
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotencyKey),
    index('ledger_entries_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    oneOf('ledger_entries_type_check', t.type, LEDGER_TYPES),
    oneOf('ledger_entries_status_check', t.status, LEDGER_STATUSES),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;

/** Entries per seller and status, kept by a trigger: the Transactions tabs read these, not a count over millions of rows. */
export const ledgerStatusCounts = pgTable(
  'ledger_status_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);
