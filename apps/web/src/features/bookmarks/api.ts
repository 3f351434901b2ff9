import { rest } from '../../lib/http';
import { useBookmarks, type Bookmark } from '../../stores/bookmarks';

export async function loadBookmarks(): Promise<Bookmark[]> {
  const r = await rest<{ searchResult?: Bookmark[] }>('GET', '/api/search/bookmarks/data');
  const items = r?.searchResult ?? [];
  useBookmarks.getState().setItems(items);
  return items;
}

export async function setBookmarked(id: Bookmark['id'], isBookmarked: boolean): Promise<Bookmark[]> {
  // Optimistic: the star flips at once, the server's list then replaces ours.
  const before = useBookmarks.getState().items;
  useBookmarks.getState().setItems(before.map((b) => (b.id === id ? { ...b, isBookmarked } : b)));
  try {
    const r = await rest<{ searchResult?: Bookmark[] }>('POST', '/api/update/bookmarks', { body: { obj: { id, isBookmarked } } });
    const items = r?.searchResult ?? useBookmarks.getState().items;
    useBookmarks.getState().setItems(items);
    return items;
  } catch (err) {
    useBookmarks.getState().setItems(before);
    throw err;
  }
}
