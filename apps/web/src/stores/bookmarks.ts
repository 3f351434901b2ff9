import { create } from 'zustand';
import { STARRED_MAX } from '../lib/constants';

export interface Bookmark {
  id: string | number;
  title: string;
  link: string;
  isBookmarked: boolean;
}

interface BookmarkState {
  items: Bookmark[];
  loaded: boolean;
  setItems: (items: Bookmark[]) => void;
  reset: () => void;
}

export const useBookmarks = create<BookmarkState>((set) => ({
  items: [],
  loaded: false,
  setItems: (items) => set({ items, loaded: true }),
  reset: () => set({ items: [], loaded: false }),
}));

/** Starred shortcuts: at most STARRED_MAX in the bar, the rest wait in the overflow list (spec section 4). */
export function splitStarred(items: readonly Bookmark[], max: number = STARRED_MAX): { starred: Bookmark[]; overflow: Bookmark[] } {
  const all = items.filter((b) => b.isBookmarked);
  return { starred: all.slice(0, max), overflow: all.slice(max) };
}
