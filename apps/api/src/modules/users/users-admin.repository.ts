import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { users, userStatusCounters, type NewUserRow, type UserRow } from '../../platform/db/schema';
import { SessionCache } from '../../platform/auth/session-cache';
import { UserRefCache } from './user-ref.cache';

export interface UserListFilter {
  identity?: string;
  email?: string;
  search?: string;
  status?: string;
  groupId?: string;
  membership?: string;
  createdFrom?: string;
  createdTo?: string;
  roles?: string[];
  noGroup?: boolean;
}

export interface UserSort {
  column: keyof typeof SORT_COLUMNS;
  direction: 'asc' | 'desc';
}

/** Columns the list may be sorted by (anything else is refused by the service). */
export const SORT_COLUMNS = {
  created_at: users.createdAt,
  updated_at: users.updatedAt,
  last_login: users.lastLogin,
  email: users.email,
  name: users.name,
  status: users.status,
  role: users.role,
  identity: users.identity,
  identity_label: users.identityLabel,
  total_credit: users.totalCredit,
  vip: users.vip,
} as const;

/** The expression the users_search_trgm GIN index is built on: LIKE '%x%' on it uses the index. */
const NULLABLE_SORT = new Set<keyof typeof SORT_COLUMNS>(['last_login', 'identity', 'identity_label']);

const SEARCH_TEXT = sql`lower(${users.email} || ' ' || ${users.name} || ' ' || coalesce(${users.identityLabel}, ''))`;

/** True when the filter narrows by status alone (or not at all): user_status_counters answers its count. */
function statusOnly(f: UserListFilter): boolean {
  return Object.entries(f).every(([key, value]) => key === 'status' || value === undefined || value === false || (Array.isArray(value) && value.length === 0));
}

const STATUS_CHANGE_COLUMNS = {
  id: users.id,
  status: users.status,
  role: users.role,
  groups: users.groups,
  groupId: users.groupId,
  permission: users.permission,
  identity: users.identity,
  identityLabel: users.identityLabel,
  totalCredit: users.totalCredit,
  vip: users.vip,
};
export type StatusChangeRow = Pick<UserRow, keyof typeof STATUS_CHANGE_COLUMNS>;

@Injectable()
export class UsersAdminRepository {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly refCache: UserRefCache,
    private readonly sessionCache: SessionCache,
  ) {}

  where(f: UserListFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (f.search) conditions.push(sql`${SEARCH_TEXT} like ${likePattern(f.search)}`);
    if (f.email) {
      // The trigram index narrows the rows; the email condition keeps the meaning exact.
      const pattern = likePattern(f.email);
      conditions.push(sql`${SEARCH_TEXT} like ${pattern}`, sql`lower(${users.email}) like ${pattern}`);
    }
    if (f.identity) conditions.push(eq(users.identity, f.identity));
    if (f.status) conditions.push(eq(users.status, f.status));
    if (f.groupId) conditions.push(eq(users.groupId, f.groupId));
    if (f.membership) conditions.push(sql`${users.groups} @> array[${f.membership}]::text[]`);
    if (f.noGroup) conditions.push(isNull(users.groupId));
    if (f.createdFrom) conditions.push(gte(users.createdAt, new Date(f.createdFrom)));
    if (f.createdTo) conditions.push(lte(users.createdAt, new Date(f.createdTo)));
    if (f.roles?.length) {
      const list = sql.join(
        f.roles.map((r) => sql`${r}`),
        sql`, `,
      );
      conditions.push(or(anyOf(users.role, f.roles), sql`${users.groups} && array[${list}]::text[]`)!);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  async page(f: UserListFilter, sort: UserSort, limit: number, offset: number): Promise<UserRow[]> {
    const column = SORT_COLUMNS[sort.column];
    // NOT NULL columns order plainly, so the newest-first indexes serve both directions; only
    // nullable ones say where the empty values go (never-logged-in users last when newest first).
    const nullable = NULLABLE_SORT.has(sort.column);
    const order =
      sort.direction === 'asc'
        ? [nullable ? sql`${column} asc nulls first` : asc(column), asc(users.id)]
        : [nullable ? sql`${column} desc nulls last` : desc(column), desc(users.id)];
    return this.db
      .select()
      .from(users)
      .where(this.where(f))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }

  /**
   * Newest first after the user `afterId` (keyset: exports walk any number of rows at the cost of
   * one page each). The key is read in SQL, so created_at keeps its microseconds.
   */
  async pageAfter(f: UserListFilter, afterId: string | null, limit: number): Promise<UserRow[]> {
    const seek = afterId ? sql`(${users.createdAt}, ${users.id}) < (select u.created_at, u.id from users u where u.id = ${afterId})` : undefined;
    return this.db
      .select()
      .from(users)
      .where(and(this.where(f), seek))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit);
  }

  /** Which of these (lower-case) emails already belong to a user: one query for a whole import file. */
  async takenEmails(emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, [...emails]));
    return new Set(rows.map((r) => r.email));
  }

  async count(f: UserListFilter): Promise<number> {
    if (statusOnly(f)) {
      // A status tab without other filters: the trigger-kept counters, not a scan of every user.
      const rows = await this.db
        .select({ n: userStatusCounters.n })
        .from(userStatusCounters)
        .where(f.status ? eq(userStatusCounters.status, f.status) : undefined);
      return rows.reduce((sum, r) => sum + r.n, 0);
    }
    const [row] = await this.db.select({ n: count() }).from(users).where(this.where(f));
    return Number(row.n);
  }

  async countByStatus(f: UserListFilter): Promise<Map<string, number>> {
    if (statusOnly(f) && !f.status) {
      const rows = await this.db.select().from(userStatusCounters);
      return new Map(rows.map((r) => [r.status, r.n]));
    }
    const rows = await this.db.select({ status: users.status, n: count() }).from(users).where(this.where(f)).groupBy(users.status);
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  async shippingRefs(ids: readonly string[]): Promise<Map<string, { _id: string; email: string; identity_label?: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, email: users.email, identityLabel: users.identityLabel })
      .from(users)
      .where(anyOf(users.id, [...ids]));
    return new Map(rows.map((r) => [r.id, { _id: r.id, email: r.email, identity_label: r.identityLabel ?? undefined }]));
  }

  async insert(values: NewUserRow, tx: DbOrTx = this.db): Promise<UserRow> {
    const [row] = await tx.insert(users).values(values).returning();
    return row;
  }

  /** Locks the given users for a status change (rows not found are simply absent). */
  /** The users of a bulk status change, locked: only what the change checks and its events carry (a page of whole rows costs more to map than to read). */
  async lockByIds(ids: readonly string[], tx: DbOrTx): Promise<StatusChangeRow[]> {
    return tx
      .select(STATUS_CHANGE_COLUMNS)
      .from(users)
      .where(anyOf(users.id, [...ids]))
      .orderBy(asc(users.id))
      .for('update');
  }

  async setStatus(ids: readonly string[], status: string, tx: DbOrTx): Promise<StatusChangeRow[]> {
    if (ids.length === 0) return [];
    this.sessionCache.clear();
    return tx
      .update(users)
      .set({ status, updatedAt: sql`now()` })
      .where(anyOf(users.id, [...ids]))
      .returning(STATUS_CHANGE_COLUMNS);
  }

  async delete(id: string, tx: DbOrTx = this.db): Promise<boolean> {
    this.refCache.forget([id]);
    this.sessionCache.clear();
    const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }

  /** Clears references other users hold to a deleted user (columns without a foreign key). */
  async clearShippingUser(id: string, tx: DbOrTx): Promise<void> {
    await tx.update(users).set({ shippingUserId: null }).where(eq(users.shippingUserId, id));
  }

  async exists(id: string, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return !!row;
  }
}
