import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { GROUP_STATUSES, ROLES, type ModulePermission } from '@pod/shared';
import { oneOf } from './checks';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_groups_name_idx').on(t.name),
    index('user_groups_status_idx').on(t.status),
    oneOf('user_groups_status_check', t.status, GROUP_STATUSES),
    oneOf('user_groups_role_check', t.role, ROLES, { nullable: true }),
  ],
);

export type UserGroupRow = typeof userGroups.$inferSelect;
