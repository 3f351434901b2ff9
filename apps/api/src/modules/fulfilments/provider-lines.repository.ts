import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ProviderLineStatus } from '@pod/shared';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { providerLines, type ProviderLineRow } from '../../platform/db/schema';
import { anyOf } from '../../platform/common/sql';
import { rowById } from '../../platform/common/by-id';

export type { ProviderLineRow };
export type NewProviderLineRow = typeof providerLines.$inferInsert;

export interface ProviderLineFilter {
  provider?: string;
  status?: ProviderLineStatus;
  /** An order number: its lines. */
  orderNumber?: number;
  /** A SKU or tracking number, matched whole. */
  code?: string;
}

/** Lines that may still be (re)sent. */
const SENDABLE: ProviderLineStatus[] = ['queued', 'failed'];

/** The only place that queries provider_lines. */
@Injectable()
export class ProviderLinesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: ProviderLineFilter): SQL | undefined {
    return and(
      f.status ? eq(providerLines.status, f.status) : undefined,
      f.provider ? eq(providerLines.provider, f.provider) : undefined,
      f.orderNumber !== undefined ? eq(providerLines.orderNumber, f.orderNumber) : undefined,
      f.code ? or(eq(providerLines.sku, f.code), eq(providerLines.trackingNumber, f.code)) : undefined,
    );
  }

  /** Served by provider_lines_list_idx (status, provider, created_at desc). */
  page(f: ProviderLineFilter, limit: number, offset: number): Promise<ProviderLineRow[]> {
    return this.db.select().from(providerLines).where(this.where(f)).orderBy(desc(providerLines.createdAt), asc(providerLines.id)).limit(limit).offset(offset);
  }

  async count(f: ProviderLineFilter): Promise<number> {
    const [{ total }] = await this.db.select({ total: count() }).from(providerLines).where(this.where(f));
    return Number(total);
  }

  /** Lines per status for the filter without its status (the tabs). */
  async countsByStatus(f: Omit<ProviderLineFilter, 'status'>): Promise<Array<{ status: string; count: number }>> {
    const rows = await this.db.select({ status: providerLines.status, count: count() }).from(providerLines).where(this.where(f)).groupBy(providerLines.status);
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  }

  byOrders(orderIds: readonly string[], tx: DbOrTx = this.db): Promise<ProviderLineRow[]> {
    return tx.select().from(providerLines).where(anyOf(providerLines.orderId, orderIds)).orderBy(asc(providerLines.createdAt), asc(providerLines.id));
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<ProviderLineRow | null> {
    return rowById(tx, providerLines, id, lock);
  }

  /** The order's lines not sent yet are cancelled with it (sent ones are the provider's to cancel). */
  async cancelUnsentOf(orderId: string, tx: DbOrTx): Promise<void> {
    await tx
      .update(providerLines)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(providerLines.orderId, orderId), anyOf(providerLines.status, SENDABLE)));
  }

  /** Queues lines not queued before (one per order line): answers how many are new. */
  async queue(rows: NewProviderLineRow[], tx: DbOrTx): Promise<number> {
    if (!rows.length) return 0;
    const inserted = await tx.insert(providerLines).values(rows).onConflictDoNothing({ target: providerLines.orderItemId }).returning({ id: providerLines.id });
    return inserted.length;
  }

  /** The order's lines still to send, locked: a second sender waits, then finds them sent. */
  sendableOf(orderId: string, tx: DbOrTx): Promise<ProviderLineRow[]> {
    return tx
      .select()
      .from(providerLines)
      .where(and(eq(providerLines.orderId, orderId), anyOf(providerLines.status, SENDABLE)))
      .orderBy(asc(providerLines.id))
      .for('update');
  }

  async update(ids: readonly string[], values: Partial<NewProviderLineRow>, tx: DbOrTx = this.db): Promise<void> {
    if (!ids.length) return;
    await tx
      .update(providerLines)
      .set({ ...values, updatedAt: sql`now()` })
      .where(anyOf(providerLines.id, ids));
  }

  /** The account's lines of these orders (by number), locked for the import that ships them. */
  ofAccountOrders(fulfilmentId: string, orderNumbers: readonly number[], tx: DbOrTx): Promise<ProviderLineRow[]> {
    return tx
      .select()
      .from(providerLines)
      .where(and(eq(providerLines.fulfilmentId, fulfilmentId), sql`${providerLines.orderNumber} = any(${sql.param([...orderNumbers])}::bigint[])`))
      .for('update');
  }

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
