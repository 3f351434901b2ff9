// Station scans (issue 30): (a) `mrpProductNextProcessStep` end to end over HTTP, one scan at a
// time, next to its SQL raw (the production's row lock, the status update and the step insert in
// plain SQL), p50/p95; (b) SCANNERS concurrent scanners for SECONDS seconds against two API
// processes sharing PostgreSQL and Redis, each walking its own productions through their route;
// then checks: no error, production_counts equal to COUNT(*), every production's steps equal to
// the scans it answered `changed` to.
import { randomUUID } from 'node:crypto';
import {
  apiRequire,
  benchGql,
  benchLogin,
  benchPasswordHash,
  cpuMsOf,
  createDatabase,
  dropDatabase,
  exitOnUnhandledRejection,
  ms,
  pct,
  startApi,
  stopProcess,
} from './lib.mjs';

const pg = apiRequire('pg');
const SCANNERS = Number(process.argv[2] ?? 50);
const SECONDS = Number(process.argv[3] ?? 60);
const SAMPLES = Number(process.argv[4] ?? 300);
const PER_SCANNER = 80;
const ROUTE = ['To Do', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing'];
/** A production's scans through its route: the first station takes it in, then each sends it on. */
const WALK = ['Cutting', 'Cutting', 'Printing', 'Sewing', 'Quality check'];
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `pod_bench_scans_${Date.now()}`;
const SCAN = `mutation($id: String!, $station: String, $at: DateTime) { mrpProductNextProcessStep(_id: $id, station: $station, scanned_at: $at) { changed to reason } }`;

exitOnUnhandledRejection();
const dbUrl = await createDatabase(adminUrl, dbName);
const env = { REDIS_URL: redisUrl, DB_POOL_MAX: '20' };
const a = await startApi({ dbUrl, dataDir: `/tmp/${dbName}`, env });
const b = await startApi({ dbUrl, dataDir: `/tmp/${dbName}`, env });
const db = new pg.Pool({ connectionString: dbUrl, max: 20 });
db.on('error', () => undefined);

/** `count` productions in To Do at the factory, codes `${tag}` + number; answers their codes in order. */
async function insertProductions(tag, count) {
  const orderId = randomUUID();
  const itemId = randomUUID();
  await db.query(
    `INSERT INTO orders (id, seller_id, platform, status, shipping_address, subtotal, total, base_cost, item_count)
     VALUES ($1, md5('seller')::uuid::text, 'manual', 'In Production', '{"name":"Customer","address1":"1 Main St","city":"Springfield","country":"US"}', 10, 10, 8, $2)`,
    [orderId, count],
  );
  await db.query(
    `INSERT INTO order_items (id, order_id, position, variant_id, preset_id, sku, name, quantity, unit_price, base_price, total)
     VALUES ($1, $2, 0, md5('v0')::uuid::text, md5('p1')::uuid::text, 'BENCH-0', 'Bench Tee', $3, 10, 8, 10)`,
    [itemId, orderId, count],
  );
  const { rows } = await db.query(
    `INSERT INTO productions (id, code, order_id, order_number, order_item_id, unit_index, seller_id, manufacture_id, preset_id, variant_id,
       product_name, variant_title, route, ship_by)
     SELECT gen_random_uuid()::text, 'P' || $1 || lpad(i::text, 8 - length($1), '0'), $2, 1, $3, i, md5('seller')::uuid::text, md5('factory')::uuid::text,
       md5('p1')::uuid::text, md5('v0')::uuid::text, 'Bench Tee', 'M', $4::text[], now() + interval '3 days'
     FROM generate_series(0, $5 - 1) AS i ORDER BY i RETURNING code`,
    [tag, orderId, itemId, ROUTE, count],
  );
  return rows.map((r) => r.code);
}

try {
  const pw = await benchPasswordHash();
  // Scanners are supervisors (root) who name the station they scan for: one walks a production through every station.
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, role, groups, status)
     SELECT md5('u' || i)::uuid::text, 'scanner' || i || '@bench.pod', $1, 'Scanner ' || i, 'root', ARRAY['root'], 'Active' FROM generate_series(0, $2 - 1) AS i
     UNION ALL SELECT md5('seller')::uuid::text, 'seller@bench.pod', $1, 'Seller', 'sale', ARRAY['sale'], 'Active'`,
    [pw, SCANNERS],
  );
  await db.query(`INSERT INTO manufactures (id, name) VALUES (md5('factory')::uuid::text, 'Bench Factory')`);
  await db.query(
    `INSERT INTO product_presets (id, sku, slug, identity, name, raw_name, provider, collection, visible, print_areas, manufacture_id)
     VALUES (md5('p1')::uuid::text, 'BENCH', 'bench', 'BENCH', 'Bench Tee', 'Bench Tee', 'private', '2D', true, '[]', md5('factory')::uuid::text)`,
  );
  await db.query(
    `INSERT INTO product_variants (id, preset_id, position, sku, base_price, weight, stock) VALUES (md5('v0')::uuid::text, md5('p1')::uuid::text, 0, 'BENCH-0', 8, 200, 1000000)`,
  );
  const factory = (await db.query(`SELECT md5('factory')::uuid::text AS id`)).rows[0].id;
  const at = { 'x-manufacture': factory };
  const tokens = await Promise.all(Array.from({ length: SCANNERS }, (_, i) => benchLogin(i % 2 ? b.base : a.base, `scanner${i}@bench.pod`)));

  // (a) one scan at a time: HTTP against the raw lock + update + step insert, each on fresh productions.
  const single = await insertProductions('A', SAMPLES);
  const raws = await insertProductions('R', SAMPLES);
  let clock = Date.now() - 3_600_000;
  const e2e = [];
  const cpu0 = cpuMsOf(a.api.pid);
  for (const [i, code] of single.entries()) {
    const start = performance.now();
    const r = await benchGql(a.base, tokens[0], SCAN, { id: code, station: 'Cutting', at: new Date((clock += 3000)).toISOString() }, at);
    if (i >= 20) e2e.push(performance.now() - start);
    if (!r.mrpProductNextProcessStep.changed) throw new Error(`scan of ${code} changed nothing`);
  }
  const apiCpu = (cpuMsOf(a.api.pid) - cpu0) / single.length;
  const raw = [];
  for (const [i, code] of raws.entries()) {
    const start = performance.now();
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(`SELECT id, status FROM productions WHERE manufacture_id = $1 AND code = $2 FOR UPDATE`, [factory, code]);
      await client.query(`UPDATE productions SET status = 'Cutting', updated_at = now() WHERE id = $1`, [rows[0].id]);
      await client.query(
        `INSERT INTO production_steps (id, production_id, "from", "to", station, worker_id, scanned_at) VALUES ($1, $2, $3, 'Cutting', 'Cutting', md5('u0')::uuid::text, now())`,
        [randomUUID(), rows[0].id, rows[0].status],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    if (i >= 20) raw.push(performance.now() - start);
  }
  const target = 3 * pct(raw, 50) + 2;
  console.log(`(a) mrpProductNextProcessStep, one at a time, ${e2e.length} samples (after 20 warm-up)\n`);
  console.log('| | p50 | p95 |\n|---|---|---|');
  console.log(`| HTTP GraphQL | ${ms(pct(e2e, 50))} | ${ms(pct(e2e, 95))} |`);
  console.log(`| raw SQL (lock, update, step) | ${ms(pct(raw, 50))} | ${ms(pct(raw, 95))} |`);
  console.log(`\nAPI process CPU per scan (user + system, the warm-up included): ${ms(apiCpu)}`);
  console.log(`\ntarget p50 ≤ 3 × raw + 2 ms = ${ms(target)}: ${pct(e2e, 50) <= target ? 'met' : 'NOT met'}\n`);

  // (b) SCANNERS scanners for SECONDS seconds, half on each API, each on its own productions.
  const own = [];
  for (let s = 0; s < SCANNERS; s++) own.push(await insertProductions(`S${String(s).padStart(2, '0')}`, PER_SCANNER));
  const changedOf = new Map();
  const latencies = [];
  const errors = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    own.map(async (codes, s) => {
      const base = s % 2 ? b.base : a.base;
      let t = Date.now() - 3_600_000 + s;
      for (const code of codes) {
        for (const station of WALK) {
          if (performance.now() >= until) return;
          const start = performance.now();
          try {
            const r = await benchGql(base, tokens[s], SCAN, { id: code, station, at: new Date((t += 3000)).toISOString() }, at);
            latencies.push(performance.now() - start);
            if (!r.mrpProductNextProcessStep.changed) errors.push(`${code} at ${station}: ${r.mrpProductNextProcessStep.reason}`);
            else changedOf.set(code, (changedOf.get(code) ?? 0) + 1);
          } catch (e) {
            errors.push(`${code} at ${station}: ${String(e).slice(0, 200)}`);
          }
        }
      }
    }),
  );
  const scans = latencies.length;
  console.log(`(b) ${SCANNERS} scanners for ${SECONDS} s on two API processes (one PostgreSQL, one Redis)\n`);
  console.log(`scans ${scans}, ${(scans / SECONDS).toFixed(1)} scans/s, p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}, errors ${errors.length}`);
  for (const e of errors.slice(0, 5)) console.log(`  ${e}`);

  // Exact counts: the trigger-kept counters against COUNT(*), each production's steps against its answered scans.
  const { rows: drift } = await db.query(
    `SELECT coalesce(c.status, r.status) AS status, c.total, r.n FROM
       (SELECT status, source, total FROM production_counts WHERE manufacture_id = $1 AND total <> 0) c
       FULL JOIN (SELECT status, source, count(*)::int AS n FROM productions WHERE manufacture_id = $1 GROUP BY 1, 2) r USING (status, source)
     WHERE c.total IS DISTINCT FROM r.n`,
    [factory],
  );
  const { rows: steps } = await db.query(
    `SELECT p.code, count(s.id)::int AS n FROM productions p LEFT JOIN production_steps s ON s.production_id = p.id WHERE p.code LIKE 'PS%' GROUP BY p.code`,
  );
  const wrong = steps.filter((r) => r.n !== (changedOf.get(r.code) ?? 0));
  const { rows: stock } = await db.query(`SELECT stock FROM product_variants WHERE id = md5('v0')::uuid::text`);
  const taken = (await db.query(`SELECT count(*)::int AS n FROM productions WHERE blank_taken`)).rows[0].n;
  console.log(
    `counters differing from COUNT(*): ${drift.length}; productions whose steps differ from their scans: ${wrong.length}; blanks taken ${taken}, stock left ${stock[0].stock} (expected ${1_000_000 - taken})`,
  );
} finally {
  await stopProcess(a.api);
  await stopProcess(b.api);
  await db.end();
  await dropDatabase(adminUrl, dbName);
}
