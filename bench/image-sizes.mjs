// image_sizes throughput for 2000x2000 PNGs: through the BullMQ queue and a separate worker process
// (concurrency = cores, local storage, jobs rows in PostgreSQL), next to raw sharp doing the same
// resizes in this process with the same concurrency. Needs a built API (`pnpm run build`).
// Second part: API CPU time per upload (signedUpload + updatePreSignedFile) on the s3 driver
// (s3rver on loopback) for small and large PNGs: it must not grow with the file size, since the
// bytes go straight to the store and the API reads only the image header.
// Usage: DATABASE_URL=postgres://…/postgres REDIS_URL=redis://127.0.0.1:6379 node bench/image-sizes.mjs [images] [uploads]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  apiRequire,
  benchSession,
  cpuMsOf,
  createDatabase,
  dropDatabase,
  enqueueTracked,
  openJobQueue,
  queueBench,
  insertBenchUser,
  poolRun,
  root,
  startApi,
  startWorker,
  stopProcess,
  waitJobsDone,
} from './lib.mjs';

const pg = apiRequire('pg');
const sharp = apiRequire('sharp');
const { renderImageSizes } = apiRequire(join(root, 'apps/api/dist/modules/files/image-sizes.js'));

const N = Number(process.argv[2] ?? 40);
const UPLOADS = Number(process.argv[3] ?? 20);
const CORES = availableParallelism();
const { adminUrl, redisUrl, dbName, prefix, dataDir } = queueBench('img');

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
// Every image is a different upload in real life: no libvips operation cache across them.
sharp.cache(false);
await poolRun(CORES, CORES, () => renderImageSizes(png, { mask: false })); // warm-up
async function rawRun() {
  const start = performance.now();
  await poolRun(N, CORES, () => renderImageSizes(png, { mask: false }));
  return (performance.now() - start) / 1000;
}
// Raw runs before and after the queue run; the machine's load changes, so both are averaged.
const rawSecondsBefore = await rawRun();

// --- through the queue and a worker process ----------------------------------------------------
const dbUrl = await createDatabase(adminUrl, dbName);
const worker = await startWorker({ dbUrl, dataDir, env: { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, STORAGE_DRIVER: 'local' } });
const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
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
const { queue: media, close: closeQueue } = openJobQueue('image_sizes', redisUrl, prefix);
const enqueue = (i) => enqueueTracked(db, media, 'image_sizes', { fileId: uuid(i) }, `10000000-0000-7000-8000-${String(i).padStart(12, '0')}`);
const waitDone = (count) => waitJobsDone(db, count, 20);
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

await stopProcess(worker);
await closeQueue();

// --- API CPU per upload on the s3 driver, small vs large files ----------------------------------
const S3rver = apiRequire('s3rver');
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dataDir, 's3rver'), configureBuckets: [{ name: 'bench', configs: [] }] });
const { port: s3Port } = await s3.run();
const { api, base } = await startApi({
  dbUrl,
  dataDir,
  env: {
    REDIS_URL: redisUrl,
    RUN_WORKERS: 'false',
    IMAGE_SIZES_WAIT_MS: '0',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'bench',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    QUEUE_PREFIX: `${prefix}:api`,
  },
});
await insertBenchUser(db, { email: 'root@bench.pod', name: 'Root', role: 'root' });
const { gql } = await benchSession(base, 'root@bench.pod');
const cpuMs = () => cpuMsOf(api.pid);
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
await stopProcess(api);
await s3.close();

await media.close();
await db.end();
await dropDatabase(adminUrl, dbName);
rmSync(dataDir, { recursive: true, force: true });
