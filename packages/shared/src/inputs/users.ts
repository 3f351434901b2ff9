import { z } from 'zod';
import { dmyRangeToIso } from '../dates';
import { CUSTOMIZER_COLOUR, FOOTER_TYPES, NAVBAR_TYPES, THEMES } from '../customizer';
import { customizerInput } from './customizer';
import type { FieldReason } from '../field-reasons';
import { ACTIVE_STATUSES, HUB_ACTIONS, USER_STATUSES } from '../enums';
import { TEXT_LIMITS } from '../limits';
import { centsToDecimal, parseCanonicalMoney, toCents } from '../money';
import { normalizeActiveTrackingDay, toIntOrZero } from '../normalize';
import { MANUFACTURING_ROLES, ROLES } from '../roles';
import { permissionMatrix } from './groups';
import * as rule from './rules';

/** Most users one bulk status change may touch (a few list pages). */
export const MAX_BULK_USERS = 500;
export const MAX_HUB_CHANGES = 50;

/** A value a form sends for a number or flag: text, a number, true/false, or null. */
const flex = z.union([z.string().max(100, { error: 'Must be at most 100 characters.' }), z.number(), z.boolean(), z.null()]);

/** A whole number the spec parses leniently (section 5: '3.7' is 3, text is 0), then kept in [min, max]. */
const lenientInt = (min: number, max: number, label: string) =>
  flex.transform((v, ctx) => {
    const n = toIntOrZero(v);
    if (n < min || n > max) ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max}.`, params: { reason: 'range' }, input: v });
    return n;
  });

/** A list refused as a whole (one error on the list's own field, as the form shows it). */
const wholeList = <T extends z.ZodType>(item: T, max: number, tooMany: string) => z.array(item).max(max, { error: tooMany });

/** Hub (manufacture) changes made while saving a user (spec section 4); any bad entry refuses the list. */
export const hubChangesInput = wholeList(
  z.object({ action: z.string(), _id: z.string().nullish(), name: z.string().nullish() }),
  MAX_HUB_CHANGES,
  `At most ${MAX_HUB_CHANGES} hub changes at once.`,
).transform((list, ctx) => {
  const refuse = (reason: FieldReason, message: string) => {
    ctx.addIssue({ code: 'custom', message, params: { reason }, input: list });
    return z.NEVER;
  };
  return list.map((h) => {
    if (!rule.isOneOf(HUB_ACTIONS, h.action))
      return refuse('unknown_value', `Unknown hub action "${h.action.slice(0, 50)}". Use ${rule.listWords(HUB_ACTIONS)}.`);
    const name = h.name?.trim();
    if (h.action === 'Create' || h.action === 'Edit') {
      if (!name) return refuse('required', 'Please enter the hub name.');
      if (name.length > TEXT_LIMITS.name) return refuse('too_long', `Hub name must be at most ${TEXT_LIMITS.name} characters.`);
    }
    if (h.action !== 'Create' && !rule.ID_PATTERN.test(h._id ?? '')) return refuse('invalid_id', 'Invalid hub id.');
    return { action: h.action, _id: h._id ?? undefined, name };
  });
});
export type HubChange = z.output<typeof hubChangesInput>[number];

const clearableId = (what: string) =>
  z
    .union([z.literal(''), rule.id(what)])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const optionalText = (key: string) => rule.clearableText(TEXT_LIMITS.short, key);
/** Blank means "leave it" for money and numbers a form sends as text. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.nullish());
const colour = (key: string) => z.string().regex(CUSTOMIZER_COLOUR, { error: `Unknown ${key}.` });
/**
 * A price addition: a number conversion where what is not a number is 0 (spec section 5), exact.
 * Text that holds digits but is not a canonical amount ("0,50", "1,234.50") is refused, never guessed.
 */
const addition = (key: string) =>
  flex.transform((v, ctx) => {
    if (typeof v === 'string' && /\d/.test(v) && parseCanonicalMoney(v) === null) {
      ctx.addIssue({ code: 'custom', message: `${key} must be an amount such as 1234.50 (a point, no commas).`, params: { reason: 'money_format' }, input: v });
      return '0.00';
    }
    const cents = toCents(typeof v === 'boolean' ? null : v);
    if (cents < 0n) ctx.addIssue({ code: 'custom', message: `${key} is a cost: it must not be negative.`, params: { reason: 'negative' }, input: v });
    else if (cents >= rule.MONEY_LIMIT_CENTS || cents <= -rule.MONEY_LIMIT_CENTS)
      ctx.addIssue({ code: 'custom', message: `${key} is too large.`, params: { reason: 'range' }, input: v });
    return centsToDecimal(cents);
  });

/** makeUser params: every editable user field of spec section 3. Absent fields are left alone on update. */
const makeUserFields = z.object({
  email: rule.email().nullish(),
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter the name.', 'Name').nullish(),
  status: rule.oneOf(USER_STATUSES, 'status').nullish(),
  role: rule.oneOf(ROLES, 'role', false).nullish(),
  groups: wholeList(z.string(), ROLES.length, `At most ${ROLES.length} groups.`)
    .superRefine((list, ctx) => {
      const unknown = list.find((g) => !rule.isOneOf(ROLES, g));
      if (unknown !== undefined)
        ctx.addIssue({ code: 'custom', message: `Unknown group "${unknown.slice(0, 50)}".`, params: { reason: 'unknown_value' }, input: unknown });
    })
    .transform((list) => [...new Set(list)])
    .nullish(),
  group_id: clearableId('user group id'),
  new_password: z.string().max(1024).nullish(),
  confirm_password: z.string().max(1024).nullish(),

  identity: optionalText('identity'),
  identity_label: optionalText('identity_label'),
  target: optionalText('target'),
  referent: optionalText('referent'),
  h: optionalText('h'),
  phone_number: rule.clearable(rule.phone()),
  sale_plan: optionalText('sale_plan'),
  facebook: optionalText('facebook'),
  skype: optionalText('skype'),
  payment_type: optionalText('payment_type'),
  when_tracking_update: optionalText('when_tracking_update'),
  default_carrier: optionalText('default_carrier'),
  current_affiliate_id: optionalText('current_affiliate_id'),
  default_shipping_id: optionalText('default_shipping_id'),

  customizer: customizerInput.nullish(),
  theme: rule.oneOf(THEMES, 'theme').nullish(),
  navbarColor: colour('navbarColor').nullish(),
  navbarType: rule.oneOf(NAVBAR_TYPES, 'navbarType').nullish(),
  footerType: rule.oneOf(FOOTER_TYPES, 'footerType').nullish(),
  menuTheme: colour('menuTheme').nullish(),
  sidebarCollapsed: rule.flag().nullish(),
  hideScrollToTop: rule.flag().nullish(),

  total_credit: blankIsAbsent(rule.money('Total credit')),
  vip: lenientInt(0, 1_000_000, 'vip').nullish(),
  wholesale_level: lenientInt(0, 1_000_000, 'wholesale_level').nullish(),

  ship_by_seller: rule.flag().nullish(),
  ship_by_onos: rule.flag().nullish(),
  is_international: rule.flag().nullish(),
  enable_non_ship: rule.flag().nullish(),
  active_production_invoice: rule.flag().nullish(),
  process_without_design: rule.flag().nullish(),
  hold_off: rule.flag().nullish(),
  disable_design_production: rule.flag().nullish(),
  require_inc_active_service: rule.flag().nullish(),
  enable_check_dimension: rule.flag().nullish(),
  // Kept only when a whole number 1 to 5, otherwise cleared (spec section 5).
  active_tracking_day: flex.optional().transform((v) => (v === undefined ? undefined : (normalizeActiveTrackingDay(v) ?? null))),
  day_update_tracking: z.preprocess((v) => (v === '' ? null : v), lenientInt(0, 365, 'day_update_tracking').nullish()),
  shipping_user_id: clearableId('shipping user id'),
  default_shipping_method: z
    .object({ _id: rule.clearableText(100, 'Shipping method id'), name: rule.clearableText(TEXT_LIMITS.name, 'Shipping method name') })
    .nullish()
    .transform((m) => (m == null ? m : { _id: m._id ?? '', name: m.name ?? '' })),
  addition_shipping_service_price: addition('addition_shipping_service_price').nullish(),
  addition_base_cost: addition('addition_base_cost').nullish(),
  active_status: rule.oneOf(ACTIVE_STATUSES, 'active status').nullish(),
  permission: permissionMatrix().nullish(),
  hubs: hubChangesInput.nullish(),
});

/**
 * makeUser's params. Creating needs an email, a name, a role (or groups) and a password; on an
 * update a password is checked only when one is typed. The confirmation must match.
 */
export const makeUserInput = (isCreate: boolean) =>
  makeUserFields.superRefine((p, ctx) => {
    const issue = (path: string, reason: FieldReason, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, params: { reason } });
    if (isCreate && p.email == null) issue('email', 'email_invalid', 'Please enter a valid email address.');
    if (isCreate && p.name == null) issue('name', 'required', 'Please enter the name.');
    if (isCreate && !p.role && !p.groups?.length) issue('role', 'role_required', 'Please choose a role.');
    if (p.new_password || p.confirm_password || isCreate) {
      const problem = p.new_password ? rule.passwordProblem(p.new_password) : null;
      if (!p.new_password) issue('new_password', 'password_required', 'Please enter a password.');
      else if (problem) issue('new_password', 'password_weak', problem);
      else if (p.new_password !== p.confirm_password) issue('confirm_password', 'password_mismatch', 'The passwords do not match.');
    }
  });
export type MakeUserInput = z.output<typeof makeUserFields>;

/** setUsersStatus: one status for 1 to 500 users. */
export const setUsersStatusInput = z.object({
  ids: z
    .array(z.string())
    .transform((ids) => [...new Set(ids)])
    .superRefine((ids, ctx) => {
      const issue = (reason: FieldReason, message: string) => ctx.addIssue({ code: 'custom', message, params: { reason }, input: ids });
      if (ids.length === 0 || ids.length > MAX_BULK_USERS) issue(ids.length ? 'too_many' : 'required', `Choose between 1 and ${MAX_BULK_USERS} users.`);
      else if (!ids.every((id) => rule.ID_PATTERN.test(id))) issue('invalid_id', 'Invalid user id.');
    }),
  status: rule.oneOf(USER_STATUSES, 'status'),
});

/** A mutation on one user by id (deleteById, toggleDesignProduction). */
export const userIdInput = z.object({ _id: rule.id('user id') });

const ORDER_FULFILLMENT_ROLES = ['fulfiller', 'order_qc'] as const;
const FINANCE_ROLES = ['accounting'] as const;
const blankIsAbsentText = (max: number, label: string) => rule.optional(rule.text(max, label));
const dayBound = (label: string) =>
  rule
    .dmyDate(label)
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || undefined);

/**
 * The users list filters (spec section 7), as the list's query arguments: blank means no filter.
 * The output is the filter the list runs: dates as ISO bounds of whole UTC days, a group as a user
 * group id or a membership (role) name, the role switches as role lists.
 */
export const usersFilterInput = z
  .object({
    identity: blankIsAbsentText(TEXT_LIMITS.short, 'identity'),
    email: blankIsAbsentText(TEXT_LIMITS.email, 'email'),
    search: blankIsAbsentText(200, 'search'),
    // Blank, 'Opened' (the all tab) and 'All' mean every status.
    status: z
      .preprocess((v) => (v === '' ? undefined : v), rule.oneOf(['Opened', 'All', ...USER_STATUSES], 'status').nullish())
      .transform((s) => (s === 'Opened' || s === 'All' ? undefined : (s ?? undefined))),
    group: z
      .string()
      .trim()
      .nullish()
      .superRefine((g, ctx) => {
        if (g && g !== 'All' && !rule.ID_PATTERN.test(g) && !rule.isOneOf(ROLES, g))
          ctx.addIssue({ code: 'custom', message: 'Group must be a user group id or a role name.', params: { reason: 'unknown_value' }, input: g });
      }),
    start: dayBound('start date'),
    end: dayBound('end date'),
    withProduction: z.boolean().nullish(),
    withOrderFulfillment: z.boolean().nullish(),
    withFinance: z.boolean().nullish(),
  })
  .transform((a) => {
    const group = a.group && a.group !== 'All' ? a.group : undefined;
    const roles = [
      ...(a.withProduction ? MANUFACTURING_ROLES : []),
      ...(a.withOrderFulfillment ? ORDER_FULFILLMENT_ROLES : []),
      ...(a.withFinance ? FINANCE_ROLES : []),
    ];
    return {
      identity: a.identity,
      email: a.email,
      search: a.search,
      status: a.status,
      groupId: group && rule.ID_PATTERN.test(group) ? group : undefined,
      membership: group && !rule.ID_PATTERN.test(group) ? group : undefined,
      createdFrom: a.start ? dmyRangeToIso(a.start, null).start : undefined,
      createdTo: a.end ? dmyRangeToIso(null, a.end).end : undefined,
      roles: roles.length ? roles : undefined,
    };
  });
export type UsersFilter = z.output<typeof usersFilterInput>;
