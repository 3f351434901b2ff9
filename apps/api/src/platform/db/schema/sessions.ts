import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { SESSION_KINDS } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';
import { at } from './columns';

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
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), oneOf('sessions_kind_check', t.kind, SESSION_KINDS)],
);
export type SessionRow = typeof sessions.$inferSelect;
