import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { anyOf } from '../common/sql';
import { DB, type Db, type DbOrTx, type Tx } from '../db/database';
import {
  productionCounts,
  productionErrorCodes,
  productionErrors,
  productions,
  productionSteps,
  type NewProductionRow,
  type ProductionErrorCodeRow,
  type ProductionErrorRow,
  type ProductionRow,
  type ProductionStepRow,
} from '../db/schema';

export type { NewProductionRow, ProductionErrorCodeRow, ProductionErrorRow, ProductionRow, ProductionStepRow };

/** The productions list's filter, resolved by the service (a merchant group is its sellers). */
export interface ProductionFilter {
  manufactureId: string;
  status?: string;
  source?: string;
  sellerIds?: readonly string[];
  productTypeId?: string;
  code?: string;
  orderNumber?: number;
  batchId?: string;
  priority?: boolean;
  late?: boolean;
}

/** Still to be made: late when its ship-by date has passed. */
const DONE = ['Packing', 'Cancelled'];

/** The one place that reads and writes productions, their steps, errors, error codes and counters. */
@Injectable()
export class ManufacturingRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** New productions; a unit released before is skipped (its unique key). Answers those inserted. */
  insertMany(rows: NewProductionRow[], tx: DbOrTx): Promise<ProductionRow[]> {
    if (!rows.length) return Promise.resolve([]);
    return tx.insert(productions).values(rows).onConflictDoNothing().returning();
  }

  /** The production with this id or code at this factory, locked for the rest of `tx`. */
  async lockAt(manufactureId: string, ref: string, tx: DbOrTx): Promise<ProductionRow | null> {
    const [row] = await tx
      .select()
      .from(productions)
      .where(and(eq(productions.manufactureId, manufactureId), or(eq(productions.id, ref), eq(productions.code, ref))))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  async update(id: string, values: Partial<NewProductionRow>, tx: DbOrTx): Promise<ProductionRow> {
    const [row] = await tx
      .update(productions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(productions.id, id))
      .returning();
    return row;
  }

  /** An order's live productions, locked (its cancel). */
  liveOfOrder(orderId: string, tx: DbOrTx): Promise<ProductionRow[]> {
    return tx
      .select()
      .from(productions)
      .where(and(eq(productions.orderId, orderId), notInArray(productions.status, ['Cancelled'])))
      .orderBy(asc(productions.id))
      .for('update');
  }

  /** Every production of an order (packing counts the units still to ship). */
  ofOrder(orderId: string, tx: DbOrTx = this.db): Promise<ProductionRow[]> {
    return tx.select().from(productions).where(eq(productions.orderId, orderId)).orderBy(asc(productions.id));
  }

  /** Several productions of a factory, locked in id order (bulk changes). */
  lockMany(manufactureId: string, ids: readonly string[], tx: DbOrTx): Promise<ProductionRow[]> {
    return tx
      .select()
      .from(productions)
      .where(and(eq(productions.manufactureId, manufactureId), anyOf(productions.id, ids)))
      .orderBy(asc(productions.id))
      .for('update');
  }

  byIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<ProductionRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(productions).where(anyOf(productions.id, ids)).orderBy(asc(productions.id));
  }

  /** Productions of a batch, oldest first. */
  inBatch(batchId: string, tx: DbOrTx = this.db): Promise<ProductionRow[]> {
    return tx.select().from(productions).where(eq(productions.batchId, batchId)).orderBy(asc(productions.createdAt), asc(productions.id));
  }

  /** Released before `before`, still waiting or in work (not held, failed, packed or cancelled), in no batch. */
  unbatchedBefore(before: Date, tx: DbOrTx = this.db): Promise<ProductionRow[]> {
    return tx
      .select()
      .from(productions)
      .where(and(isNull(productions.batchId), lt(productions.createdAt, before), anyOf(productions.status, ['To Do', 'Cutting', 'Printing'])))
      .orderBy(asc(productions.createdAt), asc(productions.id));
  }

  async setBatch(ids: readonly string[], batchId: string | null, tx: DbOrTx): Promise<void> {
    if (ids.length) await tx.update(productions).set({ batchId }).where(anyOf(productions.id, ids));
  }

  /** Productions per batch and status (a batch's progress). */
  async batchStatusCounts(batchIds: readonly string[]): Promise<Array<{ batchId: string; status: string; n: number }>> {
    if (!batchIds.length) return [];
    return this.db
      .select({ batchId: sql<string>`${productions.batchId}`, status: productions.status, n: sql<number>`count(*)::int` })
      .from(productions)
      .where(anyOf(productions.batchId, batchIds))
      .groupBy(productions.batchId, productions.status);
  }

  async insertStep(row: Omit<ProductionStepRow, 'createdAt'>, tx: DbOrTx): Promise<void> {
    await tx.insert(productionSteps).values(row);
  }

  /** Whether this station already scanned the production within `windowMs` of `scannedAt` (the same scan sent twice). */
  async hasScanNear(productionId: string, station: string, scannedAt: Date, windowMs: number, tx: DbOrTx): Promise<boolean> {
    const [row] = await tx
      .select({ id: productionSteps.id })
      .from(productionSteps)
      .where(
        and(
          eq(productionSteps.productionId, productionId),
          eq(productionSteps.station, station),
          sql`abs(extract(epoch from ${productionSteps.scannedAt} - ${scannedAt.toISOString()}::timestamptz)) * 1000 < ${windowMs}`,
        ),
      )
      .limit(1);
    return !!row;
  }

  stepsOf(productionIds: readonly string[]): Promise<ProductionStepRow[]> {
    if (!productionIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(productionSteps)
      .where(anyOf(productionSteps.productionId, productionIds))
      .orderBy(asc(productionSteps.scannedAt), asc(productionSteps.id));
  }

  errorsOf(productionIds: readonly string[]): Promise<ProductionErrorRow[]> {
    if (!productionIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(productionErrors)
      .where(anyOf(productionErrors.productionId, productionIds))
      .orderBy(asc(productionErrors.createdAt), asc(productionErrors.id));
  }

  async insertErrors(rows: Array<Omit<ProductionErrorRow, 'id' | 'createdAt' | 'resolvedAt'>>, tx: DbOrTx): Promise<void> {
    if (rows.length) await tx.insert(productionErrors).values(rows);
  }

  /** Resolves a production's open errors; answers how many were open. */
  async resolveErrors(productionId: string, tx: DbOrTx): Promise<number> {
    const rows = await tx
      .update(productionErrors)
      .set({ resolvedAt: sql`now()` })
      .where(and(eq(productionErrors.productionId, productionId), isNull(productionErrors.resolvedAt)))
      .returning({ id: productionErrors.id });
    return rows.length;
  }

  // ------------------------------------------------------------ error codes

  errorCodes(tx: DbOrTx = this.db): Promise<ProductionErrorCodeRow[]> {
    return tx.select().from(productionErrorCodes).orderBy(asc(productionErrorCodes.code));
  }

  /** Adds the codes missing from the table (a code root changed stays as root left it). */
  async addErrorCodes(rows: ReadonlyArray<Omit<ProductionErrorCodeRow, 'createdAt' | 'updatedAt' | 'label' | 'active'>>, tx: DbOrTx = this.db): Promise<void> {
    if (rows.length)
      await tx
        .insert(productionErrorCodes)
        .values([...rows])
        .onConflictDoNothing();
  }

  async saveErrorCode(row: Omit<ProductionErrorCodeRow, 'createdAt' | 'updatedAt'>): Promise<ProductionErrorCodeRow> {
    const { code: _code, ...rest } = row;
    const [saved] = await this.db
      .insert(productionErrorCodes)
      .values(row)
      .onConflictDoUpdate({ target: productionErrorCodes.code, set: { ...rest, updatedAt: sql`now()` } })
      .returning();
    return saved;
  }

  // ------------------------------------------------------------ the list

  private where(f: ProductionFilter): SQL {
    const now = sql`now()`;
    return and(
      eq(productions.manufactureId, f.manufactureId),
      f.status ? eq(productions.status, f.status) : undefined,
      f.source ? eq(productions.source, f.source) : undefined,
      f.sellerIds ? anyOf(productions.sellerId, f.sellerIds) : undefined,
      f.productTypeId ? eq(productions.productTypeId, f.productTypeId) : undefined,
      f.code ? eq(productions.code, f.code) : undefined,
      f.orderNumber != null ? eq(productions.orderNumber, f.orderNumber) : undefined,
      f.batchId ? eq(productions.batchId, f.batchId) : undefined,
      f.priority != null ? (f.priority ? sql`${productions.priority} > 0` : eq(productions.priority, 0)) : undefined,
      f.late != null
        ? f.late
          ? and(lt(productions.shipBy, now), notInArray(productions.status, DONE))
          : or(sql`${productions.shipBy} >= ${now}`, sql`${productions.status} in ('Packing', 'Cancelled')`)
        : undefined,
    )!;
  }

  page(f: ProductionFilter, limit: number, offset: number): Promise<ProductionRow[]> {
    return this.db.select().from(productions).where(this.where(f)).orderBy(desc(productions.createdAt), desc(productions.id)).limit(limit).offset(offset);
  }

  /** A filtered list's total (bounded by the filters the counters cannot answer). */
  async count(f: ProductionFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productions)
      .where(this.where(f));
    return row.n;
  }

  /** Productions per status at a factory from the trigger-kept counters, for one order intake or all. */
  async counts(manufactureId: string, source?: string, tx: DbOrTx = this.db): Promise<Map<string, number>> {
    const rows = await tx
      .select({ status: productionCounts.status, total: sql<number>`sum(${productionCounts.total})::int` })
      .from(productionCounts)
      .where(and(eq(productionCounts.manufactureId, manufactureId), source ? eq(productionCounts.source, source) : undefined))
      .groupBy(productionCounts.status);
    return new Map(rows.map((r) => [r.status, r.total]));
  }
}
