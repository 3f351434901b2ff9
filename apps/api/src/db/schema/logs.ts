import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Every request made with an integration API token (the API Logs screen). */
export const tokenAccessLogs = pgTable(
  'token_access_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    tokenPrefix: text('token_prefix'),
    operation: text('operation').notNull(),
    ip: text('ip'),
    outcome: text('outcome').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('token_access_logs_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('token_access_logs_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Refused sign-in attempts (the Blocked Logs screen). */
export const blockedLogs = pgTable(
  'blocked_logs',
  {
    id: text('id').primaryKey(),
    ip: text('ip'),
    email: text('email'),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('blocked_logs_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Who really did each write: user_id is the account acted as, actor_id the person (differs while impersonating). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    actorId: text('actor_id'),
    operation: text('operation').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
    index('audit_logs_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
