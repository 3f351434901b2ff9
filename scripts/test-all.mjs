// `pnpm test`: every suite in turn, each with its wall time, its slowest files and its counts against
// the floors of scripts/test-floors.json, then one line `tests: N passed, N failed` summing them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordPhase, recordSlowest } from './phases.mjs';
import { checkFloors } from './test-counts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'pod-tests-'));
const only = process.argv.slice(2);

const short = (path) => path.replace(root, '');

function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests,
    // A file that fails to load fails a suite without failing a test: count it too.
    failed: r.numFailedTests || r.numFailedTestSuites || 0,
    files: r.testResults.map((f) => ({ name: short(f.name), seconds: (f.endTime - f.startTime) / 1000 })),
  };
}

/** Playwright's JSON report: counts, and the time of each test (all its tries) and of each file. */
function playwrightCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const tests = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        tests.push({
          file: spec.file,
          name: `${spec.file} › ${[...path, spec.title].join(' › ')}`,
          seconds: t.results.reduce((s, x) => s + x.duration, 0) / 1000,
        });
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
  };
  for (const suite of r.suites) walk(suite, []);
  const byFile = new Map();
  for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.seconds);
  if (r.stats.flaky) console.error(`${r.stats.flaky} flaky test(s): passed only on a retry. Each is a defect to fix.`);
  return {
    passed: r.stats.expected + (r.stats.flaky ?? 0),
    failed: r.stats.unexpected,
    flaky: r.stats.flaky ?? 0,
    files: [...byFile].map(([name, seconds]) => ({ name, seconds })),
    tests,
  };
}

const suites = [
  {
    name: 'shared (vitest)',
    key: 'shared',
    cwd: 'packages/shared',
    cmd: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, 'shared.json')}`],
    counts: () => vitestCounts(join(out, 'shared.json')),
  },
  {
    name: 'api (jest, real PostgreSQL and Redis)',
    key: 'api',
    cwd: 'apps/api',
    // Two workers, each with its own redis-server and a database per file (test/global-setup.mjs).
    cmd: ['jest', `--maxWorkers=${process.env.API_TEST_WORKERS ?? 2}`],
    env: { TEST_SUMMARY_FILE: join(out, 'api.json') },
    counts: () => JSON.parse(readFileSync(join(out, 'api.json'), 'utf8')),
  },
  {
    name: 'web (vitest)',
    key: 'web',
    cwd: 'apps/web',
    cmd: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, 'web.json')}`],
    counts: () => vitestCounts(join(out, 'web.json')),
  },
  {
    name: 'web e2e (playwright, Chromium)',
    key: 'e2e',
    cwd: 'apps/web',
    cmd: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'e2e.json'), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    requires: 'apps/web/playwright.config.ts',
    counts: () => playwrightCounts(join(out, 'e2e.json')),
  },
];

let passed = 0;
let failed = 0;
const floorNotes = [];
for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.startsWith(o))) continue;
  if (suite.requires && !existsSync(join(root, suite.requires))) continue;
  console.log(`\n=== ${suite.name}`);
  const start = Date.now();
  const [bin, ...args] = suite.cmd;
  const res = spawnSync(join(root, suite.cwd, 'node_modules', '.bin', bin), args, {
    cwd: join(root, suite.cwd),
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  let counts;
  try {
    counts = suite.counts();
  } catch {
    counts = { passed: 0, failed: 1 };
    console.error(`${suite.name}: no results (exit ${res.status}); counted as one failure.`);
  }
  if (res.status !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
  recordPhase(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed${counts.flaky ? `, ${counts.flaky} flaky` : ''}`, (Date.now() - start) / 1000);
  recordSlowest(`${suite.key} files`, counts.files ?? []);
  if (counts.tests) recordSlowest(`${suite.key} tests`, counts.tests);
  // A suite always runs whole here, so it is held to its floors.
  const floor = checkFloors(suite.key, counts.passed + counts.failed);
  floorNotes.push(...floor.lines);
  if (!floor.ok) counts.failed += 1;
  passed += counts.passed;
  failed += counts.failed;
}
if (floorNotes.length) console.log(`\n${floorNotes.join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
