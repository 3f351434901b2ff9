import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Every request made with an integration API token (the API Logs screen). Owned by `access-logs/`;
 * each filter has an index led by its column and ending in created_at, so a filtered page and its
 * (capped) count read only the index.
 */
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
    index('token_access_logs_token_idx').on(t.tokenPrefix, t.createdAt.desc().nullsFirst()),
    index('token_access_logs_operation_idx').on(t.operation, t.createdAt.desc().nullsFirst()),
    index('token_access_logs_outcome_idx').on(t.outcome, t.createdAt.desc().nullsFirst()),
    index('token_access_logs_ip_idx').on(t.ip, t.createdAt.desc().nullsFirst()),
  ],
);

/** Refused sign-in attempts (the Blocked Logs screen), owned by `access-logs/`. */
export const blockedLogs = pgTable(
  'blocked_logs',
  {
    id: text('id').primaryKey(),
    ip: text('ip'),
    email: text('email'),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('blocked_logs_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('blocked_logs_email_idx').on(t.email, t.createdAt.desc().nullsFirst()),
    index('blocked_logs_ip_idx').on(t.ip, t.createdAt.desc().nullsFirst()),
    index('blocked_logs_reason_idx').on(t.reason, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Rows per log and UTC day, kept by triggers on both logs (migration `access_log_counts_sql`): the
 * unfiltered total and a total over whole days are a sum over a few counter rows, never a count of the log.
 */
export const accessLogCounts = pgTable(
  'access_log_counts',
  {
    log: text('log').notNull(),
    day: date('day').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.log, t.day] })],
);
