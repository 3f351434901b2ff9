import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { GqlError } from '../../lib/gqlFetch';
import { toaster } from '../../app/toaster';

/** Server messages (English) mapped to this feature's translated error keys. */
const PATTERNS: Array<[RegExp, string]> = [
  [/already in use/i, 'errors.email_taken'],
  [/valid email/i, 'errors.email_invalid'],
  [/group with this name already exists/i, 'errors.group_name_taken'],
  [/enter the (group )?name|enter the hub name/i, 'errors.required'],
  [/enter a password/i, 'errors.password_required'],
  [/passwords do not match/i, 'errors.password_mismatch'],
  [/password/i, 'errors.password_weak'],
  [/choose a role/i, 'errors.role_required'],
  [/phone number/i, 'errors.phone_invalid'],
  [/at most \d+ characters/i, 'errors.too_long'],
  [/must be a number/i, 'errors.number'],
  [/hour must be/i, 'errors.hour'],
  [/minute must be/i, 'errors.minute'],
  [/between/i, 'errors.range'],
  [/http or https/i, 'errors.url'],
  [/needs a name/i, 'errors.event_name'],
  [/needs an id and a title/i, 'errors.group_id_title'],
  [/entry needs an id/i, 'errors.alias_id'],
  [/only sellers|not a seller/i, 'errors.merchant_not_seller'],
  [/type must be/i, 'errors.type_invalid'],
  [/cannot disable your own/i, 'errors.disable_self'],
  [/cannot delete your own/i, 'errors.delete_self'],
  [/still owns records/i, 'errors.owns_records'],
  [/does not exist|do not exist/i, 'errors.not_exist'],
  [/DD-MM-YYYY/i, 'errors.date'],
];

export function errorKeyFor(message: string): string {
  for (const [re, key] of PATTERNS) if (re.test(message)) return key;
  return 'errors.invalid';
}

/** The server's per-field errors (extensions.fields), if any. */
export function serverFields(err: unknown): Record<string, string> | null {
  if (err instanceof GqlError) return err.fields ?? null;
  if (CombinedGraphQLErrors.is(err)) {
    const f = err.errors[0]?.extensions?.fields;
    if (f && typeof f === 'object') return f as Record<string, string>;
  }
  return null;
}

export function serverCode(err: unknown): string | null {
  if (err instanceof GqlError) return err.code ?? null;
  if (CombinedGraphQLErrors.is(err)) {
    const c = err.errors[0]?.extensions?.code;
    return typeof c === 'string' ? c : null;
  }
  return null;
}

/** Field → translation key for every server field error. */
export function fieldErrorKeys(err: unknown): Record<string, string> | null {
  const f = serverFields(err);
  if (!f) return null;
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, errorKeyFor(v)]));
}

/** The reason a call failed, translated from its first field error, if it has one. */
export function reasonKey(err: unknown): string | undefined {
  const f = serverFields(err);
  const first = f && Object.values(f)[0];
  return first ? errorKeyFor(first) : undefined;
}

/** A translated headline for a failed call (forbidden, conflict, invalid input, other). */
export function errorTitleKey(err: unknown): string {
  switch (serverCode(err)) {
    case 'FORBIDDEN':
      return 'errors.forbidden';
    case 'BAD_USER_INPUT':
    case 'CONFLICT':
      return 'errors.check_fields';
    case 'NOT_FOUND':
      return 'errors.not_found';
    default:
      return 'errors.failed';
  }
}

/** Says a call failed: a headline (`titleKey`, or one from the error's code) and, when the server gave one, the reason. */
export function toastFailure(t: TFunction, err: unknown, titleKey?: string) {
  const reason = reasonKey(err);
  toaster.error({ title: t(titleKey ?? errorTitleKey(err)), description: reason ? t(reason) : titleKey ? t(errorTitleKey(err)) : undefined });
}
