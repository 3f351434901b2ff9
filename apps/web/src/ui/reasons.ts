import { FIELD_REASONS, isOneOf, type FieldReason } from '@pod/shared';

/** A type guard instead of an `as readonly string[]` cast. */
export function isFieldReason(v: unknown): v is FieldReason {
  return typeof v === 'string' && isOneOf(FIELD_REASONS, v);
}
