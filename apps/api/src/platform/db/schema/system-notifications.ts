import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_AUDIENCES } from '@pod/shared';
import { oneOf } from './checks';
import { at, timestamps } from './columns';
import { files } from './files';
import { merchantGroups } from './merchant-groups';
import { users } from './users';

/**
 * Announcements of super_root (System notifications): delivered once to the bells of their
 * audience at `publish_at` (`delivered_at` marks it, set in the delivery's own statement).
 * Few rows (hundreds), so the tab counts are one grouped read of the table.
 */
export const systemNotifications = pgTable(
  'system_notifications',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    imageId: text('image_id').references(() => files.id, { onDelete: 'set null' }),
    audience: text('audience').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    merchantGroupId: text('merchant_group_id').references(() => merchantGroups.id, { onDelete: 'set null' }),
    important: boolean('important').notNull().default(false),
    publishAt: at('publish_at').notNull(),
    expiresAt: at('expires_at'),
    /** When it reached the bells (null while scheduled); set once, by whichever worker delivers it. */
    deliveredAt: at('delivered_at'),
    /** How many users it reached. */
    recipients: integer('recipients').notNull().default(0),
    trashedAt: at('trashed_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // The delivery job's read: scheduled announcements by publish time.
    index('system_notifications_due_idx')
      .on(t.publishAt)
      .where(sql`${t.deliveredAt} is null and ${t.trashedAt} is null`),
    index('system_notifications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    oneOf('system_notifications_audience_check', t.audience, ANNOUNCEMENT_AUDIENCES),
  ],
);
export type SystemNotificationRow = typeof systemNotifications.$inferSelect;
