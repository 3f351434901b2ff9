import type { ZodType, output, core } from 'zod';
import type { FieldReason } from '../field-reasons';
import { TEXT_LIMITS } from '../limits';

/**
 * The zod-free half of the input rules: what the shell needs at start-up (type guards, the password
 * rule, turning a schema's refusal into field errors) without loading zod itself. Schemas and their
 * building blocks are in `rules.ts`.
 */

/** True when `value` is one of `list`, narrowing it: replaces `(LIST as readonly string[]).includes(v)` casts. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/** 'A, B or C'. */
export function listWords(list: readonly string[]): string {
  return list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
}

export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;
export const URL_PATTERN = /^https?:\/\/[^\s]+$/i;
export const PHONE_PATTERN = /^[+\d][\d\s().-]{3,30}$/;
export const URL_MAX = 2000;

/** What is wrong with a password, or null: 8 to 128 characters with a letter and a digit. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < TEXT_LIMITS.password.min) return `Password must be at least ${TEXT_LIMITS.password.min} characters.`;
  if (password.length > TEXT_LIMITS.password.max) return `Password must be at most ${TEXT_LIMITS.password.max} characters.`;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Password must contain at least one letter and one number.';
  return null;
}

// ---------- zod issues to field errors ----------

export interface InputErrors {
  /** English message per dotted path ('events.2.url'). */
  fields: Record<string, string>;
  /** Stable reason per dotted path. */
  reasons: Record<string, FieldReason>;
}

type Issue = core.$ZodIssue;

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
export function checkInput<S extends ZodType>(schema: S, value: unknown): InputResult<output<S>> {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, value: r.data } : { ok: false, ...inputErrors(r.error.issues) };
}

export type InputSchema<T = unknown> = ZodType<T>;
