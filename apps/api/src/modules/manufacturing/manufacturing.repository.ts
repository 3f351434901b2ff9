import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProductionOrder } from '@pod/shared';
import { Params, rowOf, runNamed } from '../../platform/common/prepared';
import { anyOf } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx, type Tx } from '../../platform/db/database';
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
} from '../../platform/db/schema';

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

/** What a scan's first statement reads: whether the caller works at the factory, the production (locked) and whether this station just scanned it. */
export interface ScanLock {
  worksHere: boolean;
  production: ProductionRow | null;
  scannedNear: boolean;
}

/** A scan's move as the one statement writes it (the step row; other modules' rows come as CTEs). */
export interface ScanWrite {
  productionId: string;
  from: string;
  to: string;
  takesBlank: boolean;
  /** The station the unit leaves (passes), null when it only enters its first one: its open errors redone there are resolved. */
  passed: string | null;
  step: Omit<ProductionStepRow, 'createdAt' | 'productionId' | 'from' | 'to'>;
  /** Other modules' writes of the same statement (the timeline row, the outbox event, the stock change), with the checks the statement must read. */
  ctes: string[];
  checks: string[];
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

  /**
   * A scan's first statement (prepared): whether the caller may work at the factory (root: it
   * exists; others: a manufacture_workers row), the production with this id or code there locked
   * for the rest of `tx`, and whether `station` scanned it within `windowMs` of `scannedAt`.
   */
  async scanLock(
    tx: Tx,
    q: { manufactureId: string; ref: string; userId: string; anyFactory: boolean; station: string; scannedAt: Date; windowMs: number },
  ): Promise<ScanLock> {
    const [raw] = await runNamed(
      tx,
      'mfg_scan_lock',
      `SELECT CASE WHEN $3::bool THEN EXISTS (SELECT 1 FROM manufactures WHERE id = $1)
                ELSE EXISTS (SELECT 1 FROM manufacture_workers WHERE manufacture_id = $1 AND user_id = $4) END AS works_here,
              p.*,
              p.id IS NOT NULL AND EXISTS (SELECT 1 FROM production_steps s WHERE s.production_id = p.id AND s.station = $5
                AND abs(extract(epoch FROM s.scanned_at - $6::timestamptz)) * 1000 < $7) AS scanned_near
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT * FROM productions WHERE manufacture_id = $1 AND (id = $2 OR code = $2) LIMIT 1 FOR UPDATE) AS p ON true`,
      [q.manufactureId, q.ref, q.anyFactory, q.userId, q.station, q.scannedAt, q.windowMs],
    );
    return { worksHere: !!raw.works_here, production: raw.id ? rowOf(productions, raw) : null, scannedNear: !!raw.scanned_near };
  }

  /**
   * A scan's move in one prepared statement: the status update, the step row and the CTEs other
   * modules built (timeline, outbox, stock). Answers the updated production and whether every
   * check came back non-zero (a stock change that could not be made reads 0).
   */
  async scanWrite(tx: Tx, w: ScanWrite, p: Params): Promise<{ production: ProductionRow; checked: boolean }> {
    const id = p.add(w.productionId, 'text');
    const to = p.add(w.to, 'text');
    const at = p.add(w.step.scannedAt, 'timestamptz');
    const passed = p.add(w.passed, 'text');
    const ctes = [
      `up AS (UPDATE productions SET status = ${to}, blank_taken = blank_taken OR ${p.add(w.takesBlank, 'bool')}, updated_at = now() WHERE id = ${id} RETURNING *)`,
      `st AS (INSERT INTO production_steps (id, production_id, "from", "to", station, worker_id, scanned_at)
        VALUES (${p.add(w.step.id, 'text')}, ${id}, ${p.add(w.from, 'text')}, ${to}, ${p.add(w.step.station, 'text')}, ${p.add(w.step.workerId, 'text')}, ${at}))`,
      // A rework is done when the unit passes the station its error sent it back to (the code's redo step).
      `rw AS (UPDATE production_errors SET resolved_at = ${at} WHERE production_id = ${id} AND resolved_at IS NULL
        AND code IN (SELECT code FROM production_error_codes WHERE redo = ${passed}))`,
      ...w.ctes,
    ];
    const checks = w.checks.length ? w.checks.map((c) => `${c} > 0`).join(' AND ') : 'true';
    const [raw] = await runNamed(tx, 'mfg_scan_write', `WITH ${ctes.join(',\n')}\nSELECT up.*, ${checks} AS checked FROM up`, p.values);
    return { production: rowOf(productions, raw), checked: !!raw.checked };
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

  /** Units went into a live package (a time) or left one (null). */
  async setPacked(ids: readonly string[], packedAt: Date | null, tx: DbOrTx): Promise<void> {
    if (ids.length) await tx.update(productions).set({ packedAt }).where(anyOf(productions.id, ids));
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

  /** An order's productions, by line and unit. */
  ofOrder(orderId: string, tx: DbOrTx = this.db): Promise<ProductionRow[]> {
    return tx.select().from(productions).where(eq(productions.orderId, orderId)).orderBy(asc(productions.orderItemId), asc(productions.unitIndex));
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
      // Packing is a to-do: a unit already in a package is done there.
      f.status === 'Packing' ? isNull(productions.packedAt) : undefined,
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

  /** Productions whose code starts with `prefix` (upper case, LIKE-safe: letters and digits), newest first (the navbar's search). */
  byCodePrefix(prefix: string, limit: number): Promise<ProductionRow[]> {
    return this.db
      .select()
      .from(productions)
      .where(sql`${productions.code} like ${`${prefix}%`}`)
      .orderBy(desc(productions.createdAt), desc(productions.id))
      .limit(limit);
  }

  page(f: ProductionFilter, limit: number, offset: number, order: ProductionOrder): Promise<ProductionRow[]> {
    const by =
      order === 'next'
        ? // A station's queue: the most urgent first, a batch's units together, then in the order they came.
          [desc(productions.priority), asc(productions.shipBy), sql`${productions.batchId} asc nulls last`, asc(productions.createdAt), asc(productions.id)]
        : [desc(productions.createdAt), desc(productions.id)];
    return this.db
      .select()
      .from(productions)
      .where(this.where(f))
      .orderBy(...by)
      .limit(limit)
      .offset(offset);
  }

  /** A filtered list's total (bounded by the filters the counters cannot answer). */
  async count(f: ProductionFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productions)
      .where(this.where(f));
    return row.n;
  }

  /** Productions still being made past their ship-by date, every factory (the partial index of those being made). */
  async lateCount(now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productions)
      .where(sql`${productions.status} not in ('Packing', 'Cancelled') and ${productions.shipBy} < ${now}`);
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
