/** Spec sections 2 and 5: suggestions are a case-insensitive substring match, limited per list. */
export function suggest(items: readonly string[], query: string, limit = 8): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const out: string[] = [];
  for (const item of items) {
    if (item.toLowerCase().includes(q) && !out.includes(item)) out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}

export interface SuggestState {
  open: boolean;
  /** The highlighted suggestion, -1 for none. */
  active: number;
}

/** The search box's keys: up and down move (wrapping), enter picks the highlighted one, escape closes. */
export function suggestKey(state: SuggestState, key: string, count: number): { state: SuggestState; pick: number | null } {
  if (key === 'Escape') return { state: { open: false, active: -1 }, pick: null };
  if (!count) return { state, pick: null };
  if (key === 'ArrowDown') return { state: { open: true, active: state.open ? (state.active + 1) % count : 0 }, pick: null };
  if (key === 'ArrowUp') return { state: { open: true, active: state.open && state.active > 0 ? state.active - 1 : count - 1 }, pick: null };
  if (key === 'Enter' && state.open && state.active >= 0) return { state: { open: false, active: -1 }, pick: state.active };
  return { state, pick: null };
}
