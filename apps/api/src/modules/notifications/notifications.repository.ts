import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { notificationCounters, notifications, type NotificationRow } from '../../platform/db/schema';
import type { NotificationModel } from './notifications.models';
import { anyOf } from '../../platform/common/sql';
import { fieldsOf } from '../../platform/common/fields';

/** Who a bulk notification reaches (users by role, members of a merchant group, or every active user). */
export type NotificationAudience = { kind: 'everyone' } | { kind: 'roles'; roles: string[] } | { kind: 'merchant_group'; groupId: string };

/** What every recipient of a bulk notification gets. */
export interface AudienceNote {
  type: string;
  subject: string;
  content: string;
  image?: string | null;
  referent: string;
  createdAt: Date;
}

/** Every read a user makes is scoped by user_id (a user only ever sees their own); announcements' read counts are the staff's. */
@Injectable()
export class NotificationsRepository {
  // A page and its count run on every list view: prepared once, so drizzle does not rebuild their
  // SQL each time (about 0.1 ms a request) and PostgreSQL plans them once per connection.
  private readonly pageAll;
  private readonly pageByStatus;
  private readonly counters;

  constructor(@Inject(DB) private readonly db: Db) {
    const userId = sql.placeholder('userId');
    const pageWhere = (where: SQL | undefined, name: string) =>
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
    this.pageAll = pageWhere(eq(notifications.userId, userId), 'notifications_page');
    this.pageByStatus = pageWhere(and(eq(notifications.userId, userId), eq(notifications.status, sql.placeholder('status'))), 'notifications_page_by_status');
    this.counters = db
      .select({ total: notificationCounters.total, unread: notificationCounters.unread })
      .from(notificationCounters)
      .where(eq(notificationCounters.userId, userId))
      .prepare('notification_counters');
  }

  async page(userId: string, status: string | undefined, limit: number, offset: number): Promise<NotificationModel[]> {
    const rows = status ? await this.pageByStatus.execute({ userId, status, limit, offset }) : await this.pageAll.execute({ userId, limit, offset });
    return rows.map(toNotificationModel);
  }

  /** Exact, from the trigger-maintained counters: one primary-key read however many rows the user has. */
  async count(userId: string, status?: string): Promise<number> {
    if (status && status !== 'New' && status !== 'Readed') return 0;
    const [row] = await this.counters.execute({ userId });
    if (!row) return 0;
    return status === 'New' ? row.unread : status === 'Readed' ? row.total - row.unread : row.total;
  }

  async markRead(userId: string, ids: string[]): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ status: 'Readed' })
      .where(and(eq(notifications.userId, userId), eq(notifications.status, 'New'), anyOf(notifications.id, ids)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ status: 'Readed' })
      .where(and(eq(notifications.userId, userId), eq(notifications.status, 'New')))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /**
   * One notification for every active user of an audience, in ONE statement (INSERT … SELECT over
   * users): everyone, the users of `roles`, or the members of a merchant group. Ids are UUID v7
   * made by the database (time-ordered, like `newId`). Answers each recipient and their notification's id.
   */
  async insertForAudience(tx: DbOrTx, note: AudienceNote, audience: NotificationAudience): Promise<Array<{ id: string; userId: string }>> {
    const who =
      audience.kind === 'roles'
        ? sql`u.role = any(${sql.param(audience.roles)}::text[])`
        : audience.kind === 'merchant_group'
          ? sql`u.id in (select m.user_id from merchant_group_members m where m.group_id = ${audience.groupId})`
          : sql`true`;
    const result = await tx.execute<{ id: string; user_id: string }>(sql`
      insert into notifications (id, user_id, type, subject, content, image, referent, created_at)
      select encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
               placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid::text,
             u.id, ${note.type}, ${note.subject}, ${note.content}, ${note.image ?? null}, ${note.referent}, ${note.createdAt.toISOString()}::timestamptz
        from users u
       where u.status = 'Active' and ${who}
      returning id, user_id`);
    return result.rows.map((r) => ({ id: r.id, userId: r.user_id }));
  }

  /** How many notifications of `type` naming each referent were read (index-only, per referent). */
  async readCounts(type: string, referents: readonly string[]): Promise<Map<string, number>> {
    if (!referents.length) return new Map();
    const rows = await this.db
      .select({ referent: notifications.referent, reads: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.type, type), eq(notifications.status, 'Readed'), anyOf(notifications.referent, [...referents])))
      .groupBy(notifications.referent);
    return new Map(rows.map((r) => [r.referent ?? '', r.reads]));
  }

  /** The referents of a user's unread notifications of `type`, newest first. */
  async unreadReferents(userId: string, type: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ referent: notifications.referent })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.status, 'New'), eq(notifications.type, type)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
    return rows.flatMap((r) => (r.referent ? [r.referent] : []));
  }

  /** Marks read the user's notifications of `type` naming `referent`; answers how many changed. */
  async markReadByReferent(userId: string, type: string, referent: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ status: 'Readed' })
      .where(and(eq(notifications.userId, userId), eq(notifications.status, 'New'), eq(notifications.type, type), eq(notifications.referent, referent)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async insert(row: typeof notifications.$inferInsert, tx: DbOrTx = this.db): Promise<NotificationRow> {
    const [created] = await tx.insert(notifications).values(row).returning();
    return created;
  }
}

export function toNotificationModel(row: NotificationRow): NotificationModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['type', 'code', 'subject', 'content', 'image', 'status', 'referent']),
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}
