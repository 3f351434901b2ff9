// image_sizes throughput for 2000x2000 PNGs: through the BullMQ queue and a separate worker process
// (concurrency = cores, local storage, jobs rows in PostgreSQL), next to raw sharp doing the same
// resizes in this process with the same concurrency. Needs a built API (`pnpm run build`).
// Usage: DATABASE_URL=postgres://…/postgres REDIS_URL=redis://127.0.0.1:6379 node bench/image-sizes.mjs [images]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = require('pg');
const sharp = require('sharp');
const { Queue } = require('bullmq');
const IORedis = require('ioredis');
const root = fileURLToPath(new URL('..', import.meta.url));
const { renderImageSizes } = require(join(root, 'apps/api/dist/files/image-sizes.js'));
const { JOBS } = require(join(root, 'apps/api/dist/jobs/registry.js'));

const N = Number(process.argv[2] ?? 40);
const CORES = availableParallelism();
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `pod_bench_img_${Date.now()}`;
const prefix = `pod-bench:${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'pod-bench-img-'));
process.on('unhandledRejection', (e) => {
  console.error(e);
  process.exit(1);
});

const uuid = (i) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`;
const fmt = (n) => n.toFixed(2);

// One realistic picture: a gradient with noise and transparency, as designs are.
const width = 2000;
const height = 2000;
const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 25 } } }).png().toBuffer();
const png = await sharp({ create: { width, height, channels: 4, background: { r: 40, g: 120, b: 200, alpha: 0.9 } } })
  .composite([{ input: noise, blend: 'overlay' }])
  .png()
  .toBuffer();
console.log(`${N} images of ${width}x${height} PNG (${(png.length / 1024 / 1024).toFixed(1)} MB each), ${CORES} cores`);

// --- raw sharp in this process, same function, same concurrency --------------------------------
async function pool(count, concurrency, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await fn(next++);
  }));
}
await pool(CORES, CORES, () => renderImageSizes(png, { mask: false })); // warm-up
const rawStart = performance.now();
await pool(N, CORES, () => renderImageSizes(png, { mask: false }));
const rawSeconds = (performance.now() - rawStart) / 1000;

// --- through the queue and a worker process ----------------------------------------------------
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: url.toString(),
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: prefix,
  WORKER_CONCURRENCY: String(CORES),
  DATA_DIR: dataDir,
  STORAGE_DRIVER: 'local',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  STORAGE_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'warn',
};
const worker = spawn(process.execPath, ['apps/api/dist/worker.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  worker.stdout.on('data', (d) => d.toString().includes('worker ready') && resolve());
  worker.on('exit', (c) => reject(new Error(`worker exited ${c}`)));
});
const db = new pg.Pool({ connectionString: url.toString(), max: 4 });
const total = N + CORES;
for (let i = 0; i < total; i++) {
  const key = `files/${uuid(i)}/original.png`;
  mkdirSync(join(dataDir, 'storage', 'files', uuid(i)), { recursive: true });
  writeFileSync(join(dataDir, 'storage', key), png);
  await db.query(`INSERT INTO files (id, type, status, path, filename, mimetype, size, width, height) VALUES ($1, 'design', 'ready', $2, 'bench.png', 'image/png', $3, $4, $5)`, [uuid(i), key, png.length, width, height]);
}
const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
const media = new Queue(JOBS.image_sizes.queue, { connection, prefix });
// Same shape as JobsService.enqueue: a tracked row, then the queue entry.
async function enqueue(i) {
  const id = `10000000-0000-7000-8000-${String(i).padStart(12, '0')}`;
  await db.query(`INSERT INTO jobs (id, queue, name, status, payload) VALUES ($1, 'media', 'image_sizes', 'queued', $2)`, [id, { fileId: uuid(i) }]);
  await media.add('image_sizes', { payload: { fileId: uuid(i) }, trackId: id }, { jobId: id, attempts: 3 });
}
async function waitDone(count) {
  for (;;) {
    const { rows } = await db.query(`SELECT count(*) FILTER (WHERE status = 'completed')::int AS done, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM jobs`);
    if (rows[0].failed) throw new Error(`${rows[0].failed} jobs failed`);
    if (rows[0].done >= count) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
for (let i = N; i < total; i++) await enqueue(i); // warm-up
await waitDone(CORES);
const queueStart = performance.now();
for (let i = 0; i < N; i++) await enqueue(i);
await waitDone(total);
const queueSeconds = (performance.now() - queueStart) / 1000;
const { rows: check } = await db.query(`SELECT image_sizes FROM files WHERE id = $1`, [uuid(0)]);

const rawRate = N / rawSeconds;
const queueRate = N / queueSeconds;
console.log(`sizes per image: ${check[0].image_sizes.map((s) => `${s.name} ${s.width}x${s.height}`).join(', ')}`);
console.log(`raw sharp, one process      : ${fmt(rawRate)} images/s (${fmt(rawSeconds)} s for ${N})`);
console.log(`queue + worker (conc. ${CORES})   : ${fmt(queueRate)} images/s (${fmt(queueSeconds)} s for ${N})`);
console.log(`ratio queue/raw             : ${fmt(queueRate / rawRate)} (target >= 0.80)`);

await media.obliterate({ force: true }).catch(() => undefined);
await media.close();
await connection.quit();
await db.end();
worker.kill('SIGTERM');
await new Promise((r) => worker.once('exit', r));
const cleanup = new pg.Client({ connectionString: adminUrl });
await cleanup.connect();
await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await cleanup.end();
rmSync(dataDir, { recursive: true, force: true });
