import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { manufactures, manufactureWorkers, type ManufactureRow } from '../../platform/db/schema';
import { anyOf } from '../../platform/common/sql';

export type { ManufactureRow };
export type NewManufactureRow = typeof manufactures.$inferInsert;

/** The only place that queries manufactures and manufacture_workers. */
@Injectable()
export class ManufacturesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Manufactures of one status (or every one), by name. */
  list(status?: string): Promise<ManufactureRow[]> {
    return this.db
      .select()
      .from(manufactures)
      .where(status ? eq(manufactures.status, status) : undefined)
      .orderBy(asc(manufactures.name), asc(manufactures.id));
  }

  /** Active manufactures, by name. */
  listActive(): Promise<ManufactureRow[]> {
    return this.list('Active');
  }

  /** Active manufactures the user works at, by name. */
  async listActiveForWorker(userId: string): Promise<ManufactureRow[]> {
    const rows = await this.db
      .select({ m: manufactures })
      .from(manufactureWorkers)
      .innerJoin(manufactures, eq(manufactures.id, manufactureWorkers.manufactureId))
      .where(and(eq(manufactureWorkers.userId, userId), eq(manufactures.status, 'Active')))
      .orderBy(asc(manufactures.name));
    return rows.map((r) => r.m);
  }

  /** Every manufacture the user works at (hubs), whatever its status, by name. */
  async hubsOf(userId: string, tx: DbOrTx = this.db): Promise<Array<{ id: string; name: string }>> {
    return tx
      .select({ id: manufactures.id, name: manufactures.name })
      .from(manufactureWorkers)
      .innerJoin(manufactures, eq(manufactures.id, manufactureWorkers.manufactureId))
      .where(eq(manufactureWorkers.userId, userId))
      .orderBy(asc(manufactures.name));
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<ManufactureRow | null> {
    const [row] = await tx.select().from(manufactures).where(eq(manufactures.id, id)).limit(1);
    return row ?? null;
  }

  async exists(id: string, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx.select({ id: manufactures.id }).from(manufactures).where(eq(manufactures.id, id)).limit(1);
    return !!row;
  }

  async insert(values: NewManufactureRow, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(manufactures).values(values);
  }

  async update(id: string, values: Partial<NewManufactureRow>, tx: DbOrTx): Promise<void> {
    await tx
      .update(manufactures)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(manufactures.id, id));
  }

  async rename(id: string, name: string, tx: DbOrTx): Promise<void> {
    await this.update(id, { name }, tx);
  }

  /** Member ids per manufacture, for a page of manufactures in one query. */
  byIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<ManufactureRow[]> {
    return ids.length
      ? tx
          .select()
          .from(manufactures)
          .where(anyOf(manufactures.id, [...ids]))
      : Promise.resolve([]);
  }

  async memberIds(manufactureIds: readonly string[], tx: DbOrTx = this.db): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(manufactureIds.map((id) => [id, []]));
    if (!manufactureIds.length) return out;
    const rows = await tx
      .select()
      .from(manufactureWorkers)
      .where(anyOf(manufactureWorkers.manufactureId, [...manufactureIds]));
    for (const r of rows) out.get(r.manufactureId)?.push(r.userId);
    return out;
  }

  async addWorker(manufactureId: string, userId: string, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(manufactureWorkers).values({ manufactureId, userId }).onConflictDoNothing();
  }

  async removeWorker(manufactureId: string, userId: string, tx: DbOrTx): Promise<void> {
    await tx.delete(manufactureWorkers).where(and(eq(manufactureWorkers.manufactureId, manufactureId), eq(manufactureWorkers.userId, userId)));
  }

  async findByName(name: string): Promise<ManufactureRow | null> {
    const [row] = await this.db.select().from(manufactures).where(eq(manufactures.name, name)).limit(1);
    return row ?? null;
  }

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
