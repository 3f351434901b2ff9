import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../db/database';
import { notificationCounters, notifications, type NotificationRow } from '../db/schema';
import type { NotificationModel } from './notifications.models';
import { anyOf } from '../common/sql';
import { fieldsOf } from '../common/fields';

/** Every query is scoped by user_id: a user only ever sees their own notifications. */
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
