import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_RETURN_STATUSES, type ReturnStatus } from '@pod/shared';
import { rowById, updateById } from '../../platform/common/by-id';
import { newestFirstPages } from '../../platform/common/prepared';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { returnRequestCounters, returnRequestLines, returnRequests, type ReturnRequestLineRow, type ReturnRequestRow } from '../../platform/db/schema';

export type { ReturnRequestLineRow, ReturnRequestRow };
export type NewReturnRequestRow = typeof returnRequests.$inferInsert;
export type NewReturnRequestLineRow = typeof returnRequestLines.$inferInsert;

export interface ReturnFilter {
  sellerId?: string;
  status?: ReturnStatus;
  orderId?: string;
  /** A request code ("RR-000123", "123"), an order number ("#1001") or words of its note. */
  search?: string;
}

/** The filter as the list's SQL takes it: the search term normalised into what it can match. */
type ListFilter = Omit<ReturnFilter, 'search'> & { searchNumber?: number; searchPattern?: string };

function listFilter({ search, ...rest }: ReturnFilter): ListFilter {
  if (!search) return rest;
  const number = /^(?:RR-?|#)?0*(\d{1,12})$/i.exec(search.trim());
  return { ...rest, searchNumber: number ? Number(number[1]) : undefined, searchPattern: likePattern(search) };
}

/** Faults recorded by approved requests, per factory and station. */
export interface FaultCount {
  manufactureId: string;
  station: string | null;
  count: number;
}

/** The only place that queries the return tables. */
@Injectable()
export class ReturnsRepository {
  private readonly pages;

  constructor(@Inject(DB) private readonly db: Db) {
    this.pages = newestFirstPages<ListFilter, ReturnRequestRow>(db, 'return_requests_page', returnRequests, (f) => this.where(f));
  }

  /** Branches only on which fields are set (see PreparedByShape). */
  private where(f: ListFilter, everyStatus = false): SQL | undefined {
    const r = returnRequests;
    return and(
      f.sellerId ? eq(r.sellerId, f.sellerId) : undefined,
      !everyStatus && f.status ? eq(r.status, f.status) : undefined,
      f.orderId ? eq(r.orderId, f.orderId) : undefined,
      f.searchPattern
        ? or(
            f.searchNumber !== undefined ? eq(r.number, f.searchNumber) : undefined,
            f.searchNumber !== undefined ? eq(r.orderNumber, f.searchNumber) : undefined,
            ilike(r.note, f.searchPattern),
          )
        : undefined,
    );
  }

  page(filter: ReturnFilter, limit: number, offset: number): Promise<ReturnRequestRow[]> {
    return this.pages.execute(listFilter(filter), { limit, offset });
  }

  /** Requests per status: the trigger-kept counters for everyone's or a seller's; a search or an order counts its few rows. */
  async countsByStatus(filter: ReturnFilter): Promise<Record<string, number>> {
    const { status: _tab, ...rest } = filter;
    const rows =
      !rest.search && !rest.orderId
        ? await this.db
            .select({ status: returnRequestCounters.status, total: returnRequestCounters.total })
            .from(returnRequestCounters)
            .where(eq(returnRequestCounters.scope, rest.sellerId ? `seller:${rest.sellerId}` : 'all'))
        : await this.db
            .select({ status: returnRequests.status, total: sql<number>`count(*)::int` })
            .from(returnRequests)
            .where(this.where(listFilter(rest), true))
            .groupBy(returnRequests.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.total]));
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<ReturnRequestRow | null> {
    return rowById(tx, returnRequests, id, lock);
  }

  /** The order's requests still waiting for a decision or approved (their lines count against a new request). */
  activeOfOrder(orderId: string, tx: DbOrTx = this.db): Promise<ReturnRequestRow[]> {
    return tx
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, ACTIVE_RETURN_STATUSES)));
  }

  /** Serialises the requests filed on one order until `tx` ends, so two at once cannot claim the same units. */
  async lockOrderClaims(tx: DbOrTx, orderId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`return_request:${orderId}`}, 0))`);
  }

  async insert(tx: DbOrTx, row: NewReturnRequestRow, lines: readonly NewReturnRequestLineRow[]): Promise<ReturnRequestRow> {
    const [created] = await tx.insert(returnRequests).values(row).returning();
    if (lines.length) await tx.insert(returnRequestLines).values([...lines]);
    return created;
  }

  async update(tx: DbOrTx, id: string, values: Partial<NewReturnRequestRow>): Promise<ReturnRequestRow> {
    return (await updateById(tx, returnRequests, id, values))!;
  }

  /** The approved request whose replacement this order is, if any (served by the replacement order index). */
  async ofReplacement(orderId: string, tx: DbOrTx = this.db): Promise<ReturnRequestRow | null> {
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.replacementOrderId, orderId), inArray(returnRequests.status, ['Approved', 'Completed'])))
      .limit(1);
    return row ?? null;
  }

  /** Sets how many units of each line the approval covered (the others: 0). */
  async setApproved(tx: DbOrTx, requestId: string, approved: ReadonlyMap<string, number>): Promise<void> {
    const pairs = JSON.stringify(Object.fromEntries(approved));
    await tx
      .update(returnRequestLines)
      .set({ approvedQuantity: sql`coalesce((${pairs}::jsonb ->> ${returnRequestLines.orderItemId})::int, 0)` })
      .where(eq(returnRequestLines.requestId, requestId));
  }

  /** The lines of these requests, in their order. */
  linesOf(requestIds: readonly string[], tx: DbOrTx = this.db): Promise<ReturnRequestLineRow[]> {
    return tx
      .select()
      .from(returnRequestLines)
      .where(anyOf(returnRequestLines.requestId, requestIds))
      .orderBy(asc(returnRequestLines.requestId), asc(returnRequestLines.position));
  }

  /** Faults per factory and station recorded by approved (and completed) requests decided in [from, to). */
  async faultCounts(filter: { manufactureId?: string; from?: Date; to?: Date }): Promise<FaultCount[]> {
    const r = returnRequests;
    const rows = await this.db
      .select({ manufactureId: r.faultManufactureId, station: r.faultStation, count: sql<number>`count(*)::int` })
      .from(r)
      .where(
        and(
          isNotNull(r.faultManufactureId),
          inArray(r.status, ['Approved', 'Completed']),
          filter.manufactureId ? eq(r.faultManufactureId, filter.manufactureId) : undefined,
          filter.from ? sql`${r.decidedAt} >= ${filter.from}` : undefined,
          filter.to ? sql`${r.decidedAt} < ${filter.to}` : undefined,
        ),
      )
      .groupBy(r.faultManufactureId, r.faultStation)
      .orderBy(asc(r.faultManufactureId), asc(r.faultStation));
    return rows.map((row) => ({ manufactureId: row.manufactureId!, station: row.station, count: row.count }));
  }
}
