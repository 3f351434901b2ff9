import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGS = ['en', 'de', 'fr', 'pt'];
const FEATURES = ['files', 'fonts', 'clipart'];

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}
const load = (feature: string, lng: string) => flatten(JSON.parse(readFileSync(join(__dirname, '..', feature, 'locales', `${lng}.json`), 'utf8')) as Record<string, unknown>);

describe.each(FEATURES)('%s locale files', (feature) => {
  const en = load(feature, 'en');
  it.each(LANGS.slice(1))('%s has exactly the keys of en', (lng) => {
    const other = load(feature, lng);
    expect({ missing: Object.keys(en).filter((k) => !(k in other)), extra: Object.keys(other).filter((k) => !(k in en)) }).toEqual({ missing: [], extra: [] });
  });
  it.each(LANGS.slice(1))('%s keeps every {{placeholder}} of en', (lng) => {
    const other = load(feature, lng);
    const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
    expect(Object.keys(en).filter((k) => vars(en[k]) !== vars(other[k] ?? ''))).toEqual([]);
  });
  it.each(LANGS)('%s has no empty values', (lng) => {
    const all = load(feature, lng);
    expect(Object.keys(all).filter((k) => !all[k].trim())).toEqual([]);
  });
});
