import type { FieldReason } from '@pod/shared';

/** Optional free text: undefined leaves the field alone, '' or null clears it, too long is an error. */
export function optionalText(value: unknown, max: number): { value?: string | null; error?: string; reason?: FieldReason } {
  if (value === undefined) return {};
  if (value === null) return { value: null };
  if (typeof value !== 'string') return { error: 'Must be text.', reason: 'invalid' };
  const v = value.trim();
  if (v.length > max) return { error: `Must be at most ${max} characters.`, reason: 'too_long' };
  return { value: v === '' ? null : v };
}
