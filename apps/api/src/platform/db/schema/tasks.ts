import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { TASK_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';
import { at } from './columns';

/** A user's to-do items (GET /api/tasks). */
export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('assigned'),
    title: text('title').notNull(),
    storeName: text('store_name'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('tasks_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()), oneOf('tasks_status_check', t.status, TASK_STATUSES)],
);
