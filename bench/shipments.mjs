// Shipments figures. (1) The `shipments` page of 20 out of 1,000,000 with a status filter end to end
// over HTTP next to the same SQL run raw (the session check, the page, the trigger-kept counters):
// for staff (every seller) and for a seller (their own), target 3× raw + 2 ms at p50. (2) Tracking
// events ingested per second through the signed webhook (`POST /api/shipments/tracking`), one event
// per delivery and in carrier batches of 100, each delivery a transaction (lock, insert on conflict,
// timeline, status, outbox); every event sent twice must be stored once. Target ≥ 500 events/s.
// Needs a built API and shared package (`pnpm run build`).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/shipments.mjs [shipments] [events]
import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  apiRequire,
  benchGql,
  benchLogin,
  createDatabase,
  dropDatabase,
  exitOnUnhandledRejection,
  printPlanAndLoad,
  printVersusRaw,
  SESSION_SQL,
  startApi,
  stopProcess,
} from './lib.mjs';

const pg = apiRequire('pg');
const { hash } = apiRequire('@node-rs/argon2');

const SHIPMENTS = Number(process.argv[2] ?? 1_000_000);
const EVENTS = Number(process.argv[3] ?? 4_000);
const SELLERS = 100;
const ITER = 200;
/** Deliveries in flight at once (a carrier pushing from several workers). */
const CONCURRENCY = 16;
const SECRET = 'bench-tracking-secret-bench-tracking-secret';
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pod_bench_shipments_${Date.now()}`;
const dataDir = `/tmp/${dbName}`;
const STATUSES = ['Processing', 'Picked Up', 'Processed', 'In Transit', 'Out For Delivery', 'Delivery Attempt', 'Delivered', 'Failed', 'Exception', 'Other'];

exitOnUnhandledRejection();

const dbUrl = await createDatabase(adminUrl, dbName);
const { api, base } = await startApi({ dbUrl, dataDir, withRedis: false, env: { TRACKING_WEBHOOK_SECRET: SECRET } });
const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
db.on('error', () => undefined);
try {
  const pw = await hash('Bench-pass-1', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, role, groups, status) VALUES (gen_random_uuid()::text, 'root@bench.pod', $1, 'Root', 'root', ARRAY['root'], 'Active')`,
    [pw],
  );
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, role, groups, status)
     SELECT 'seller-' || i, 'seller' || i || '@bench.pod', $1, 'Seller ' || i, 'sale', ARRAY['sale'], 'Active' FROM generate_series(1, $2) AS i`,
    [pw, SELLERS],
  );
  console.log(`Seeding ${SHIPMENTS.toLocaleString('en')} shipments over ${SELLERS} sellers, statuses mixed (most delivered, as a live shop has)…`);
  const t0 = performance.now();
  // The indexes are built once after the rows are in (as a restore would), not row by row.
  const { rows: indexes } = await db.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'shipments' AND indexname <> 'shipments_pkey'`);
  for (const ix of indexes) await db.query(`DROP INDEX ${ix.indexname}`);
  const CHUNK = 250_000;
  for (let from = 1; from <= SHIPMENTS; from += CHUNK) {
    const to = Math.min(SHIPMENTS, from + CHUNK - 1);
    await db.query(
      `INSERT INTO shipments (id, tracking_number, carrier, seller_id, customer_name, status, international, created_at, updated_at, check_after, activated_at)
       SELECT 'shp-' || i, 'BN' || lpad(i::text, 10, '0'), (ARRAY['usps','ups','dhl','fedex'])[1 + i % 4], 'seller-' || (1 + i % $3),
              'Customer ' || (i % 50000), CASE WHEN i % 10 < 5 THEN 'Delivered' ELSE ($4::text[])[1 + (i / 10) % 10] END, i % 7 = 0,
              now() - (i || ' minutes')::interval, now(), now(), now()
       FROM generate_series($1::int, $2::int) AS i`,
      [from, to, SELLERS, STATUSES],
    );
  }
  for (const ix of indexes) await db.query(ix.indexdef);
  // Hint bits and the visibility map set now, so autovacuum does not run during the timings.
  await db.query('VACUUM (ANALYZE) shipments');
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // ------------------------------------------------------------ (1) the page
  const rootToken = await benchLogin(base, 'root@bench.pod');
  // seller-36's parcels that are not Delivered are all In Transit (seller = 1 + i % 100, status by (i / 10) % 10), so its page has 20 rows.
  const sellerToken = await benchLogin(base, 'seller36@bench.pod');
  const sidOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
  const PAGE =
    '{ shipments(status: "In Transit") { _id tracking_number carrier status customer_name order_id order_number international last_event_at created_at } }';
  const pageSql = (sellerFilter) => `SELECT * FROM shipments WHERE ${sellerFilter} status = $1 ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 0`;
  // Both pages must read their 20 rows from an index in order (no sort of a status's or a seller's rows).
  await printPlanAndLoad(db, 'staff page', pageSql(''), ['In Transit']);
  await printPlanAndLoad(db, 'seller page', pageSql('seller_id = $2 AND'), ['In Transit', 'seller-36']);
  for (const token of [rootToken, sellerToken]) {
    const rows = (await benchGql(base, token, PAGE)).shipments.length;
    if (rows !== 20) throw new Error(`the page answered ${rows} rows`);
  }
  // Both rows are measured warm: the first was paying for the request path's JIT and statement plans.
  for (let i = 0; i < ITER; i++) await Promise.all([benchGql(base, rootToken, PAGE), benchGql(base, sellerToken, PAGE)]);
  await printVersusRaw({
    iterations: ITER,
    apiPid: api.pid,
    e2e: {
      staffPage: () => benchGql(base, rootToken, PAGE),
      sellerPage: () => benchGql(base, sellerToken, PAGE),
    },
    raw: {
      staffPage: () =>
        Promise.all([
          db.query(SESSION_SQL, [sidOf(rootToken)]),
          db.query(pageSql(''), ['In Transit']),
          db.query(`SELECT status, sum(total)::int FROM shipment_counters WHERE scope = 'all' GROUP BY status`),
        ]),
      sellerPage: () =>
        Promise.all([
          db.query(SESSION_SQL, [sidOf(sellerToken)]),
          db.query(pageSql('seller_id = $2 AND'), ['In Transit', 'seller-36']),
          db.query(`SELECT status, sum(total)::int FROM shipment_counters WHERE scope = $1 GROUP BY status`, ['seller:seller-36']),
        ]),
    },
  });

  // ------------------------------------------------------------ (2) the webhook
  // Each event moves its parcel on (Processing -> Picked Up -> In Transit -> …), the same event id never twice.
  const PARCELS = EVENTS / 4;
  const steps = ['Picked Up', 'Processed', 'In Transit', 'Out For Delivery'];
  await db.query(
    `INSERT INTO shipments (id, tracking_number, carrier, seller_id, customer_name, status, created_at, updated_at)
     SELECT 'wh-' || i, 'WH' || lpad(i::text, 10, '0'), 'dhl', 'seller-1', 'Webhook ' || i, 'Processing', now(), now() FROM generate_series(1, $1) AS i`,
    [PARCELS],
  );
  const events = [];
  const start = Date.now() - 3_600_000;
  for (let s = 0; s < steps.length; s++)
    for (let i = 1; i <= PARCELS; i++)
      events.push({
        tracking_number: `WH${String(i).padStart(10, '0')}`,
        carrier: 'dhl',
        status: steps[s],
        location: 'Leipzig',
        description: `${steps[s]} (bench)`,
        occurred_at: new Date(start + s * 60_000).toISOString(),
        event_id: `ev-${s}-${i}`,
      });
  const deliver = async (body) => {
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await fetch(`${base}/api/shipments/tracking`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tracking-timestamp': ts,
        'x-tracking-signature': createHmac('sha256', SECRET).update(`${ts}.${raw}`).digest('hex'),
      },
      body: raw,
    });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`webhook ${res.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  /** Sends the deliveries `CONCURRENCY` at a time, in order per parcel step; answers events per second and the stored count. */
  const run = async (deliveries) => {
    let next = 0;
    let stored = 0;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < deliveries.length) {
          // Not `stored += await …`: that reads `stored` before the await and loses the other workers' counts.
          const answer = await deliver(deliveries[next++]);
          stored += answer.stored;
        }
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    return { perSecond: deliveries.reduce((n, d) => n + (d.events?.length ?? 1), 0) / seconds, stored };
  };
  const half = events.length / 2;
  const single = events.slice(0, half);
  const batched = [];
  for (let i = half; i < events.length; i += 100) batched.push({ events: events.slice(i, i + 100) });
  const one = await run(single);
  const many = await run(batched);
  // Everything again: each event is already there.
  const again = await run([...batched, ...single.slice(0, 500)]);
  const {
    rows: [{ n }],
  } = await db.query(`SELECT count(*)::int AS n FROM shipment_events e JOIN shipments s ON s.id = e.shipment_id WHERE s.id LIKE 'wh-%'`);
  const {
    rows: [{ moved }],
  } = await db.query(`SELECT count(*)::int AS moved FROM shipments WHERE id LIKE 'wh-%' AND status = 'Out For Delivery'`);
  console.log(
    `\nTracking webhook (${events.length.toLocaleString('en')} distinct events over ${PARCELS.toLocaleString('en')} parcels, ${CONCURRENCY} deliveries in flight):`,
  );
  console.log(`  one event per delivery   ${Math.round(one.perSecond).toLocaleString('en')} events/s  ${one.perSecond >= 500 ? 'met' : 'MISSED'} ≥ 500/s`);
  console.log(`  batches of 100           ${Math.round(many.perSecond).toLocaleString('en')} events/s  ${many.perSecond >= 500 ? 'met' : 'MISSED'} ≥ 500/s`);
  console.log(`  sent again               ${Math.round(again.perSecond).toLocaleString('en')} events/s, ${again.stored} stored (must be 0)`);
  console.log(
    `  stored ${n.toLocaleString('en')} of ${events.length.toLocaleString('en')} (${n === events.length && again.stored === 0 ? 'each once' : 'MISMATCH'}); ${moved} parcels at their last step`,
  );
} finally {
  // The API exits before its database is dropped (a forced drop under a live API crashes it loudly).
  await stopProcess(api);
  await db.end();
  await dropDatabase(adminUrl, dbName);
  rmSync(dataDir, { recursive: true, force: true });
}
