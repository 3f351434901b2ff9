import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { FIELD_REASONS, type FieldReason } from '@pod/shared';
import { GqlError } from '../../lib/gqlFetch';
import { toaster } from '../../app/toaster';

/** The translation key of a server reason (extensions.reasons); one this build does not know reads as invalid. */
export function reasonTranslationKey(reason: unknown): string {
  return (FIELD_REASONS as readonly unknown[]).includes(reason) ? `errors.${reason as FieldReason}` : 'errors.invalid';
}

function extensionsOf(err: unknown): { code?: unknown; fields?: unknown; reasons?: unknown } | null {
  if (err instanceof GqlError) return { code: err.code, fields: err.fields, reasons: err.reasons };
  if (CombinedGraphQLErrors.is(err)) return err.errors[0]?.extensions ?? null;
  return null;
}

export function serverCode(err: unknown): string | null {
  const code = extensionsOf(err)?.code;
  return typeof code === 'string' ? code : null;
}

/** Field → translation key for every field the server refused (from its reasons, never its English text). */
export function fieldErrorKeys(err: unknown): Record<string, string> | null {
  const ext = extensionsOf(err);
  const fields = ext?.fields && typeof ext.fields === 'object' ? (ext.fields as Record<string, unknown>) : null;
  if (!fields) return null;
  const reasons = ext?.reasons && typeof ext.reasons === 'object' ? (ext.reasons as Record<string, unknown>) : {};
  return Object.fromEntries(Object.keys(fields).map((field) => [field, reasonTranslationKey(reasons[field])]));
}

/** The reason a call failed, translated from its first refused field, if it has one. */
export function reasonKey(err: unknown): string | undefined {
  const keys = fieldErrorKeys(err);
  return keys ? Object.values(keys)[0] : undefined;
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
