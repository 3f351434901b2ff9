/** Suggestion search (spec section 5): case-insensitive substring match with a per-list limit. */
export function suggest<T>(items: readonly T[], query: string, limit: number, text: (item: T) => string): T[] {
  const q = query.trim().toLowerCase();
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= limit) break;
    if (q === '' || text(item).toLowerCase().includes(q)) out.push(item);
  }
  return out;
}
