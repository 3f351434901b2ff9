// image_sizes throughput for 2000x2000 PNGs: through the BullMQ queue and a separate worker process
// (concurrency = cores, local storage, jobs rows in PostgreSQL), next to raw sharp doing the same
// resizes in this process with the same concurrency. Needs a built API (`pnpm run build`).
// Second part: API CPU time per upload (signedUpload + updatePreSignedFile) on the s3 driver
// (s3rver on loopback) for small and large PNGs: it must not grow with the file size, since the
// bytes go straight to the store and the API reads only the image header.
// Usage: DATABASE_URL=postgres://…/postgres REDIS_URL=redis://127.0.0.1:6379 node bench/image-sizes.mjs [images] [uploads]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const UPLOADS = Number(process.argv[3] ?? 20);
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
const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 25 } } })
  .png()
  .toBuffer();
const png = await sharp({ create: { width, height, channels: 4, background: { r: 40, g: 120, b: 200, alpha: 0.9 } } })
  .composite([{ input: noise, blend: 'overlay' }])
  .png()
  .toBuffer();
console.log(`${N} images of ${width}x${height} PNG (${(png.length / 1024 / 1024).toFixed(1)} MB each), ${CORES} cores`);

// --- raw sharp in this process, same function, same concurrency --------------------------------
async function pool(count, concurrency, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await fn(next++);
    }),
  );
}
// Every image is a different upload in real life: no libvips operation cache across them.
sharp.cache(false);
await pool(CORES, CORES, () => renderImageSizes(png, { mask: false })); // warm-up
async function rawRun() {
  const start = performance.now();
  await pool(N, CORES, () => renderImageSizes(png, { mask: false }));
  return (performance.now() - start) / 1000;
}
// Raw runs before and after the queue run; the machine's load changes, so both are averaged.
const rawSecondsBefore = await rawRun();

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
  CREDENTIALS_SECRET: 'bench-secret-bench-secret-bench-secret',
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
  await db.query(
    `INSERT INTO files (id, type, status, path, filename, mimetype, size, width, height) VALUES ($1, 'design', 'ready', $2, 'bench.png', 'image/png', $3, $4, $5)`,
    [uuid(i), key, png.length, width, height],
  );
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
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'completed')::int AS done, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM jobs`,
    );
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
const rawSecondsAfter = await rawRun();
const rawSeconds = (rawSecondsBefore + rawSecondsAfter) / 2;

const rawRate = N / rawSeconds;
const queueRate = N / queueSeconds;
console.log(`sizes per image: ${check[0].image_sizes.map((s) => `${s.name} ${s.width}x${s.height}`).join(', ')}`);
console.log(
  `raw sharp, one process      : ${fmt(rawRate)} images/s (${fmt(rawSeconds)} s for ${N}; runs before/after: ${fmt(rawSecondsBefore)} s, ${fmt(rawSecondsAfter)} s)`,
);
console.log(`queue + worker (conc. ${CORES})   : ${fmt(queueRate)} images/s (${fmt(queueSeconds)} s for ${N})`);
console.log(`ratio queue/raw             : ${fmt(queueRate / rawRate)} (target >= 0.80)`);

await media.obliterate({ force: true }).catch(() => undefined);
worker.kill('SIGTERM');
await new Promise((r) => worker.once('exit', r));

// --- API CPU per upload on the s3 driver, small vs large files ----------------------------------
const S3rver = require('s3rver');
const { hash } = require('@node-rs/argon2');
const { createServer } = await import('node:net');
const freePort = () =>
  new Promise((r) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const p = srv.address().port;
      srv.close(() => r(p));
    });
  });
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dataDir, 's3rver'), configureBuckets: [{ name: 'bench', configs: [] }] });
const { port: s3Port } = await s3.run();
const apiPort = await freePort();
const api = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env: {
    ...env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    RUN_WORKERS: 'false',
    IMAGE_SIZES_WAIT_MS: '0',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'error',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'bench',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    QUEUE_PREFIX: `${prefix}:api`,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  api.stdout.on('data', (d) => d.toString().includes('ready') && resolve());
  api.on('exit', (c) => reject(new Error(`API exited ${c}`)));
});
const base = `http://127.0.0.1:${apiPort}`;
await db.query(
  `INSERT INTO users (id, email, password_hash, name, role, groups) VALUES (gen_random_uuid()::text, 'root@bench.pod', $1, 'Root', 'root', ARRAY['root'])`,
  [await hash('Bench-pass-1')],
);
const login = await (
  await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'root@bench.pod', password: 'Bench-pass-1' }),
  })
).json();
const gql = async (query, variables) => {
  const body = await (
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` },
      body: JSON.stringify({ query, variables }),
    })
  ).json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
// utime + stime of the API process, in ms (from /proc, clock ticks of 10 ms).
const cpuMs = () => {
  const f = readFileSync(`/proc/${api.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
async function uploads(bytes) {
  const one = async () => {
    const { signedUpload } = await gql(`mutation($s: Int!) { signedUpload(type: "design", filename: "b.png", mimetype: "image/png", size: $s) { _id url } }`, {
      s: bytes.length,
    });
    const put = await fetch(signedUpload.url, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/png' } });
    if (put.status !== 200) throw new Error(`PUT ${put.status}`);
    return signedUpload._id;
  };
  for (let i = 0; i < 3; i++) await gql(`mutation($id: ID!) { updatePreSignedFile(_id: $id) { _id } }`, { id: await one() }); // warm-up
  const ids = [];
  for (let i = 0; i < UPLOADS; i++) ids.push(await one());
  // Only the API's work is timed: the PUTs went to the store.
  const before = cpuMs();
  const t0 = performance.now();
  for (const id of ids) {
    const d = await gql(`mutation($id: ID!) { updatePreSignedFile(_id: $id) { _id width } }`, { id });
    if (!d.updatePreSignedFile.width) throw new Error('no width');
  }
  const wall = (performance.now() - t0) / UPLOADS;
  return { cpu: (cpuMs() - before) / UPLOADS, wall };
}
const noisy = (side) =>
  sharp({ create: { width: side, height: side, channels: 4, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
const small = await noisy(400);
const large = await noisy(3000);
const a = await uploads(small);
const b = await uploads(large);
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(`API CPU per confirmed upload, s3 driver (${UPLOADS} each):`);
console.log(`  ${mb(small.length).padStart(8)} PNG : ${fmt(a.cpu)} ms CPU, ${fmt(a.wall)} ms wall`);
console.log(`  ${mb(large.length).padStart(8)} PNG : ${fmt(b.cpu)} ms CPU, ${fmt(b.wall)} ms wall`);
console.log(`  ratio large/small CPU: ${fmt(b.cpu / Math.max(a.cpu, 0.01))} for ${fmt(large.length / small.length)}x the bytes (target ~1)`);
api.kill('SIGTERM');
await new Promise((r) => api.once('exit', r));
await s3.close();

await media.close();
await connection.quit();
await db.end();
const cleanup = new pg.Client({ connectionString: adminUrl });
await cleanup.connect();
await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await cleanup.end();
rmSync(dataDir, { recursive: true, force: true });
