import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SESSION_KINDS } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';

/**
 * One row per issued token. A token is valid only while its session is not revoked, so
 * logout, a password change or disabling a user takes effect on the very next request.
 * kind: user (normal sign-in), super (the super token of super-level users),
 * impersonation (issued by switchUser; actor_id is who really acts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), oneOf('sessions_kind_check', t.kind, SESSION_KINDS)],
);
export type SessionRow = typeof sessions.$inferSelect;
