// `pnpm test`: every suite in turn, then one line `tests: N passed, N failed` summing them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'pod-tests-'));
const only = process.argv.slice(2);

function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load fails a suite without failing a test: count it too.
  return { passed: r.numPassedTests, failed: r.numFailedTests || r.numFailedTestSuites || 0 };
}

const suites = [
  {
    name: 'shared (vitest)',
    cwd: 'packages/shared',
    cmd: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, 'shared.json')}`],
    counts: () => vitestCounts(join(out, 'shared.json')),
  },
  {
    name: 'api (jest, real PostgreSQL and Redis)',
    cwd: 'apps/api',
    cmd: ['jest', '--runInBand'],
    env: { TEST_SUMMARY_FILE: join(out, 'api.json') },
    counts: () => JSON.parse(readFileSync(join(out, 'api.json'), 'utf8')),
  },
  {
    name: 'web (vitest)',
    cwd: 'apps/web',
    cmd: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${join(out, 'web.json')}`],
    counts: () => vitestCounts(join(out, 'web.json')),
  },
  {
    name: 'web e2e (playwright, Chromium)',
    cwd: 'apps/web',
    cmd: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'e2e.json'), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    requires: 'apps/web/playwright.config.ts',
    counts: () => {
      const r = JSON.parse(readFileSync(join(out, 'e2e.json'), 'utf8'));
      return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected };
    },
  },
];

let passed = 0;
let failed = 0;
for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.startsWith(o))) continue;
  if (suite.requires && !existsSync(join(root, suite.requires))) continue;
  console.log(`\n=== ${suite.name}`);
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
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
