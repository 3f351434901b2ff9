import { date, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Exact money: numeric(14,2), read as a string and computed with packages/shared's money helper, never as a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A moment in time, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was made and last changed, both set by the database on insert (spread into a table's columns). */
export const timestamps = () => ({
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * What both invoice tables (a seller's weekly invoice, a factory's production invoice) hold besides
 * their number and whom they bill: the period, the status, the order count and total, the files
 * and when the invoice was paid or cancelled.
 */
export const invoiceColumns = () => ({
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('pending'),
  orderCount: integer('order_count').notNull(),
  total: money('total').notNull(),
  pdfKey: text('pdf_key'),
  xlsxKey: text('xlsx_key'),
  ...timestamps(),
  paidAt: at('paid_at'),
  cancelledAt: at('cancelled_at'),
});
