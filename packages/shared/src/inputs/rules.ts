import { z } from 'zod';
import { parseDmy } from '../dates';
import type { FieldReason } from '../field-reasons';
import { TEXT_LIMITS } from '../limits';
import { centsToDecimal, tryCents } from '../money';

/**
 * The building blocks every input schema is made of. Each refusal carries a stable `FieldReason`
 * (the web translates it) and an English message (integrations read it); `inputErrors` turns them
 * into the `{ fields, reasons }` the API sends in `extensions`.
 */

/** True when `value` is one of `list`, narrowing it: replaces `(LIST as readonly string[]).includes(v)` casts. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** The issue params a refinement sets so `inputErrors` reports `reason`. */
export const because = (reason: FieldReason, message: string) => ({ error: message, params: { reason } });

/** Message prefix: 'Name must…' when a label is given, 'Must…' otherwise. */
const must = (label: string | undefined) => (label ? `${label} must` : 'Must');

export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;
export const URL_PATTERN = /^https?:\/\/[^\s]+$/i;
export const PHONE_PATTERN = /^[+\d][\d\s().-]{3,30}$/;
export const URL_MAX = 2000;

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

/** 'A, B or C'. */
export function listWords(list: readonly string[]): string {
  return list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
}

/** An email address, trimmed and lower-cased. */
export const email = () =>
  z
    .string({ error: 'Please enter a valid email address.' })
    .trim()
    .toLowerCase()
    .refine((v) => v.length <= TEXT_LIMITS.email && EMAIL_PATTERN.test(v), because('email_invalid', 'Please enter a valid email address.'));

/** What is wrong with a password, or null: 8 to 128 characters with a letter and a digit. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < TEXT_LIMITS.password.min) return `Password must be at least ${TEXT_LIMITS.password.min} characters.`;
  if (password.length > TEXT_LIMITS.password.max) return `Password must be at most ${TEXT_LIMITS.password.max} characters.`;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Password must contain at least one letter and one number.';
  return null;
}

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

/** A DD-MM-YYYY calendar date, kept as entered (trimmed). */
export const dmyDate = (label = 'date') =>
  z
    .string({ error: `Please enter the ${label} as DD-MM-YYYY.` })
    .trim()
    .refine((v) => parseDmy(v) !== null, because('date', `Please enter the ${label} as DD-MM-YYYY.`));

/** The largest amount a `numeric(14,2)` column holds, in cents (exclusive). */
export const MONEY_LIMIT_CENTS = 10n ** 14n;

/** Exact money as a string with 2 decimals ('12.50'); numbers and numeric strings are read exactly (see `tryCents`). */
export const money = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be a number.` }).transform((v, ctx) => {
    const cents = tryCents(v);
    if (cents === null) ctx.addIssue({ code: 'custom', message: `${label} must be a number.`, params: { reason: 'number' }, input: v });
    else if (cents >= MONEY_LIMIT_CENTS || cents <= -MONEY_LIMIT_CENTS)
      ctx.addIssue({ code: 'custom', message: `${label} is too large.`, params: { reason: 'range' }, input: v });
    return centsToDecimal(cents ?? 0n);
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
export const flag = () =>
  z
    .union([z.boolean(), z.number(), z.string().max(10)], { error: 'Must be true or false.' })
    .transform((v) => (typeof v === 'string' ? ['true', '1', 'yes', 'on'].includes(v.trim().toLowerCase()) : v === true || v === 1));

/** A list of at most `max` entries. */
export const listOf = <T extends z.ZodType>(item: T, max: number, label?: string) =>
  z.array(item, { error: `${must(label)} be a list.` }).max(max, { error: `${label ?? 'The list'} may hold at most ${max} entries.` });

// ---------- zod issues to field errors ----------

export interface InputErrors {
  /** English message per dotted path ('events.2.url'). */
  fields: Record<string, string>;
  /** Stable reason per dotted path. */
  reasons: Record<string, FieldReason>;
}

type Issue = z.core.$ZodIssue;

function reasonOf(issue: Issue): FieldReason {
  switch (issue.code) {
    case 'custom': {
      const reason = (issue.params as { reason?: FieldReason } | undefined)?.reason;
      return reason ?? 'invalid';
    }
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : issue.origin === 'array' || issue.origin === 'set' ? 'too_many' : 'range';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'required' : 'range';
    case 'invalid_value':
      return 'unknown_value';
    case 'invalid_format':
      return issue.format === 'email' ? 'email_invalid' : issue.format === 'url' ? 'url' : 'invalid';
    case 'not_multiple_of':
      return 'number';
    default:
      return 'invalid';
  }
}

/** Field errors keyed by dotted path; the first problem found for a path is the one kept. */
export function inputErrors(issues: readonly Issue[]): InputErrors {
  const out: InputErrors = { fields: {}, reasons: {} };
  const add = (path: readonly PropertyKey[], reason: FieldReason, message: string) => {
    const key = path.map(String).join('.') || 'input';
    if (key in out.fields) return;
    out.fields[key] = message;
    out.reasons[key] = reason;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) add([...issue.path, k], 'unknown_value', `Unknown setting "${k.slice(0, 50)}".`);
    else if (issue.code === 'invalid_union' && issue.errors.length) {
      // Every branch refused: report the branch that went furthest (the first one's issues).
      const first = issue.errors[0][0];
      add([...issue.path, ...(first?.path ?? [])], first ? reasonOf(first) : 'invalid', first?.message ?? issue.message);
    } else add(issue.path, reasonOf(issue), issue.message);
  }
  return out;
}

export type InputResult<T> = { ok: true; value: T } | ({ ok: false } & InputErrors);

/** Parses `value` with `schema`: the typed value, or the field errors to show or send. */
export function checkInput<S extends z.ZodType>(schema: S, value: unknown): InputResult<z.output<S>> {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, value: r.data } : { ok: false, ...inputErrors(r.error.issues) };
}

export { z };
export type InputSchema<T = unknown> = z.ZodType<T>;
