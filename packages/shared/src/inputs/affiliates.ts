import { AFFILIATE_CODE_PATTERN, AFFILIATE_COMMISSION_TABS, AFFILIATE_LIMITS } from '../affiliates';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of affiliates: the API parses with these, the affiliate dialog checks with them. */

const code = rule
  .requiredText(AFFILIATE_LIMITS.code, 'Please enter the affiliate code.', 'Code')
  .refine((v) => AFFILIATE_CODE_PATTERN.test(v), rule.because('invalid', 'A code is 3 to 32 letters, digits, dashes or underscores.'));

const commission = rule.money('Commission per unit').refine((v) => !v.startsWith('-'), rule.because('negative', 'The commission cannot be negative.'));

/** affiliates: the list's filters. */
export const affiliateFilterInput = z.object({
  search: rule.optional(rule.text(AFFILIATE_LIMITS.search, 'Search')),
  active: rule.flag().nullish(),
});
export type AffiliateFilterInput = z.output<typeof affiliateFilterInput>;

/** A user named by id (integrations) or by email (the screens): one of them. */
const userRef = {
  user_id: rule.optional(rule.id('user id')),
  email: rule.optional(rule.email()),
};
const needsUser = (v: { user_id?: string; email?: string }, ctx: z.RefinementCtx) => {
  if (!v.user_id && !v.email)
    ctx.addIssue({ code: 'custom', path: ['email'], input: v.email, message: 'Please enter the user’s email.', params: { reason: 'required' } });
};

/** makeAffiliate: a user becomes an affiliate with a code and a commission per unit. */
export const makeAffiliateInput = z
  .object({
    ...userRef,
    code,
    commission,
    active: rule.flag().nullish(),
  })
  .superRefine(needsUser);
export type MakeAffiliateInput = z.output<typeof makeAffiliateInput>;

/** updateAffiliate: a new code, commission or active flag (absent fields stay as they are). */
export const updateAffiliateInput = z.object({
  _id: rule.id('affiliate id'),
  code: code.nullish(),
  commission: commission.nullish(),
  active: rule.flag().nullish(),
});
export type UpdateAffiliateInput = z.output<typeof updateAffiliateInput>;

/** setUserAffiliate: the affiliate who referred a seller (null: none). */
export const setUserAffiliateInput = z
  .object({
    ...userRef,
    affiliate_id: rule.id('affiliate id').nullish(),
  })
  .superRefine(needsUser);
export type SetUserAffiliateInput = z.output<typeof setUserAffiliateInput>;

/** affiliateCommissions: one affiliate's (a seller's own for them) or every affiliate's, by status. */
export const affiliateCommissionFilterInput = z.object({
  affiliate_id: rule.optional(rule.id('affiliate id')),
  status: rule.optional(rule.oneOf(AFFILIATE_COMMISSION_TABS, 'status')),
});
export type AffiliateCommissionFilterInput = z.output<typeof affiliateCommissionFilterInput>;
