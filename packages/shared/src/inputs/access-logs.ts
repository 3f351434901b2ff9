import { BLOCKED_REASONS, TOKEN_ACCESS_OUTCOMES } from '../access-logs';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of the API Logs and Blocked Logs screens: the API parses with these, the filters and the unblock form check with them. */

const dateRange = {
  start: rule.optional(rule.dmyDate('start date')),
  end: rule.optional(rule.dmyDate('end date')),
};

/** tokenAccessLogs: the filters (user, token prefix, operation, outcome, address, days). */
export const tokenAccessLogFilterInput = z.object({
  user_id: rule.optional(rule.id('user id')),
  token: rule.optional(rule.text(64, 'Token')),
  operation: rule.optional(rule.text(200, 'Operation')),
  outcome: rule.optional(rule.oneOf(TOKEN_ACCESS_OUTCOMES, 'outcome')),
  ip: rule.optional(rule.text(64, 'Address')),
  ...dateRange,
});
export type TokenAccessLogFilterInput = z.output<typeof tokenAccessLogFilterInput>;

/** blockedLogs: the filters (email, address, reason, days). */
export const blockedLogFilterInput = z.object({
  email: rule.optional(rule.text(200, 'Email')),
  ip: rule.optional(rule.text(64, 'Address')),
  reason: rule.optional(rule.oneOf(BLOCKED_REASONS, 'reason')),
  ...dateRange,
});
export type BlockedLogFilterInput = z.output<typeof blockedLogFilterInput>;

/** unblock: an account (its email, from every address) or an address (every account from it), or both (that pair). */
export const unblockInput = z
  .object({
    email: rule.optional(rule.text(200, 'Email')),
    ip: rule.optional(rule.text(64, 'Address')),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.ip)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Give an email or an address to unblock.', params: { reason: 'required' } });
  });
export type UnblockInput = z.output<typeof unblockInput>;
