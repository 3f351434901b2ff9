// processOrders under concurrency: 1, 8 and 50 callers at once, each call paying one order, on one
// wallet (every charge queues on the seller's row lock) and across 1,000 wallets; charges per
// second and p95 per call end to end over HTTP, next to the raw ledger insert (the same lock,
// credit update and ledger row in plain SQL, same concurrency, a pool of the API's size). Checks
// that every order was paid once and every wallet's credit equals its ledger.
import { randomUUID } from 'node:crypto';
import {
  apiRequire,
  benchGql,
  benchLogin,
  createDatabase,
  dropDatabase,
  exitOnUnhandledRejection,
  ms,
  pct,
  poolRun,
  seedBenchSellers,
  seedBenchTee,
  startApi,
  stopProcess,
} from './lib.mjs';

const pg = apiRequire('pg');
const CHARGES = Number(process.argv[2] ?? 200);
const WALLETS = 1000;
const CALLERS = [1, 8, 50];
const POOL = 20;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pod_bench_process_${Date.now()}`;

exitOnUnhandledRejection();
const dbUrl = await createDatabase(adminUrl, dbName);
const { api, base } = await startApi({ dbUrl, dataDir: `/tmp/${dbName}`, withRedis: false, env: { DB_POOL_MAX: String(POOL) } });
const db = new pg.Pool({ connectionString: dbUrl, max: POOL });
db.on('error', () => undefined);

/** `count` Pending orders of 10.00 with one line, for the sellers `sellerOf(i)` gives; answers their ids. */
async function insertOrders(count, sellerOf) {
  const ids = [];
  for (let i = 0; i < count; i++) ids.push({ id: randomUUID(), seller: sellerOf(i) });
  await db.query(
    `INSERT INTO orders (id, seller_id, platform, status, shipping_address, subtotal, total, base_cost, item_count)
     SELECT o.id, o.seller, 'manual', 'Pending', '{"name":"Customer","address1":"1 Main St","city":"Springfield","country":"US"}', 10, 10, 8, 1
     FROM jsonb_to_recordset($1::jsonb) AS o(id text, seller text)`,
    [JSON.stringify(ids)],
  );
  await db.query(
    `INSERT INTO order_items (id, order_id, position, variant_id, preset_id, sku, name, quantity, unit_price, base_price, total)
     SELECT gen_random_uuid()::text, o.id, 0, md5('v0')::uuid::text, md5('p1')::uuid::text, 'BENCH-0', 'Bench Tee', 1, 10, 8, 10
     FROM jsonb_to_recordset($1::jsonb) AS o(id text, seller text)`,
    [JSON.stringify(ids)],
  );
  return ids;
}

/** `CHARGES` operations with `callers` in flight: per second and per-call p50/p95. */
async function measure(callers, run) {
  const latencies = [];
  const t0 = performance.now();
  await poolRun(CHARGES, callers, async (i) => {
    const start = performance.now();
    await run(i);
    latencies.push(performance.now() - start);
  });
  const seconds = (performance.now() - t0) / 1000;
  return { perSecond: CHARGES / seconds, p50: pct(latencies, 50), p95: pct(latencies, 95) };
}

try {
  await seedBenchSellers(db, WALLETS);
  await seedBenchTee(db, [8]);
  const seller = (n) => db.query(`SELECT md5('u' || $1::int)::uuid::text AS id`, [n]).then((r) => r.rows[0].id);
  const sellers = await Promise.all(Array.from({ length: WALLETS }, (_, i) => seller(i + 1)));
  const rootToken = await benchLogin(base, 'root@bench.pod');
  const process1 = async (id) => {
    const [result] = (await benchGql(base, rootToken, 'mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok reason } }', { ids: [id] })).processOrders;
    if (!result.ok) throw new Error(`order ${id} refused: ${result.reason}`);
  };
  // The plain SQL a charge needs: the wallet's row lock, its credit, the ledger row (of an order of its own).
  const rawCharge = async (sellerId) => {
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('SELECT total_credit FROM users WHERE id = $1 FOR UPDATE', [sellerId]);
      await client.query('UPDATE users SET total_credit = total_credit - 10 WHERE id = $1', [sellerId]);
      await client.query(
        `INSERT INTO ledger_entries (id, user_id, type, status, amount, balance_after, order_id, paid_at) VALUES (gen_random_uuid()::text, $1, 'payment', 'paid', -10, $2::numeric - 10, $3, now())`,
        [sellerId, rows[0].total_credit, randomUUID()],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };

  console.log(`processOrders, one order a call, ${CHARGES} charges a row; raw: the same lock, credit and ledger row in plain SQL (pool ${POOL} both)\n`);
  console.log('| wallets | callers | processOrders charges/s | p50 | p95 | raw charges/s | raw p95 | ratio |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const wallets of [1, WALLETS]) {
    for (const callers of CALLERS) {
      const orders = await insertOrders(CHARGES, (i) => sellers[i % wallets]);
      const e2e = await measure(callers, (i) => process1(orders[i].id));
      const raw = await measure(callers, (i) => rawCharge(orders[i].seller));
      console.log(
        `| ${wallets} | ${callers} | ${e2e.perSecond.toFixed(0)} | ${ms(e2e.p50)} | ${ms(e2e.p95)} | ${raw.perSecond.toFixed(0)} | ${ms(raw.p95)} | ${(e2e.perSecond / raw.perSecond).toFixed(2)} |`,
      );
    }
  }
  // Every order paid once; every wallet's credit is its ledger's sum (amounts are signed, raw rows included).
  const { rows: twice } = await db.query(`SELECT order_id FROM ledger_entries WHERE type = 'payment' GROUP BY order_id HAVING count(*) > 1`);
  const { rows: drift } = await db.query(
    `SELECT u.id FROM users u JOIN ledger_entries l ON l.user_id = u.id WHERE u.role = 'sale'
     GROUP BY u.id, u.total_credit HAVING u.total_credit <> sum(l.amount)`,
  );
  const { rows: unpaid } = await db.query(`SELECT count(*)::int AS n FROM orders WHERE status <> 'Processing'`);
  console.log(`\npaid twice: ${twice.length}; orders not Processing: ${unpaid[0].n}; wallets whose credit differs from their ledger: ${drift.length}`);
} finally {
  // Wait for the API to exit: a forced drop under its live connections crashed it noisily.
  await stopProcess(api);
  await db.end();
  await dropDatabase(adminUrl, dbName);
}
