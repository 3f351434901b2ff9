import { z } from 'zod';
import { API_TOKEN_SCOPES } from '../api-scopes';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';

const SIGN_IN = 'Please enter your email and password.';

/** POST /auth: any text is tried (a wrong one is just a wrong sign-in); blank or missing is refused. */
export const loginInput = z.object({
  email: z
    .string({ error: SIGN_IN })
    .trim()
    .toLowerCase()
    .min(1, { error: SIGN_IN })
    .transform((e) => e.slice(0, TEXT_LIMITS.email)),
  // Never trimmed; nothing longer than the longest allowed password can be right.
  password: z
    .string({ error: SIGN_IN })
    .min(1, { error: SIGN_IN })
    .transform((p) => p.slice(0, TEXT_LIMITS.password.max)),
});

/** Self sign-up (a seller account); `invite` is the invitation code when registration is invite-only. */
export const registerInput = z.object({
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter your name.', 'Name'),
  email: rule.email(),
  password: rule.password(),
  invite: rule.optional(rule.text(100, 'Invitation code')),
});

/** The longest an invitation may stay usable, in days. */
export const INVITATION_MAX_DAYS = 30;

/** createInvitation(email, days): the address that may use it (or anyone holding the code) and for how many days (7 unless said). */
export const invitationInput = z.object({
  email: rule.optional(rule.email()),
  days: rule.intIn(1, INVITATION_MAX_DAYS, 'days').nullish(),
});

/** revokeInvitation(_id): the pending invitation to withdraw. */
export const revokeInvitationInput = z.object({ _id: rule.id('invitation id') });

/** switchUser(_id): the account to act as. */
export const switchUserInput = z.object({ _id: rule.id('user id') });

/** regenerateApiToken(scopes): what the new token may do; at least one scope. */
export const apiTokenScopesInput = z.object({
  scopes: z
    .array(rule.oneOf(API_TOKEN_SCOPES, 'scope'), { error: 'Choose what the token may do.' })
    .min(1, { error: 'Choose at least one scope.' })
    .max(API_TOKEN_SCOPES.length)
    // Stored once each, in the declared order.
    .transform((s) => API_TOKEN_SCOPES.filter((scope) => s.includes(scope))),
});
export type ApiTokenScopesInput = z.output<typeof apiTokenScopesInput>;
