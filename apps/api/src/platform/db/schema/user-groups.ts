import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { GROUP_STATUSES, ROLES, type ModulePermission } from '@pod/shared';
import { oneOf } from './checks';
import { timestamps } from './columns';

export const userGroups = pgTable(
  'user_groups',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('Active'),
    role: text('role'),
    parentId: text('parent_id'),
    isDefault: boolean('is_default').notNull().default(false),
    permission: jsonb('permission').$type<ModulePermission[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('user_groups_name_idx').on(t.name),
    index('user_groups_status_idx').on(t.status),
    oneOf('user_groups_status_check', t.status, GROUP_STATUSES),
    oneOf('user_groups_role_check', t.role, ROLES, { nullable: true }),
  ],
);

export type UserGroupRow = typeof userGroups.$inferSelect;
