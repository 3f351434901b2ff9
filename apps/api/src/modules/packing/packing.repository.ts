import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { anyOf } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx, type Tx } from '../../platform/db/database';
import {
  packageCounts,
  packageProductions,
  packages,
  trackingSeries,
  type NewPackageRow,
  type PackageProductionRow,
  type PackageRow,
} from '../../platform/db/schema';

export type { NewPackageRow, PackageProductionRow, PackageRow };

/** Box Packages' filter, resolved by the service. */
export interface PackageFilter {
  manufactureId: string;
  status?: string;
  source?: string;
  /** A shipping method's id ('' for none); undefined is every method (`mulstran`). */
  shippingKey?: string;
  code?: string;
  orderNumber?: number;
  trackingNumber?: string;
}

/** The one place that reads and writes packages, their units, counters and tracking series. */
@Injectable()
export class PackingRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Serialises the work on one key (an order's package, a factory's bins) until `tx` ends. */
  async lockKey(key: string, tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }

  async insert(row: NewPackageRow, tx: DbOrTx): Promise<PackageRow> {
    const [made] = await tx.insert(packages).values(row).returning();
    return made;
  }

  async update(id: string, values: Partial<NewPackageRow>, tx: DbOrTx): Promise<PackageRow> {
    const [row] = await tx
      .update(packages)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(packages.id, id))
      .returning();
    return row;
  }

  /** A package by id or code, locked for the rest of `tx` (at a factory when one is named). */
  async lock(ref: string, tx: DbOrTx, manufactureId?: string): Promise<PackageRow | null> {
    const [row] = await tx
      .select()
      .from(packages)
      .where(and(manufactureId ? eq(packages.manufactureId, manufactureId) : undefined, sql`(${packages.id} = ${ref} or ${packages.code} = ${ref})`))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  /** A package by id or code (at a factory when one is named), not locked. */
  async find(ref: string, manufactureId?: string): Promise<PackageRow | null> {
    const [row] = await this.db
      .select()
      .from(packages)
      .where(and(manufactureId ? eq(packages.manufactureId, manufactureId) : undefined, sql`(${packages.id} = ${ref} or ${packages.code} = ${ref})`))
      .limit(1);
    return row ?? null;
  }

  async setSlip(id: string, key: string): Promise<void> {
    await this.db.update(packages).set({ slipKey: key }).where(eq(packages.id, id));
  }

  async byTracking(tracking: string, tx: DbOrTx = this.db, lock = true): Promise<PackageRow | null> {
    const query = tx.select().from(packages).where(eq(packages.trackingNumber, tracking)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  byIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<PackageRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(packages).where(anyOf(packages.id, ids));
  }

  /** The packages of these orders, oldest first (an order's page, its follow-up). */
  ofOrders(orderIds: readonly string[], tx: DbOrTx = this.db): Promise<PackageRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return tx.select().from(packages).where(anyOf(packages.orderId, orderIds)).orderBy(asc(packages.createdAt), asc(packages.id));
  }

  /** The order's package still being filled at this factory. */
  async openOfOrder(orderId: string, manufactureId: string, tx: DbOrTx): Promise<PackageRow | null> {
    const [row] = await tx
      .select()
      .from(packages)
      .where(and(eq(packages.orderId, orderId), eq(packages.manufactureId, manufactureId), eq(packages.status, 'Processing')))
      .orderBy(asc(packages.createdAt))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  /** The smallest bin number no filling package of the factory holds. */
  async freeBin(manufactureId: string, tx: DbOrTx): Promise<number> {
    const rows = await tx
      .select({ bin: packages.binNumber })
      .from(packages)
      .where(and(eq(packages.manufactureId, manufactureId), eq(packages.status, 'Processing'), isNotNull(packages.binNumber)));
    const taken = new Set(rows.map((r) => r.bin));
    let bin = 1;
    while (taken.has(bin)) bin++;
    return bin;
  }

  // ------------------------------------------------------------ units

  async addUnit(row: Omit<PackageProductionRow, 'packedAt'>, tx: DbOrTx): Promise<void> {
    await tx.insert(packageProductions).values(row);
  }

  async packageOfProduction(productionId: string, tx: DbOrTx): Promise<PackageRow | null> {
    const [row] = await tx
      .select({ p: packages })
      .from(packageProductions)
      .innerJoin(packages, eq(packages.id, packageProductions.packageId))
      .where(eq(packageProductions.productionId, productionId))
      .limit(1);
    return row?.p ?? null;
  }

  /** The units of these packages, packed first first. */
  unitsOf(packageIds: readonly string[], tx: DbOrTx = this.db): Promise<PackageProductionRow[]> {
    if (!packageIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(packageProductions)
      .where(anyOf(packageProductions.packageId, packageIds))
      .orderBy(asc(packageProductions.packedAt), asc(packageProductions.productionId));
  }

  async moveUnits(productionIds: readonly string[], toPackage: string, tx: DbOrTx): Promise<void> {
    await tx.update(packageProductions).set({ packageId: toPackage }).where(anyOf(packageProductions.productionId, productionIds));
  }

  async removeUnits(packageId: string, tx: DbOrTx): Promise<void> {
    await tx.delete(packageProductions).where(eq(packageProductions.packageId, packageId));
  }

  // ------------------------------------------------------------ tracking numbers

  /** The next number of a tracking series (made on first use). */
  async nextTracking(prefix: string, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .insert(trackingSeries)
      .values({ prefix, last: 1 })
      .onConflictDoUpdate({ target: trackingSeries.prefix, set: { last: sql`${trackingSeries.last} + 1` } })
      .returning({ last: trackingSeries.last });
    return row.last;
  }

  // ------------------------------------------------------------ the list

  private where(f: PackageFilter): SQL {
    return and(
      eq(packages.manufactureId, f.manufactureId),
      f.status ? eq(packages.status, f.status) : undefined,
      f.source ? eq(packages.source, f.source) : undefined,
      f.shippingKey !== undefined ? eq(packages.shippingKey, f.shippingKey) : undefined,
      f.code ? eq(packages.code, f.code) : undefined,
      f.orderNumber != null ? eq(packages.orderNumber, f.orderNumber) : undefined,
      f.trackingNumber ? eq(packages.trackingNumber, f.trackingNumber) : undefined,
    )!;
  }

  page(f: PackageFilter, limit: number, offset: number): Promise<PackageRow[]> {
    return this.db.select().from(packages).where(this.where(f)).orderBy(desc(packages.createdAt), desc(packages.id)).limit(limit).offset(offset);
  }

  async count(f: PackageFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(packages)
      .where(this.where(f));
    return row.n;
  }

  /** Packed and labelled packages of a factory not handed over yet (the carrier's manifest). */
  awaitingPickup(manufactureId: string): Promise<PackageRow[]> {
    return this.db
      .select()
      .from(packages)
      .where(and(eq(packages.manufactureId, manufactureId), eq(packages.status, 'Packed'), isNotNull(packages.trackingNumber), ne(packages.carrier, 'seller')))
      .orderBy(asc(packages.labelledAt), asc(packages.id));
  }

  /** The trigger-kept counters of a factory (for one intake or all), by status, shipping method and tracking status. */
  counts(manufactureId: string, source?: string, tx: DbOrTx = this.db) {
    return tx
      .select({
        status: packageCounts.status,
        shippingKey: packageCounts.shippingKey,
        trackingStatus: packageCounts.trackingStatus,
        total: packageCounts.total,
      })
      .from(packageCounts)
      .where(and(eq(packageCounts.manufactureId, manufactureId), source ? eq(packageCounts.source, source) : undefined, ne(packageCounts.total, 0)));
  }

  /** Which of `ids` are packages of orders of this seller (ownership). */
  async ownedBy(sellerId: string, ids: readonly string[], tx: DbOrTx = this.db): Promise<ReadonlySet<string>> {
    const rows = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.sellerId, sellerId), anyOf(packages.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  /** The seller's packages of an order by its number (the seller-label import). */
  ofOrderNumber(orderNumber: number, tx: DbOrTx = this.db): Promise<PackageRow[]> {
    return tx.select().from(packages).where(eq(packages.orderNumber, orderNumber)).orderBy(asc(packages.createdAt));
  }
}
