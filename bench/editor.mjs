// The latency of the editor's `makeMockupPreview` for a 2000×2000 side with 5 layers (3 images, 2
// texts in Roboto), end to end: the seller's GraphQL mutation over HTTP to the built API, the render
// on the `mockup` queue by a separate worker process, the answer's URL (or, past the API's wait
// budget, the job it names followed to its completed row). Every call previews another garment
// colour, so nothing is answered from a stored render. Prints p50 and p95, next to the same render
// drawn raw in this process (renderMockup), and the API's and worker's CPU per preview.
// Needs a built API (`pnpm run build`).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 node bench/editor.mjs [samples]
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiRequire,
  benchGql,
  benchLogin,
  cpuMsOf,
  createDatabase,
  dropDatabase,
  insertBenchUser,
  pct,
  queueBench,
  startApi,
  startWorker,
  stopProcess,
  timeIt,
} from './lib.mjs';
import { renderer, renderInputs, settingsOf, SIZE, storeFile } from './render-inputs.mjs';

const pg = apiRequire('pg');
const sharp = apiRequire('sharp');
const { renderMockup, decodeBlank, openFont, parseColor, mockupDocumentInput, printAreaSizeOf } = renderer;

const SAMPLES = Number(process.argv[2] ?? 20);
const { adminUrl, redisUrl, dbName, prefix: queuePrefix, dataDir } = queueBench('editor');

// --- inputs: a blank with folds, three pictures, Roboto Bold --------------------------------------
const { blank, arts, font } = await renderInputs();
const store = (key, bytes) => storeFile(dataDir, key, bytes);

// --- a fresh database, the API (no workers of its own) and one worker process ----------------------
const dbUrl = await createDatabase(adminUrl, dbName);
const shared = { QUEUE_PREFIX: queuePrefix, STORAGE_DRIVER: 'local', REDIS_URL: redisUrl };
const { api, base } = await startApi({ dbUrl, dataDir, env: { ...shared, RUN_WORKERS: 'false' } });
const worker = await startWorker({ dbUrl, dataDir, env: shared });

const db = new pg.Pool({ connectionString: dbUrl, max: 2 });
const sellerId = await insertBenchUser(db, { email: 'seller@bench.pod', name: 'Seller', role: 'sale' });
const productId = randomUUID();
await db.query(
  `INSERT INTO product_presets (id, sku, slug, identity, name, raw_name, provider, collection, visible)
   VALUES ($1, 'BENCH-TEE', 'bench-tee', 'BENCHTEE', 'Bench Tee', 'Bench Tee', 'private', '2D', true)`,
  [productId],
);
async function insertFile(type, bytes) {
  const id = randomUUID();
  const path = store(`files/${id}/original.png`, bytes);
  const { width, height } = await sharp(bytes).metadata();
  await db.query(
    `INSERT INTO files (id, type, status, path, filename, mimetype, size, width, height, created_by) VALUES ($1, $2, 'ready', $3, 'bench.png', 'image/png', $4, $5, $6, $7)`,
    [id, type, path, bytes.length, width, height, sellerId],
  );
  return id;
}
const blankId = await insertFile('mockup', blank);
const artIds = [];
for (const bytes of arts) artIds.push(await insertFile('design', bytes));
const fontId = randomUUID();
const fontFile = {
  variant: '700',
  path: store('fonts/google/roboto/700.woff2', font),
  style: 'normal',
  weight: 700,
  size: font.length,
  mimetype: 'font/woff2',
  subset: 'latin',
  status: 'ready',
};
await db.query(`INSERT INTO fonts (id, provider, family, slug, status, variants, files) VALUES ($1, 'google', 'Roboto', 'roboto', 'ready', ARRAY['700'], $2)`, [
  fontId,
  JSON.stringify([fontFile]),
]);

// --- the seller's product mockup: one 2000×2000 side, 5 layers --------------------------------------
const setting = settingsOf;
const text = (values) => setting({ font_id: fontId, font_variant: '700', fontFamily: 'Roboto', width: 960, align: 'center', ...values });
const sides = [
  {
    id: 'front',
    name: '3D Front',
    image: { _id: blankId, width: SIZE, height: SIZE },
    document: { width: 2000, height: 2000, settings: [] },
    print_area: { position: 'front', x: 500, y: 420, width: 1000, height: 1091, scaleX: 1, scaleY: 1, rotation: 0, knewX: 0, knewY: 0 },
    layers: [
      { id: 'a1', name: 'Image 1', type: 'image', settings: setting({ file: { _id: artIds[0] }, x: 520, y: 440, width: 600, height: 600, rotation: 8 }) },
      {
        id: 'a2',
        name: 'Image 2',
        type: 'image',
        settings: setting({ file: { _id: artIds[1] }, x: 900, y: 700, width: 500, height: 500, rotation: -15, scaleX: 1.2, knewX: 0.1 }),
      },
      { id: 'a3', name: 'Image 3', type: 'image', settings: setting({ file: { _id: artIds[2] }, x: 600, y: 1100, width: 800, height: 300, opacity: 0.8 }) },
      { id: 't1', name: 'Text 1', type: 'text', settings: text({ text: 'Print on demand', fontSize: 110, x: 520, y: 1200, fill: '#111827' }) },
      { id: 't2', name: 'Text 2', type: 'text', settings: text({ text: 'since 2026', fontSize: 70, x: 520, y: 1350, fill: '#ffffff', rotation: -4 }) },
    ],
  },
];
const token = await benchLogin(base, 'seller@bench.pod');
const { makeProductMockup } = await benchGql(base, token, 'mutation($p: ID!, $s: JSON) { makeProductMockup(product_id: $p, sides: $s) { _id } }', {
  p: productId,
  s: sides,
});

// --- makeMockupPreview, one at a time, each another colour -----------------------------------------
let colour = 0;
const nextColour = () => `#${(0x203040 + colour++ * 0x010203).toString(16).slice(-6)}`;
const PREVIEW = 'mutation($id: ID!, $c: String) { makeMockupPreview(preset_id: $id, side: "front", color: $c) { url job_id image_sizes { url } } }';
let followed = 0;
async function preview() {
  const { makeMockupPreview: p } = await benchGql(base, token, PREVIEW, { id: makeProductMockup._id, c: nextColour() });
  if (p.url) return;
  // Past the wait budget: the job it names, followed to its end as the editor does.
  followed++;
  for (;;) {
    const { rows } = await db.query('SELECT status, error FROM jobs WHERE id = $1', [p.job_id]);
    if (rows[0]?.status === 'failed') throw new Error(rows[0].error);
    if (rows[0]?.status === 'completed') return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
const cpu0 = { api: cpuMsOf(api.pid), worker: cpuMsOf(worker.pid) };
const e2e = await timeIt(preview, SAMPLES, 2);
const cpu = { api: (cpuMsOf(api.pid) - cpu0.api) / (SAMPLES + 2), worker: (cpuMsOf(worker.pid) - cpu0.worker) / (SAMPLES + 2) };

// --- the same render raw in this process ----------------------------------------------------------
const doc = mockupDocumentInput.parse({ sides });
const print = printAreaSizeOf(doc, doc.sides[0]);
const read = (key) => readFileSync(join(dataDir, 'storage', key));
const raw = await timeIt(
  async () => {
    const assets = {
      images: new Map(artIds.map((id, i) => [`a${i + 1}`, read(`files/${id}/original.png`)])),
      fonts: new Map(['t1', 't2'].map((id) => [id, openFont(read(fontFile.path))])),
    };
    await renderMockup({ side: doc.sides[0], print, blank: await decodeBlank(read(`files/${blankId}/original.png`)), assets, color: parseColor(nextColour()) });
  },
  SAMPLES,
  2,
);

const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const f = (n) => `${Math.round(n)} ms`;
console.log(`makeMockupPreview, 2000×2000 side, 5 layers (3 images, 2 texts), tinted, every image size; ${SAMPLES} samples, load ${load}`);
console.log(`| path | p50 | p95 |`);
console.log(`|---|---|---|`);
console.log(
  `| makeMockupPreview over HTTP, API + worker process (${followed} of ${SAMPLES + 2} answered a job to follow) | ${f(pct(e2e, 50))} | ${f(pct(e2e, 95))} |`,
);
console.log(`| the same render raw in one process | ${f(pct(raw, 50))} | ${f(pct(raw, 95))} |`);
console.log(`CPU per preview: API ${f(cpu.api)}, worker ${f(cpu.worker)}`);

await stopProcess(worker);
await stopProcess(api);
await db.end();
await dropDatabase(adminUrl, dbName);
rmSync(dataDir, { recursive: true, force: true });
