#!/usr/bin/env node
// The API's floors (apps/api/eslint/layers.mjs), by resolved path, as lint holds them for static imports:
// no import runs back up a floor, and a flow (apps/api/src/flows/<use case>/) imports no other flow (each
// is one use case over the modules). Imports counted: static, type-only, re-exports and dynamic import().
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { FORBIDDEN_ABOVE, floorOf, isExempt } from '../apps/api/eslint/layers.mjs';

const src = join(import.meta.dirname, '..', 'apps', 'api', 'src');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"\n]+)['"]/g;

const files = readdirSync(src, { recursive: true })
  .map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.ts') && !isExempt(f));

function resolveImport(from, specifier) {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [`${base}.ts`, `${base}/index.ts`, base].find((f) => f.endsWith('.ts') && existsSync(join(src, f)));
}

const flowOf = (path) => (floorOf(path) === 'flows' ? path.split('/')[1] : null);

const backUp = new Set();
const acrossFlows = [];
for (const from of files) {
  const forbidden = FORBIDDEN_ABOVE[floorOf(from)] ?? [];
  for (const [, specifier] of readFileSync(join(src, from), 'utf8').matchAll(IMPORT)) {
    const to = resolveImport(from, specifier);
    if (to && forbidden.includes(floorOf(to))) backUp.add(`${from} -> ${to}`);
    if (to && flowOf(from) && flowOf(to) && flowOf(from) !== flowOf(to)) acrossFlows.push(`${from} -> ${to}`);
  }
}

console.log(`${backUp.size} imports run back up a floor in apps/api/src, ${acrossFlows.length} from one flow into another`);
for (const e of backUp) console.log(`  not allowed (move the code down, or import the other way): ${e}`);
for (const e of acrossFlows) console.log(`  a flow imports another flow (move what both need down to a module): ${e}`);
if (backUp.size || acrossFlows.length) process.exit(1);
