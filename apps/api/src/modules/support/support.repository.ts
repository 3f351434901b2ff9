import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TicketStatus, TicketType } from '@pod/shared';
import { rowById, updateById } from '../../platform/common/by-id';
import { PreparedByShape } from '../../platform/common/prepared';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { ticketCounters, ticketMessages, tickets, type TicketMessageRow, type TicketRow } from '../../platform/db/schema';

export type { TicketMessageRow, TicketRow };
export type NewTicketRow = typeof tickets.$inferInsert;
export type NewTicketMessageRow = typeof ticketMessages.$inferInsert;

export interface TicketFilter {
  sellerId?: string;
  assigneeId?: string;
  status?: TicketStatus;
  type?: TicketType;
  orderId?: string;
  /** A ticket code ("T-000123", "123"), an order number or sku it names, or words of its subject. */
  search?: string;
}

/** The filter as the list's SQL takes it: the search term normalised into what it can match. */
type ListFilter = Omit<TicketFilter, 'search'> & { searchNumber?: number; searchText?: string; searchPattern?: string };

function listFilter({ search, ...rest }: TicketFilter): ListFilter {
  if (!search) return rest;
  const code = /^(?:T-?)?0*(\d{1,12})$/i.exec(search.replace(/^#/, ''));
  return { ...rest, searchNumber: code ? Number(code[1]) : undefined, searchText: search.replace(/^#/, ''), searchPattern: likePattern(search) };
}

/** The only place that queries the support tables. */
@Injectable()
export class SupportRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private readonly pages = new PreparedByShape<ListFilter, TicketRow[]>('tickets_page', (f, name) =>
    this.db
      .select()
      .from(tickets)
      .where(this.where(f))
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );

  /** Branches only on which fields are set (see PreparedByShape). */
  private where(f: ListFilter, everyStatus = false): SQL | undefined {
    const t = tickets;
    return and(
      f.sellerId ? eq(t.sellerId, f.sellerId) : undefined,
      f.assigneeId ? eq(t.assigneeId, f.assigneeId) : undefined,
      !everyStatus && f.status ? eq(t.status, f.status) : undefined,
      f.type ? eq(t.type, f.type) : undefined,
      f.orderId ? eq(t.orderId, f.orderId) : undefined,
      f.searchText
        ? or(f.searchNumber ? eq(t.number, f.searchNumber) : undefined, eq(t.referent, f.searchText), ilike(t.subject, f.searchPattern!))
        : undefined,
    );
  }

  page(filter: TicketFilter, limit: number, offset: number): Promise<TicketRow[]> {
    return this.pages.execute(listFilter(filter), { limit, offset });
  }

  /**
   * Tickets per status for the filter. A filter of one scope (everyone, a seller or an assignee)
   * and a type reads the trigger-kept counters; a search or an order narrows the rows enough to count them.
   */
  async countsByStatus(filter: TicketFilter): Promise<Record<string, number>> {
    const { status: _tab, ...rest } = filter;
    const scoped = !rest.search && !rest.orderId && !(rest.sellerId && rest.assigneeId);
    const rows = scoped
      ? await this.db
          .select({ status: ticketCounters.status, total: sql<number>`sum(${ticketCounters.total})::int` })
          .from(ticketCounters)
          .where(
            and(
              eq(ticketCounters.scope, rest.sellerId ? `seller:${rest.sellerId}` : rest.assigneeId ? `assignee:${rest.assigneeId}` : 'all'),
              rest.type ? eq(ticketCounters.type, rest.type) : undefined,
            ),
          )
          .groupBy(ticketCounters.status)
      : await this.db
          .select({ status: tickets.status, total: sql<number>`count(*)::int` })
          .from(tickets)
          .where(this.where(listFilter(rest), true))
          .groupBy(tickets.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.total]));
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<TicketRow | null> {
    return rowById(tx, tickets, id, lock);
  }

  /** Several tickets, locked for the rest of `tx` (a merge). */
  lockMany(tx: DbOrTx, ids: readonly string[]): Promise<TicketRow[]> {
    return tx.select().from(tickets).where(anyOf(tickets.id, ids)).orderBy(asc(tickets.id)).for('update');
  }

  async insert(tx: DbOrTx, row: NewTicketRow): Promise<TicketRow> {
    const [created] = await tx.insert(tickets).values(row).returning();
    return created;
  }

  async update(tx: DbOrTx, id: string, values: Partial<NewTicketRow>): Promise<TicketRow> {
    return (await updateById(tx, tickets, id, values))!;
  }

  /** Closes merged duplicates in one statement, each pointing to the kept ticket. */
  async markMerged(tx: DbOrTx, ids: readonly string[], into: string): Promise<void> {
    await tx.update(tickets).set({ status: 'Closed', mergedInto: into, updatedAt: new Date() }).where(anyOf(tickets.id, ids));
  }

  async insertMessage(tx: DbOrTx, row: NewTicketMessageRow): Promise<TicketMessageRow> {
    const [created] = await tx.insert(ticketMessages).values(row).returning();
    return created;
  }

  /** Moves the duplicates' threads to the kept ticket. */
  async moveMessages(tx: DbOrTx, fromIds: readonly string[], to: string): Promise<void> {
    await tx.update(ticketMessages).set({ ticketId: to }).where(anyOf(ticketMessages.ticketId, fromIds));
  }

  /** The threads of these tickets, oldest first; without internal notes unless `withInternal`. */
  messagesOf(ticketIds: readonly string[], withInternal: boolean): Promise<TicketMessageRow[]> {
    return this.db
      .select()
      .from(ticketMessages)
      .where(and(anyOf(ticketMessages.ticketId, ticketIds), withInternal ? undefined : eq(ticketMessages.internal, false)))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  }
}
