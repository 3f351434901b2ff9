#!/usr/bin/env node
// The static checks of `.ci/run`, two at a time (the machines have 2 cores): each check's output is
// printed whole when it ends, with its wall time; the last lines list every check's time and verdict.
// Run after `scripts/setup.sh`, whose web build has just regenerated the GraphQL types: nothing here
// regenerates them again (the typecheck calls tsc directly, the codegen check only asks git).
// `node scripts/ci-checks.mjs lint knip` runs only the checks named.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatSeconds, recordPhase } from './phases.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (pkg, name) => `${pkg}/node_modules/.bin/${name}`;
const CI_SECRETS = {
  JWT_SECRET: 'ci-only-secret-ci-only-secret-0000',
  STORAGE_SECRET: 'ci-only-secret-ci-only-secret-0000',
  CREDENTIALS_SECRET: 'ci-only-secret-ci-only-secret-0000',
};

/** Heaviest first, so the two slots end close together. */
const CHECKS = [
  {
    name: 'typecheck',
    what: 'tsc over shared, api and web (e2e included)',
    cmd: [
      'sh',
      '-c',
      [
        bin('packages/shared', 'tsc') + ' -p packages/shared/tsconfig.json --noEmit',
        bin('apps/api', 'tsc') + ' -p apps/api/tsconfig.json --noEmit',
        bin('apps/web', 'tsc') + ' -p apps/web/tsconfig.json --noEmit',
      ].join(' && '),
    ],
  },
  { name: 'lint', what: 'module boundaries, schema imports, no any (eslint)', cmd: ['pnpm', 'run', '--silent', 'lint'] },
  { name: 'knip', what: 'no unused files, exports or dependencies', cmd: ['pnpm', 'run', '--silent', 'knip'] },
  { name: 'duplicates', what: "copy-paste under today's figure (jscpd)", cmd: ['pnpm', 'run', '--silent', 'duplicates'] },
  { name: 'cycles', what: 'no import cycle, type-only and lazy import() included (madge)', cmd: ['pnpm', 'run', '--silent', 'cycles'] },
  {
    name: 'layers',
    what: 'no API import back up a floor (dynamic ones too), no flow into another flow',
    cmd: ['node', 'scripts/check-layers.mjs'],
  },
  { name: 'format', what: 'prettier', cmd: ['pnpm', 'run', '--silent', 'format:check'] },
  { name: 'schema', what: 'GraphQL schema is committed and current', cmd: ['pnpm', 'run', '--silent', 'schema:check'] },
  { name: 'codegen', what: 'generated GraphQL types of the web are committed', cmd: ['node', 'scripts/check-codegen.mjs', '--no-generate'] },
  { name: 'migrations', what: 'one straight journal, SQL matches the schema', cmd: ['node', 'scripts/check-migrations.mjs'] },
  { name: 'test-waits', what: 'tests wait for conditions, never for fixed times', cmd: ['node', 'scripts/check-test-waits.mjs'] },
  { name: 'locale-keys', what: 'every t() key of the web exists in en', cmd: ['node', 'scripts/check-locale-keys.mjs'] },
  { name: 'locale-values', what: 'every t() call fills every {{placeholder}} of its words', cmd: ['node', 'scripts/check-locale-values.mjs'] },
  { name: 'locale-plurals', what: 'a number before a noun has its plural forms', cmd: ['node', 'scripts/check-locale-plurals.mjs'] },
  { name: 'menu-titles', what: 'each menu entry and the title of its page share one key', cmd: ['node', 'scripts/check-menu-titles.mjs'] },
  { name: 'module-shape', what: 'the rules of docs/modules.md on every API folder', cmd: ['node', 'scripts/check-module-shape.mjs', '--strict'] },
  { name: 'compose', what: 'docker-compose.yml is valid', cmd: ['docker-compose', 'config', '-q'], env: CI_SECRETS },
];

const only = process.argv.slice(2);
const queue = CHECKS.filter((c) => !only.length || only.includes(c.name));
const SLOTS = Number(process.env.CI_CHECK_SLOTS ?? 2);
const results = [];

function run(check) {
  const start = Date.now();
  return new Promise((resolve) => {
    const [cmd, ...args] = check.cmd;
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...check.env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const done = (code) => {
      const seconds = (Date.now() - start) / 1000;
      console.log(`\n== ${check.name}: ${check.what} (${formatSeconds(seconds)}, ${code === 0 ? 'ok' : `FAILED, exit ${code}`})`);
      if (out.trim()) console.log(out.trimEnd());
      results.push({ ...check, seconds, ok: code === 0 });
      resolve();
    };
    child.on('error', (e) => ((out += String(e)), done(127)));
    child.on('close', done);
  });
}

async function slot() {
  for (let check = queue.shift(); check; check = queue.shift()) await run(check);
}

const start = Date.now();
await Promise.all(Array.from({ length: SLOTS }, slot));
const failed = results.filter((r) => !r.ok);
for (const r of results.sort((a, b) => b.seconds - a.seconds)) recordPhase(`check ${r.name}${r.ok ? '' : ' (FAILED)'}`, r.seconds, 'cpu');
recordPhase(`static checks (${SLOTS} at a time)`, (Date.now() - start) / 1000);
if (failed.length) {
  console.error(`\nstatic checks failed: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
