import { checkInput, parseDmy, TEXT_LIMITS, type InputSchema } from '@pod/shared';

/** DD-MM-YYYY with a real calendar date (the shared rule). */
export const isDmy = (v: string): boolean => parseDmy(v) !== null;

/**
 * The translation key of every value `schema` refuses, by field ({} when it passes): the very
 * schema the server parses with, so the form and the API agree. `topLevel` keys nested problems
 * by their form field ('default_shipping_method._id' shows on 'default_shipping_method').
 */
export function schemaErrors(schema: InputSchema, value: unknown, topLevel = false): Record<string, string> {
  const r = checkInput(schema, value);
  if (r.ok) return {};
  const out: Record<string, string> = {};
  for (const [path, reason] of Object.entries(r.reasons)) {
    const key = topLevel ? path.split('.')[0] : path;
    out[key] ??= `errors.${reason}`;
  }
  return out;
}

/** A group's name: required, and within the name limit. */
export function groupNameErrors(name: string): Record<string, string> {
  if (!name.trim()) return { name: 'errors.required' };
  if (name.trim().length > TEXT_LIMITS.name) return { name: 'errors.too_long' };
  return {};
}
