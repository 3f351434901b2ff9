import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { mrpBatches, type MrpBatchRow } from '../../platform/db/schema';

export type { MrpBatchRow };
export type NewMrpBatchRow = typeof mrpBatches.$inferInsert;

export interface BatchFilter {
  manufactureId: string;
  status?: string;
}

/** The only place that queries mrp_batches. */
@Injectable()
export class ManufacturingBatchesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  private where(f: BatchFilter) {
    return and(eq(mrpBatches.manufactureId, f.manufactureId), f.status ? eq(mrpBatches.status, f.status) : undefined, isNull(mrpBatches.trashedAt));
  }

  /** A page of a factory's batches, newest first (the list index). */
  page(f: BatchFilter, limit: number, offset: number): Promise<MrpBatchRow[]> {
    return this.db.select().from(mrpBatches).where(this.where(f)).orderBy(desc(mrpBatches.createdAt), desc(mrpBatches.id)).limit(limit).offset(offset);
  }

  async count(f: BatchFilter): Promise<number> {
    return (await this.db.select({ n: count() }).from(mrpBatches).where(this.where(f)))[0].n;
  }

  /** The codes of batches by id (trashed ones too: a production still names its batch). */
  codesOf(ids: readonly string[]): Promise<Array<{ id: string; code: string }>> {
    return this.db.select({ id: mrpBatches.id, code: mrpBatches.code }).from(mrpBatches).where(anyOf(mrpBatches.id, ids));
  }

  /** A factory's batches per status (the screen's tab counts). */
  countByStatus(manufactureId: string): Promise<Array<{ status: string; count: number }>> {
    return this.db.select({ status: mrpBatches.status, count: count() }).from(mrpBatches).where(this.where({ manufactureId })).groupBy(mrpBatches.status);
  }

  /** A batch not trashed, locked for the transaction when one is given. */
  async find(id: string, tx?: DbOrTx): Promise<MrpBatchRow | null> {
    const q = (tx ?? this.db)
      .select()
      .from(mrpBatches)
      .where(and(eq(mrpBatches.id, id), isNull(mrpBatches.trashedAt)));
    return (await (tx ? q.for('update') : q))[0] ?? null;
  }

  async insert(row: NewMrpBatchRow, tx: DbOrTx): Promise<MrpBatchRow> {
    return (await tx.insert(mrpBatches).values(row).returning())[0];
  }

  async update(
    id: string,
    values: Partial<Pick<MrpBatchRow, 'status' | 'note' | 'productCount' | 'printMethod' | 'productType' | 'colour' | 'trashedAt'>>,
    tx: DbOrTx,
  ): Promise<MrpBatchRow> {
    return (
      await tx
        .update(mrpBatches)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(mrpBatches.id, id))
        .returning()
    )[0];
  }
}
