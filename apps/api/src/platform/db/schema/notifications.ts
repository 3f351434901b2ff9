import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GROUP_STATUSES, NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';
import { at } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    code: text('code'),
    subject: text('subject').notNull(),
    content: text('content'),
    image: text('image'),
    status: text('status').notNull().default('New'),
    referent: text('referent'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A user's page is an index range scan, newest first, with or without the status filter.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Announcements' read counts (System notifications): an index-only count per announcement.
    index('notifications_system_referent_idx')
      .on(t.referent, t.status)
      .where(sql`${t.type} = 'System'`),
    oneOf('notifications_status_check', t.status, NOTIFICATION_STATUSES),
    oneOf('notifications_type_check', t.type, NOTIFICATION_TYPES),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationEvent {
  id: string;
  name: string;
  mentions?: string[];
  status?: string;
  url?: string;
  group?: { id: string; title: string } | null;
  alias_mentions?: Array<{ id: string; username?: string; first_name?: string; last_name?: string }>;
  times?: Array<{ hour: number; minute: number }>;
}

export const userNotificationSettings = pgTable(
  'user_notification_settings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull().default('Active'),
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
    url: text('url'),
    subject: text('subject'),
    aliasMentions: jsonb('alias_mentions').$type<NotificationEvent['alias_mentions']>().notNull().default([]),
    group: jsonb('group').$type<{ id: string; title: string } | null>(),
    events: jsonb('events').$type<NotificationEvent[]>().notNull().default([]),
    updatedAt: at('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('user_notification_settings_user_type_key').on(t.userId, t.type),
    oneOf('user_notification_settings_status_check', t.status, GROUP_STATUSES),
  ],
);
export type UserNotificationSettingsRow = typeof userNotificationSettings.$inferSelect;

/**
 * Exact per-user counts kept by statement-level triggers on notifications (migration
 * notification_counter_triggers), so the bell and the list total cost one primary-key read
 * however many notifications a user has.
 */
export const notificationCounters = pgTable('notification_counters', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});
