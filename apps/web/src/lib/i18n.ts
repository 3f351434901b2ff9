import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isOneOf, LANGUAGES, type Language } from '@pod/shared';
import { COOKIES, getCookie, setCookie } from './cookies';

/**
 * Locale files are split out of the main bundle and fetched on demand: the shell's (`translation`)
 * and the kit's (`ui`: tables, dialogs, field errors by reason), both loaded before the first render.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*.json', '../ui/locales/*.json']);
const NAMESPACE_DIRS: Record<string, string> = { translation: '../locales', ui: '../ui/locales' };

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`${NAMESPACE_DIRS[namespace] ?? '../locales'}/${language}.json`];
    if (!load) {
      callback(new Error(`No locale ${language}`), false);
      return;
    }
    load()
      .then((m) => callback(null, m.default as never))
      .catch((err: unknown) => callback(err as Error, false));
  },
};

export function isLanguage(v: unknown): v is Language {
  return isOneOf(LANGUAGES, v);
}

/** The first of the browser's preferred languages we speak ('de-DE' → 'de'), or null. */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Language | null {
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/** A language chosen before (cookie) wins; a first visit follows the browser; English otherwise. */
export function initialLanguage(preferred?: readonly string[]): Language {
  const c = getCookie(COOKIES.language);
  if (isLanguage(c)) return c;
  return browserLanguage(preferred) ?? 'en';
}

export async function initI18n(lng: Language = initialLanguage()): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['translation', 'ui'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      react: { useSuspense: false },
    });
  applyDocumentLanguage(lng);
  return i18next;
}

function applyDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Switch the interface language; also remembered in a cookie for signed-out visits. */
export async function changeLanguage(lng: Language): Promise<void> {
  setCookie(COOKIES.language, lng);
  await i18next.changeLanguage(lng);
  applyDocumentLanguage(lng);
}

export { i18next };
