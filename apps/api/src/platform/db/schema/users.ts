import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACTIVE_STATUSES, ROLES, USER_STATUSES, type Customizer, type ModulePermission } from '@pod/shared';
import { oneOf } from './checks';
import { userGroups } from './user-groups';
import { at, money, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    identity: text('identity'),
    identityLabel: text('identity_label'),
    target: text('target'),
    referent: text('referent'),
    role: text('role').notNull(),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    groupId: text('group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    permission: jsonb('permission').$type<ModulePermission[]>().notNull().default([]),
    h: text('h'),
    status: text('status').notNull().default('Active'),
    lastLogin: at('last_login'),
    phoneNumber: text('phone_number'),
    salePlan: text('sale_plan'),
    facebook: text('facebook'),
    skype: text('skype'),
    customizer: jsonb('customizer').$type<Partial<Customizer>>().notNull().default({}),
    // Billing standing: money is exact (numeric), never a float.
    totalCredit: money('total_credit').notNull().default('0.00'),
    vip: integer('vip').notNull().default(0),
    wholesaleLevel: integer('wholesale_level').notNull().default(0),
    paymentType: text('payment_type'),
    /** How far below 0 a seller paying by debit may go (billing). */
    debitLimit: money('debit_limit').notNull().default('0.00'),
    // Shipping and tracking settings.
    shipBySeller: boolean('ship_by_seller').notNull().default(false),
    shipByOnos: boolean('ship_by_onos').notNull().default(false),
    whenTrackingUpdate: text('when_tracking_update'),
    dayUpdateTracking: integer('day_update_tracking'),
    activeTrackingDay: integer('active_tracking_day'),
    defaultCarrier: text('default_carrier'),
    isInternational: boolean('is_international').notNull().default(false),
    shippingUserId: text('shipping_user_id'),
    defaultShippingId: text('default_shipping_id'),
    defaultShippingMethod: jsonb('default_shipping_method').$type<{ _id: string; name: string } | null>(),
    enableNonShip: boolean('enable_non_ship').notNull().default(false),
    additionShippingServicePrice: money('addition_shipping_service_price').notNull().default('0.00'),
    additionBaseCost: money('addition_base_cost').notNull().default('0.00'),
    // Production and other flags.
    activeProductionInvoice: boolean('active_production_invoice').notNull().default(false),
    currentAffiliateId: text('current_affiliate_id'),
    processWithoutDesign: boolean('process_without_design').notNull().default(false),
    holdOff: boolean('hold_off').notNull().default(false),
    disableDesignProduction: boolean('disable_design_production').notNull().default(false),
    hideProduction: boolean('hide_production').notNull().default(false),
    requireIncActiveService: boolean('require_inc_active_service').notNull().default(false),
    enableCheckDimension: boolean('enable_check_dimension').notNull().default(false),
    activeStatus: text('active_status').notNull().default('Ready'),
    // Sessions and integration token.
    tokenVersion: integer('token_version').notNull().default(0),
    apiTokenPrefix: text('api_token_prefix'),
    apiTokenHash: text('api_token_hash'),
    apiTokenCreatedAt: at('api_token_created_at'),
    apiTokenLastUsedAt: at('api_token_last_used_at'),
    /** What the integration token may do (`orders:read`, …; packages/shared api-scopes). */
    apiTokenScopes: text('api_token_scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bookmarks: jsonb('bookmarks').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_api_token_prefix_key').on(t.apiTokenPrefix),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_role_created_idx').on(t.role, t.createdAt.desc().nullsFirst()),
    index('users_group_idx').on(t.groupId),
    index('users_identity_idx').on(t.identity),
    // The sellers an affiliate referred: counted and listed per affiliate (affiliates module).
    index('users_current_affiliate_idx')
      .on(t.currentAffiliateId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.currentAffiliateId} is not null`),
    index('users_groups_gin').using('gin', t.groups),
    oneOf('users_status_check', t.status, USER_STATUSES),
    oneOf('users_role_check', t.role, ROLES),
    oneOf('users_active_status_check', t.activeStatus, ACTIVE_STATUSES),
    index('users_search_trgm').using('gin', sql`(lower(${t.email} || ' ' || ${t.name} || ' ' || coalesce(${t.identityLabel}, ''))) gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * How many users have each status, kept by statement-level triggers on users (migration 0009), so
 * the status tabs and a status-only list total cost one small read at any number of users.
 */
export const userStatusCounters = pgTable('user_status_counters', {
  status: text('status').primaryKey(),
  n: integer('n').notNull().default(0),
});
