#!/usr/bin/env node
// Fails when the migrations would not survive parallel work:
//  1. the drizzle journal is not one straight line (indexes 0..n, unique tags named after their
//     index, every SQL file and snapshot present, `when` increasing, each snapshot's prevId the
//     previous snapshot's id, no SQL file outside the journal);
//  2. the schema and the SQL disagree: `drizzle-kit generate` run on a copy of the migrations
//     would write a new migration.
// Usage: node scripts/check-migrations.mjs [migrations dir, default apps/api/drizzle]   (exit 0 = fine, 1 = a problem, printed)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api');
const out = resolve(process.argv[2] ?? join(api, 'drizzle'));
const problems = [];

/** The journal's problems, or none. */
function checkJournal(dir) {
  const found = [];
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8'));
  const entries = journal.entries ?? [];
  const tags = new Set();
  let previousId = '00000000-0000-0000-0000-000000000000';
  entries.forEach((e, i) => {
    const at = `journal entry ${i} (${e.tag})`;
    if (e.idx !== i) found.push(`${at}: idx is ${e.idx}, expected ${i} (two branches numbered the same migration?)`);
    if (tags.has(e.tag)) found.push(`${at}: tag used twice`);
    tags.add(e.tag);
    if (!String(e.tag).startsWith(`${String(i).padStart(4, '0')}_`)) found.push(`${at}: tag does not start with ${String(i).padStart(4, '0')}_`);
    if (i > 0 && !(e.when > entries[i - 1].when)) found.push(`${at}: "when" ${e.when} is not after the previous entry's ${entries[i - 1].when}`);
    if (!existsSync(join(dir, `${e.tag}.sql`))) found.push(`${at}: ${e.tag}.sql is missing`);
    const snapshotFile = join(dir, 'meta', `${String(i).padStart(4, '0')}_snapshot.json`);
    if (!existsSync(snapshotFile)) found.push(`${at}: meta/${String(i).padStart(4, '0')}_snapshot.json is missing`);
    else {
      const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
      if (snapshot.prevId !== previousId)
        found.push(`${at}: snapshot follows ${snapshot.prevId}, not the previous snapshot ${previousId} (a branch was merged without regenerating)`);
      previousId = snapshot.id;
    }
  });
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.sql') && !tags.has(file.slice(0, -4))) found.push(`${file} is not in the journal`);
  }
  const snapshots = readdirSync(join(dir, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
  if (snapshots.length !== entries.length) found.push(`${snapshots.length} snapshots for ${entries.length} journal entries`);
  return found;
}

/** Runs drizzle-kit generate against a copy of the migrations; a new file means schema and SQL disagree. */
function checkSchemaMatchesSql(dir) {
  const work = mkdtempSync(join(tmpdir(), 'pod-migrations-'));
  try {
    const copy = join(work, 'drizzle');
    cpSync(dir, copy, { recursive: true });
    const config = join(work, 'drizzle.config.mjs');
    // drizzle-kit reads `schema` and `out` relative to its working directory (the API package).
    writeFileSync(
      config,
      `export default ${JSON.stringify({ dialect: 'postgresql', schema: './src/platform/db/schema/index.ts', out: relative(api, copy) })};\n`,
    );
    const bin = join(api, 'node_modules', '.bin', 'drizzle-kit');
    const run = spawnSync(bin, ['generate', `--config=${config}`, '--name=schema_drift'], { cwd: api, encoding: 'utf8' });
    // It can print an error and still exit 0: only its two known outcomes count as a run.
    const output = `${run.stdout}\n${run.stderr}`;
    if (run.status !== 0 || !/No schema changes|Your SQL migration file/.test(output)) return [`drizzle-kit generate failed:\n${output}`];
    const added = readdirSync(copy).filter((f) => f.endsWith('.sql') && !existsSync(join(dir, f)));
    if (!added.length) return [];
    const sql = added.map((f) => readFileSync(join(copy, f), 'utf8')).join('\n');
    return [`the schema in apps/api/src/platform/db/schema differs from the migrations; "pnpm --filter @pod/api run db:generate" would write:\n${sql}`];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

problems.push(...checkJournal(out));
if (!problems.length) problems.push(...checkSchemaMatchesSql(out));

if (problems.length) {
  console.error(`migrations check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('migrations check: journal linear, schema matches the SQL');
