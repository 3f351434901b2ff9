import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@pod/shared';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { productionInvoices, type NewProductionInvoiceRow, type ProductionInvoiceRow } from '../../platform/db/schema';
import { rowById } from '../../platform/common/by-id';

export type { NewProductionInvoiceRow, ProductionInvoiceRow };

export interface ProductionInvoiceFilter {
  manufactureId?: string;
  sellerId?: string;
  status?: InvoiceStatus;
  /** Periods starting on or after / ending on or before this day (YYYY-MM-DD). */
  start?: string;
  end?: string;
}

/** The one place that reads and writes production invoices (their lines are the ledger's entries). */
@Injectable()
export class ProductionInvoicesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: ProductionInvoiceFilter): SQL | undefined {
    const t = productionInvoices;
    return and(
      f.manufactureId ? eq(t.manufactureId, f.manufactureId) : undefined,
      f.sellerId ? eq(t.sellerId, f.sellerId) : undefined,
      f.status ? eq(t.status, f.status) : undefined,
      f.start ? gte(t.periodStart, f.start) : undefined,
      f.end ? lte(t.periodEnd, f.end) : undefined,
    );
  }

  /** Writes the invoice unless the factory already invoiced the seller for the period; null when it has. */
  async insertOnce(values: NewProductionInvoiceRow, tx: DbOrTx): Promise<ProductionInvoiceRow | null> {
    const t = productionInvoices;
    const [row] = await tx
      .insert(t)
      .values(values)
      .onConflictDoNothing({ target: [t.manufactureId, t.sellerId, t.periodStart], where: sql`${t.status} <> 'cancelled'` })
      .returning();
    return row ?? null;
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<ProductionInvoiceRow | null> {
    return rowById(tx, productionInvoices, id, lock);
  }

  async update(id: string, values: Partial<NewProductionInvoiceRow>, tx: DbOrTx = this.db): Promise<ProductionInvoiceRow> {
    const [row] = await tx
      .update(productionInvoices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(productionInvoices.id, id))
      .returning();
    return row;
  }

  /** Newest period first. */
  page(f: ProductionInvoiceFilter, limit: number, offset: number): Promise<ProductionInvoiceRow[]> {
    const t = productionInvoices;
    return this.db.select().from(t).where(this.where(f)).orderBy(desc(t.periodStart), desc(t.id)).limit(limit).offset(offset);
  }

  /** Invoices per status: a factory and seller have four a month, so counting stays small. */
  async countsByStatus(f: Omit<ProductionInvoiceFilter, 'status'>): Promise<Record<string, number>> {
    const t = productionInvoices;
    const rows = await this.db
      .select({ status: t.status, total: sql<number>`count(*)::int` })
      .from(t)
      .where(this.where(f))
      .groupBy(t.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
  }

  /** Invoices whose PDF or XLSX is still to be made. */
  withoutDocuments(limit: number): Promise<ProductionInvoiceRow[]> {
    const t = productionInvoices;
    return this.db
      .select()
      .from(t)
      .where(or(isNull(t.pdfKey), isNull(t.xlsxKey)))
      .orderBy(asc(t.createdAt))
      .limit(limit);
  }
}
