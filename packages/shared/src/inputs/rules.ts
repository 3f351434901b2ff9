import { z } from 'zod';
import { parseDmy } from '../dates';
import { canonicalTimeZone } from '../time-zones';
import type { FieldReason } from '../field-reasons';
import { TEXT_LIMITS } from '../limits';
import { EMAIL_PATTERN, ID_PATTERN, listWords, passwordProblem, PHONE_PATTERN, URL_MAX, URL_PATTERN } from './checks';
import { centsToDecimal, parseCanonicalMoney } from '../money';
import { toBool } from '../normalize';

/**
 * The building blocks every input schema is made of. Each refusal carries a stable `FieldReason`
 * (the web translates it) and an English message (integrations read it); `inputErrors` turns them
 * into the `{ fields, reasons }` the API sends in `extensions`.
 */

/** The issue params a refinement sets so `inputErrors` reports `reason`. */
export const because = (reason: FieldReason, message: string) => ({ error: message, params: { reason } });

/** Message prefix: 'Name must…' when a label is given, 'Must…' otherwise. */
const must = (label: string | undefined) => (label ? `${label} must` : 'Must');

/** A record id (UUID). `what` names it in the message: 'Invalid user id.' */
export const id = (what = 'id') => z.string({ error: `Invalid ${what}.` }).refine((v) => ID_PATTERN.test(v), because('invalid_id', `Invalid ${what}.`));

/** Text trimmed of surrounding spaces, at most `max` characters. */
export const text = (max: number, label?: string) =>
  z
    .string({ error: `${must(label)} be text.` })
    .trim()
    .max(max, { error: `${must(label)} be at most ${max} characters.` });

/** Text that must not be blank. `missing` is the message for a blank value. */
export const requiredText = (max: number, missing: string, label?: string) => text(max, label).min(1, { error: missing });

/** Optional: absent (undefined) leaves the field alone, null or blank clears it (null). */
export const clearable = <T extends z.ZodType<string>>(schema: T) => schema.nullish().transform((v) => (v === undefined ? undefined : v || null));

/** Optional where blank means nothing (filters, list entries): absent, null and blank all read as absent. */
export const optional = <T extends z.ZodType<string>>(schema: T) => schema.nullish().transform((v) => v || undefined);

/** Optional text: absent leaves the field alone, null or blank clears it. */
export const clearableText = (max: number, label?: string) => clearable(text(max, label));

/** A member of a closed list; `what` names it in the message ('Unknown status "Sleeping". Use Active, Pending or Disabled.'). */
export const oneOf = <const T extends readonly [string, ...string[]]>(list: T, what: string, hint = true) =>
  z.enum(list, {
    error: (iss) =>
      iss.input === undefined || iss.input === null
        ? `Please choose the ${what}.`
        : `Unknown ${what} "${String(iss.input).slice(0, 50)}".${hint ? ` Use ${listWords(list)}.` : ''}`,
  });

/** An email address, trimmed and lower-cased. */
export const email = () =>
  z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .toLowerCase()
    .refine((v) => v.length <= TEXT_LIMITS.email && EMAIL_PATTERN.test(v), because('email_invalid', 'Please enter a valid email address.'));

/** A new password: blank reads as missing, a weak one says why. Never trimmed. */
export const password = () =>
  z.string({ error: 'Please enter a password.' }).superRefine((v, ctx) => {
    const problem = v === '' ? null : passwordProblem(v);
    if (v === '') ctx.addIssue({ code: 'custom', message: 'Please enter a password.', params: { reason: 'password_required' }, input: v });
    else if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { reason: 'password_weak' }, input: v });
  });

/** An http or https address. */
export const url = (label = 'url') =>
  text(URL_MAX, label).refine((v) => v === '' || URL_PATTERN.test(v), because('url', `${label} must be an http or https address.`));

export const phone = () =>
  text(40, 'phone_number').refine((v) => v === '' || PHONE_PATTERN.test(v), because('phone_invalid', 'Please enter a valid phone number.'));

/** An IANA time zone ('Europe/Berlin'), answered in its canonical spelling. */
export const timeZone = (label = 'time zone') =>
  z
    .string({ error: `Please choose the ${label}.` })
    .trim()
    .refine((v) => canonicalTimeZone(v) !== null, because('time_zone', `Unknown ${label}. Use an IANA name such as Europe/Berlin.`))
    .transform((v) => canonicalTimeZone(v)!);

/** A DD-MM-YYYY calendar date, kept as entered (trimmed). */
export const dmyDate = (label = 'date') =>
  z
    .string({ error: `Please enter the ${label} as DD-MM-YYYY.` })
    .trim()
    .refine((v) => parseDmy(v) !== null, because('date', `Please enter the ${label} as DD-MM-YYYY.`));

/** The largest amount a `numeric(14,2)` column holds, in cents (exclusive). */
export const MONEY_LIMIT_CENTS = 10n ** 14n;

/**
 * Exact money as a string with 2 decimals ('12.50'): a canonical decimal string ("1234.50", at
 * most 2 decimals, no grouping, a point) or a number. Anything else ("0,50", "1.234,50",
 * "1,234.50") is refused with `money_format`, never guessed (see `parseCanonicalMoney`).
 */
export const money = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be a number.` }).transform((v, ctx) => {
    const cents = parseCanonicalMoney(v);
    if (cents === null && (typeof v === 'number' || !/\d/.test(v)))
      ctx.addIssue({ code: 'custom', message: `${label} must be a number.`, params: { reason: 'number' }, input: v });
    else if (cents === null)
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be an amount written as digits with a point and at most 2 decimals, such as 1234.50 (no commas or thousands separators).`,
        params: { reason: 'money_format' },
        input: v,
      });
    else if (cents >= MONEY_LIMIT_CENTS || cents <= -MONEY_LIMIT_CENTS)
      ctx.addIssue({ code: 'custom', message: `${label} is too large.`, params: { reason: 'range' }, input: v });
    return centsToDecimal(cents ?? 0n);
  });

/** A cost: money (see `money`) that is never negative (`negative`); a price paid to someone is 0 or more. */
export const cost = (label: string) =>
  money(label).superRefine((v, ctx) => {
    if (v.startsWith('-')) ctx.addIssue({ code: 'custom', message: `${label} must not be negative.`, params: { reason: 'negative' }, input: v });
  });

/** A whole number in [min, max]; numeric strings are accepted (forms send text). */
export const intIn = (min: number, max: number, label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be a whole number.` }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.trim());
    if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: `${label} must be a whole number.`, params: { reason: 'integer' }, input: v });
    else if (n < min || n > max)
      ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max}.`, params: { reason: 'range' }, input: v });
    return n;
  });

/** A yes/no flag; 'true', '1', 'yes', 'on' and 1 also read as yes (old clients send text). */
export const flag = () => z.union([z.boolean(), z.number(), z.string().max(10)], { error: 'Must be true or false.' }).transform(toBool);

/** A list of at most `max` entries. */
export const listOf = <T extends z.ZodType>(item: T, max: number, label?: string) =>
  z.array(item, { error: `${must(label)} be a list.` }).max(max, { error: `${label ?? 'The list'} may hold at most ${max} entries.` });

export { z };
// The zod-free helpers, also as `rule.isOneOf`, `rule.ID_PATTERN`, … for the schema modules.
export * from './checks';
