import { checkInput, type InputSchema } from '@pod/shared';
import { DomainError } from './errors';

/**
 * Parses a mutation's input with its shared schema (`packages/shared/src/inputs/<module>.ts`):
 * the typed value, or BAD_USER_INPUT with `extensions.fields` (English) and `extensions.reasons`
 * keyed by dotted path (`events.2.url`), the first field's message as the headline.
 */
export function parseInput<T>(schema: InputSchema<T>, value: unknown): T {
  const r = checkInput(schema, value);
  if (r.ok) return r.value;
  const headline = Object.values(r.fields)[0] ?? 'Invalid input.';
  throw new DomainError('BAD_USER_INPUT', headline, r.fields, r.reasons);
}
