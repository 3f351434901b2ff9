import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODULES, ROLES, USER_STATUSES, GROUP_STATUSES, HUB_ACTIONS, ACTIVE_STATUSES } from '@pod/shared';
import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';
import uiEn from '../../ui/locales/en.json';
import appEn from '../../locales/en.json';
import { flattenLocale } from '../../locales/flattenLocale';

const flat = { en: flattenLocale(en), de: flattenLocale(de), fr: flattenLocale(fr), pt: flattenLocale(pt) };
/** The feature's `t` falls back to the app's namespace (menu entries, which title their pages) and the kit's (tables, dialogs, error reasons). */
const kit = { ...flattenLocale(appEn), ...flattenLocale(uiEn) };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'locales' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

// Key parity, placeholders and empty values are checked for every feature in src/locales/locales.test.ts.
describe('users admin locales', () => {
  it('every literal key used by the feature exists', () => {
    const has = (k: string) => k in flat.en || `${k}_one` in flat.en || k in kit || `${k}_one` in kit;
    const missing: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(__dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-z_]+\.[A-Za-z_.]+)'/g)) if (!has(m[1])) missing.push(`${file}: ${m[1]}`);
      seen += [...text.matchAll(/\bt\(\s*'([a-z_]+\.[A-Za-z_.]+)'/g)].length;
      for (const m of text.matchAll(/'(errors\.[a-z_]+)'/g)) if (!has(m[1])) missing.push(`${file}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
    expect(seen).toBeGreaterThan(100);
  });

  it('covers every module, status, hub action and station status', () => {
    for (const m of MODULES) expect(flat.en[`modules.${m.module}`], m.module).toBeTruthy();
    for (const s of ['Opened', ...USER_STATUSES, ...GROUP_STATUSES]) expect(flat.en[`status.${s}`], s).toBeTruthy();
    for (const a of HUB_ACTIONS) expect(flat.en[`hubs.actions.${a}`], a).toBeTruthy();
    for (const a of ACTIVE_STATUSES) expect(flat.en[`options.active_status.${a}`], a).toBeTruthy();
    expect(ROLES.length).toBeGreaterThan(0);
  });
});
