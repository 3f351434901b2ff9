import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, PRODUCTION_TRANSACTION_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { manufactures } from './manufactures';
import { users } from './users';
import { at, invoiceColumns, money, timestamps } from './columns';

/**
 * A factory's weekly production invoice to a seller (same periods as the sellers' invoices): one
 * per factory, seller and period, so issuing twice makes nothing twice. Its lines are the
 * production transactions it took; its total is their sum, written with them.
 */
export const productionInvoices = pgTable(
  'production_invoices',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 5001 }).notNull(),
    manufactureId: text('manufacture_id')
      .notNull()
      .references(() => manufactures.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ...invoiceColumns(),
  },
  (t) => [
    // One live invoice per factory, seller and period: a cancelled one leaves room for its reissue.
    uniqueIndex('production_invoices_factory_seller_period_key')
      .on(t.manufactureId, t.sellerId, t.periodStart)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('production_invoices_number_key').on(t.number),
    index('production_invoices_period_idx').on(t.periodStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('production_invoices_status_period_idx').on(t.status, t.periodStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('production_invoices_documents_missing_idx')
      .on(t.createdAt)
      .where(sql`${t.pdfKey} is null or ${t.xlsxKey} is null`),
    oneOf('production_invoices_status_check', t.status, INVOICE_STATUSES),
    check('production_invoices_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);
export type ProductionInvoiceRow = typeof productionInvoices.$inferSelect;
export type NewProductionInvoiceRow = typeof productionInvoices.$inferInsert;

/**
 * The factory's production ledger: what one of our factories makes for a paid order, at base cost.
 * One entry per order and factory (a replayed event finds it); `production_id` waits for the
 * manufacturing module's productions.
 */
export const productionTransactions = pgTable(
  'production_transactions',
  {
    id: text('id').primaryKey(),
    manufactureId: text('manufacture_id')
      .notNull()
      .references(() => manufactures.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: text('order_id').notNull(),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    productionId: text('production_id'),
    units: integer('units').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('pending'),
    invoiceId: text('invoice_id').references(() => productionInvoices.id, { onDelete: 'set null' }),
    /** When the order was paid: the invoice period it belongs to. */
    paidAt: at('paid_at').notNull(),
    ...timestamps(),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    // One entry per order and factory when paid; once its productions are made, one per production (linked).
    unique('production_transactions_order_factory_production_key').on(t.orderId, t.manufactureId, t.productionId).nullsNotDistinct(),
    // The list reads newest paid first (its date filter is the paid date), per tab, factory or seller.
    index('production_transactions_paid_idx').on(t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('production_transactions_status_paid_idx').on(t.status, t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('production_transactions_factory_paid_idx').on(t.manufactureId, t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('production_transactions_seller_paid_idx').on(t.sellerId, t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A date range's counts and sums per status, read from the index alone.
    index('production_transactions_paid_totals_idx').on(t.paidAt, t.status, t.amount),
    index('production_transactions_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    oneOf('production_transactions_status_check', t.status, PRODUCTION_TRANSACTION_STATUSES),
    check('production_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);
export type ProductionTransactionRow = typeof productionTransactions.$inferSelect;
export type NewProductionTransactionRow = typeof productionTransactions.$inferInsert;

/** Entries and their amounts per factory, seller and status, kept by a trigger: the tabs and sums read these. */
export const productionTransactionCounts = pgTable(
  'production_transaction_counts',
  {
    manufactureId: text('manufacture_id').notNull(),
    sellerId: text('seller_id').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
    amount: money('amount').notNull().default('0.00'),
  },
  (t) => [primaryKey({ columns: [t.manufactureId, t.sellerId, t.status] })],
);
