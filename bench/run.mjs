// `pnpm bench`: every benchmark in turn (after `pnpm run build`), against DATABASE_URL and REDIS_URL
// (defaults: the local PostgreSQL and Redis of these machines).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
for (const script of ['api-latency.mjs', 'image-sizes.mjs', 'export-xlsx.mjs', 'render.mjs', 'catalogue.mjs', 'logistics.mjs', 'designs.mjs']) {
  console.log(`\n=== bench/${script}`);
  const res = spawnSync(process.execPath, [`${here}${script}`], { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
