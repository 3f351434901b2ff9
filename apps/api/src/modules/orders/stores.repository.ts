import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { orderStatusCounts, stores, type NewStoreRow, type StoreRow } from '../../platform/db/schema';

export type { NewStoreRow, StoreRow };

export interface StoreFilter {
  sellerId?: string;
  status?: string;
  platform?: string;
  name?: string;
}

/** The one place that reads and writes stores. */
@Injectable()
export class StoresRepository {
  // Every request made with a store token runs it: prepared once.
  private readonly byTokenPrefix;

  constructor(@Inject(DB) private readonly db: Db) {
    this.byTokenPrefix = db
      .select({ storeId: stores.id, sellerId: stores.sellerId, tokenHash: stores.tokenHash, status: stores.status })
      .from(stores)
      .where(eq(stores.tokenPrefix, sql.placeholder('prefix')))
      .limit(1)
      .prepare('stores_by_token_prefix');
  }

  async findByTokenPrefix(prefix: string): Promise<{ storeId: string; sellerId: string; tokenHash: string | null; status: string } | null> {
    const [row] = await this.byTokenPrefix.execute({ prefix });
    return row ?? null;
  }

  /** Fire and forget, like the API token's: a lost timestamp is not worth failing a request. */
  touchToken(id: string): void {
    void this.db
      .update(stores)
      .set({ tokenLastUsedAt: sql`now()` })
      .where(eq(stores.id, id))
      .catch(() => undefined);
  }

  /** The active shop with this domain on a platform (the webhook's X-Shopify-Shop-Domain): one at most (stores_platform_domain_key). */
  async findByDomain(platform: string, domain: string): Promise<StoreRow | null> {
    const [row] = await this.db
      .select()
      .from(stores)
      .where(and(eq(stores.platform, platform), sql`lower(${stores.domain}) = ${domain.toLowerCase()}`, eq(stores.status, 'active')))
      .limit(1);
    return row ?? null;
  }

  private where(f: StoreFilter): SQL | undefined {
    return and(
      f.sellerId ? eq(stores.sellerId, f.sellerId) : undefined,
      f.status ? eq(stores.status, f.status) : undefined,
      f.platform ? eq(stores.platform, f.platform) : undefined,
      f.name ? sql`lower(${stores.name}) like ${likePattern(f.name)}` : undefined,
    );
  }

  page(f: StoreFilter, limit: number, offset: number): Promise<StoreRow[]> {
    return this.db.select().from(stores).where(this.where(f)).orderBy(desc(stores.createdAt), desc(stores.id)).limit(limit).offset(offset);
  }

  /** Stores per status for the filter (a seller has a handful, staff a few thousand at most). */
  async countsByStatus(f: Omit<StoreFilter, 'status'>): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ status: stores.status, total: sql<number>`count(*)::int` })
      .from(stores)
      .where(this.where(f))
      .groupBy(stores.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<StoreRow | null> {
    const [row] = await tx.select().from(stores).where(eq(stores.id, id)).limit(1);
    return row ?? null;
  }

  async findByIds(ids: readonly string[]): Promise<StoreRow[]> {
    if (!ids.length) return [];
    return this.db
      .select()
      .from(stores)
      .where(anyOf(stores.id, [...ids]));
  }

  async insert(values: NewStoreRow): Promise<StoreRow> {
    const [row] = await this.db.insert(stores).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<NewStoreRow>): Promise<StoreRow> {
    const [row] = await this.db
      .update(stores)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(stores.id, id))
      .returning();
    return row;
  }

  /** Orders per store (every status but Trash), from the orders' trigger-kept counters. */
  async orderCounts(storeIds: readonly string[]): Promise<Map<string, number>> {
    if (!storeIds.length) return new Map();
    const c = orderStatusCounts;
    const rows = await this.db
      .select({ storeId: c.storeId, total: sql<number>`sum(${c.total}) filter (where ${c.status} <> 'Trash')::int` })
      .from(c)
      .where(anyOf(c.storeId, [...storeIds]))
      .groupBy(c.storeId);
    return new Map(rows.map((r) => [r.storeId, Number(r.total ?? 0)]));
  }
}
