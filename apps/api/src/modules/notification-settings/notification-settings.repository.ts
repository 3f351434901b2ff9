import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { userNotificationSettings, type UserNotificationSettingsRow } from '../../platform/db/schema';

export type { UserNotificationSettingsRow };
export type NotificationSettingsValues = Omit<typeof userNotificationSettings.$inferInsert, 'id' | 'userId' | 'type' | 'updatedAt'>;

/** The only place that queries user_notification_settings. */
@Injectable()
export class NotificationSettingsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async find(userId: string, type: string, tx: DbOrTx = this.db): Promise<UserNotificationSettingsRow | null> {
    const [row] = await tx
      .select()
      .from(userNotificationSettings)
      .where(and(eq(userNotificationSettings.userId, userId), eq(userNotificationSettings.type, type)))
      .limit(1);
    return row ?? null;
  }

  /** Every user's settings (of a type), newest change first: the Integrations page's channel list. */
  list(type: string | undefined, limit: number): Promise<UserNotificationSettingsRow[]> {
    return this.db
      .select()
      .from(userNotificationSettings)
      .where(type ? eq(userNotificationSettings.type, type) : undefined)
      .orderBy(desc(userNotificationSettings.updatedAt), desc(userNotificationSettings.id))
      .limit(limit);
  }

  /** Active settings with an event of this name (channel messages follow it). */
  withEvent(name: string, tx: DbOrTx = this.db): Promise<UserNotificationSettingsRow[]> {
    return tx
      .select()
      .from(userNotificationSettings)
      .where(and(eq(userNotificationSettings.status, 'Active'), sql`${userNotificationSettings.events} @> ${JSON.stringify([{ name }])}::jsonb`));
  }

  /** One row per (user, type): inserted the first time, replaced after. */
  async upsert(id: string, userId: string, type: string, values: NotificationSettingsValues): Promise<UserNotificationSettingsRow> {
    const [row] = await this.db
      .insert(userNotificationSettings)
      .values({ id, userId, type, ...values })
      .onConflictDoUpdate({ target: [userNotificationSettings.userId, userNotificationSettings.type], set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return row;
  }
}
