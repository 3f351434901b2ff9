#!/usr/bin/env node
// Tests wait for conditions (the API harness's `t.waitFor`, Playwright's `expect(…)` and `waitFor`),
// never for a fixed time: fails on `sleep(`, `waitForTimeout(` and a `setTimeout` that resolves a
// promise in any test file. A wait that must stay carries `wait-ok: <why>` on its line or in the comment just above.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', 'gql']);
const isTestFile = (path) => /(^|\/)(test|tests|e2e|__tests__)\//.test(path) || /\.(spec|test|shots)\.[cm]?[jt]sx?$/.test(path);
const FIXED_WAITS = [
  [/\bsleep\(/, 'sleep('],
  [/\bwaitForTimeout\(/, 'waitForTimeout('],
  [/\bsetTimeout\(\s*(?:\(\)\s*=>\s*)?(?:r|res|resolve|done|ok)\b\s*[,(]/, 'a setTimeout that resolves a wait'],
];
const MARKER = /wait-ok:\s*\S/;

/** The line, or the comment lines right above it, say why this wait must stay. */
function marked(lines, i) {
  if (MARKER.test(lines[i])) return true;
  for (let j = i - 1; j >= 0 && /^\s*(\/\/|\*|\/\*)/.test(lines[j]); j--) if (MARKER.test(lines[j])) return true;
  return false;
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.[cm]?[jt]sx?$/.test(entry.name)) yield path;
  }
}

const found = [];
for (const top of ['apps', 'packages']) {
  for (const path of files(join(root, top))) {
    const rel = relative(root, path);
    if (!isTestFile(rel)) continue;
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [pattern, what] of FIXED_WAITS) {
        if (pattern.test(line) && !marked(lines, i)) found.push(`${rel}:${i + 1}: ${what}: ${line.trim()}`);
      }
    });
  }
}

if (found.length) {
  console.error(`${found.length} fixed-time wait(s) in tests; wait for a condition instead (or mark a necessary one with "wait-ok: <why>"):`);
  for (const f of found) console.error(`  ${f}`);
  process.exit(1);
}
console.log('no fixed-time wait in tests');
