#!/usr/bin/env node
// The rules of docs/modules.md, tested on every API module (modules/, flows/, producers/), not only its file names.
// `node scripts/check-module-shape.mjs` prints every breach; `--strict` (CI) exits 1 on any.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const API = join(import.meta.dirname, '..', 'apps', 'api', 'src');
const FLOORS = ['modules', 'flows', 'producers'];
const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
const filesOf = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesOf(join(dir, d.name)) : d.name.endsWith('.ts') && !d.name.endsWith('.spec.ts') ? [join(dir, d.name)] : [],
  );
/** Business modules without a repository of their own, and why. */
const NO_REPOSITORY = { 'storage-settings': 'its table is read by platform/storage on every request, so storage owns the repository' };

/** SQL is written in repositories only: no `sql` template, no query builder on a connection, no drizzle operator elsewhere. */
const SQL = [/\bsql`/, /\b(db|tx|this\.db)\s*\.\s*(select|insert|update|delete|execute|query)\b/, /^import \{(?![^}]*Error\b)[^}]*\} from 'drizzle-orm/m];

/** The classes a resolver's constructor takes, with where each is imported from. */
function injectedOf(src) {
  const ctor = /constructor\s*\(([\s\S]*?)\)\s*\{/.exec(src);
  if (!ctor) return [];
  return [...ctor[1].matchAll(/:\s*([A-Z]\w*)/g)].map(([, type]) => {
    const from = new RegExp(`import \\{[^}]*\\b${type}\\b[^}]*\\} from '([^']+)'`).exec(src);
    return { type, from: from?.[1] ?? '' };
  });
}

/**
 * A resolver injects its own module's providers, other modules' loaders (`*.loader`) and the transport it answers
 * through (settings, storage URLs, the subscriptions' PubSub), nothing else: work goes through its own service.
 */
const TRANSPORT = ['PubSubEngine', 'StorageDriver'];
const resolverMayInject =
  (root, file, floor) =>
  ({ type, from }) =>
    TRANSPORT.includes(type) ||
    // A flow's resolver is the entry of a use case across modules: it may use those modules' services.
    (floor === 'flows' && from.startsWith('../../modules/')) ||
    from.endsWith('.loader') ||
    /platform\/config\//.test(from) ||
    (from.startsWith('.') && !relative(root, join(file, '..', from)).startsWith('..'));

function breachesOf(floor, dir) {
  const root = join(API, floor, dir);
  const files = filesOf(root);
  const name = (f) => relative(root, f);
  const has = (suffix) => files.some((f) => f.endsWith(suffix));
  const found = [];
  if (floor === 'modules') {
    if (!files.some((f) => /[/]([\w-]+)\.module\.ts$/.test(f))) found.push(`no ${dir}.module.ts`);
    if (!has('.service.ts')) found.push('no *.service.ts');
    if (!has('.repository.ts') && !NO_REPOSITORY[dir]) found.push('no *.repository.ts (owns no table?)');
    if (has('.resolver.ts') && !has('.models.ts')) found.push('a resolver without *.models.ts');
  }
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    const file = name(f);
    if (!f.endsWith('.repository.ts') && SQL.some((re) => re.test(src))) found.push(`${file}: SQL outside a repository`);
    if (/@(InputType|ArgsType)\(/.test(src) && !f.endsWith('.inputs.ts')) found.push(`${file}: input types outside *.inputs.ts`);
    if (/@ObjectType\(/.test(src) && !f.endsWith('.models.ts')) found.push(`${file}: object types outside *.models.ts`);
    if (/@JobHandler\(/.test(src) && !f.endsWith('.jobs.ts')) found.push(`${file}: @JobHandler outside *.jobs.ts`);
    if (/@EventHandler\(/.test(src) && !f.endsWith('.events.ts')) found.push(`${file}: @EventHandler outside *.events.ts`);
    if (f.endsWith('.resolver.ts')) {
      if (/^import (?!type)[^;]*from '[^']*\.repository'/m.test(src)) found.push(`${file}: a resolver importing a repository`);
      for (const dep of injectedOf(src).filter((d) => !resolverMayInject(root, f, floor)(d)))
        found.push(`${file}: injects ${dep.type} (${dep.from}), not its module's own`);
    }
  }
  return found;
}

const report = FLOORS.flatMap((floor) => foldersOf(join(API, floor)).map((dir) => ({ where: `${floor}/${dir}`, breaches: breachesOf(floor, dir) })));
const broken = report.filter((r) => r.breaches.length);
console.log(`${report.length - broken.length} of ${report.length} API folders keep the rules of docs/modules.md`);
for (const r of broken) console.log(`  ${r.where}: ${r.breaches.join('; ')}`);
for (const [m, why] of Object.entries(NO_REPOSITORY)) console.log(`  (modules/${m} has no repository: ${why})`);
if (process.argv.includes('--strict') && broken.length) process.exit(1);
