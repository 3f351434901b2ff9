import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DesignRequestStatus } from '@pod/shared';
import { rowById, updateById } from '../../platform/common/by-id';
import { PreparedByShape } from '../../platform/common/prepared';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { designRequestCounters, designRequests, type DesignRequestRow } from '../../platform/db/schema';

export type { DesignRequestRow };
export type NewDesignRequestRow = typeof designRequests.$inferInsert;

export interface DesignRequestFilter {
  sellerId?: string;
  assigneeId?: string;
  status?: DesignRequestStatus;
  /** A request code ("D-000123", "123"), the order number, sku or listing name it names, or words of its brief. */
  search?: string;
}

/** The filter as the list's SQL takes it: the search term normalised into what it can match. */
type ListFilter = Omit<DesignRequestFilter, 'search'> & { searchNumber?: number; searchText?: string; searchPattern?: string };

function listFilter({ search, ...rest }: DesignRequestFilter): ListFilter {
  if (!search) return rest;
  const code = /^(?:D-?)?0*(\d{1,12})$/i.exec(search.replace(/^#/, ''));
  return { ...rest, searchNumber: code ? Number(code[1]) : undefined, searchText: search.replace(/^#/, ''), searchPattern: likePattern(search) };
}

/** The only place that queries the design request tables. */
@Injectable()
export class DesignRequestsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private readonly pages = new PreparedByShape<ListFilter, DesignRequestRow[]>('design_requests_page', (f, name) =>
    this.db
      .select()
      .from(designRequests)
      .where(this.where(f))
      .orderBy(desc(designRequests.createdAt), desc(designRequests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );

  /** Branches only on which fields are set (see PreparedByShape). */
  private where(f: ListFilter, everyStatus = false): SQL | undefined {
    const t = designRequests;
    return and(
      f.sellerId ? eq(t.sellerId, f.sellerId) : undefined,
      f.assigneeId ? eq(t.assigneeId, f.assigneeId) : undefined,
      !everyStatus && f.status ? eq(t.status, f.status) : undefined,
      f.searchText
        ? or(f.searchNumber ? eq(t.number, f.searchNumber) : undefined, ilike(t.referent, f.searchPattern!), ilike(t.brief, f.searchPattern!))
        : undefined,
    );
  }

  page(filter: DesignRequestFilter, limit: number, offset: number): Promise<DesignRequestRow[]> {
    return this.pages.execute(listFilter(filter), { limit, offset });
  }

  /** Requests per status: one scope (everyone, a seller, an assignee) reads the trigger-kept counters; a search counts its rows. */
  async countsByStatus(filter: DesignRequestFilter): Promise<Record<string, number>> {
    const { status: _tab, ...rest } = filter;
    const scoped = !rest.search && !(rest.sellerId && rest.assigneeId);
    const rows = scoped
      ? await this.db
          .select({ status: designRequestCounters.status, total: designRequestCounters.total })
          .from(designRequestCounters)
          .where(eq(designRequestCounters.scope, rest.sellerId ? `seller:${rest.sellerId}` : rest.assigneeId ? `assignee:${rest.assigneeId}` : 'all'))
      : await this.db
          .select({ status: designRequests.status, total: sql<number>`count(*)::int` })
          .from(designRequests)
          .where(this.where(listFilter(rest), true))
          .groupBy(designRequests.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.total]));
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<DesignRequestRow | null> {
    return rowById(tx, designRequests, id, lock);
  }

  async insert(tx: DbOrTx, row: NewDesignRequestRow): Promise<DesignRequestRow> {
    const [created] = await tx.insert(designRequests).values(row).returning();
    return created;
  }

  async update(tx: DbOrTx, id: string, values: Partial<NewDesignRequestRow>): Promise<DesignRequestRow> {
    return (await updateById(tx, designRequests, id, values))!;
  }

  /** The caller's tasks (GET /api/tasks): requests assigned to them, or theirs as seller, in these statuses; newest first. */
  tasksOf(userId: string, as: 'assignee' | 'seller', statuses: readonly DesignRequestStatus[], limit: number): Promise<DesignRequestRow[]> {
    const t = designRequests;
    return this.db
      .select()
      .from(t)
      .where(and(eq(as === 'assignee' ? t.assigneeId : t.sellerId, userId), anyOf(t.status, statuses)))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit);
  }
}
