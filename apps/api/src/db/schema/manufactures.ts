import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { MANUFACTURE_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { users } from './users';

export const manufactures = pgTable(
  'manufactures',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address'),
    status: text('status').notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf('manufactures_status_check', t.status, MANUFACTURE_STATUSES)],
);
export type ManufactureRow = typeof manufactures.$inferSelect;

/** Which workers (and staff hubs) belong to a manufacture. */
export const manufactureWorkers = pgTable(
  'manufacture_workers',
  {
    manufactureId: text('manufacture_id')
      .notNull()
      .references(() => manufactures.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.manufactureId, t.userId] }), index('manufacture_workers_user_idx').on(t.userId)],
);
