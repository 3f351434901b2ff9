import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AffiliateCommissionStatus } from '@pod/shared';
import { likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { affiliateCommissions, affiliates, type AffiliateCommissionRow, type AffiliateRow } from '../../platform/db/schema';

export type { AffiliateCommissionRow, AffiliateRow };
export type NewAffiliateRow = typeof affiliates.$inferInsert;
export type NewAffiliateCommissionRow = typeof affiliateCommissions.$inferInsert;

export interface AffiliateFilter {
  /** A seller's own affiliate record (the ownership rule's narrowing). */
  userId?: string;
  /** Part of the code. */
  search?: string;
  active?: boolean;
}

export interface CommissionFilter {
  affiliateId?: string;
  status?: AffiliateCommissionStatus;
}

/** The only place that queries the affiliates tables. */
@Injectable()
export class AffiliatesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: AffiliateFilter): SQL | undefined {
    return and(
      f.userId ? eq(affiliates.userId, f.userId) : undefined,
      f.search ? ilike(affiliates.code, likePattern(f.search)) : undefined,
      f.active === undefined ? undefined : eq(affiliates.active, f.active),
    );
  }

  page(filter: AffiliateFilter, limit: number, offset: number): Promise<AffiliateRow[]> {
    return this.db.select().from(affiliates).where(this.where(filter)).orderBy(desc(affiliates.createdAt), desc(affiliates.userId)).limit(limit).offset(offset);
  }

  /** One row per affiliate user: the table stays small, so the count reads it whole. */
  async count(filter: AffiliateFilter): Promise<number> {
    const [{ n }] = await this.db.select({ n: count() }).from(affiliates).where(this.where(filter));
    return n;
  }

  async findById(userId: string, tx: DbOrTx = this.db, lock = false): Promise<AffiliateRow | null> {
    const q = tx.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  }

  /** The affiliate holding this code, whatever its case (another's, for the "taken" check). */
  async findByCode(code: string, tx: DbOrTx = this.db): Promise<AffiliateRow | null> {
    const [row] = await tx
      .select()
      .from(affiliates)
      .where(eq(sql`lower(${affiliates.code})`, code.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  async insert(row: NewAffiliateRow, tx: DbOrTx = this.db): Promise<AffiliateRow> {
    const [created] = await tx.insert(affiliates).values(row).returning();
    return created;
  }

  async update(userId: string, values: Partial<NewAffiliateRow>, tx: DbOrTx = this.db): Promise<AffiliateRow> {
    const [row] = await tx
      .update(affiliates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(affiliates.userId, userId))
      .returning();
    return row;
  }

  /**
   * Serialises the commission work on one order (posting and reversing, replays, concurrent
   * deliveries) for the rest of the transaction: whoever comes second sees what the first wrote.
   */
  async lockOrder(orderId: string, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'affiliate-commission:' + orderId}, 0))`);
  }

  async commissionOfOrder(orderId: string, tx: DbOrTx = this.db): Promise<AffiliateCommissionRow | null> {
    const [row] = await tx.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, orderId)).limit(1);
    return row ?? null;
  }

  /** The order's commission and its affiliate's totals, in the caller's transaction. */
  async insertCommission(row: NewAffiliateCommissionRow, tx: DbOrTx): Promise<AffiliateCommissionRow> {
    const [created] = await tx.insert(affiliateCommissions).values(row).returning();
    await tx
      .update(affiliates)
      .set({ postedCount: sql`${affiliates.postedCount} + 1`, postedTotal: sql`${affiliates.postedTotal} + ${row.amount}::numeric` })
      .where(eq(affiliates.userId, row.affiliateId));
    return created;
  }

  /** A posted commission marked reversed by `entryId`, and its affiliate's totals. */
  async markReversed(c: AffiliateCommissionRow, entryId: string, tx: DbOrTx): Promise<AffiliateCommissionRow> {
    const [row] = await tx
      .update(affiliateCommissions)
      .set({ status: 'reversed', reversalEntryId: entryId, reversedAt: new Date(), updatedAt: new Date() })
      .where(eq(affiliateCommissions.id, c.id))
      .returning();
    await tx
      .update(affiliates)
      .set({ reversedCount: sql`${affiliates.reversedCount} + 1`, reversedTotal: sql`${affiliates.reversedTotal} + ${c.amount}::numeric` })
      .where(eq(affiliates.userId, c.affiliateId));
    return row;
  }

  private commissionWhere(f: CommissionFilter): SQL | undefined {
    return and(
      f.affiliateId ? eq(affiliateCommissions.affiliateId, f.affiliateId) : undefined,
      f.status ? eq(affiliateCommissions.status, f.status) : undefined,
    );
  }

  commissionsPage(filter: CommissionFilter, limit: number, offset: number): Promise<AffiliateCommissionRow[]> {
    return this.db
      .select()
      .from(affiliateCommissions)
      .where(this.commissionWhere(filter))
      .orderBy(desc(affiliateCommissions.postedAt), desc(affiliateCommissions.id))
      .limit(limit)
      .offset(offset);
  }

  /** Commissions posted and reversed (counts and money) of one affiliate or all, from the kept totals: no count over the history. */
  async totals(affiliateId?: string): Promise<{ postedCount: number; postedTotal: string; reversedCount: number; reversedTotal: string }> {
    const [row] = await this.db
      .select({
        postedCount: sql<number>`coalesce(sum(${affiliates.postedCount}), 0)::int`,
        postedTotal: sql<string>`coalesce(sum(${affiliates.postedTotal}), 0)::numeric(14,2)::text`,
        reversedCount: sql<number>`coalesce(sum(${affiliates.reversedCount}), 0)::int`,
        reversedTotal: sql<string>`coalesce(sum(${affiliates.reversedTotal}), 0)::numeric(14,2)::text`,
      })
      .from(affiliates)
      .where(affiliateId ? eq(affiliates.userId, affiliateId) : undefined);
    return row;
  }
}
