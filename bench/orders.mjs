// Orders figures, on 1,000,000 orders and 3,000,000 lines (BENCH_ORDERS to change) in a fresh database:
// (1) the Orders lists end to end over HTTP next to the same SQL run raw: a page of 20 filtered by
//     status and store (staff), a seller's All tab, and the tab counters (trigger-kept counts);
// (2) createOrder through the API with 20 concurrent clients (orders per second, p50/p95), each
//     priced by the catalogue and the cost table and recorded with its event;
// (3) processOrders of 100 orders in one call (each charged through billing in its own transaction).
// Needs a built API (`pnpm run build`).
// Usage: DATABASE_URL=postgres://…/postgres node bench/orders.mjs [iterations]
import {
  apiRequire,
  benchGql,
  benchLogin,
  createDatabase,
  dropDatabase,
  exitOnUnhandledRejection,
  ms,
  pct,
  printVersusRaw,
  seedBenchSellers,
  seedBenchStores,
  seedBenchTee,
  startApi,
} from './lib.mjs';

const pg = apiRequire('pg');
const ITER = Number(process.argv[2] ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SELLERS = 50;
const STORES_PER_SELLER = 4;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pod_bench_orders_${Date.now()}`;

exitOnUnhandledRejection();
const dbUrl = await createDatabase(adminUrl, dbName);
const { api, base } = await startApi({ dbUrl, dataDir: `/tmp/${dbName}`, withRedis: false });
const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
db.on('error', () => undefined);

try {
  await seedBenchSellers(db, SELLERS);
  await seedBenchStores(db, SELLERS, STORES_PER_SELLER);
  await seedBenchTee(
    db,
    Array.from({ length: 20 }, (_, i) => 10 + i * 0.25),
  );
  await db.query(`INSERT INTO shipping_methods (id, name, audience) VALUES (md5('m1')::uuid::text, 'Standard', 'everyone')`);
  await db.query(
    `INSERT INTO shipping_zones (id, method_id, position, name, countries, rest_of_world, tiers)
     VALUES (md5('z1')::uuid::text, md5('m1')::uuid::text, 0, 'World', '{}', true, '[{"min_weight":0,"max_weight":null,"first_item_cents":450,"additional_item_cents":150}]')`,
  );

  console.log(`Seeding ${ORDERS.toLocaleString('en')} orders with 3 lines each over ${SELLERS} sellers and ${SELLERS * STORES_PER_SELLER} stores…`);
  const t0 = performance.now();
  // Bulk load with the counters' trigger off, then the counters in one pass (what the trigger keeps).
  await db.query('ALTER TABLE orders DISABLE TRIGGER order_status_counts_insert_delete');
  const statuses = `(ARRAY['Pending','Processing','Processing','In Production','In Production','Fulfilled','Completed','Completed','Completed','Completed','On Hold','Cancelled','Refunded','Trash'])`;
  for (let from = 0; from < ORDERS; from += 250_000) {
    const to = Math.min(ORDERS, from + 250_000) - 1;
    await db.query(
      `INSERT INTO orders (id, seller_id, store_id, platform, platform_order_id, status, shipping_address, subtotal, shipping, total, base_cost, paid, item_count, created_at, updated_at)
       SELECT md5('o' || i)::uuid::text, md5('u' || (1 + (i % ${SELLERS * STORES_PER_SELLER}) / ${STORES_PER_SELLER}))::uuid::text, md5('s' || (i % ${SELLERS * STORES_PER_SELLER}))::uuid::text, 'shopify', '#' || i,
              ${statuses}[1 + (i / ${SELLERS * STORES_PER_SELLER} + i) % 14], '{"name":"Customer","address1":"1 Main St","city":"Springfield","country":"US"}',
              30, 5.50, 35.50, 30, 0, 3, now() - (i || ' seconds')::interval, now()
       FROM generate_series($1::int, $2::int) AS i`,
      [from, to],
    );
    await db.query(
      `INSERT INTO order_items (id, order_id, position, variant_id, preset_id, sku, name, quantity, unit_price, base_price, total)
       SELECT md5('o' || i || '-' || l)::uuid::text, md5('o' || i)::uuid::text, l, md5('v' || l)::uuid::text, md5('p1')::uuid::text, 'BENCH-' || l, 'Bench Tee', 1, 10, 10, 10
       FROM generate_series($1::int, $2::int) AS i, generate_series(0, 2) AS l`,
      [from, to],
    );
  }
  await db.query('ALTER TABLE orders ENABLE TRIGGER order_status_counts_insert_delete');
  await db.query(
    `INSERT INTO order_status_counts (seller_id, store_id, status, total) SELECT seller_id, coalesce(store_id, ''), status, count(*) FROM orders GROUP BY 1, 2, 3`,
  );
  await db.query('VACUUM ANALYZE orders');
  await db.query('VACUUM ANALYZE order_items');
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  const rootToken = await benchLogin(base, 'root@bench.pod');
  const sellerToken = await benchLogin(base, 'seller1@bench.pod');
  const gql = (token, query, variables) => benchGql(base, token, query, variables);
  const idOf = async (key) => (await db.query('SELECT md5($1)::uuid::text AS id', [key])).rows[0].id;
  const [store5, store1, seller1] = [await idOf('s5'), await idOf('s1'), await idOf('u1')];
  const ROW = '_id number status total item_count created_at shipping_address { name city country } store { name platform } seller { name }';

  // (1) lists
  const e2e = {
    ordersByStatusAndStore: () => gql(rootToken, `{ orders(status: "Processing", store_id: "${store5}") { ${ROW} } }`),
    sellerAllTab: () => gql(sellerToken, `{ orders(status: "All") { ${ROW} } }`),
    orderCounters: () => gql(rootToken, '{ orderCounters { all pending processing in_production fulfilled completed on_hold cancelled refunded trash } }'),
  };
  const raw = {
    ordersByStatusAndStore: () =>
      Promise.all([
        db.query(
          `SELECT o.*, s.name AS store_name, u.name AS seller_name FROM orders o LEFT JOIN stores s ON s.id = o.store_id JOIN users u ON u.id = o.seller_id
                  WHERE o.status = 'Processing' AND o.store_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 20`,
          [store5],
        ),
        db.query(`SELECT sum(total) FROM order_status_counts WHERE store_id = $1 AND status = 'Processing'`, [store5]),
      ]),
    sellerAllTab: () =>
      Promise.all([
        db.query(
          `SELECT o.*, s.name AS store_name FROM orders o LEFT JOIN stores s ON s.id = o.store_id
                  WHERE o.seller_id = $1 AND o.status <> 'Trash' ORDER BY o.created_at DESC, o.id DESC LIMIT 20`,
          [seller1],
        ),
        db.query(`SELECT sum(total) FROM order_status_counts WHERE seller_id = $1 AND status <> 'Trash'`, [seller1]),
      ]),
    orderCounters: () => db.query('SELECT status, sum(total) FROM order_status_counts GROUP BY status'),
  };
  const check = await e2e.ordersByStatusAndStore();
  if (!check.orders.length || check.orders.some((o) => o.status !== 'Processing')) throw new Error('the filtered page is wrong');
  await printVersusRaw({ e2e, raw, iterations: ITER, apiPid: api.pid });

  // (2) createOrder, 20 concurrent clients
  const CREATES = Number(process.env.BENCH_CREATES ?? 2000);
  const clients = 20;
  const latencies = [];
  let next = 0;
  const createOne = (n) =>
    gql(sellerToken, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id total } }', {
      input: {
        store_id: store1,
        platform_order_id: `bench-${n}`,
        shipping_address: { name: 'Bench Buyer', address1: '1 Main St', city: 'Springfield', country: 'US' },
        items: [
          { sku: `BENCH-${n % 20}`, quantity: 1 + (n % 3) },
          { sku: `BENCH-${(n + 7) % 20}`, quantity: 1 },
        ],
      },
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < CREATES) {
        const n = next++;
        const t = performance.now();
        await createOne(n);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\ncreateOrder, ${clients} concurrent clients, ${CREATES} orders of 2 lines: ${(CREATES / seconds).toFixed(0)} orders/s, p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}`,
  );

  // (3) processOrders of 100 of them
  const { rows } = await db.query(`SELECT id FROM orders WHERE platform_order_id LIKE 'bench-%' AND status = 'Pending' LIMIT 100`);
  const p0 = performance.now();
  const processed = await gql(rootToken, 'mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok reason } }', { ids: rows.map((r) => r.id) });
  const took = performance.now() - p0;
  const paid = processed.processOrders.filter((r) => r.ok).length;
  console.log(`processOrders of ${rows.length} orders in one call: ${ms(took)} (${ms(took / rows.length)} per order), ${paid} paid`);
} finally {
  await db.end();
  api.kill('SIGTERM');
  await new Promise((r) => api.on('exit', r));
  await dropDatabase(adminUrl, dbName);
}
