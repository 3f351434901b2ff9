/** Business constants of spec section 9, in one place. */

export const PAGE_SIZE = {
  list: 20,
  stockHistory: 20,
  clipart: 50,
  fileLibrary: 32,
  notifications: 20,
  switchUser: 50,
} as const;

/** No list answers more than this many rows in one page, whatever the client asks. */
export const MAX_PAGE_SIZE = 200;

export const BOOKMARK_SUGGESTIONS_ALL = 100;
export const QUICK_SEARCH_PER_GROUP = 4;
export const ACTIVE_TRACKING_DAY = { min: 1, max: 5 } as const;
export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language named in itself, as language menus list them (a German reader looks for "Deutsch"). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch', fr: 'Français', pt: 'Português' };

/** Input limits the API enforces on free text. */
export const TEXT_LIMITS = { name: 200, email: 254, short: 500, long: 10_000, password: { min: 8, max: 128 } } as const;

export function clampPerPage(perPage: unknown, fallback: number = PAGE_SIZE.list): number {
  const n = typeof perPage === 'number' ? perPage : Number.parseInt(String(perPage ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return fallback;
  return Math.min(Math.trunc(n), MAX_PAGE_SIZE);
}

export function clampPage(page: unknown): number {
  const n = typeof page === 'number' ? page : Number.parseInt(String(page ?? ''), 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.trunc(n), 1_000_000) : 1;
}
