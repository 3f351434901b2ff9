#!/usr/bin/env node
// How many API business modules match docs/modules.md, and how the others differ.
// `node scripts/check-module-shape.mjs` prints the count and every deviation; `--strict` exits 1 on any.
// The business modules are the folders of apps/api/src/modules; platform/ and producers/ differ (docs/modules.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const API = join(import.meta.dirname, '..', 'apps', 'api', 'src');
const SRC = join(API, 'modules');
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
/** Business modules without a repository of their own, and why. */
const NO_REPOSITORY = { 'storage-settings': 'its table is read by platform/storage on every request, so storage owns the repository' };

function deviationsOf(dir) {
  const files = readdirSync(join(SRC, dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
  const text = (f) => readFileSync(join(SRC, dir, f), 'utf8');
  const found = [];
  const has = (suffix) => files.some((f) => f.endsWith(suffix));
  // A module split for worker processes or other modules (users-core, listings-core) counts as its module file.
  if (!files.includes(`${dir}.module.ts`) && !files.includes(`${dir}-core.module.ts`)) found.push(`no ${dir}.module.ts`);
  if (!has('.service.ts')) found.push('no *.service.ts');
  if (!has('.repository.ts') && !NO_REPOSITORY[dir]) found.push('no *.repository.ts (owns no table?)');
  if (has('.resolver.ts') && !has('.models.ts')) found.push('a resolver without *.models.ts');
  for (const f of files) {
    const src = text(f);
    if (/\.model\.ts$/.test(f)) found.push(`${f}: models live in <module>.models.ts`);
    if (/@(InputType|ArgsType)\(/.test(src) && !f.endsWith('.inputs.ts')) found.push(`${f}: input types outside *.inputs.ts`);
    if (/@ObjectType\(/.test(src) && !/\.models?\.ts$/.test(f)) found.push(`${f}: object types outside *.models.ts`);
    if (/@JobHandler\(/.test(src) && !f.endsWith('.jobs.ts')) found.push(`${f}: @JobHandler outside *.jobs.ts`);
    if (/@EventHandler\(/.test(src) && !f.endsWith('.events.ts')) found.push(`${f}: @EventHandler outside *.events.ts`);
    if (f.endsWith('.resolver.ts') && /^import (?!type)[^;]*from '[^']*\.repository'/m.test(src)) found.push(`${f}: a resolver importing a repository`);
    if (f.endsWith('.resolver.ts') && /@Subscription\(/.test(src) && /userUpdated|User(Updated)?Event/.test(src) && dir !== 'users')
      found.push(`${f}: a subscription of another module`);
  }
  return found;
}

const modules = foldersOf(SRC);
const report = modules.map((m) => ({ module: m, deviations: deviationsOf(m) }));
const matching = report.filter((r) => r.deviations.length === 0);
console.log(`${matching.length} of ${modules.length} business modules match docs/modules.md: ${matching.map((r) => r.module).join(', ')}`);
for (const r of report.filter((x) => x.deviations.length)) console.log(`  ${r.module}: ${r.deviations.join('; ')}`);
for (const [m, why] of Object.entries(NO_REPOSITORY)) console.log(`  (${m} has no repository: ${why})`);
console.log(`not business modules: ${['platform', 'producers'].map((floor) => `${floor} (${foldersOf(join(API, floor)).join(', ')})`).join('; ')}`);
if (process.argv.includes('--strict') && matching.length < modules.length) process.exit(1);
