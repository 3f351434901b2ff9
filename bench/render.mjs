// Mockup renders per second: a 2000×2000 side (blank 2000×2000, 5 layers: 3 images, 2 texts in Roboto)
// through the BullMQ `mockup` queue and a worker process (concurrency = cores, local storage, tracked
// jobs rows in PostgreSQL, results stored by hash), next to raw sharp doing the same composites
// (the same renderMockup: design, tint, displacement, shading, every image size) in this process
// with the same concurrency, in the same run (raw and queue runs alternate, twice). Then the latency of one render at a time through
// the queue (enqueue to completed row: what makeMockupPreview waits for), p50 and p95.
// Needs a built API (`pnpm run build`).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 node bench/render.mjs [renders] [latency samples]
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  apiRequire,
  cpuMsOf,
  createDatabase,
  dropDatabase,
  enqueueTracked,
  openJobQueue,
  poolRun,
  queueBench,
  startWorker,
  stopProcess,
  waitJobsDone,
} from './lib.mjs';
import { renderer, renderInputs, settingsOf, SIZE, storeFile } from './render-inputs.mjs';

const pg = apiRequire('pg');
const sharp = apiRequire('sharp');
const { renderMockup, decodeBlank, openFont, parseColor, mockupDocumentInput, printAreaSizeOf } = renderer;

const N = Number(process.argv[2] ?? 24);
const SAMPLES = Number(process.argv[3] ?? 15);
const CORES = availableParallelism();
const { adminUrl, redisUrl, dbName, prefix, dataDir } = queueBench('render');
const fmt = (n) => n.toFixed(2);

// --- inputs: a blank with folds on a transparent ground, three pictures, a font --------------------
const { blank: blankPng, arts: art, font: fontBytes } = await renderInputs();
const keys = {
  image: 'files/00000000-0000-7000-8000-000000000001/original.png',
  art: [2, 3, 4].map((i) => `files/00000000-0000-7000-8000-00000000000${i}/original.png`),
  font: 'fonts/google/roboto/700.woff2',
};
const write = (key, bytes) => storeFile(dataDir, key, bytes);
write(keys.image, blankPng);
art.forEach((bytes, i) => write(keys.art[i], bytes));
write(keys.font, fontBytes);

const setting = settingsOf;
const doc = mockupDocumentInput.parse({
  sides: [
    {
      id: 'front',
      name: '3D Front',
      image: { width: SIZE, height: SIZE },
      document: { width: 2000, height: 2000, settings: [] },
      print_area: { position: 'front', x: 500, y: 420, width: 1000, height: 1091 },
      layers: [
        { id: 'a1', name: 'Image 1', type: 'image', settings: setting({ x: 520, y: 440, width: 600, height: 600, rotation: 8 }) },
        { id: 'a2', name: 'Image 2', type: 'image', settings: setting({ x: 900, y: 700, width: 500, height: 500, rotation: -15, scaleX: 1.2, knewX: 0.1 }) },
        { id: 'a3', name: 'Image 3', type: 'image', settings: setting({ x: 600, y: 1100, width: 800, height: 300, opacity: 0.8 }) },
        {
          id: 't1',
          name: 'Text 1',
          type: 'text',
          settings: setting({ text: 'Print on demand', fontSize: 110, x: 520, y: 1200, width: 960, align: 'center', fill: '#111827' }),
        },
        {
          id: 't2',
          name: 'Text 2',
          type: 'text',
          settings: setting({ text: 'since 2026', fontSize: 70, x: 520, y: 1350, width: 960, align: 'center', fill: '#ffffff', rotation: -4 }),
        },
      ],
    },
  ],
});
const side = doc.sides[0];
const print = printAreaSizeOf(doc, side);
const assetKeys = { image: keys.image, files: { a1: keys.art[0], a2: keys.art[1], a3: keys.art[2] }, fonts: { t1: keys.font, t2: keys.font } };
// Every render a different document (its own colour): nothing is answered from a stored result.
const colorOf = (i) => `#${(0x203040 + i * 0x010203).toString(16).slice(-6)}`;
const payload = (i) => ({ hash: randomUUID().replace(/-/g, ''), side, print, color: colorOf(i), background: null, assets: assetKeys });

// --- raw: the same composites in this process, same concurrency ----------------------------------
sharp.cache(false);
const read = (key) => readFileSync(join(dataDir, 'storage', key));
async function rawRender(i) {
  // What the worker does per job: read the inputs, open the fonts, render (every size encoded).
  const assets = {
    images: new Map(Object.entries(assetKeys.files).map(([id, key]) => [id, read(key)])),
    fonts: new Map(Object.entries(assetKeys.fonts).map(([id, key]) => [id, openFont(read(key))])),
  };
  await renderMockup({ side, print, blank: await decodeBlank(read(keys.image)), assets, color: parseColor(colorOf(i)) });
}
await poolRun(CORES, CORES, rawRender); // warm-up
// CPU time per render (ms): steadier than wall time on a shared machine, where other processes take the cores.
const cpu = { raw: 0, queue: 0 };
async function rawRun() {
  const start = performance.now();
  const before = process.cpuUsage();
  await poolRun(N, CORES, rawRender);
  const used = process.cpuUsage(before);
  cpu.raw += (used.user + used.system) / 1000;
  return (performance.now() - start) / 1000;
}

// --- through the queue and a worker process ------------------------------------------------------
const dbUrl = await createDatabase(adminUrl, dbName);
const worker = await startWorker({ dbUrl, dataDir, env: { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, STORAGE_DRIVER: 'local' } });
const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
db.on('error', () => undefined);
const { queue, close: closeQueue } = openJobQueue('render_mockup', redisUrl, prefix);
const enqueue = (i) => enqueueTracked(db, queue, 'render_mockup', payload(i), randomUUID());
const waitDone = (count) => waitJobsDone(db, count, 50);
const workerCpuMs = () => cpuMsOf(worker.pid);
let enqueued = 0;
async function queueRun(count) {
  const start = performance.now();
  const before = workerCpuMs();
  for (let i = 0; i < count; i++) await enqueue(enqueued++);
  await waitDone(enqueued);
  cpu.queue += workerCpuMs() - before;
  return (performance.now() - start) / 1000;
}
await queueRun(CORES); // warm-up
cpu.queue = 0;
// The machine is shared and its load moves: raw and queue runs alternate, twice, and their sums compare.
const runs = { raw: [], queue: [] };
for (let round = 0; round < 2; round++) {
  runs.raw.push(await rawRun());
  runs.queue.push(await queueRun(N));
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const rawSeconds = sum(runs.raw) / runs.raw.length;
const queueSeconds = sum(runs.queue) / runs.queue.length;

// --- latency, one render at a time (what makeMockupPreview waits for) ----------------------------
const latencies = [];
for (let i = 0; i < SAMPLES; i++) {
  const start = performance.now();
  const id = await enqueue(enqueued++);
  for (;;) {
    const { rows } = await db.query('SELECT status, error FROM jobs WHERE id = $1', [id]);
    if (rows[0].status === 'failed') throw new Error(rows[0].error);
    if (rows[0].status === 'completed') break;
    await new Promise((r) => setTimeout(r, 5));
  }
  latencies.push(performance.now() - start);
}
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];

const rawRate = N / rawSeconds;
const queueRate = N / queueSeconds;
const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
console.log(`mockup renders: ${N} sides of 2000×2000, 5 layers, tinted, every image size; ${CORES} cores, load ${load}`);
console.log('| path | renders/s | seconds |');
console.log('|---|---|---|');
console.log(`| raw sharp + compositor, one process, concurrency ${CORES} (runs: ${runs.raw.map(fmt).join(' s, ')} s) | ${fmt(rawRate)} | ${fmt(rawSeconds)} |`);
console.log(
  `| queue + worker process, concurrency ${CORES}: jobs rows, storage writes (runs: ${runs.queue.map(fmt).join(' s, ')} s) | ${fmt(queueRate)} | ${fmt(queueSeconds)} |`,
);
console.log(`| ratio queue/raw (target >= 0.80) | ${fmt(queueRate / rawRate)} | |`);
const perRender = (ms) => Math.round(ms / (2 * N));
console.log(`CPU per render: raw ${perRender(cpu.raw)} ms, worker ${perRender(cpu.queue)} ms (ratio raw/worker ${fmt(cpu.raw / cpu.queue)})`);
console.log(`one render at a time through the queue (${SAMPLES} samples): p50 ${Math.round(pct(0.5))} ms, p95 ${Math.round(pct(0.95))} ms`);

// The worker first: a queue emptied under it would log jobs it was still finishing as missing.
await stopProcess(worker);
await closeQueue();
await db.end();
await dropDatabase(adminUrl, dbName);
rmSync(dataDir, { recursive: true, force: true });
