// What every API benchmark needs: a fresh database, the built API started against it, timing helpers.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Requires resolved from the API package (pg, argon2, …), so benches need no dependencies of their own. */
export const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
export const root = fileURLToPath(new URL('..', import.meta.url));
const pg = apiRequire('pg');

export const freePort = () =>
  new Promise((r) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => r(p));
    });
  });

export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
export const ms = (n) => `${n.toFixed(2)} ms`;

/** Each call's duration in ms over `iterations` runs, after `warmup` untimed ones. */
export async function timeIt(fn, iterations, warmup = 20) {
  for (let i = 0; i < warmup; i++) await fn();
  const out = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** A bench that hits an unhandled rejection stops with its error instead of hanging. */
export function exitOnUnhandledRejection() {
  process.on('unhandledRejection', (e) => {
    console.error(e);
    process.exit(1);
  });
}

/** Creates database `name` on the server of `adminUrl`; answers its URL. */
export async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const SECRET = 'bench-secret-bench-secret-bench-secret';

/**
 * Starts the built API (API_MAIN, or apps/api/dist/main.js) on a free port against `dbUrl`, in
 * production mode; answers the child process and its base URL once it says it is ready. Without
 * `withRedis`, jobs run in-process (no REDIS_URL).
 */
export async function startApi({ dbUrl, dataDir, withRedis = true, nodeArgs = [], env = {} }) {
  const port = await freePort();
  const inherited = { ...process.env };
  if (!withRedis) delete inherited.REDIS_URL;
  const api = spawn(process.execPath, [...nodeArgs, process.env.API_MAIN ?? 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...inherited,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      STORAGE_SECRET: SECRET,
      CREDENTIALS_SECRET: SECRET,
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    api.stdout.on('data', (d) => d.toString().includes('ready') && resolve());
    api.on('exit', (c) => reject(new Error(`API exited ${c}`)));
  });
  return { api, base: `http://127.0.0.1:${port}` };
}

/** Drops database `name` (ending its connections) on the server of `adminUrl`. */
export async function dropDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
