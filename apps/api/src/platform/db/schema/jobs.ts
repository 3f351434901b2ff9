import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { JOB_STATUSES, type ServerText } from '@pod/shared';
import { timestamps } from './columns';

/** Work a user waits for (exports, renders, imports): status survives a worker dying. */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    queue: text('queue').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** The failure's detail for operators (logs); people see `error_text`. */
    error: text('error'),
    /** Why it failed, as a code the web words. */
    errorText: jsonb('error_text').$type<ServerText>(),
    createdBy: text('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('jobs_created_by_idx').on(t.createdBy, t.createdAt.desc().nullsFirst()),
    index('jobs_status_idx').on(t.status),
    check('jobs_status_check', sql`${t.status} in (${sql.raw(JOB_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
