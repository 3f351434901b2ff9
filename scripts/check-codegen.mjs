#!/usr/bin/env node
// Fails when the committed GraphQL types of the web (apps/web/src/gql) are stale: regenerates them
// from apps/api/schema.graphql and the documents in apps/web/src, then asks git whether anything
// changed. Fix with `pnpm --filter @pod/web run codegen` and commit the result. `--no-generate` only asks
// git, right after the web build (which runs codegen) has regenerated them, as .ci/run does.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const generated = 'apps/web/src/gql';

const run = process.argv.includes('--no-generate')
  ? { status: 0 }
  : spawnSync('pnpm', ['--filter', '@pod/web', 'run', 'codegen'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) {
  console.error('codegen failed: a document does not match apps/api/schema.graphql (see above).');
  process.exit(1);
}
const changed = execFileSync('git', ['status', '--porcelain', '--', generated], { cwd: root, encoding: 'utf8' }).trim();
if (changed) {
  console.error(`Generated GraphQL types are stale:\n${changed}\nRun \`pnpm --filter @pod/web run codegen\` and commit ${generated}.`);
  execFileSync('git', ['--no-pager', 'diff', '--stat', '--', generated], { cwd: root, stdio: 'inherit' });
  process.exit(1);
}
console.log(`${generated} is current.`);
