import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ID_PATTERN, type OrderStatus, type StorePlatform } from '@pod/shared';
import { olderThan, type KeysetCursor } from '../../platform/common/keyset';
import { PreparedByShape } from '../../platform/common/prepared';
import { anyOf, escapeLike } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import {
  orderItems,
  orders,
  orderStatusCounts,
  stores,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
} from '../../platform/db/schema';
import { rowById } from '../../platform/common/by-id';

export type { NewOrderItemRow, NewOrderRow, OrderItemRow, OrderRow };

/** What an invoice line needs of a paid order. */
export type PaidOrder = Pick<OrderRow, 'id' | 'number' | 'sellerId' | 'total' | 'shipping'> & { paidAt: Date };

export interface OrderFilter {
  sellerId?: string;
  storeId?: string;
  /** One status; absent means every status but Trash (the All tab). */
  status?: OrderStatus;
  platform?: StorePlatform;
  presetId?: string;
  /** An order id, its number ("100234" or "#100234"), the platform's order id, or the start of the customer's name. */
  search?: string;
  start?: Date;
  end?: Date;
}

/** The filter as the list's SQL takes it: the search term normalised into what it can match. */
type ListFilter = Omit<OrderFilter, 'search'> & {
  searchId?: string;
  searchText?: string;
  searchNumber?: number;
  searchNamePrefix?: string;
  searchEmail?: string;
};

/** A list row: the order and its store's ref (null for an order without a store). */
export interface OrderWithStore {
  order: OrderRow;
  store: { id: string; name: string; platform: string } | null;
}

/** The one place that reads and writes orders, their lines and their counters. */
@Injectable()
export class OrdersRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  // The list's page and its counters run on every /orders view: prepared per filter shape.
  private readonly pages = new PreparedByShape<ListFilter, OrderWithStore[]>('orders_page', (f, name) =>
    this.db
      .select({ order: orders, store: { id: stores.id, name: stores.name, platform: stores.platform } })
      .from(orders)
      .leftJoin(stores, eq(stores.id, orders.storeId))
      .where(this.where(f))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  private readonly counters = new PreparedByShape<Pick<ListFilter, 'sellerId' | 'storeId'>, Array<{ status: string; total: number }>>(
    'orders_counters',
    (f, name) => {
      const c = orderStatusCounts;
      return this.db
        .select({ status: c.status, total: sql<number>`sum(${c.total})::int` })
        .from(c)
        .where(and(f.sellerId ? eq(c.sellerId, f.sellerId) : undefined, f.storeId ? eq(c.storeId, f.storeId) : undefined))
        .groupBy(c.status)
        .prepare(name);
    },
  );

  /** `everyStatus` drops the status condition (the per-status counts). Branches only on which fields are set (see PreparedByShape). */
  private where(f: ListFilter, everyStatus = false): SQL | undefined {
    const t = orders;
    return and(
      f.sellerId ? eq(t.sellerId, f.sellerId) : undefined,
      f.storeId ? eq(t.storeId, f.storeId) : undefined,
      everyStatus ? undefined : f.status ? eq(t.status, f.status) : ne(t.status, 'Trash'),
      f.platform ? eq(t.platform, f.platform) : undefined,
      f.presetId ? sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${t.id} and ${orderItems.presetId} = ${f.presetId})` : undefined,
      f.searchId ? eq(t.id, f.searchId) : undefined,
      f.searchText
        ? or(
            f.searchNumber !== undefined ? eq(t.number, f.searchNumber) : undefined,
            eq(t.platformOrderId, f.searchText),
            sql`lower(${t.shippingAddress}->>'name') like ${f.searchNamePrefix}`,
            f.searchEmail ? sql`lower(${t.shippingAddress}->>'email') = ${f.searchEmail}` : undefined,
          )
        : undefined,
      f.start ? gte(t.createdAt, f.start) : undefined,
      f.end ? lte(t.createdAt, f.end) : undefined,
    );
  }

  /** The search term split by what it can be: an order id, or a number / platform id / the start of the customer's name / the customer's email. */
  private listFilter({ search, ...rest }: OrderFilter): ListFilter {
    if (!search) return rest;
    if (ID_PATTERN.test(search)) return { ...rest, searchId: search };
    const number = /^#?(\d{1,15})$/.exec(search);
    return {
      ...rest,
      searchText: search,
      searchNumber: number ? Number(number[1]) : undefined,
      searchNamePrefix: `${escapeLike(search.toLowerCase())}%`,
      searchEmail: search.includes('@') ? search.toLowerCase() : undefined,
    };
  }

  /** Newest first on (created_at, id), which the status, seller and store indexes all serve; with each order's store ref. */
  page(f: OrderFilter, limit: number, offset: number): Promise<OrderWithStore[]> {
    return this.pages.execute(this.listFilter(f), { limit, offset });
  }

  /** The next `limit` orders after `cursor` in the list's order (newest first): exports page by keyset, flat at any depth. */
  pageAfter(f: OrderFilter, cursor: KeysetCursor | null, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(this.where(this.listFilter(f)), olderThan(orders.createdAt, orders.id, cursor)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  }

  /** Orders per status: trigger-kept counters when only seller and store are filtered, else counted. */
  async countsByStatus(f: Omit<OrderFilter, 'status'>): Promise<Record<string, number>> {
    const countersOnly = !f.platform && !f.presetId && !f.search && !f.start && !f.end;
    const rows = countersOnly
      ? await this.counters.execute({ sellerId: f.sellerId, storeId: f.storeId })
      : await this.db
          .select({ status: orders.status, total: sql<number>`count(*)::int` })
          .from(orders)
          .where(this.where(this.listFilter(f), true))
          .groupBy(orders.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
  }

  findById(id: string, tx: DbOrTx = this.db, lock: boolean | 'skip-locked' = false): Promise<OrderRow | null> {
    return rowById(tx, orders, id, lock);
  }

  async findByIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<OrderRow[]> {
    if (!ids.length) return [];
    return tx
      .select()
      .from(orders)
      .where(anyOf(orders.id, [...ids]));
  }

  /** Paid orders (Processing) paid before `paidBefore` of sellers not in `exceptSellers`, oldest first: what the production release takes. */
  processingPaidBefore(paidBefore: Date, exceptSellers: readonly string[], limit: number): Promise<string[]> {
    return this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'Processing'),
          lte(orders.paidAt, paidBefore),
          exceptSellers.length ? sql`not (${anyOf(orders.sellerId, exceptSellers)})` : undefined,
        ),
      )
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(limit)
      .then((rows) => rows.map((r) => r.id));
  }

  /** Orders paid in [start, end] that still hold a payment, oldest first per seller (billing's weekly invoices). */
  paidBetween(start: Date, end: Date): Promise<PaidOrder[]> {
    return this.db
      .select({ id: orders.id, number: orders.number, sellerId: orders.sellerId, total: orders.total, shipping: orders.shipping, paidAt: orders.paidAt })
      .from(orders)
      .where(and(gte(orders.paidAt, start), lte(orders.paidAt, end), sql`${orders.paid} > 0`))
      .orderBy(asc(orders.sellerId), asc(orders.paidAt), asc(orders.id)) as Promise<PaidOrder[]>;
  }

  async findByPlatformId(storeId: string, platformOrderId: string, tx: DbOrTx = this.db): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.platformOrderId, platformOrderId)))
      .limit(1);
    return row ?? null;
  }

  async findByIdempotencyKey(sellerId: string, key: string, tx: DbOrTx = this.db): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.sellerId, sellerId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  /** Inserts unless the store already has this platform order, or the seller this idempotency key (both unique indexes); null when it has. */
  async insertOnce(values: NewOrderRow, tx: DbOrTx): Promise<OrderRow | null> {
    const [row] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async update(id: string, values: Partial<NewOrderRow>, tx: DbOrTx): Promise<OrderRow> {
    const [row] = await tx
      .update(orders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return row;
  }

  itemsOf(orderIds: readonly string[], tx: DbOrTx = this.db): Promise<OrderItemRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(orderItems)
      .where(anyOf(orderItems.orderId, [...orderIds]))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }

  async insertItems(rows: NewOrderItemRow[], tx: DbOrTx): Promise<void> {
    if (rows.length) await tx.insert(orderItems).values(rows);
  }

  async replaceItems(orderId: string, rows: NewOrderItemRow[], tx: DbOrTx): Promise<void> {
    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
    await this.insertItems(rows, tx);
  }

  /** A line's designs once its links are fetched (the links are gone, fetched or not). */
  /** A line's designs, and the links still to fetch. */
  async setItemDesigns(itemId: string, designs: Record<string, string>, designUrls: Record<string, string>, tx: DbOrTx): Promise<void> {
    await tx.update(orderItems).set({ designs, designUrls }).where(eq(orderItems.id, itemId));
  }
}
