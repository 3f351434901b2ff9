import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNotNull, isNull, lte, or, gt, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementTab } from '@pod/shared';
import type { Counters } from '../../platform/common/graphql/counters';
import { anyOf } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx, type Tx } from '../../platform/db/database';
import { systemNotifications, type SystemNotificationRow } from '../../platform/db/schema';

export type { SystemNotificationRow };
export type NewSystemNotification = typeof systemNotifications.$inferInsert;

const t = systemNotifications;
const live = sql`(${t.expiresAt} is null or ${t.expiresAt} > now())`;

/** Each tab's condition (the status the model shows is the same rule, `statusOf`). */
const TAB_WHERE: Record<AnnouncementTab, SQL> = {
  all: sql`${t.trashedAt} is null`,
  scheduled: sql`${t.trashedAt} is null and ${t.deliveredAt} is null and ${live}`,
  published: sql`${t.trashedAt} is null and ${t.deliveredAt} is not null and ${live}`,
  expired: sql`${t.trashedAt} is null and ${t.expiresAt} <= now()`,
  trashed: sql`${t.trashedAt} is not null`,
};

/** The only place that queries system_notifications. */
@Injectable()
export class SystemNotificationsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  page(tab: AnnouncementTab, limit: number, offset: number): Promise<SystemNotificationRow[]> {
    return this.db.select().from(t).where(TAB_WHERE[tab]).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset);
  }

  /** Every tab's count in one read (announcements are few: hundreds of rows). */
  async counters(): Promise<Counters<AnnouncementTab>> {
    const [row] = await this.db
      .select({
        all: sql<number>`count(*) filter (where ${TAB_WHERE.all})::int`,
        scheduled: sql<number>`count(*) filter (where ${TAB_WHERE.scheduled})::int`,
        published: sql<number>`count(*) filter (where ${TAB_WHERE.published})::int`,
        expired: sql<number>`count(*) filter (where ${TAB_WHERE.expired})::int`,
        trashed: sql<number>`count(*) filter (where ${TAB_WHERE.trashed})::int`,
      })
      .from(t);
    return row;
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<SystemNotificationRow | null> {
    const [row] = await tx.select().from(t).where(eq(t.id, id)).limit(1);
    return row ?? null;
  }

  async insert(tx: DbOrTx, row: NewSystemNotification): Promise<SystemNotificationRow> {
    const [created] = await tx.insert(t).values(row).returning();
    return created;
  }

  /**
   * Claims an announcement for delivery: sets `delivered_at` only if it is due, not delivered, not
   * trashed and not expired. The row lock makes a second claimer wait, then find it delivered: one
   * delivery however many workers try at once.
   */
  async claimForDelivery(tx: DbOrTx, id: string, at: Date): Promise<SystemNotificationRow | null> {
    const [row] = await tx
      .update(t)
      .set({ deliveredAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(t.id, id), isNull(t.deliveredAt), isNull(t.trashedAt), lte(t.publishAt, at), or(isNull(t.expiresAt), gt(t.expiresAt, at))))
      .returning();
    return row ?? null;
  }

  async setRecipients(tx: DbOrTx, id: string, recipients: number): Promise<void> {
    await tx.update(t).set({ recipients }).where(eq(t.id, id));
  }

  /** Announcements due at `at` (scheduled, publish time reached, not expired), oldest first. */
  async dueIds(at: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: t.id })
      .from(t)
      .where(and(isNull(t.deliveredAt), isNull(t.trashedAt), lte(t.publishAt, at), or(isNull(t.expiresAt), gt(t.expiresAt, at))))
      .orderBy(t.publishAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Moves an announcement to the trash; null when it is missing or already there. */
  async trash(id: string): Promise<SystemNotificationRow | null> {
    const [row] = await this.db
      .update(t)
      .set({ trashedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(t.id, id), isNull(t.trashedAt)))
      .returning();
    return row ?? null;
  }

  /** Of these announcements, the important ones the bells have, not trashed nor expired, newest first. */
  showing(ids: readonly string[]): Promise<SystemNotificationRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(t)
      .where(and(anyOf(t.id, [...ids]), eq(t.important, true), isNotNull(t.deliveredAt), isNull(t.trashedAt), live))
      .orderBy(desc(t.publishAt), desc(t.id));
  }
}
