// What every API benchmark needs: a fresh database, the built API started against it, timing helpers.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const api = spawn(process.execPath, [...nodeArgs, ...profileArgs(), process.env.API_MAIN ?? 'apps/api/dist/main.js'], {
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

/**
 * BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when the bench stops it (open it in
 * Chrome DevTools or summarise it with bench/profile-summary.mjs). SIGTERM becomes a clean exit so
 * the profile is written.
 */
function profileArgs() {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--require', fileURLToPath(new URL('./exit-on-term.cjs', import.meta.url))];
}

/** Drops database `name` (ending its connections) on the server of `adminUrl`. */
export async function dropDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** CPU milliseconds a process has used so far (user + system), read from /proc. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * Times each named operation end to end (`e2e`) and its SQL raw (`raw`), and prints p50, p95, the
 * API's CPU per request and the verdict against 3× raw + 2 ms (and raw + 2 ms for `fixedCostRows`,
 * whose own work is at most the session check). BENCH_ONLY=a,b limits the rows.
 */
export async function printVersusRaw({ e2e, raw, iterations, apiPid, fixedCostRows = [] }) {
  const width = Math.max(17, ...Object.keys(raw).map((n) => n.length + 2));
  console.log(`\n${iterations} sequential requests each; p50 / p95; api cpu = the API process's CPU per request\n`);
  console.log(`${'operation'.padEnd(width)} e2e p50    e2e p95    raw p50    raw p95    api cpu    ratio p50  target`);
  const only = process.env.BENCH_ONLY?.split(',');
  for (const name of Object.keys(raw).filter((n) => !only || only.includes(n))) {
    let e;
    const cpu0 = cpuMsOf(apiPid);
    try {
      e = await timeIt(e2e[name], iterations);
    } catch (err) {
      console.log(`${name.padEnd(width)} failed: ${String(err).slice(0, 200)}`);
      continue;
    }
    const cpu = (cpuMsOf(apiPid) - cpu0) / (iterations + 20);
    const r = await timeIt(raw[name], iterations);
    const e50 = pct(e, 50);
    const r50 = pct(r, 50);
    const target = 3 * r50 + 2;
    const verdicts = [`${e50 <= target ? 'met' : 'MISSED'} 3x raw + 2 ms (${ms(target)})`];
    if (fixedCostRows.includes(name)) verdicts.push(`${e50 - r50 <= 2 ? 'met' : 'MISSED'} raw + 2 ms (${ms(e50 - r50)} above raw)`);
    console.log(
      `${name.padEnd(width)} ${ms(e50).padEnd(10)} ${ms(pct(e, 95)).padEnd(10)} ${ms(r50).padEnd(10)} ${ms(pct(r, 95)).padEnd(10)} ${ms(cpu).padEnd(10)} ${(e50 / r50).toFixed(2).padEnd(10)} ${verdicts.join('; ')}`,
    );
  }
}

/** Signs in through the API as a bench user (password Bench-pass-1); answers the token. */
export async function benchLogin(base, email, password = 'Bench-pass-1') {
  const res = await fetch(`${base}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return (await res.json()).data.token;
}

/** A GraphQL call with a token (and extra headers: `page`, `per-page`); answers `data`, throws on errors. */
export async function benchGql(base, token, query, variables = {}, headers = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The argon2 hash of the bench password, for the users a bench seeds. */
export const benchPasswordHash = () => apiRequire('@node-rs/argon2').hash('Bench-pass-1', { memoryCost: 19456, timeCost: 2, parallelism: 1 });

/** Inserts an active user with the bench password and `role` as its only group; answers its id. */
export async function insertBenchUser(db, { email, name, role }) {
  const { rows } = await db.query(
    `INSERT INTO users (id, email, password_hash, name, role, groups, status) VALUES (gen_random_uuid()::text, $1, $2, $3, $4, ARRAY[$4], 'Active') RETURNING id`,
    [email, await benchPasswordHash(), name, role],
  );
  return rows[0].id;
}

/** The session check every signed-in request runs (`$1`: the session id): the floor of every raw row. */
export const SESSION_SQL = `SELECT u.id, u.role, u.groups, u.status, g.permission FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN user_groups g ON g.id = u.group_id WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`;

/** Signs in as `email`; answers the token, its session id (for the raw session check) and GraphQL calls with it. */
export async function benchSession(base, email) {
  const token = await benchLogin(base, email);
  const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
  return { token, sid, gql: (query, variables, headers) => benchGql(base, token, query, variables, headers) };
}

/**
 * A latency bench's frame: a fresh database `pod_bench_<name>_<time>`, the built API on it
 * (API_NODE_ARGS passed to its node) and a pool of 4 to seed and run raw SQL; `stop()` ends them
 * all and drops the database. BENCH_LAYOUT=split runs it as docker-compose deploys it: the API
 * with RUN_WORKERS=false and one worker process beside it (needs REDIS_URL), so domain events are
 * delivered by the worker, not between the API's requests.
 */
export async function openBench(name) {
  exitOnUnhandledRejection();
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `pod_bench_${name}_${Date.now()}`;
  const dbUrl = await createDatabase(adminUrl, dbName);
  const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const split = process.env.BENCH_LAYOUT === 'split';
  if (split && !process.env.REDIS_URL) throw new Error('BENCH_LAYOUT=split needs REDIS_URL');
  const dataDir = `/tmp/${dbName}`;
  const { api, base } = await startApi({ dbUrl, dataDir, nodeArgs, env: split ? { RUN_WORKERS: 'false' } : {} });
  const worker = split ? await startWorker({ dbUrl, dataDir, env: { REDIS_URL: process.env.REDIS_URL } }) : null;
  const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
  const stop = async () => {
    await db.end();
    if (worker) await stopProcess(worker);
    await stopProcess(api);
    await dropDatabase(adminUrl, dbName);
  };
  return { api, base, db, stop };
}

/** Ends a child process (SIGTERM) and waits for it to exit. */
export async function stopProcess(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts the built worker process (concurrency = cores unless `env` says otherwise) against
 * `dbUrl`, with only the environment given (no REDIS_URL or storage settings inherited); answers it
 * once it says it is ready.
 */
export async function startWorker({ dbUrl, dataDir, env = {} }) {
  const worker = spawn(process.execPath, ['apps/api/dist/worker.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      WORKER_CONCURRENCY: String(availableParallelism()),
      JWT_SECRET: SECRET,
      STORAGE_SECRET: SECRET,
      CREDENTIALS_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    worker.stdout.on('data', (d) => d.toString().includes('worker ready') && resolve());
    worker.on('exit', (c) => reject(new Error(`worker exited ${c}`)));
  });
  return worker;
}

/** Runs `fn(0 … count-1)` with `concurrency` calls in flight. */
export async function poolRun(count, concurrency, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await fn(next++);
    }),
  );
}

/** Enqueues job `name` as JobsService.enqueue does: a tracked jobs row, then the BullMQ entry. Answers the id. */
export async function enqueueTracked(db, queue, name, payload, id) {
  await db.query(`INSERT INTO jobs (id, queue, name, status, payload) VALUES ($1, $2, $3, 'queued', $4)`, [id, queue.name, name, payload]);
  await queue.add(name, { payload, trackId: id }, { jobId: id, attempts: 3 });
  return id;
}

/** Waits until `count` jobs rows are completed; throws when one failed. */
export async function waitJobsDone(db, count, pollMs) {
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'completed')::int AS done, count(*) FILTER (WHERE status = 'failed')::int AS failed, max(error) AS error FROM jobs`,
    );
    if (rows[0].failed) throw new Error(`${rows[0].failed} jobs failed: ${rows[0].error}`);
    if (rows[0].done >= count) return;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * A queue bench's names: the admin and Redis URLs, a fresh database name (`pod_bench_<name>_<time>`),
 * its own queue prefix and a data folder. Stops on an unhandled rejection.
 */
export function queueBench(name) {
  exitOnUnhandledRejection();
  const dbName = `pod_bench_${name}_${Date.now()}`;
  return {
    adminUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    dbName,
    prefix: `pod-bench:${dbName}`,
    dataDir: mkdtempSync(join(tmpdir(), `pod-bench-${name}-`)),
  };
}

/** The BullMQ queue job `name` runs on (the built registry's), under `prefix`; `close()` empties and closes it. */
export function openJobQueue(name, redisUrl, prefix) {
  const { Queue } = apiRequire('bullmq');
  const IORedis = apiRequire('ioredis');
  const { JOBS } = apiRequire(join(root, 'apps/api/dist/platform/jobs/registry.js'));
  const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(JOBS[name].queue, { connection, prefix });
  const close = async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await connection.quit();
  };
  return { queue, close };
}

/**
 * root@bench.pod (md5('u0')) and `count` sellers seller<i>@bench.pod (md5('u' || i)), each seller with
 * 1,000,000 credit that one top-up in the ledger explains (the orders benches charge it).
 */
export async function seedBenchSellers(db, count) {
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, role, groups, status, total_credit)
     SELECT md5('u' || i)::uuid::text, CASE WHEN i = 0 THEN 'root@bench.pod' ELSE 'seller' || i || '@bench.pod' END, $1, 'User ' || i,
            CASE WHEN i = 0 THEN 'root' ELSE 'sale' END, CASE WHEN i = 0 THEN ARRAY['root'] ELSE ARRAY['sale'] END, 'Active', CASE WHEN i = 0 THEN 0 ELSE 1000000 END
     FROM generate_series(0, $2) AS i`,
    [await benchPasswordHash(), count],
  );
  await db.query(
    `INSERT INTO ledger_entries (id, user_id, type, status, amount, balance_after, paid_at)
     SELECT gen_random_uuid()::text, md5('u' || i)::uuid::text, 'topup', 'paid', 1000000, 1000000, now() FROM generate_series(1, $1) AS i`,
    [count],
  );
}

/** The Bench Tee preset (md5('p1')) with one variant per base price: md5('v' || i), sku BENCH-<i>, 200 g. */
export async function seedBenchTee(db, basePrices) {
  await db.query(
    `INSERT INTO product_presets (id, sku, slug, identity, name, raw_name, provider, collection, visible, print_areas)
     VALUES (md5('p1')::uuid::text, 'BENCH', 'bench', 'BENCH', 'Bench Tee', 'Bench Tee', 'private', '2D', true, '[]')`,
  );
  await db.query(
    `INSERT INTO product_variants (id, preset_id, position, sku, base_price, weight)
     SELECT md5('v' || (n - 1))::uuid::text, md5('p1')::uuid::text, n - 1, 'BENCH-' || (n - 1), price, 200 FROM unnest($1::numeric[]) WITH ORDINALITY AS v(price, n)`,
    [basePrices],
  );
}

/** 200 stores md5('s' || i), `perSeller` for each of the first sellers of seedBenchSellers (store i belongs to seller 1 + i / perSeller). */
export async function seedBenchStores(db, sellers, perSeller) {
  await db.query(
    `INSERT INTO stores (id, seller_id, name, platform)
     SELECT md5('s' || i)::uuid::text, md5('u' || (1 + i / $2))::uuid::text, 'Store ' || i, 'shopify' FROM generate_series(0, $1 - 1) AS i`,
    [sellers * perSeller, perSeller],
  );
}

/** Prints a list page's plan (its scans and time) and the machine's load, before the timings. */
export async function printPlanAndLoad(db, label, query, params) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, COSTS OFF) ${query}`, params);
  const plan = rows.map((r) => r['QUERY PLAN'].trim()).filter((l) => /Scan|Sort|Execution/.test(l));
  console.log(`  ${label} plan: ${plan.join(' | ')}`);
  const os = await import('node:os');
  console.log(
    `  load average while measuring: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores`,
  );
}
