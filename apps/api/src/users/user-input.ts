/** Optional free text: undefined leaves the field alone, '' or null clears it, too long is an error. */
export function optionalText(value: unknown, max: number): { value?: string | null; error?: string } {
  if (value === undefined) return {};
  if (value === null) return { value: null };
  if (typeof value !== 'string') return { error: 'Must be text.' };
  const v = value.trim();
  if (v.length > max) return { error: `Must be at most ${max} characters.` };
  return { value: v === '' ? null : v };
}
