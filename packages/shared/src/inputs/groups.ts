import { GROUP_STATUSES } from '../enums';
import { TEXT_LIMITS } from '../limits';
import { MODULES, normalizeAccess, type ModulePermission } from '../permissions';
import { ROLES } from '../roles';
import * as rule from './rules';
import { because, z } from './rules';

/**
 * Inputs of the user-groups, merchant-groups and notification-settings modules: the API parses
 * with these, the web forms check with the same schemas before sending.
 */

const MAX_GROUP_IDS = 500;

/** A list of ids whose errors are reported on the list itself (the form shows them next to the picker). */
const idList = (what: string, max: number, label: string) =>
  z
    .array(z.string(), { error: `${label} must be a list.` })
    .max(max, { error: `${label} may hold at most ${max} entries.` })
    .superRefine((list, ctx) => {
      if (!list.every((v) => rule.ID_PATTERN.test(v))) ctx.addIssue({ code: 'custom', message: `Invalid ${what}.`, params: { reason: 'invalid_id' } });
    });
const MAX_MERCHANTS = 5000;
const LIST_MAX = 100;
const TIMES_MAX = 48;
const ITEM_MAX = 200;

/** A permission matrix (users' own entries, user groups): known modules only, titles from MODULES, strict booleans, one entry per module. */
export const permissionMatrix = (label = 'permission') =>
  rule
    .listOf(
      z.object({
        module: z.string({ error: 'Every permission entry needs a module.' }),
        title: z.string().nullish(),
        access: z.record(z.string(), z.unknown()).nullish(),
      }),
      MODULES.length * 2,
      label,
    )
    .transform((list, ctx): ModulePermission[] => {
      const byModule = new Map<string, ModulePermission>();
      for (const entry of list) {
        const def = MODULES.find((m) => m.module === entry.module);
        if (!def) {
          ctx.addIssue({ code: 'custom', message: `Unknown module "${entry.module.slice(0, 50)}".`, params: { reason: 'unknown_value' }, input: entry.module });
          return z.NEVER;
        }
        byModule.set(def.module, { module: def.module, title: def.title, access: normalizeAccess(entry.access) });
      }
      return [...byModule.values()];
    });

// ---------------------------------------------------------------- user groups

/** makeUserGroup: `id` empty creates (a name is then required); on update, absent fields are left alone. */
export const makeUserGroupInput = z
  .object({
    id: rule.id('user group id').nullish(),
    name: rule.text(TEXT_LIMITS.name, 'Name').nullish(),
    status: rule.oneOf(GROUP_STATUSES, 'status').nullish(),
    role: z.union([rule.oneOf(ROLES, 'role', false), z.literal('')]).nullish(),
    permission: permissionMatrix().nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.id && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Please enter the group name.', params: { reason: 'required' } });
    else if (v.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: 'Please enter the group name.', params: { reason: 'required' } });
  });
export type MakeUserGroupInput = z.output<typeof makeUserGroupInput>;

/** trashUserGroup: 1 to 500 group ids. */
export const trashUserGroupInput = z.object({
  delete_ids: idList('user group id', MAX_GROUP_IDS, 'delete_ids')
    .min(1, { error: `Give between 1 and ${MAX_GROUP_IDS} user group ids.` })
    .transform((ids) => [...new Set(ids)]),
});

/** The user-groups list filter: a name fragment and a status (All and Opened mean any). */
export const userGroupsFilter = z.object({
  name: rule.text(TEXT_LIMITS.name, 'Name').nullish(),
  status: z.union([rule.oneOf(GROUP_STATUSES, 'status'), z.enum(['All', 'Opened', ''])]).nullish(),
});

// ---------------------------------------------------------------- merchant groups

/** saveMerchantGroup: no `_id` creates; merchants are given whole (they must be sellers, checked by the API). */
export const saveMerchantGroupInput = z.object({
  _id: rule.id('merchant group id').nullish(),
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter the group name.', 'Name'),
  merchant_ids: idList('merchant id', MAX_MERCHANTS, 'merchant_ids')
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});
export type SaveMerchantGroupInput = z.output<typeof saveMerchantGroupInput>;

/** merchantGroup and deleteMerchantGroup: one group by id. */
export const merchantGroupIdInput = z.object({ _id: rule.id('merchant group id') });

/** The merchant-groups list filter. */
export const merchantGroupsFilter = z.object({ name: rule.text(TEXT_LIMITS.name, 'Name').nullish() });

// ---------------------------------------------------------------- notification settings

/** An optional single line: blank reads as absent. */
const optionalLine = (max = ITEM_MAX, label?: string) => rule.optional(rule.text(max, label));
const optionalUrl = (label: string) => rule.optional(rule.url(label));

/** Mentions, trimmed, blanks dropped; a too long one is reported on the list. */
const mentions = (label: string) =>
  rule
    .listOf(z.string().trim(), LIST_MAX, label)
    .superRefine((list, ctx) => {
      if (list.some((m) => m.length > ITEM_MAX))
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${ITEM_MAX} characters.`, params: { reason: 'too_long' } });
    })
    .nullish()
    .transform((list) => (list ?? []).filter((m) => m !== ''));

/** Entries without an id are reported on the list ('alias_mentions'), where the form shows them. */
const aliasMentions = (label: string) =>
  rule
    .listOf(z.object({ id: rule.text(ITEM_MAX, label), username: optionalLine(), first_name: optionalLine(), last_name: optionalLine() }), LIST_MAX, label)
    .superRefine((list, ctx) => {
      if (list.some((a) => !a.id)) ctx.addIssue({ code: 'custom', message: `Every ${label} entry needs an id.`, params: { reason: 'alias_id' } });
    })
    .nullish()
    .transform((list) => list ?? []);

const channel = (label: string) =>
  z
    .object({ id: rule.text(ITEM_MAX, label), title: rule.text(ITEM_MAX, label) })
    .nullish()
    .superRefine((g, ctx) => {
      if (g && (!g.id || !g.title)) ctx.addIssue({ code: 'custom', message: `${label} needs an id and a title.`, params: { reason: 'group_id_title' } });
    })
    .transform((g) => g ?? null);

const eventTime = z.object({ hour: z.number(), minute: z.number() }).superRefine((t, ctx) => {
  if (!Number.isInteger(t.hour) || t.hour < 0 || t.hour > 23)
    ctx.addIssue({ code: 'custom', message: 'Hour must be between 0 and 23.', params: { reason: 'hour' }, input: t.hour });
  else if (!Number.isInteger(t.minute) || t.minute < 0 || t.minute > 59)
    ctx.addIssue({ code: 'custom', message: 'Minute must be between 0 and 59.', params: { reason: 'minute' }, input: t.minute });
});

const groupStatus = () =>
  rule
    .oneOf(GROUP_STATUSES, 'status')
    .nullish()
    .transform((s) => s ?? 'Active');

/** Where and to whom a notification goes: the settings and each of their events have these. */
const targets = () => ({
  status: groupStatus(),
  mentions: mentions('mentions'),
  url: optionalUrl('url'),
  group: channel('group'),
  alias_mentions: aliasMentions('alias_mentions'),
});

/** An optional list that reads as empty when absent. */
const listOrEmpty = <T extends z.ZodType>(item: T, max: number, label: string) =>
  rule
    .listOf(item, max, label)
    .nullish()
    .transform((list) => list ?? []);

const notificationEvent = z.object({
  id: optionalLine(100),
  name: rule.requiredText(ITEM_MAX, 'Every event needs a name.', 'name'),
  ...targets(),
  times: listOrEmpty(eventTime, TIMES_MAX, 'times'),
});

/** makeUserNotification: one row per (user, type), created the first time and replaced after. */
export const makeUserNotificationInput = z.object({
  user_id: rule.id('user id').nullish(),
  type: z
    .string({ error: 'Type must be 1 to 50 letters, digits, dots, dashes or underscores.' })
    .refine((t) => /^[A-Za-z0-9_.-]{1,50}$/.test(t), because('invalid', 'Type must be 1 to 50 letters, digits, dots, dashes or underscores.')),
  ...targets(),
  subject: optionalLine(TEXT_LIMITS.short, 'subject'),
  events: listOrEmpty(notificationEvent, LIST_MAX, 'events'),
});
export type MakeUserNotificationInput = z.output<typeof makeUserNotificationInput>;
