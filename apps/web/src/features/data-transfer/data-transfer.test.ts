import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from './locales/en.json';
import uiEn from '../../ui/locales/en.json';
import { flattenLocale } from '../../locales/flattenLocale';
import { importOutcomeOf } from './importResult';
import { importMimetype } from './upload';

const flat = flattenLocale(en);

const kit = flattenLocale(uiEn);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'locales' ? [] : sources(p);
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('data transfer', () => {
  it('every literal key the feature uses exists (the policies’ keys too)', () => {
    const has = (k: string) => k in flat || `${k}_one` in flat || k in kit;
    const used = sources(__dirname).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bt\(\s*'([a-z_]+\.[A-Za-z_.]+)'/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(25);
    expect(used.filter((k) => !has(k))).toEqual([]);
    for (const p of ['all_or_nothing', 'skip_failed']) expect([`import.policy_${p}`, `import.policy_${p}_hint`].every(has)).toBe(true);
    for (const f of ['xlsx', 'csv']) expect(has(`export.format_${f}`)).toBe(true);
  });

  it('takes .csv and .xlsx files by extension, whatever type the browser reports', () => {
    expect(importMimetype('People.CSV')).toBe('text/csv');
    expect(importMimetype('people.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(importMimetype('people.xls')).toBeNull();
    expect(importMimetype('csv')).toBeNull();
  });

  it('reads an import job’s result, and nothing from a job still running', () => {
    const job = {
      _id: 'j',
      status: 'completed',
      progress: 100,
      error_text: null,
      result: {
        policy: 'skip_failed',
        columns: ['email', 'name'],
        total: 3,
        created: 2,
        undone: 0,
        refused: [{ line: 3, values: { email: 'x' }, issues: [{ field: 'email', reason: 'email_invalid', message: 'Bad.' }] }],
        worker: 'w',
      },
    };
    expect(importOutcomeOf(job)).toEqual({
      policy: 'skip_failed',
      columns: ['email', 'name'],
      total: 3,
      created: 2,
      undone: 0,
      refused: [{ line: 3, values: { email: 'x' }, issues: [{ field: 'email', reason: 'email_invalid' }] }],
    });
    expect(importOutcomeOf({ ...job, status: 'running' })).toBeNull();
    expect(importOutcomeOf({ ...job, result: { nothing: true } })).toBeNull();
  });
});
