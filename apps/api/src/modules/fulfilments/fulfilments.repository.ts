import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { fulfilments, fulfilmentTracking, type FulfilmentRow } from '../../platform/db/schema';
import { anyOf } from '../../platform/common/sql';
import { rowById } from '../../platform/common/by-id';

export type { FulfilmentRow };
export type NewFulfilmentRow = typeof fulfilments.$inferInsert;

export interface FulfilmentFilter {
  providers?: readonly string[];
  private?: boolean;
  /** A status, or undefined for every live one (not trash). */
  status?: string;
}

/** The only place that queries fulfilments and fulfilment_tracking. */
@Injectable()
export class FulfilmentsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: FulfilmentFilter): SQL | undefined {
    return and(
      f.status ? eq(fulfilments.status, f.status) : ne(fulfilments.status, 'trash'),
      f.providers?.length ? anyOf(fulfilments.provider, [...f.providers]) : undefined,
      f.private === undefined ? undefined : eq(fulfilments.private, f.private),
    );
  }

  /** Served by fulfilments_list_idx (status, provider, name). */
  page(f: FulfilmentFilter, limit: number, offset: number): Promise<FulfilmentRow[]> {
    return this.db.select().from(fulfilments).where(this.where(f)).orderBy(asc(fulfilments.name), asc(fulfilments.id)).limit(limit).offset(offset);
  }

  async count(f: FulfilmentFilter): Promise<number> {
    const [{ total }] = await this.db.select({ total: count() }).from(fulfilments).where(this.where(f));
    return Number(total);
  }

  /** Accounts orders can be sent to now (status valid). A handful of rows: read whole. */
  live(tx: DbOrTx = this.db): Promise<FulfilmentRow[]> {
    return tx.select().from(fulfilments).where(eq(fulfilments.status, 'valid')).orderBy(asc(fulfilments.name));
  }

  byIds(ids: readonly string[]): Promise<FulfilmentRow[]> {
    return this.db.select().from(fulfilments).where(anyOf(fulfilments.id, ids));
  }

  /** Reads and locks one account for a change in `tx`. */
  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<FulfilmentRow | null> {
    return rowById(tx, fulfilments, id, lock);
  }

  async insert(values: NewFulfilmentRow, tx: DbOrTx): Promise<void> {
    await tx.insert(fulfilments).values(values);
  }

  async update(id: string, values: Partial<NewFulfilmentRow>, tx: DbOrTx): Promise<void> {
    await tx
      .update(fulfilments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(fulfilments.id, id));
  }

  /** Clears the default flag everywhere but `keepId` (one default at most, as the unique index holds). */
  async clearDefault(keepId: string, tx: DbOrTx): Promise<void> {
    await tx
      .update(fulfilments)
      .set({ isDefault: false })
      .where(and(eq(fulfilments.isDefault, true), ne(fulfilments.id, keepId)));
  }

  async insertTracking(rows: Array<typeof fulfilmentTracking.$inferInsert>, tx: DbOrTx): Promise<void> {
    if (rows.length) await tx.insert(fulfilmentTracking).values(rows).onConflictDoNothing();
  }

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
