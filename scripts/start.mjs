// `pnpm start`: the API (which also serves the built SPA) with demo data, on embedded defaults
// unless DATABASE_URL / REDIS_URL / STORAGE_DRIVER say otherwise.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Request logs stay quiet here so the URL and logins are easy to read; LOG_LEVEL=info shows them.
const env = {
  ...process.env,
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  // The demo lets anyone try the seller sign-up.
  REGISTRATION: process.env.REGISTRATION ?? 'open',
  DATA_DIR: process.env.DATA_DIR ?? `${root}.data`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // One process does it all here, so it also works the job queues when REDIS_URL points at a Redis.
  RUN_WORKERS: process.env.RUN_WORKERS ?? 'true',
};
const child = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
