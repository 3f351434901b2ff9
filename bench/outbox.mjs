// Domain events per second through the transactional outbox with 2 worker processes: events are
// recorded as services record them (insert + NOTIFY in committed transactions of 100), woken
// through the BullMQ `events` queue, and each delivered to its two handlers (the realtime
// publisher, to Redis, and a probe that writes one receipt row per event in the delivery's
// transaction). Figures: recording rate, delivery rate end to end, and the raw cost of the same
// INSERTs without the outbox for comparison. The worker is the outbox test's fixture, transpiled
// with swc like the build.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 node bench/outbox.mjs [events]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = require('pg');
const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'apps/api');
const build = join(apiDir, 'dist', 'outbox-fixture');

const N = Number(process.argv[2] ?? 10_000);
const BATCH = 100;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `pod_bench_outbox_${Date.now()}`;
process.on('unhandledRejection', (e) => {
  console.error(e);
  process.exit(1);
});

execFileSync(process.execPath, [join(apiDir, 'node_modules/@swc/cli/bin/swc.js'), 'src', 'test/fixtures', '-d', build, '--copy-files'], {
  cwd: apiDir,
  stdio: 'ignore',
});
cpSync(join(apiDir, 'drizzle'), join(build, 'drizzle'), { recursive: true });

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

function startWorker() {
  // WORKER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the workers.
  const nodeArgs = process.env.WORKER_NODE_ARGS ? process.env.WORKER_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, join(build, 'test/fixtures/outbox-worker.js')], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: `pod-bench:${dbName}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pod-bench-outbox-')),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      STORAGE_SECRET: 'bench-storage-secret-bench-storage-secret',
      CREDENTIALS_SECRET: 'bench-credentials-secret-bench-credentials',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const onData = (d) => {
      log += d.toString();
      if (log.includes('outbox worker ready')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}:\n${log}`)));
  });
}

// The first worker applies the migrations; the second starts once they are there.
const first = await startWorker();
const second = await startWorker();
const db = new pg.Pool({ connectionString: url.toString(), max: 4 });
// The database is dropped at the end with its connections: nothing to report then.
db.on('error', () => undefined);
await db.query('create table outbox_probe (event_id text primary key, pid integer not null, at timestamptz not null default now())');
await db.query('create table raw_probe (id text primary key, payload jsonb not null)');
const payload = (i) => JSON.stringify({ _id: randomUUID(), status: 'Active', total_credit: '0.00', vip: i });
const count = async (sql) => Number((await db.query(sql)).rows[0].n);

// Raw: the same INSERTs in transactions of 100, no outbox, no delivery.
let start = performance.now();
for (let b = 0; b < N / BATCH; b++) {
  const ids = Array.from({ length: BATCH }, () => randomUUID());
  await db.query('insert into raw_probe (id, payload) select unnest($1::text[]), unnest($2::jsonb[])', [ids, ids.map((_, i) => payload(b * BATCH + i))]);
}
const rawSeconds = (performance.now() - start) / 1000;

// Through the outbox: what EventsService.record writes (the row and its NOTIFY), 100 per transaction.
start = performance.now();
const client = await db.connect();
for (let b = 0; b < N / BATCH; b++) {
  const ids = Array.from({ length: BATCH }, () => randomUUID());
  await client.query('begin');
  await client.query("insert into outbox (id, name, payload) select unnest($1::text[]), 'user.updated', unnest($2::jsonb[])", [
    ids,
    ids.map((_, i) => payload(b * BATCH + i)),
  ]);
  await client.query("select pg_notify('pod_outbox', id) from unnest($1::text[]) as id", [ids]);
  await client.query('commit');
}
client.release();
const recordSeconds = (performance.now() - start) / 1000;
while ((await count("select count(*) as n from outbox where status <> 'dispatched'")) > 0) await new Promise((r) => setTimeout(r, 50));
const deliverSeconds = (performance.now() - start) / 1000;

const receipts = await count('select count(*) as n from outbox_probe');
const done = await count("select count(*) as n from event_deliveries where status = 'done'");
const byWorker = (await db.query('select pid, count(*)::int as n from outbox_probe group by pid order by pid')).rows.map((r) => r.n);
console.log(`outbox: ${N} events, 2 handlers each, 2 worker processes, ${availableParallelism()} cores`);
console.log('| step | seconds | events/s |');
console.log('|---|---|---|');
console.log(`| raw INSERTs (no outbox), 100 per transaction | ${rawSeconds.toFixed(2)} | ${Math.round(N / rawSeconds)} |`);
console.log(`| recorded (outbox row + NOTIFY), 100 per transaction | ${recordSeconds.toFixed(2)} | ${Math.round(N / recordSeconds)} |`);
console.log(`| delivered to both handlers, from the first record to the last delivery | ${deliverSeconds.toFixed(2)} | ${Math.round(N / deliverSeconds)} |`);
console.log(`receipts ${receipts} (expected ${N}), deliveries done ${done} (expected ${2 * N}), receipts per worker ${byWorker.join(' / ')}`);
console.log(`reproduce: DATABASE_URL=${adminUrl} REDIS_URL=${redisUrl} node bench/outbox.mjs ${N}`);

for (const child of [first, second]) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
await db.end();
await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
await admin.end();
if (receipts !== N || done !== 2 * N) process.exit(1);
