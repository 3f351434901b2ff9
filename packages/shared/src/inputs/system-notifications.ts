import { ROLES } from '../roles';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_TABS } from '../system-notifications';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of System notifications: the API parses with these, the create dialog checks with them. */

/** An optional moment as ISO 8601 text with its offset ("2027-01-05T09:00:00Z"), kept as a Date; blank is none. */
const optionalMoment = (label: string) =>
  z
    .string({ error: `${label} must be a date and time.` })
    .trim()
    .max(40, { error: `${label} must be a date and time.` })
    .nullish()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const at = new Date(v);
      if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(at.getTime())) return at;
      ctx.addIssue({ code: 'custom', message: `${label} must be a date and time.`, params: { reason: 'date' }, input: v });
      return z.NEVER;
    });

/** systemNotifications / systemNotificationCounters: the list's tab. */
export const systemNotificationFilterInput = z.object({
  status: rule.optional(rule.oneOf(ANNOUNCEMENT_TABS, 'status')),
});

/**
 * makeSystemNotification: an announcement. No publish time publishes it now; the expiry, when
 * given, is later than the publish time; a role audience names roles, a group audience its group.
 */
export const makeSystemNotificationInput = z
  .object({
    subject: rule.requiredText(ANNOUNCEMENT_LIMITS.subject, 'Please enter a subject.', 'Subject'),
    content: rule.requiredText(ANNOUNCEMENT_LIMITS.content, 'Please enter the content.', 'Content'),
    image_id: rule.optional(rule.id('image id')),
    audience: rule.oneOf(ANNOUNCEMENT_AUDIENCES, 'audience'),
    roles: rule.listOf(rule.oneOf(ROLES, 'role'), ROLES.length, 'roles').nullish(),
    merchant_group_id: rule.optional(rule.id('merchant group id')),
    publish_at: optionalMoment('Publish time'),
    expires_at: optionalMoment('Expiry'),
    important: rule.flag().nullish(),
  })
  .superRefine((v, ctx) => {
    const refuse = (path: string, reason: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, params: { reason }, input: v });
    if (v.audience === 'roles' && !v.roles?.length) refuse('roles', 'required', 'Choose at least one role.');
    if (v.audience === 'merchant_group' && !v.merchant_group_id) refuse('merchant_group_id', 'required', 'Choose a merchant group.');
    if (v.expires_at && v.expires_at.getTime() <= (v.publish_at ?? new Date()).getTime())
      refuse('expires_at', 'expiry_before_publish', 'The expiry must be later than the publish time.');
  })
  .transform((v) => ({
    ...v,
    roles: v.audience === 'roles' ? [...new Set(v.roles ?? [])] : [],
    merchant_group_id: v.audience === 'merchant_group' ? v.merchant_group_id : undefined,
    important: !!v.important,
  }));
export type MakeSystemNotificationInput = z.output<typeof makeSystemNotificationInput>;

/** trashSystemNotification / readSystemNotification: one announcement. */
export const systemNotificationIdInput = z.object({ _id: rule.id('announcement id') });
