import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { newId } from '../../platform/common/ids';
import { newestFirstPages, type PreparedByShape } from '../../platform/common/prepared';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { listings, listingStatusCounts, listingStores, type ListingRow, type ListingStoreRow, type NewListingRow } from '../../platform/db/schema';

export type { ListingRow, ListingStoreRow, NewListingRow };
export type { ListingPrintFile } from '../../platform/db/schema';

export interface ListingFilter {
  /** A seller's own listings; absent for staff (everyone's). */
  sellerId?: string;
  search?: string;
  status?: string;
  productId?: string;
  start?: Date;
  end?: Date;
}

/** The filter as the SQL takes it: the search as a LIKE pattern, so `where` branches only on which fields are set. */
type ListFilter = Omit<ListingFilter, 'search'> & { searchPattern?: string };
const listFilter = ({ search, ...rest }: ListingFilter): ListFilter => (search ? { ...rest, searchPattern: likePattern(search) } : rest);

/** The one place that reads and writes listings and their store rows. */
@Injectable()
export class ListingsRepository {
  // The list's page runs on every listings view: prepared per filter shape.
  private readonly pages: PreparedByShape<ListFilter, ListingRow[]>;

  constructor(@Inject(DB) private readonly db: Db) {
    this.pages = newestFirstPages(db, 'listings_page', listings, (f) => this.where(f));
  }

  private where(f: ListFilter): SQL | undefined {
    const t = listings;
    return and(
      f.sellerId ? eq(t.sellerId, f.sellerId) : undefined,
      f.status ? eq(t.status, f.status) : undefined,
      f.productId ? eq(t.productId, f.productId) : undefined,
      f.searchPattern ? sql`lower(${t.name}) like ${f.searchPattern}` : undefined,
      f.start ? gte(t.createdAt, f.start) : undefined,
      f.end ? lte(t.createdAt, f.end) : undefined,
    );
  }

  page(f: ListingFilter, limit: number, offset: number): Promise<ListingRow[]> {
    return this.pages.execute(listFilter(f), { limit, offset });
  }

  count(f: ListingFilter): Promise<number> {
    return this.db.$count(listings, this.where(listFilter(f)));
  }

  /** Listings per status: the trigger-kept counters when only the seller (or nobody) is filtered, else counted. */
  async countsByStatus(f: Omit<ListingFilter, 'status'>): Promise<Record<string, number>> {
    const countersOnly = !f.search && !f.productId && !f.start && !f.end;
    const c = listingStatusCounts;
    const rows = countersOnly
      ? await this.db
          .select({ status: c.status, total: sql<number>`sum(${c.total})::int` })
          .from(c)
          .where(f.sellerId ? eq(c.sellerId, f.sellerId) : undefined)
          .groupBy(c.status)
      : await this.db
          .select({ status: listings.status, total: sql<number>`count(*)::int` })
          .from(listings)
          .where(this.where(listFilter(f)))
          .groupBy(listings.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
  }

  async findById(id: string): Promise<ListingRow | null> {
    const [row] = await this.db.select().from(listings).where(eq(listings.id, id)).limit(1);
    return row ?? null;
  }

  /** The ownership rule's access check (auth/ownership.ts): which of `ids` are `sellerId`'s listings, one statement. */
  async ownedBy(sellerId: string, ids: readonly string[], tx: DbOrTx = this.db): Promise<ReadonlySet<string>> {
    const rows = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(anyOf(listings.id, [...ids]), eq(listings.sellerId, sellerId)));
    return new Set(rows.map((r) => r.id));
  }

  findByIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<ListingRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select()
      .from(listings)
      .where(anyOf(listings.id, [...ids]));
  }

  async insert(values: NewListingRow): Promise<ListingRow> {
    const [row] = await this.db.insert(listings).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<NewListingRow>): Promise<ListingRow> {
    const [row] = await this.db
      .update(listings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(listings.id, id))
      .returning();
    return row;
  }

  /** A listing's design keys, in the caller's transaction. */
  async setDesignKeys(tx: DbOrTx, id: string, values: Partial<Pick<NewListingRow, 'frontKey' | 'backKey' | 'sleeveKey' | 'hoodKey'>>): Promise<void> {
    await tx
      .update(listings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(listings.id, id));
  }

  async setStatus(ids: readonly string[], status: string, tx: DbOrTx): Promise<void> {
    await tx
      .update(listings)
      .set({ status, updatedAt: new Date() })
      .where(anyOf(listings.id, [...ids]));
  }

  /** The store rows of each listing (one query for a page). */
  async storesOf(listingIds: readonly string[]): Promise<Map<string, ListingStoreRow[]>> {
    const byListing = new Map<string, ListingStoreRow[]>();
    if (!listingIds.length) return byListing;
    const rows = await this.db
      .select()
      .from(listingStores)
      .where(anyOf(listingStores.listingId, [...listingIds]))
      .orderBy(listingStores.createdAt);
    for (const r of rows) byListing.set(r.listingId, [...(byListing.get(r.listingId) ?? []), r]);
    return byListing;
  }

  /** Adds the listings to a store, or queues them again there: one row per (listing, store). Answers the rows' ids. */
  async queueOnStore(listingIds: readonly string[], store: { id: string; platform: string }, tx: DbOrTx): Promise<string[]> {
    const rows = await tx
      .insert(listingStores)
      .values(listingIds.map((listingId) => ({ id: newId(), listingId, storeId: store.id, platform: store.platform, queueStatus: 'queued' })))
      .onConflictDoUpdate({ target: [listingStores.listingId, listingStores.storeId], set: { queueStatus: 'queued', queueMessenger: null } })
      .returning({ id: listingStores.id });
    return rows.map((r) => r.id);
  }

  storeRowsByIds(ids: readonly string[]): Promise<ListingStoreRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(listingStores)
      .where(anyOf(listingStores.id, [...ids]));
  }

  async updateStoreRows(ids: readonly string[], values: Partial<Pick<ListingStoreRow, 'queueStatus' | 'queueMessenger' | 'importedAt'>>): Promise<void> {
    if (!ids.length) return;
    await this.db
      .update(listingStores)
      .set(values)
      .where(anyOf(listingStores.id, [...ids]));
  }
}
