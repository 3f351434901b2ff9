// The browser tests' server: a fresh database (embedded PostgreSQL in a temp dir, or DATABASE_URL's
// server with a new database), migrated and seeded, serving the API and the built SPA on E2E_PORT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from '../apps/api/node_modules/pg/lib/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3199';
const dataDir = mkdtempSync(join(tmpdir(), 'pod-e2e-'));

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  RUN_WORKERS: 'true',
  RETURN_ORIGINS: `http://127.0.0.1:${port}`,
  // The integrations test's webhook receiver listens on loopback: only that address is let through.
  WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE ?? '127.0.0.1/32',
  WEBHOOK_RETRY_BASE_MS: process.env.WEBHOOK_RETRY_BASE_MS ?? '500',
  // The flow test signs carrier tracking deliveries as a carrier would (e2e/shared.ts E2E_TRACKING_SECRET).
  TRACKING_WEBHOOK_SECRET: 'e2e-tracking-secret-0123456789abcdef0123',
  // The invoices' clock runs a period ahead (11 days: the longest period is 22nd–31st), so the flow test issues the invoice of the week it paid
  // its order in (root's "issue now" refuses a period that has not ended). Refused in production.
  CLOCK_OFFSET_DAYS: '11',
};
let dropDatabase = async () => {};
if (process.env.E2E_DATABASE_URL) {
  const name = `pod_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  // The run's database goes with the run (a shared server would otherwise keep one per run).
  dropDatabase = async () => {
    const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
} else {
  delete env.DATABASE_URL;
  env.EMBEDDED_PG_PORT = String(await freePort());
}
const child = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  dropDatabase()
    .catch((e) => console.error(`[e2e-server] could not drop the run's database: ${e}`))
    .finally(() => {
      // The data folder (stored files, and the embedded cluster when there is one) goes too.
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(code ?? 0);
    });
});
