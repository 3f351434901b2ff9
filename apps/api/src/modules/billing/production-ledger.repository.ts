import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductionTransactionStatus } from '@pod/shared';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { productionTransactionCounts, productionTransactions, type NewProductionTransactionRow, type ProductionTransactionRow } from '../../platform/db/schema';
import { anyOf } from '../../platform/common/sql';

export type { NewProductionTransactionRow, ProductionTransactionRow };

export interface ProductionTransactionFilter {
  manufactureId?: string;
  sellerId?: string;
  status?: ProductionTransactionStatus;
  /** Orders paid from / to (inclusive). */
  start?: Date;
  end?: Date;
}

/** The one place that reads and writes the production ledger and its counters. */
@Injectable()
export class ProductionLedgerRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: ProductionTransactionFilter): SQL | undefined {
    const t = productionTransactions;
    return and(
      f.manufactureId ? eq(t.manufactureId, f.manufactureId) : undefined,
      f.sellerId ? eq(t.sellerId, f.sellerId) : undefined,
      f.status ? eq(t.status, f.status) : undefined,
      f.start ? gte(t.paidAt, f.start) : undefined,
      f.end ? lte(t.paidAt, f.end) : undefined,
    );
  }

  /**
   * Writes the entry of an order and factory once: a replay finds it and writes nothing; an entry
   * cancelled with its order is pending again when the order is paid again.
   */
  async upsertPaid(values: NewProductionTransactionRow, tx: DbOrTx): Promise<void> {
    const t = productionTransactions;
    await tx
      .insert(t)
      .values(values)
      .onConflictDoUpdate({
        target: [t.orderId, t.manufactureId, t.productionId],
        set: { status: 'pending', amount: values.amount, units: values.units, paidAt: values.paidAt, cancelledAt: null, updatedAt: new Date() },
        setWhere: eq(t.status, 'cancelled'),
      });
  }

  /** An order's entries, locked (linking them to its productions). */
  ofOrder(orderId: string, tx: DbOrTx): Promise<ProductionTransactionRow[]> {
    return tx.select().from(productionTransactions).where(eq(productionTransactions.orderId, orderId)).orderBy(asc(productionTransactions.id)).for('update');
  }

  /** An order and factory's entry replaced by one entry per production (the same total), in the caller's transaction. */
  async replaceWithUnits(entryId: string, units: NewProductionTransactionRow[], tx: DbOrTx): Promise<void> {
    await tx.delete(productionTransactions).where(eq(productionTransactions.id, entryId));
    if (units.length) await tx.insert(productionTransactions).values(units);
  }

  /** A resumed order's per-production entries of a factory, cancelled before, pending again. */
  async revive(orderId: string, manufactureId: string, tx: DbOrTx): Promise<void> {
    const t = productionTransactions;
    await tx
      .update(t)
      .set({ status: 'pending', cancelledAt: null, updatedAt: new Date() })
      .where(and(eq(t.orderId, orderId), eq(t.manufactureId, manufactureId), eq(t.status, 'cancelled')));
  }

  /** Cancels an order's entries no invoice has taken yet. */
  async cancelPendingOf(orderId: string, tx: DbOrTx): Promise<number> {
    const at = new Date();
    const rows = await tx
      .update(productionTransactions)
      .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
      .where(and(eq(productionTransactions.orderId, orderId), eq(productionTransactions.status, 'pending')))
      .returning({ id: productionTransactions.id });
    return rows.length;
  }

  /** Newest paid first; (paid_at, id) so the indexes serve each filter's order and the date range. */
  page(f: ProductionTransactionFilter, limit: number, offset: number): Promise<ProductionTransactionRow[]> {
    const t = productionTransactions;
    return this.db.select().from(t).where(this.where(f)).orderBy(desc(t.paidAt), desc(t.id)).limit(limit).offset(offset);
  }

  /**
   * Entries and amounts per status: from the trigger-kept counters unless a date range is given
   * (then counted over the range, which the dates bound).
   */
  async totalsByStatus(f: Omit<ProductionTransactionFilter, 'status'>): Promise<Record<string, { count: number; amount: string }>> {
    const c = productionTransactionCounts;
    const t = productionTransactions;
    const rows =
      f.start || f.end
        ? await this.db
            .select({ status: t.status, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${t.amount}), 0)::text` })
            .from(t)
            .where(this.where(f))
            .groupBy(t.status)
        : await this.db
            .select({ status: c.status, count: sql<number>`coalesce(sum(${c.total}), 0)::int`, amount: sql<string>`coalesce(sum(${c.amount}), 0)::text` })
            .from(c)
            .where(and(f.manufactureId ? eq(c.manufactureId, f.manufactureId) : undefined, f.sellerId ? eq(c.sellerId, f.sellerId) : undefined))
            .groupBy(c.status);
    return Object.fromEntries(rows.map((r) => [r.status, { count: Number(r.count), amount: r.amount }]));
  }

  /** The factory and seller pairs with pending entries of orders paid by `end` (in a period or before it). */
  pendingPairs(end: Date): Promise<Array<{ manufactureId: string; sellerId: string }>> {
    const t = productionTransactions;
    return this.db
      .selectDistinct({ manufactureId: t.manufactureId, sellerId: t.sellerId })
      .from(t)
      .where(and(eq(t.status, 'pending'), lte(t.paidAt, end)));
  }

  /** A pair's pending entries paid by `end`, locked so a cancellation waits for the invoice (or wins before it). */
  pendingOf(pair: { manufactureId: string; sellerId: string }, end: Date, tx: DbOrTx): Promise<ProductionTransactionRow[]> {
    const t = productionTransactions;
    return tx
      .select()
      .from(t)
      .where(and(eq(t.manufactureId, pair.manufactureId), eq(t.sellerId, pair.sellerId), eq(t.status, 'pending'), lte(t.paidAt, end)))
      .orderBy(asc(t.paidAt), asc(t.orderNumber))
      .for('update');
  }

  async markInvoiced(ids: readonly string[], invoiceId: string, tx: DbOrTx): Promise<void> {
    if (!ids.length) return;
    await tx
      .update(productionTransactions)
      .set({ status: 'invoiced', invoiceId, updatedAt: new Date() })
      .where(anyOf(productionTransactions.id, [...ids]));
  }

  /** A cancelled invoice's entries are owed again: pending, on no invoice, for the next run to invoice. */
  async release(invoiceId: string, tx: DbOrTx): Promise<void> {
    await tx
      .update(productionTransactions)
      .set({ status: 'pending', invoiceId: null, updatedAt: new Date() })
      .where(and(eq(productionTransactions.invoiceId, invoiceId), eq(productionTransactions.status, 'invoiced')));
  }

  linesOf(invoiceIds: readonly string[]): Promise<ProductionTransactionRow[]> {
    if (!invoiceIds.length) return Promise.resolve([]);
    const t = productionTransactions;
    return this.db
      .select()
      .from(t)
      .where(anyOf(t.invoiceId, [...invoiceIds]))
      .orderBy(asc(t.paidAt), asc(t.orderNumber));
  }

  /** Every factory and seller on the ledger (the filters' choices), from the counters. */
  async parties(): Promise<{ manufactureIds: string[]; sellerIds: string[] }> {
    const c = productionTransactionCounts;
    const rows = await this.db
      .selectDistinct({ manufactureId: c.manufactureId, sellerId: c.sellerId })
      .from(c)
      .where(sql`${c.total} > 0`);
    return { manufactureIds: [...new Set(rows.map((r) => r.manufactureId))], sellerIds: [...new Set(rows.map((r) => r.sellerId))] };
  }
}
