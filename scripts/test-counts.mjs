#!/usr/bin/env node
// No coverage lost: each suite runs at least as many tests, and its sources hold at least as many
// `expect` calls, as the floors in scripts/test-floors.json. `pnpm test` checks the tests it ran
// against them; `node scripts/test-counts.mjs` prints the `expect` counts of the sources.
// A floor is raised when tests are added (`--raise` writes today's counts); lowering one needs a
// reason in the commit that does it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const FLOORS = join(import.meta.dirname, 'test-floors.json');

/** Where each suite's tests live (a file matches if its path matches `test`). */
export const SUITE_SOURCES = {
  shared: { dirs: ['packages/shared/src'], test: /\.test\.ts$/ },
  api: { dirs: ['apps/api/test', 'apps/api/src'], test: /(\/test\/.*\.(ts|mjs|js)|\.spec\.ts)$/ },
  web: { dirs: ['apps/web/src'], test: /\.test\.tsx?$/ },
  e2e: { dirs: ['apps/web/e2e'], test: /\.ts$/ },
};

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** `expect(…)`, `expect.poll(…)`, `expect.soft(…)` and `expect(…).…` each count once, where they are written. */
export function expectCount(suite) {
  const { dirs, test } = SUITE_SOURCES[suite];
  let n = 0;
  for (const dir of dirs)
    for (const f of files(join(root, dir))) if (test.test(f)) n += (readFileSync(f, 'utf8').match(/\bexpect(\.(poll|soft))?\(/g) ?? []).length;
  return n;
}

export const floors = () => JSON.parse(readFileSync(FLOORS, 'utf8'));

/** The lines a run prints for one suite, and whether it fell under a floor. */
export function checkFloors(suite, testsRun) {
  const floor = floors()[suite];
  const expects = expectCount(suite);
  const lines = [`${suite}: ${testsRun} tests run (floor ${floor.tests}), ${expects} expect calls in its sources (floor ${floor.expects})`];
  if (testsRun < floor.tests) lines.push(`${suite}: ${floor.tests - testsRun} test(s) fewer than the floor: coverage lost`);
  if (expects < floor.expects) lines.push(`${suite}: ${floor.expects - expects} expect call(s) fewer than the floor: coverage lost`);
  return { lines, ok: lines.length === 1 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const current = floors();
  for (const suite of Object.keys(SUITE_SOURCES)) {
    const expects = expectCount(suite);
    console.log(`${suite}: ${expects} expect calls (floor ${current[suite].expects}), tests floor ${current[suite].tests}`);
    if (process.argv.includes('--raise')) current[suite].expects = Math.max(current[suite].expects, expects);
  }
  if (process.argv.includes('--raise')) writeFileSync(FLOORS, `${JSON.stringify(current, null, 2)}\n`);
}
