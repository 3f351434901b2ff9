import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isFieldReason } from './reasons';
import { i18next } from '../lib/i18n';
import { toaster } from './toaster';
import { serverTextOf } from './serverText';

/** The kit's namespace: every reason and headline below is a key of `ui/locales`. */
const UI = 'ui';

/** The translation key of a server reason (extensions.reasons); one this build does not know reads as invalid. */
export function reasonTranslationKey(reason: unknown): string {
  return isFieldReason(reason) ? `${UI}:errors.${reason}` : `${UI}:errors.invalid`;
}

interface Extensions {
  code?: unknown;
  fields?: unknown;
  reasons?: unknown;
  text?: unknown;
}

/** The extensions of a failed call: Apollo's combined errors, or any error carrying code / fields / reasons itself (a direct fetch). */
function extensionsOf(err: unknown): Extensions | null {
  if (CombinedGraphQLErrors.is(err)) return err.errors[0]?.extensions ?? null;
  if (err && typeof err === 'object' && ('code' in err || 'fields' in err || 'reasons' in err || 'text' in err)) return err as Extensions;
  return null;
}

export function serverCode(err: unknown): string | null {
  const code = extensionsOf(err)?.code;
  return typeof code === 'string' ? code : null;
}

const asRecord = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);

/** Field → translation key for every field the server refused (from its reasons, never its English text). */
export function fieldErrorKeys(err: unknown): Record<string, string> | null {
  const ext = extensionsOf(err);
  const fields = asRecord(ext?.fields);
  if (!fields) return null;
  const reasons = asRecord(ext?.reasons) ?? {};
  return Object.fromEntries(Object.keys(fields).map((field) => [field, reasonTranslationKey(reasons[field])]));
}

/** The reason a call failed, translated from its first refused field, if it has one. */
export function reasonKey(err: unknown): string | undefined {
  const keys = fieldErrorKeys(err);
  return keys ? Object.values(keys)[0] : undefined;
}

/** What the server said of a failed call (`extensions.text`: a refused transition, a sign-in), in the viewer's language. */
export function errorServerText(err: unknown): string | null {
  return serverTextOf(extensionsOf(err)?.text);
}

/** A translated headline for a failed call (forbidden, conflict, invalid input, not found, other). */
export function errorTitleKey(err: unknown): string {
  switch (serverCode(err)) {
    case 'FORBIDDEN':
    case 'UNAUTHENTICATED':
      return `${UI}:errors.forbidden`;
    case 'BAD_USER_INPUT':
      return `${UI}:errors.check_fields`;
    case 'CONFLICT':
      return `${UI}:errors.conflict`;
    case 'NOT_FOUND':
      return `${UI}:errors.not_found`;
    default:
      return `${UI}:errors.failed`;
  }
}

/**
 * The one way to say a call failed: a headline (`title`, already translated, or one from the
 * error's code) and, when the server gave a reason, that reason translated. Never the server's
 * English text.
 */
export function showError(err: unknown, title?: string, id?: string) {
  const t = i18next.t.bind(i18next);
  const reason = reasonKey(err);
  toaster.error({
    // Only when given: an `id: undefined` would replace the toast's own id and the toast never shows.
    ...(id && { id }),
    title: title ?? t(errorTitleKey(err)),
    description: errorServerText(err) ?? (reason ? t(reason) : title ? t(errorTitleKey(err)) : undefined),
  });
}

/** The text to show in place of a failed list or panel (a read: nothing was being saved): its reason, a forbidden / not found headline, else a plain "went wrong". */
export function errorText(err: unknown): string {
  const code = serverCode(err);
  const headline = code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' || code === 'NOT_FOUND' ? errorTitleKey(err) : `${UI}:errors.generic`;
  return errorServerText(err) ?? i18next.t(reasonKey(err) ?? headline);
}
