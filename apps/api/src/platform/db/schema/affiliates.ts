import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AFFILIATE_COMMISSION_STATUSES } from '@pod/shared';
import { oneOf } from './checks';
import { at, money, timestamps } from './columns';
import { users } from './users';

/**
 * An affiliate (issue 33, item 5): a user with a code and a commission per unit. Keyed by the user,
 * so a seller's `current_affiliate_id` names the affiliate's user. The four totals are kept in the
 * transaction that posts or reverses a commission, so the list shows them without a sum over history.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    commission: money('commission').notNull(),
    active: boolean('active').notNull().default(true),
    postedCount: integer('posted_count').notNull().default(0),
    postedTotal: money('posted_total').notNull().default('0.00'),
    reversedCount: integer('reversed_count').notNull().default(0),
    reversedTotal: money('reversed_total').notNull().default('0.00'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('affiliates_code_key').on(sql`lower(${t.code})`),
    index('affiliates_created_idx').on(t.createdAt.desc().nullsFirst(), t.userId.desc().nullsFirst()),
    check('affiliates_commission_check', sql`${t.commission} >= 0`),
  ],
);
export type AffiliateRow = typeof affiliates.$inferSelect;

/**
 * One commission per paid order of a referred seller: units (of products not marked skip_affiliate)
 * times the affiliate's rate at the time, with the ledger entries that credited and took it back.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: text('id').primaryKey(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => affiliates.userId, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: the commission stays as it was paid whatever becomes of the order row. */
    orderId: text('order_id').notNull(),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    units: integer('units').notNull(),
    rate: money('rate').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('posted'),
    ledgerEntryId: text('ledger_entry_id'),
    reversalEntryId: text('reversal_entry_id'),
    postedAt: at('posted_at').notNull(),
    reversedAt: at('reversed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_order_key').on(t.orderId),
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('affiliate_commissions_seller_idx').on(t.sellerId),
    index('affiliate_commissions_posted_idx').on(t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    oneOf('affiliate_commissions_status_check', t.status, AFFILIATE_COMMISSION_STATUSES),
    check('affiliate_commissions_amount_check', sql`${t.amount} > 0 and ${t.units} > 0`),
  ],
);
export type AffiliateCommissionRow = typeof affiliateCommissions.$inferSelect;
