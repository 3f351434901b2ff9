/** The API Logs and Blocked Logs screens: what their rows can say (spec section 1). */

/** How a request made with an integration token ended (written by the access guard and the shop webhooks). */
export const TOKEN_ACCESS_OUTCOMES = ['ok', 'forbidden', 'out_of_scope', 'invalid', 'disabled', 'bad_signature', 'wrong_topic', 'refused'] as const;
export type TokenAccessOutcome = (typeof TOKEN_ACCESS_OUTCOMES)[number];

/** Why a sign-in was refused before its password was checked. */
export const BLOCKED_REASONS = ['ip_rate_limited', 'account_address_rate_limited'] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

/** A filtered list's total counts at most this many rows (the screen says "10,000+"); an unfiltered one is exact. */
export const ACCESS_LOG_COUNT_CAP = 10_000;
