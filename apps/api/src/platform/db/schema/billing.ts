import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, LEDGER_STATUSES, LEDGER_TYPES, type ServerText } from '@pod/shared';
import { oneOf } from './checks';
import { files } from './files';
import { users } from './users';
import { at, invoiceColumns, money, timestamps } from './columns';

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
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default('0.00'),
    balanceAfter: money('balance_after'),
    paymentMethod: text('payment_method'),
    /** The outside reference: a bank transfer's id, a provider's payment id. */
    transactionInfo: text('transaction_info'),
    orderId: text('order_id'),
    productionId: text('production_id'),
    /** What a person typed with a top-up or an adjustment (shown as typed). */
    message: text('message'),
    /** What the server says of the entry ("order #101862 cancelled"), as a code the web words. */
    text: jsonb('text').$type<ServerText>(),
    /** Why a pending entry was refused. */
    reason: text('reason'),
    proofFileId: text('proof_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** One charge per order, one refund per key: a retry or a double click finds the first entry. */
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotencyKey),
    index('ledger_entries_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ledger_entries_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ledger_entries_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
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

/**
 * A seller's weekly invoice (periods 1–7, 8–14, 15–21, 22 to the month's end): one per seller and
 * period, so issuing a period twice makes nothing twice. Its totals are the sums of its lines,
 * written together with them; the PDF and XLSX are stored files, signed on each read.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ...invoiceColumns(),
    productCost: money('product_cost').notNull(),
    estimatedShipping: money('estimated_shipping').notNull(),
    /** Null until the orders' shipments exist and report what shipping really cost. */
    actualShipping: money('actual_shipping'),
  },
  (t) => [
    uniqueIndex('invoices_seller_period_key').on(t.sellerId, t.periodStart),
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_status_period_idx').on(t.status, t.periodStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_period_idx').on(t.periodStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The job finds invoices whose files are still to be made without reading the others.
    index('invoices_documents_missing_idx')
      .on(t.createdAt)
      .where(sql`${t.pdfKey} is null or ${t.xlsxKey} is null`),
    oneOf('invoices_status_check', t.status, INVOICE_STATUSES),
    check('invoices_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** One line per paid order of the period, its money copied as it was charged. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    paidAt: at('paid_at').notNull(),
    productCost: money('product_cost').notNull(),
    estimatedShipping: money('estimated_shipping').notNull(),
    actualShipping: money('actual_shipping'),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.orderId] }),
    // An order's invoices (its page) and the invoices list searched by order number.
    index('invoice_lines_order_idx').on(t.orderId),
    index('invoice_lines_order_number_idx').on(t.orderNumber),
  ],
);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLineRow = typeof invoiceLines.$inferInsert;
