import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';

/** The keys of a search box over a list of suggestions: ↑ and ↓ move the active one, Enter picks it, Escape goes to `escape`. */
export function onSuggestionKey(
  e: KeyboardEvent<HTMLInputElement>,
  { count, setActive, pick, escape }: { count: number; setActive: Dispatch<SetStateAction<number>>; pick: () => void; escape: () => void },
) {
  if (e.key === 'ArrowDown') {
    e.preventDefault();
    setActive((a) => Math.min(count - 1, a + 1));
  } else if (e.key === 'ArrowUp') {
    e.preventDefault();
    setActive((a) => Math.max(0, a - 1));
  } else if (e.key === 'Enter') {
    e.preventDefault();
    pick();
  } else if (e.key === 'Escape') escape();
}
