/** Bookmarked menu entries, kept per user. */
export { loadBookmarks, setBookmarked } from './api';
