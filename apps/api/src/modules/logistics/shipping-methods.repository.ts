import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { shippingMethods, shippingZones, type ShippingMethodRow, type ShippingZoneRow } from '../../platform/db/schema';
import { anyOf } from '../../platform/common/sql';

export type { ShippingMethodRow, ShippingZoneRow };
export type NewShippingMethodRow = typeof shippingMethods.$inferInsert;
export type NewShippingZoneRow = typeof shippingZones.$inferInsert;

/** Which methods a list shows: live ones (all, or active only) or the trash. */
export type MethodFilter = 'all' | 'active' | 'trash';

/** The only place that queries shipping_methods and shipping_zones. */
@Injectable()
export class ShippingMethodsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(filter: MethodFilter): SQL | undefined {
    if (filter === 'trash') return isNotNull(shippingMethods.trashedAt);
    return filter === 'active' ? and(isNull(shippingMethods.trashedAt), eq(shippingMethods.active, true)) : isNull(shippingMethods.trashedAt);
  }

  page(filter: MethodFilter, limit: number, offset: number): Promise<ShippingMethodRow[]> {
    return this.db
      .select()
      .from(shippingMethods)
      .where(this.where(filter))
      .orderBy(asc(shippingMethods.name), asc(shippingMethods.id))
      .limit(limit)
      .offset(offset);
  }

  /** Served by shipping_methods_list_idx (a handful of methods, never millions). */
  async count(filter: MethodFilter): Promise<number> {
    const [{ total }] = await this.db.select({ total: count() }).from(shippingMethods).where(this.where(filter));
    return Number(total);
  }

  /** Active methods a seller may use: open to everyone, to one of their merchant groups, or to them by name. */
  openTo(sellerId: string, groupIds: readonly string[], tx: DbOrTx = this.db): Promise<ShippingMethodRow[]> {
    const open = or(
      eq(shippingMethods.audience, 'everyone'),
      groupIds.length ? and(eq(shippingMethods.audience, 'merchant_group'), anyOf(shippingMethods.merchantGroupId, [...groupIds])) : undefined,
      and(eq(shippingMethods.audience, 'sellers'), sql`${shippingMethods.sellerIds} @> array[${sellerId}]::text[]`),
    );
    return tx
      .select()
      .from(shippingMethods)
      .where(and(this.where('active'), open))
      .orderBy(asc(shippingMethods.name), asc(shippingMethods.id));
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<ShippingMethodRow | null> {
    const [row] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id)).limit(1);
    return row ?? null;
  }

  async insert(values: NewShippingMethodRow, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(shippingMethods).values(values);
  }

  async update(id: string, values: Partial<NewShippingMethodRow>, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(shippingMethods)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(shippingMethods.id, id));
  }

  /** Trashes live methods among `ids`; answers how many. */
  async trash(ids: readonly string[]): Promise<number> {
    const rows = await this.db
      .update(shippingMethods)
      .set({ trashedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(anyOf(shippingMethods.id, [...ids]), isNull(shippingMethods.trashedAt)))
      .returning({ id: shippingMethods.id });
    return rows.length;
  }

  /** Zones of these methods, in table order. */
  zonesOf(methodIds: readonly string[], tx: DbOrTx = this.db): Promise<ShippingZoneRow[]> {
    if (!methodIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(shippingZones)
      .where(anyOf(shippingZones.methodId, [...methodIds]))
      .orderBy(asc(shippingZones.methodId), asc(shippingZones.position));
  }

  /** Replaces a method's zones whole, in the caller's transaction. */
  async replaceZones(methodId: string, zones: NewShippingZoneRow[], tx: DbOrTx): Promise<void> {
    await tx.delete(shippingZones).where(eq(shippingZones.methodId, methodId));
    if (zones.length) await tx.insert(shippingZones).values(zones);
  }

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
