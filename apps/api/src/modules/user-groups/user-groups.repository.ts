import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { userGroups, type UserGroupRow } from '../../platform/db/schema';
import { SessionCache } from '../../platform/auth/session-cache';
import { updateById } from '../../platform/common/by-id';

export type { UserGroupRow };
export type UserGroupValues = Partial<Omit<typeof userGroups.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export interface UserGroupFilter {
  name?: string;
  status?: string;
}

/** The only place that queries user_groups. */
@Injectable()
export class UserGroupsRepository {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly sessionCache: SessionCache,
  ) {}

  private where(f: UserGroupFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (f.name) conditions.push(sql`lower(${userGroups.name}) like ${likePattern(f.name)}`);
    if (f.status) conditions.push(eq(userGroups.status, f.status));
    return conditions.length ? and(...conditions) : undefined;
  }

  async page(f: UserGroupFilter, limit: number, offset = 0): Promise<UserGroupRow[]> {
    return this.db.select().from(userGroups).where(this.where(f)).orderBy(asc(userGroups.name), asc(userGroups.id)).limit(limit).offset(offset);
  }

  async count(f: UserGroupFilter): Promise<number> {
    const [{ n }] = await this.db.select({ n: count() }).from(userGroups).where(this.where(f));
    return Number(n);
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<UserGroupRow | null> {
    const [row] = await tx.select().from(userGroups).where(eq(userGroups.id, id)).limit(1);
    return row ?? null;
  }

  async findByIds(ids: readonly string[]): Promise<UserGroupRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(userGroups)
      .where(anyOf(userGroups.id, [...ids]));
  }

  /** The group holding this name, whatever its case. */
  async idOfName(name: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(eq(sql`lower(${userGroups.name})`, name.toLowerCase()))
      .limit(1);
    return row?.id ?? null;
  }

  async insert(values: UserGroupValues & { id: string; name: string }, tx: DbOrTx = this.db): Promise<UserGroupRow> {
    const [row] = await tx.insert(userGroups).values(values).returning();
    return row;
  }

  async update(id: string, values: UserGroupValues, tx: DbOrTx = this.db): Promise<UserGroupRow | null> {
    this.sessionCache.clear();
    return updateById(tx, userGroups, id, values);
  }

  /** Members keep their account: the foreign key sets their group to null in the same statement. */
  async deleteMany(ids: readonly string[], tx: DbOrTx = this.db): Promise<string[]> {
    this.sessionCache.clear();
    const rows = await tx
      .delete(userGroups)
      .where(anyOf(userGroups.id, [...ids]))
      .returning({ id: userGroups.id });
    return rows.map((r) => r.id);
  }
}
