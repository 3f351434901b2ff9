#!/usr/bin/env node
// The API's floors (apps/api/eslint/layers.mjs): lint refuses an import that runs back up a floor
// unless apps/api/layer-exceptions.json lists it. This check keeps that list honest: it fails on an
// import back up that the list lacks, and on a listed one that no longer exists, so the list only
// shrinks. A flow (apps/api/src/flows/<use case>/) imports no other flow: each is one use case over
// the modules. Imports are found by resolved path: static, type-only, re-exports and dynamic import().
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { FORBIDDEN_ABOVE, floorOf, isExempt, layerExceptions } from '../apps/api/eslint/layers.mjs';

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

const listed = new Set(Object.entries(layerExceptions()).flatMap(([from, imports]) => Object.keys(imports).map((to) => `${from} -> ${to}`)));
const unlisted = [...backUp].filter((e) => !listed.has(e));
const gone = [...listed].filter((e) => !backUp.has(e));
console.log(`${backUp.size} imports run back up a floor in apps/api/src, ${listed.size} listed in apps/api/layer-exceptions.json`);
for (const e of unlisted) console.log(`  not allowed (move the code down, or import the other way): ${e}`);
for (const e of gone) console.log(`  listed but gone (remove it from layer-exceptions.json): ${e}`);
for (const e of acrossFlows) console.log(`  a flow imports another flow (move what both need down to a module): ${e}`);
if (unlisted.length || gone.length || acrossFlows.length) process.exit(1);
