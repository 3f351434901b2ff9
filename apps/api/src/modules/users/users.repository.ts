import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { users, type NewUserRow, type UserRow } from '../../platform/db/schema';
import { SessionCache } from '../../platform/auth/session-cache';
import { UserRefCache, type UserRef } from './user-ref.cache';
import { anyOf } from '../../platform/common/sql';
import { updateById } from '../../platform/common/by-id';

export type { NewUserRow, UserRow };

/** The one place that reads and writes the users table by id. */
@Injectable()
export class UsersRepository {
  // Every list with a creator or actor column asks for refs: prepared once (one array parameter,
  // whatever the page's size), so drizzle does not rebuild the SQL each request.
  private readonly refsByIds;

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly refCache: UserRefCache,
    private readonly sessionCache: SessionCache,
  ) {
    this.refsByIds = db
      .select({ _id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::text[])`)
      .prepare('users_refs_by_ids');
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /** The user's row locked for the rest of the transaction: billing changes the credit under this lock. */
  async lockForCredit(id: string, tx: DbOrTx): Promise<UserRow | null> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    return row ?? null;
  }

  /** Writes the credit billing computed from the ledger (call under `lockForCredit`). */
  async setCredit(id: string, totalCredit: string, tx: DbOrTx): Promise<UserRow> {
    this.sessionCache.clear();
    const [row] = await tx.update(users).set({ totalCredit, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    return row;
  }

  async findByIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(users)
      .where(anyOf(users.id, [...ids]));
  }

  /** Id, email, name and role of these users (the UserRef DataLoader's one query per request). */
  /** Through the process's ref cache: ids it holds cost no query. */
  async findRefsByIds(ids: readonly string[]): Promise<UserRef[]> {
    const { found, missing } = this.refCache.lookup(ids);
    if (missing.length === 0) return found;
    const read = await this.refsByIds.execute({ ids: missing });
    this.refCache.remember(read);
    return [...found, ...read];
  }

  async findByEmail(email: string, tx: DbOrTx = this.db): Promise<UserRow | null> {
    const [row] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  async insert(values: NewUserRow, tx: DbOrTx = this.db): Promise<UserRow> {
    const [row] = await tx.insert(users).values(values).returning();
    return row;
  }

  /** Stamps a successful sign-in. */
  async touchLastLogin(id: string): Promise<void> {
    await this.db
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(eq(users.id, id));
  }

  async update(id: string, values: Partial<NewUserRow>, tx: DbOrTx = this.db): Promise<UserRow | null> {
    this.refCache.forget([id]);
    this.sessionCache.clear();
    return updateById(tx, users, id, values);
  }

  /** Ids of the members of these user groups (they re-read their permissions when a group changes). */
  async idsInGroups(groupIds: readonly string[], tx: DbOrTx = this.db): Promise<string[]> {
    if (groupIds.length === 0) return [];
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(anyOf(users.groupId, [...groupIds]));
    return rows.map((r) => r.id);
  }

  /** Sellers whose orders are held (HOLD OFF): the production release skips them. */
  /** Sellers who follow a stalled parcel after some days (`day_update_tracking` > 0), with those days. */
  trackingFollowers(): Promise<Array<{ id: string; days: number }>> {
    return this.db
      .select({ id: users.id, days: sql<number>`${users.dayUpdateTracking}` })
      .from(users)
      .where(sql`${users.dayUpdateTracking} > 0`);
  }

  async holdOffIds(): Promise<string[]> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.holdOff, true));
    return rows.map((r) => r.id);
  }

  /** Active users holding one of `roles`, by name (pickers: a manufacture's workers), served by users_role_created_idx. */
  findRefsByRoles(roles: readonly string[], limit: number, tx: DbOrTx = this.db): Promise<Array<{ _id: string; email: string; name: string; role: string }>> {
    return tx
      .select({ _id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(and(anyOf(users.role, [...roles]), eq(users.status, 'Active')))
      .orderBy(asc(users.name))
      .limit(limit);
  }

  /** How many users each of these affiliates referred (index-only over users_current_affiliate_idx). */
  async referredCounts(affiliateIds: readonly string[]): Promise<Map<string, number>> {
    if (affiliateIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.currentAffiliateId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(anyOf(users.currentAffiliateId, [...affiliateIds]))
      .groupBy(users.currentAffiliateId);
    return new Map(rows.map((r) => [r.id!, r.n]));
  }

  /** The users an affiliate referred, newest first. */
  referredBy(affiliateId: string, limit: number, offset: number): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(eq(users.currentAffiliateId, affiliateId))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset);
  }
}
