import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { DB, type Db } from '../../platform/db/database';
import { accessLogCounts, blockedLogs, tokenAccessLogs } from '../../platform/db/schema';
import { newId } from '../../platform/common/ids';
import { olderThan, type KeysetCursor } from '../../platform/common/keyset';
import { newestFirstPages } from '../../platform/common/prepared';

export type TokenAccessLogRow = typeof tokenAccessLogs.$inferSelect;
export type BlockedLogRow = typeof blockedLogs.$inferSelect;
export type AccessLogName = 'token_access_logs' | 'blocked_logs';

/** Every filter is an exact match on an indexed column (led by it, ending in created_at) or a time range. */
export interface TokenAccessLogFilter {
  userId?: string;
  tokenPrefix?: string;
  operation?: string;
  outcome?: string;
  ip?: string;
  start?: Date;
  end?: Date;
}

export interface BlockedLogFilter {
  email?: string;
  ip?: string;
  reason?: string;
  start?: Date;
  end?: Date;
}

const tokenWhere = (f: TokenAccessLogFilter): SQL | undefined => {
  const t = tokenAccessLogs;
  return and(
    f.userId ? eq(t.userId, f.userId) : undefined,
    f.tokenPrefix ? eq(t.tokenPrefix, f.tokenPrefix) : undefined,
    f.operation ? eq(t.operation, f.operation) : undefined,
    f.outcome ? eq(t.outcome, f.outcome) : undefined,
    f.ip ? eq(t.ip, f.ip) : undefined,
    f.start ? gte(t.createdAt, f.start) : undefined,
    f.end ? lte(t.createdAt, f.end) : undefined,
  );
};

const blockedWhere = (f: BlockedLogFilter): SQL | undefined => {
  const t = blockedLogs;
  return and(
    f.email ? eq(t.email, f.email) : undefined,
    f.ip ? eq(t.ip, f.ip) : undefined,
    f.reason ? eq(t.reason, f.reason) : undefined,
    f.start ? gte(t.createdAt, f.start) : undefined,
    f.end ? lte(t.createdAt, f.end) : undefined,
  );
};

/** The only place that reads and writes the API and blocked logs and their day counters. */
@Injectable()
export class AccessLogsRepository {
  private readonly tokenPages;
  private readonly blockedPages;

  constructor(@Inject(DB) private readonly db: Db) {
    this.tokenPages = newestFirstPages<TokenAccessLogFilter, TokenAccessLogRow>(db, 'token_access_logs_page', tokenAccessLogs, tokenWhere);
    this.blockedPages = newestFirstPages<BlockedLogFilter, BlockedLogRow>(db, 'blocked_logs_page', blockedLogs, blockedWhere);
  }

  async addTokenUse(entry: Omit<typeof tokenAccessLogs.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(tokenAccessLogs).values({ id: newId(), ...entry });
  }

  async addBlocked(entry: Omit<typeof blockedLogs.$inferInsert, 'id'>): Promise<void> {
    await this.db.insert(blockedLogs).values({ id: newId(), ...entry });
  }

  tokenPage(filter: TokenAccessLogFilter, limit: number, offset: number): Promise<TokenAccessLogRow[]> {
    return this.tokenPages.execute(filter, { limit, offset });
  }

  blockedPage(filter: BlockedLogFilter, limit: number, offset: number): Promise<BlockedLogRow[]> {
    return this.blockedPages.execute(filter, { limit, offset });
  }

  /** Export chunks: newest first by keyset, so a deep chunk costs what the first does. */
  tokenAfter(filter: TokenAccessLogFilter, after: KeysetCursor | null, limit: number): Promise<TokenAccessLogRow[]> {
    const t = tokenAccessLogs;
    return this.db
      .select()
      .from(t)
      .where(and(tokenWhere(filter), olderThan(t.createdAt, t.id, after)))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit);
  }

  blockedAfter(filter: BlockedLogFilter, after: KeysetCursor | null, limit: number): Promise<BlockedLogRow[]> {
    const t = blockedLogs;
    return this.db
      .select()
      .from(t)
      .where(and(blockedWhere(filter), olderThan(t.createdAt, t.id, after)))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit);
  }

  /** Rows on whole UTC days [fromDay, toDay] from the trigger-kept counters (either end open). */
  async countedDays(log: AccessLogName, fromDay?: string, toDay?: string): Promise<number> {
    const c = accessLogCounts;
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${c.total}), 0)::bigint` })
      .from(c)
      .where(and(eq(c.log, log), fromDay ? gte(c.day, fromDay) : undefined, toDay ? lte(c.day, toDay) : undefined));
    return Number(row?.total ?? 0);
  }

  /** A filtered total, counted on the filter's index and stopping at `cap` (the screen says "cap+"). */
  countToken(filter: TokenAccessLogFilter, cap: number): Promise<number> {
    return this.cappedCount(sql`select 1 from ${tokenAccessLogs} where ${tokenWhere(filter) ?? sql`true`} limit ${cap}`);
  }

  countBlocked(filter: BlockedLogFilter, cap: number): Promise<number> {
    return this.cappedCount(sql`select 1 from ${blockedLogs} where ${blockedWhere(filter) ?? sql`true`} limit ${cap}`);
  }

  private async cappedCount(inner: SQL): Promise<number> {
    const result = await this.db.execute<{ n: number }>(sql`select count(*)::int as n from (${inner}) capped`);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** Addresses an account was blocked from (its pair locks to lift). */
  async blockedAddressesOf(email: string): Promise<string[]> {
    const rows = await this.db.selectDistinct({ ip: blockedLogs.ip }).from(blockedLogs).where(eq(blockedLogs.email, email));
    return rows.map((r) => r.ip).filter((ip): ip is string => !!ip);
  }
}
