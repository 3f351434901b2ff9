import { parseDmy, type InputSchema } from '@pod/shared';
import { schemaErrorKeys, type FieldErrorKeys } from '../../ui';

/** DD-MM-YYYY with a real calendar date (the shared rule). */
export const isDmy = (v: string): boolean => parseDmy(v) !== null;

/**
 * The kit's `schemaErrorKeys` (the very schema the server parses with), keyed by form field: a
 * nested problem shows on its field ('default_shipping_method._id' on 'default_shipping_method').
 */
export function formFieldErrors(schema: InputSchema, value: unknown): FieldErrorKeys {
  const out: FieldErrorKeys = {};
  for (const [path, key] of Object.entries(schemaErrorKeys(schema, value))) out[path.split('.')[0]] ??= key;
  return out;
}
