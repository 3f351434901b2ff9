import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerStatus, LedgerType } from '@pod/shared';
import { olderThan, type KeysetCursor } from '../../platform/common/keyset';
import { PreparedByShape } from '../../platform/common/prepared';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { ledgerEntries, ledgerStatusCounts, type LedgerEntryRow, type NewLedgerEntryRow } from '../../platform/db/schema';
import { anyOf } from '../../platform/common/sql';
import { rowById } from '../../platform/common/by-id';

export type { LedgerEntryRow, NewLedgerEntryRow };

export interface LedgerFilter {
  userId?: string;
  status?: LedgerStatus;
  type?: LedgerType;
  orderId?: string;
  start?: Date;
  end?: Date;
}

/** The one place that reads and writes the ledger. */
@Injectable()
export class LedgerRepository {
  // The Transactions list's page and tab counters: prepared per filter shape.
  private readonly pages = new PreparedByShape<LedgerFilter, LedgerEntryRow[]>('ledger_page', (f, name) =>
    this.db
      .select()
      .from(ledgerEntries)
      .where(this.where(f))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  private readonly keptCounts = new PreparedByShape<Pick<LedgerFilter, 'userId'>, Array<{ status: string; total: number }>>('ledger_counters', (f, name) =>
    this.db
      .select({ status: ledgerStatusCounts.status, total: sql<number>`sum(${ledgerStatusCounts.total})::int` })
      .from(ledgerStatusCounts)
      .where(f.userId ? eq(ledgerStatusCounts.userId, f.userId) : undefined)
      .groupBy(ledgerStatusCounts.status)
      .prepare(name),
  );

  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: LedgerFilter): SQL | undefined {
    const t = ledgerEntries;
    return and(
      f.userId ? eq(t.userId, f.userId) : undefined,
      f.status ? eq(t.status, f.status) : undefined,
      f.type ? eq(t.type, f.type) : undefined,
      f.orderId ? eq(t.orderId, f.orderId) : undefined,
      f.start ? gte(t.createdAt, f.start) : undefined,
      f.end ? lte(t.createdAt, f.end) : undefined,
    );
  }

  async insert(values: NewLedgerEntryRow, tx: DbOrTx = this.db): Promise<LedgerEntryRow> {
    const [row] = await tx.insert(ledgerEntries).values(values).returning();
    return row;
  }

  /** Inserts unless an entry with the same idempotency key exists; null when it does. */
  async insertOnce(values: NewLedgerEntryRow, tx: DbOrTx): Promise<LedgerEntryRow | null> {
    const [row] = await tx.insert(ledgerEntries).values(values).onConflictDoNothing({ target: ledgerEntries.idempotencyKey }).returning();
    return row ?? null;
  }

  async findByKey(key: string, tx: DbOrTx = this.db): Promise<LedgerEntryRow | null> {
    const [row] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).limit(1);
    return row ?? null;
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<LedgerEntryRow | null> {
    return rowById(tx, ledgerEntries, id, lock);
  }

  async update(id: string, values: Partial<NewLedgerEntryRow>, tx: DbOrTx): Promise<LedgerEntryRow> {
    const [row] = await tx
      .update(ledgerEntries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(ledgerEntries.id, id))
      .returning();
    return row;
  }

  /** The next `limit` entries after `cursor`, newest first (exports page by keyset). */
  pageAfter(f: LedgerFilter, cursor: KeysetCursor | null, limit: number): Promise<LedgerEntryRow[]> {
    return this.db
      .select()
      .from(ledgerEntries)
      .where(and(this.where(f), olderThan(ledgerEntries.createdAt, ledgerEntries.id, cursor)))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(limit);
  }

  /** Newest first, keyed on (created_at, id) so the indexes serve every filter's order. */
  page(f: LedgerFilter, limit: number, offset: number): Promise<LedgerEntryRow[]> {
    return this.pages.execute(f, { limit, offset });
  }

  /** Entries per status: from the trigger-kept counters when only the seller (or nobody) is filtered, else counted. */
  async countsByStatus(f: Omit<LedgerFilter, 'status'>): Promise<Record<string, number>> {
    const counterOnly = !f.type && !f.orderId && !f.start && !f.end;
    const rows = counterOnly
      ? await this.keptCounts.execute({ userId: f.userId })
      : await this.db
          .select({ status: ledgerEntries.status, total: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(this.where(f))
          .groupBy(ledgerEntries.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)]));
  }

  /** Sums of the paid entries per type for the filter (exact: numeric in SQL, text out). */
  async paidSums(f: Omit<LedgerFilter, 'status'>): Promise<Record<string, string>> {
    const rows = await this.db
      .select({ type: ledgerEntries.type, total: sql<string>`sum(${ledgerEntries.amount})::text` })
      .from(ledgerEntries)
      .where(and(this.where(f), eq(ledgerEntries.status, 'paid')))
      .groupBy(ledgerEntries.type);
    return Object.fromEntries(rows.map((r) => [r.type, r.total]));
  }

  /** The sum of a seller's paid entries: what their balance must equal. */
  async paidBalance(userId: string, tx: DbOrTx = this.db): Promise<string> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.status, 'paid')));
    return row.total;
  }

  async findByIds(ids: readonly string[]): Promise<LedgerEntryRow[]> {
    if (!ids.length) return [];
    return this.db
      .select()
      .from(ledgerEntries)
      .where(anyOf(ledgerEntries.id, [...ids]));
  }

  /**
   * Every user with a ledger entry: a skip scan of the (user_id, created_at) index, one probe per
   * user, so it costs the number of users, not of entries.
   */
  async userIds(): Promise<string[]> {
    const { rows } = await this.db.execute<{ id: string }>(sql`
      WITH RECURSIVE u AS (
        SELECT min(user_id) AS id FROM ${ledgerEntries}
        UNION ALL
        SELECT (SELECT min(user_id) FROM ${ledgerEntries} WHERE user_id > u.id) FROM u WHERE u.id IS NOT NULL
      )
      SELECT id FROM u WHERE id IS NOT NULL`);
    return rows.map((r) => r.id);
  }
}
