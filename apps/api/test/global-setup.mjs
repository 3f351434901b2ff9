// Starts what the integration tests need, once: PostgreSQL (DATABASE_URL, or an embedded server on a free
// port), a template database with every migration applied (each test file clones it), and one
// redis-server per jest worker (test/worker-redis.js hands each worker its own), so files running side
// by side never see each other's rate-limit keys, queues or pub/sub messages.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { startPostgres, startRedis } from './services.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const api = join(here, '..');

/** The newest modification time under `path` (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

const swc = (...args) => execFileSync(process.execPath, [join(api, 'node_modules/@swc/cli/bin/swc.js'), ...args], { cwd: api, stdio: 'ignore' });

/**
 * The compiled API that some tests start as separate processes, built here once per run and only when
 * older than its sources (`scripts/setup.sh` has just built it in CI): `dist/` (the real worker, as
 * production runs it) and `dist/outbox-fixture` (the sources and the probe worker of test/fixtures).
 * Files running side by side then never write the same build at once.
 */
const OUTBOX_BUILD = join(api, 'dist', 'outbox-fixture');
function buildWorkers() {
  const sources = newest(join(api, 'src'));
  if (newest(join(api, 'dist', 'worker.js')) < sources) {
    swc('src', '-d', 'dist', '--strip-leading-paths', '--copy-files');
    execFileSync(process.execPath, ['scripts/copy-migrations.mjs'], { cwd: api, stdio: 'ignore' });
  }
  if (newest(join(OUTBOX_BUILD, 'test', 'fixtures', 'outbox-worker.js')) < Math.max(sources, newest(join(here, 'fixtures')))) {
    swc('src', 'test/fixtures', '-d', OUTBOX_BUILD, '--copy-files');
    // The database module applies migrations at start and looks for them beside the sources.
    cpSync(join(api, 'drizzle'), join(OUTBOX_BUILD, 'drizzle'), { recursive: true });
  }
}

export default async function globalSetup(globalConfig) {
  buildWorkers();
  const pgServer = await startPostgres(process.env.DATABASE_URL);
  const redis = await Promise.all(Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, startRedis));
  const template = `pod_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgServer.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const url = new URL(pgServer.adminUrl);
  url.pathname = `/${template}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await migrate(drizzle(pool), { migrationsFolder: join(here, '..', 'drizzle') });
  await pool.end();
  process.env.TEST_PG_ADMIN_URL = pgServer.adminUrl;
  process.env.TEST_PG_TEMPLATE = template;
  process.env.TEST_REDIS_URLS = redis.map((r) => r.url).join(',');
  globalThis.__podTestServices = { pgServer, redis, template };
}
