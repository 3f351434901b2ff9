import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** scripts/check-migrations.mjs: what CI runs so two branches' migrations cannot silently diverge. */
const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'check-migrations.mjs');
const MIGRATIONS = join(__dirname, '..', 'drizzle');

const check = (dir?: string) => spawnSync(process.execPath, [SCRIPT, ...(dir ? [dir] : [])], { encoding: 'utf8' });

describe('migrations check', () => {
  let work: string;
  const copy = (name: string) => {
    const dir = join(work, name);
    cpSync(MIGRATIONS, dir, { recursive: true });
    return dir;
  };
  const journal = (dir: string) => join(dir, 'meta', '_journal.json');
  const editJournal = (dir: string, change: (entries: Array<{ idx: number; when: number; tag: string }>) => void) => {
    const j = JSON.parse(readFileSync(journal(dir), 'utf8'));
    change(j.entries);
    writeFileSync(journal(dir), JSON.stringify(j));
  };

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'pod-migrations-test-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('passes on the committed migrations', () => {
    const run = check();
    expect({ status: run.status, out: run.stdout.trim() }).toEqual({ status: 0, out: 'migrations check: journal linear, schema matches the SQL' });
  });

  it('fails on a journal two branches numbered the same, or out of time order', () => {
    const dir = copy('forked');
    editJournal(dir, (e) => {
      e[e.length - 1].idx = e.length - 2;
      e[e.length - 1].when = 1;
    });
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/idx is \d+, expected \d+/);
    expect(run.stderr).toMatch(/"when" 1 is not after/);
  });

  it('fails when the schema holds what no migration writes', () => {
    // The migrations as they were before the status CHECK constraints (and everything after them).
    const dir = copy('behind');
    editJournal(dir, (e) => {
      const from = e.findIndex((m) => m.tag.endsWith('_status_checks'));
      for (const m of e.splice(from)) {
        rmSync(join(dir, `${m.tag}.sql`));
        rmSync(join(dir, 'meta', `${String(m.idx).padStart(4, '0')}_snapshot.json`));
      }
    });
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/differs from the migrations/);
    expect(run.stderr).toMatch(/ADD CONSTRAINT "users_status_check"/);
  }, 60_000);
});
