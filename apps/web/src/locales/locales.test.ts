import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, MENU, SELLER_MENU, SELLER_QUICK_SEARCH, type MenuItem } from '@pod/shared';

const dir = join(__dirname);
const load = (lng: string) => JSON.parse(readFileSync(join(dir, `${lng}.json`), 'utf8')) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

const en = flatten(load('en'));
const others = LANGUAGES.filter((l) => l !== 'en');

/** Words that are spelled the same in English and the other language (real translations, not leftovers). */
const SAME_WORD: Record<string, string[]> = {
  de: ['roles.partner'],
  fr: ['notifications.title', 'menu.productions', 'menu.transactions', 'menu.extensions', 'customizer.colour_danger'],
  pt: ['customizer.layout_vertical', 'customizer.layout_horizontal', 'notifications.type_Item'],
};

describe('locale files', () => {
  it.each(others)('%s has exactly the keys of en', (lng) => {
    const other = flatten(load(lng));
    const missing = Object.keys(en).filter((k) => !(k in other));
    const extra = Object.keys(other).filter((k) => !(k in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s ships no English text', (lng) => {
    const other = flatten(load(lng));
    const untranslated = Object.keys(en).filter((k) => other[k] === en[k] && !SAME_WORD[lng]?.includes(k));
    expect(untranslated).toEqual([]);
  });

  it.each(others)('%s keeps every {{placeholder}} of en', (lng) => {
    const other = flatten(load(lng));
    const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
    const wrong = Object.keys(en).filter((k) => vars(en[k]!) !== vars(other[k] ?? ''));
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty values', (lng) => {
    const all = flatten(load(lng));
    expect(Object.keys(all).filter((k) => !all[k]!.trim())).toEqual([]);
  });

  it('translates every menu title and shortcut of the shared menu', () => {
    const titles = (items: readonly MenuItem[]): string[] => items.flatMap((i) => [i.title, ...(i.children ? titles(i.children) : [])]);
    const keys = [...titles(MENU), ...titles(SELLER_MENU), ...SELLER_QUICK_SEARCH.map((q) => q.title)];
    expect(keys.filter((k) => !(k in en))).toEqual([]);
  });
});
