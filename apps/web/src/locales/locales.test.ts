import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, MENU, SELLER_MENU, SELLER_QUICK_SEARCH, type MenuItem } from '@pod/shared';
import { flattenLocale } from './flattenLocale';

/** The shell's locale files and every feature's own (features/<name>/locales), checked alike. */
const featuresDir = join(__dirname, '..', 'features');
const BUNDLES: Array<[string, string]> = [
  ['shell', __dirname],
  ['ui', join(__dirname, '..', 'ui', 'locales')],
  ...readdirSync(featuresDir)
    .filter((f) => existsSync(join(featuresDir, f, 'locales', 'en.json')))
    .map((f): [string, string] => [f, join(featuresDir, f, 'locales')]),
];
const load = (dir: string, lng: string) => flattenLocale(JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')) as Record<string, unknown>);
const others = LANGUAGES.filter((l) => l !== 'en');

/** Words that are spelled the same in English and the other language (real translations, not leftovers). */
const SAME_WORD: Record<string, string[]> = {
  de: ['roles.partner', 'search.tickets', 'notifications.type_Design'],
  fr: [
    'notifications.title',
    'menu.productions',
    'menu.transactions',
    'menu.extensions',
    'customizer.colour_danger',
    'search.pages',
    'search.productions',
    'search.tickets',
    'notifications.type_Design',
  ],
  pt: ['customizer.layout_vertical', 'customizer.layout_horizontal', 'notifications.type_Item', 'search.tickets', 'notifications.type_Design'],
};

describe.each(BUNDLES)('%s locale files', (_name, dir) => {
  const en = load(dir, 'en');
  it.each(others)('%s has exactly the keys of en', (lng) => {
    const other = load(dir, lng);
    const missing = Object.keys(en).filter((k) => !(k in other));
    const extra = Object.keys(other).filter((k) => !(k in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s keeps every {{placeholder}} of en', (lng) => {
    const other = load(dir, lng);
    const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
    const wrong = Object.keys(en).filter((k) => vars(en[k]!) !== vars(other[k] ?? ''));
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty values', (lng) => {
    const all = load(dir, lng);
    expect(Object.keys(all).filter((k) => !all[k]!.trim())).toEqual([]);
  });
});

describe('shell locale files', () => {
  const en = load(__dirname, 'en');
  it.each(others)('%s ships no English text', (lng) => {
    const other = load(__dirname, lng);
    const untranslated = Object.keys(en).filter((k) => other[k] === en[k] && !SAME_WORD[lng]?.includes(k));
    expect(untranslated).toEqual([]);
  });

  it('translates every menu title and shortcut of the shared menu', () => {
    const titles = (items: readonly MenuItem[]): string[] => items.flatMap((i) => [i.title, ...(i.children ? titles(i.children) : [])]);
    const keys = [...titles(MENU), ...titles(SELLER_MENU), ...SELLER_QUICK_SEARCH.map((q) => q.title)];
    expect(keys.filter((k) => !(k in en))).toEqual([]);
  });
});
