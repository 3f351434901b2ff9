import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, exists, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@pod/shared';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { invoiceLines, invoices, type InvoiceLineRow, type InvoiceRow, type NewInvoiceLineRow, type NewInvoiceRow } from '../../platform/db/schema';
import { anyOf } from '../../platform/common/sql';
import { rowById } from '../../platform/common/by-id';

export type { InvoiceLineRow, InvoiceRow, NewInvoiceLineRow, NewInvoiceRow };

export interface InvoiceFilter {
  sellerId?: string;
  status?: InvoiceStatus;
  /** Periods starting on or after this day (YYYY-MM-DD). */
  start?: string;
  /** Periods ending on or before this day (YYYY-MM-DD). */
  end?: string;
  /** Invoices listing this order (-1 finds none). */
  orderNumber?: number;
}

/** The one place that reads and writes invoices and their lines. */
@Injectable()
export class InvoicesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: InvoiceFilter): SQL | undefined {
    return and(
      f.sellerId ? eq(invoices.sellerId, f.sellerId) : undefined,
      f.status ? eq(invoices.status, f.status) : undefined,
      f.start ? gte(invoices.periodStart, f.start) : undefined,
      f.end ? lte(invoices.periodEnd, f.end) : undefined,
      f.orderNumber !== undefined
        ? exists(
            this.db
              .select({ one: sql`1` })
              .from(invoiceLines)
              .where(and(eq(invoiceLines.invoiceId, invoices.id), eq(invoiceLines.orderNumber, f.orderNumber))),
          )
        : undefined,
    );
  }

  /** Writes an invoice with its lines unless the seller has one for the period; null when they have. */
  async insertOnce(values: NewInvoiceRow, lines: Omit<NewInvoiceLineRow, 'invoiceId'>[], tx: DbOrTx): Promise<InvoiceRow | null> {
    const [row] = await tx
      .insert(invoices)
      .values(values)
      .onConflictDoNothing({ target: [invoices.sellerId, invoices.periodStart] })
      .returning();
    if (!row) return null;
    if (lines.length) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row.id })));
    return row;
  }

  /** Sellers who already have an invoice for the period starting `periodStart`. */
  async sellersInvoiced(periodStart: string): Promise<Set<string>> {
    const rows = await this.db.select({ sellerId: invoices.sellerId }).from(invoices).where(eq(invoices.periodStart, periodStart));
    return new Set(rows.map((r) => r.sellerId));
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<InvoiceRow | null> {
    return rowById(tx, invoices, id, lock);
  }

  async update(id: string, values: Partial<NewInvoiceRow>, tx: DbOrTx = this.db): Promise<InvoiceRow> {
    const [row] = await tx
      .update(invoices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(invoices.id, id))
      .returning();
    return row;
  }

  /** Newest period first. */
  page(f: InvoiceFilter, limit: number, offset: number): Promise<InvoiceRow[]> {
    return this.db.select().from(invoices).where(this.where(f)).orderBy(desc(invoices.periodStart), desc(invoices.id)).limit(limit).offset(offset);
  }

  /** Invoices per status: a seller has four a month, so counting them stays small. */
  async countsByStatus(f: Omit<InvoiceFilter, 'status'>): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ status: invoices.status, total: sql<number>`count(*)::int` })
      .from(invoices)
      .where(this.where(f))
      .groupBy(invoices.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
  }

  /** Every seller who has an invoice (the staff's seller filter). */
  async sellerIds(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ sellerId: invoices.sellerId }).from(invoices);
    return rows.map((r) => r.sellerId);
  }

  linesOf(invoiceIds: readonly string[]): Promise<InvoiceLineRow[]> {
    if (!invoiceIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(invoiceLines)
      .where(anyOf(invoiceLines.invoiceId, [...invoiceIds]))
      .orderBy(asc(invoiceLines.paidAt), asc(invoiceLines.orderNumber));
  }

  /** The invoices listing these orders, with the order each lists (an order's page). */
  ofOrders(orderIds: readonly string[]): Promise<Array<{ orderId: string; invoice: InvoiceRow }>> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .select({ orderId: invoiceLines.orderId, invoice: invoices })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(anyOf(invoiceLines.orderId, [...orderIds]))
      .orderBy(asc(invoices.periodStart), asc(invoices.id));
  }

  /** Invoices whose PDF or XLSX is still to be made (a render that failed after the invoice committed). */
  withoutDocuments(limit: number): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(or(isNull(invoices.pdfKey), isNull(invoices.xlsxKey)))
      .orderBy(asc(invoices.createdAt))
      .limit(limit);
  }
}
