import { multiplyMoney } from './money';

/**
 * Affiliates (issue 33, item 5): a user with a code who earns a commission per unit on the paid
 * orders of the sellers they referred (users whose `current_affiliate_id` is the affiliate's user id).
 */

/** A commission is posted to the affiliate's credit when the order is paid, reversed once if the order is cancelled or refunded after. */
export const AFFILIATE_COMMISSION_STATUSES = ['posted', 'reversed'] as const;
export type AffiliateCommissionStatus = (typeof AFFILIATE_COMMISSION_STATUSES)[number];
/** The commission history's tabs. */
export const AFFILIATE_COMMISSION_TABS = ['all', ...AFFILIATE_COMMISSION_STATUSES] as const;

/** A code: 3 to 32 letters, digits, dashes or underscores; unique whatever the case. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const AFFILIATE_LIMITS = { code: 32, search: 100 } as const;

/** The order statuses that take a posted commission back (the order's payment was given back). */
export const AFFILIATE_REVERSING_ORDER_STATUSES: readonly string[] = ['Cancelled', 'Refunded'];

/** The commission of `units` at `perUnit` each, exact. */
export function affiliateCommissionOf(perUnit: string, units: number): string {
  return multiplyMoney(perUnit, units);
}
