import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { timestamps } from './columns';

export const merchantGroups = pgTable('merchant_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ...timestamps(),
});

export const merchantGroupMembers = pgTable(
  'merchant_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => merchantGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('merchant_group_members_user_idx').on(t.userId)],
);
