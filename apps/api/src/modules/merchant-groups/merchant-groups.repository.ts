import { Inject, Injectable } from '@nestjs/common';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { merchantGroupMembers, merchantGroups } from '../../platform/db/schema';

export type MerchantGroupRow = typeof merchantGroups.$inferSelect;

/** The only place that queries merchant_groups and their members. */
@Injectable()
export class MerchantGroupsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private byName(name?: string): SQL | undefined {
    return name ? sql`lower(${merchantGroups.name}) like ${likePattern(name)}` : undefined;
  }

  page(name: string | undefined, limit: number, offset: number): Promise<MerchantGroupRow[]> {
    return this.db.select().from(merchantGroups).where(this.byName(name)).orderBy(asc(merchantGroups.name), asc(merchantGroups.id)).limit(limit).offset(offset);
  }

  async count(name?: string): Promise<number> {
    const [{ total }] = await this.db.select({ total: count() }).from(merchantGroups).where(this.byName(name));
    return Number(total);
  }

  async findById(id: string): Promise<MerchantGroupRow | null> {
    const [row] = await this.db.select().from(merchantGroups).where(eq(merchantGroups.id, id)).limit(1);
    return row ?? null;
  }

  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: merchantGroups.id, name: merchantGroups.name })
      .from(merchantGroups)
      .where(anyOf(merchantGroups.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async idOfName(name: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: merchantGroups.id })
      .from(merchantGroups)
      .where(eq(sql`lower(${merchantGroups.name})`, name.toLowerCase()))
      .limit(1);
    return row?.id ?? null;
  }

  /** Member ids per group, for every listed group in one query. */
  async memberIds(groupIds: readonly string[]): Promise<Map<string, string[]>> {
    const byGroup = new Map<string, string[]>();
    if (groupIds.length === 0) return byGroup;
    const rows = await this.db
      .select()
      .from(merchantGroupMembers)
      .where(anyOf(merchantGroupMembers.groupId, [...groupIds]));
    for (const r of rows) byGroup.set(r.groupId, [...(byGroup.get(r.groupId) ?? []), r.userId]);
    return byGroup;
  }

  /** Creates the group, or renames it; false when the id names no group. */
  async upsert(id: string, name: string, create: boolean, tx: DbOrTx): Promise<boolean> {
    if (create) {
      await tx.insert(merchantGroups).values({ id, name });
      return true;
    }
    const updated = await tx
      .update(merchantGroups)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(merchantGroups.id, id))
      .returning({ id: merchantGroups.id });
    return updated.length > 0;
  }

  async replaceMembers(groupId: string, userIds: readonly string[], tx: DbOrTx): Promise<void> {
    await tx.delete(merchantGroupMembers).where(eq(merchantGroupMembers.groupId, groupId));
    if (userIds.length) await tx.insert(merchantGroupMembers).values(userIds.map((userId) => ({ groupId, userId })));
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(merchantGroups).where(eq(merchantGroups.id, id)).returning({ id: merchantGroups.id });
    return rows.length > 0;
  }

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The groups a seller belongs to (served by merchant_group_members_user_idx). */
  async groupIdsOf(userId: string, tx: DbOrTx = this.db): Promise<string[]> {
    const rows = await tx.select({ id: merchantGroupMembers.groupId }).from(merchantGroupMembers).where(eq(merchantGroupMembers.userId, userId));
    return rows.map((r) => r.id);
  }
}
