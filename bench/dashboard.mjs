// The dashboard and the daily report (issue 33) over 1,000,000 paid orders and 3,000,000 lines spread
// over two years (BENCH_ORDERS to change), end to end over HTTP: root's dashboard, a seller's
// dashboard, the daily report of this month and of a 30-day range. Next to each, (a) the SQL the API
// runs on the trigger-kept summaries, raw, and (b) the naive answer the summaries replace: the same
// figures summed over `orders` and `order_items` for the period. Target: e2e p50 and p95 ≤ 50 ms.
// Needs a built API (`pnpm run build`).
// Usage: DATABASE_URL=postgres://…/postgres node bench/dashboard.mjs [iterations]
import { benchGql, benchLogin, ms, openBench, pct, seedBenchSellers, seedBenchStores, seedBenchTee, timeIt } from './lib.mjs';

const ITER = Number(process.argv[2] ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SELLERS = 50;
const STORES_PER_SELLER = 4;
const DAYS = 730;
const { base, db, stop } = await openBench('dashboard');

try {
  await seedBenchSellers(db, SELLERS);
  await seedBenchStores(db, SELLERS, STORES_PER_SELLER);
  await seedBenchTee(
    db,
    Array.from({ length: 20 }, (_, i) => 10 + i * 0.25),
  );
  console.log(`Seeding ${ORDERS.toLocaleString('en')} paid orders with 3 lines each over ${DAYS} days…`);
  const t0 = performance.now();
  // No order is Processing: the API's release job would start taking them into production.
  // Bulk load with the summary and counter triggers off, then the summaries in one pass each (what the migration's backfill does).
  await db.query('ALTER TABLE orders DISABLE TRIGGER order_status_counts_insert_delete');
  await db.query('ALTER TABLE orders DISABLE TRIGGER orders_sales_daily');
  for (let from = 0; from < ORDERS; from += 250_000) {
    const to = Math.min(ORDERS, from + 250_000) - 1;
    await db.query(
      `INSERT INTO orders (id, seller_id, store_id, platform, platform_order_id, status, shipping_address, subtotal, shipping, total, base_cost, paid, item_count, created_at, updated_at, paid_at)
       SELECT md5('o' || i)::uuid::text, md5('u' || (1 + (i % ${SELLERS * STORES_PER_SELLER}) / ${STORES_PER_SELLER}))::uuid::text, md5('s' || (i % ${SELLERS * STORES_PER_SELLER}))::uuid::text, 'shopify', '#' || i,
              (ARRAY['In Production','Fulfilled','Completed','Completed','Completed'])[1 + i % 5], '{"name":"Customer","address1":"1 Main St","city":"Springfield","country":"US"}',
              30, 5.50, 35.50, 30, 35.50, 3, at, at, at
       FROM (SELECT i, now() - ((i::float8 / ${ORDERS}) * ${DAYS} || ' days')::interval AS at FROM generate_series($1::int, $2::int) AS i) AS g`,
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
  await db.query('ALTER TABLE orders ENABLE TRIGGER orders_sales_daily');
  await db.query(
    `INSERT INTO order_status_counts (seller_id, store_id, status, total) SELECT seller_id, coalesce(store_id, ''), status, count(*) FROM orders GROUP BY 1, 2, 3`,
  );
  await db.query(
    `INSERT INTO sales_daily (day, seller_id, store_id, orders, units, revenue, base_cost, shipping)
     SELECT (paid_at AT TIME ZONE 'UTC')::date, seller_id, coalesce(store_id, ''), count(*), sum(item_count), sum(total), sum(base_cost), sum(shipping) FROM orders GROUP BY 1, 2, 3`,
  );
  await db.query(
    `INSERT INTO line_sales_daily (day, product_type_id, manufacture_id, units, revenue, base_cost)
     SELECT (o.paid_at AT TIME ZONE 'UTC')::date, '', '', sum(i.quantity), sum(i.total), sum(i.base_price * i.quantity) FROM orders o JOIN order_items i ON i.order_id = o.id GROUP BY 1`,
  );
  await db.query('VACUUM ANALYZE');
  const summaryRows = (await db.query('SELECT count(*)::int AS n FROM sales_daily')).rows[0].n;
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s; sales_daily holds ${summaryRows.toLocaleString('en')} rows`);

  const rootToken = await benchLogin(base, 'root@bench.pod');
  const sellerToken = await benchLogin(base, 'seller1@bench.pod');
  const seller1 = (await db.query(`SELECT md5('u1')::uuid::text AS id`)).rows[0].id;
  const FIG = 'key name orders units revenue base_cost shipping refunds margin';
  const DASH = `{ dashboard { scope order_statuses { key total } days { ${FIG} } period { ${FIG} } stations { key total } late_productions tickets { key total } credit } }`;
  const REPORT = `query($tab: String, $start: String, $end: String) { dailyReport(tab: $tab, start: $start, end: $end) { from to total { ${FIG} } days { ${FIG} } sellers { ${FIG} } stores { ${FIG} } product_types { ${FIG} } manufactures { ${FIG} } } }`;
  const dmy = (d) => d.toISOString().slice(0, 10).split('-').reverse().join('-');
  const rangeEnd = new Date(Date.now() - 90 * 86_400_000);
  const rangeStart = new Date(rangeEnd.getTime() - 29 * 86_400_000);
  const e2e = {
    dashboardRoot: () => benchGql(base, rootToken, DASH),
    dashboardSeller: () => benchGql(base, sellerToken, DASH),
    dailyThisMonth: () => benchGql(base, rootToken, REPORT, { tab: 'thismonth' }),
    daily30Days: () => benchGql(base, rootToken, REPORT, { tab: 'range', start: dmy(rangeStart), end: dmy(rangeEnd) }),
  };
  const month = `date_trunc('month', now() at time zone 'UTC')::date`;
  const summary = {
    dashboardRoot: () =>
      Promise.all([
        db.query(`SELECT status, sum(total) FROM order_status_counts GROUP BY status`),
        db.query(`SELECT day, sum(orders), sum(revenue), sum(base_cost) FROM sales_daily WHERE day >= current_date - 29 GROUP BY 1`),
      ]),
    dashboardSeller: () =>
      Promise.all([
        db.query(`SELECT status, sum(total) FROM order_status_counts WHERE seller_id = $1 GROUP BY status`, [seller1]),
        db.query(`SELECT day, sum(orders), sum(revenue) FROM sales_daily WHERE seller_id = $1 AND day >= current_date - 29 GROUP BY 1`, [seller1]),
      ]),
    dailyThisMonth: () =>
      Promise.all(
        ['day', 'seller_id', 'store_id'].map((k) =>
          db.query(
            `SELECT ${k}, sum(orders), sum(units), sum(revenue), sum(base_cost), sum(shipping), sum(refunds) FROM sales_daily WHERE day >= ${month} GROUP BY 1`,
          ),
        ),
      ),
    daily30Days: () =>
      Promise.all(
        ['day', 'seller_id', 'store_id'].map((k) =>
          db.query(
            `SELECT ${k}, sum(orders), sum(units), sum(revenue), sum(base_cost), sum(shipping), sum(refunds) FROM sales_daily WHERE day BETWEEN $1 AND $2 GROUP BY 1`,
            [rangeStart, rangeEnd],
          ),
        ),
      ),
  };
  const naive = {
    dashboardRoot: () =>
      Promise.all([
        db.query(`SELECT status, count(*) FROM orders GROUP BY status`),
        db.query(`SELECT (paid_at at time zone 'UTC')::date, count(*), sum(total), sum(base_cost) FROM orders WHERE paid_at >= current_date - 29 GROUP BY 1`),
      ]),
    dashboardSeller: () =>
      Promise.all([
        db.query(`SELECT status, count(*) FROM orders WHERE seller_id = $1 GROUP BY status`, [seller1]),
        db.query(
          `SELECT (paid_at at time zone 'UTC')::date, count(*), sum(total) FROM orders WHERE seller_id = $1 AND paid_at >= current_date - 29 GROUP BY 1`,
          [seller1],
        ),
      ]),
    dailyThisMonth: () =>
      Promise.all(
        ["(paid_at at time zone 'UTC')::date", 'seller_id', 'store_id'].map((k) =>
          db.query(`SELECT ${k}, count(*), sum(item_count), sum(total), sum(base_cost), sum(shipping) FROM orders WHERE paid_at >= ${month} GROUP BY 1`),
        ),
      ),
    daily30Days: () =>
      Promise.all(
        ["(paid_at at time zone 'UTC')::date", 'seller_id', 'store_id'].map((k) =>
          db.query(`SELECT ${k}, count(*), sum(item_count), sum(total), sum(base_cost), sum(shipping) FROM orders WHERE paid_at BETWEEN $1 AND $2 GROUP BY 1`, [
            rangeStart,
            rangeEnd,
          ]),
        ),
      ),
  };
  // The answer is right: this month's total equals the sum over orders.
  const check = await e2e.dailyThisMonth();
  const real = (await db.query(`SELECT count(*)::int AS n FROM orders WHERE paid_at >= ${month}`)).rows[0].n;
  if (check.dailyReport.total.orders !== real) throw new Error(`this month: report ${check.dailyReport.total.orders} orders, orders table ${real}`);

  console.log(`\n${ITER} sequential requests each; p50 / p95 (target e2e p50 and p95 ≤ 50 ms)\n`);
  console.log(`${'operation'.padEnd(17)} e2e p50    e2e p95    summary p50  naive p50   naive p95   verdict`);
  for (const name of Object.keys(e2e)) {
    const e = await timeIt(e2e[name], ITER);
    const s = await timeIt(summary[name], ITER);
    const n = await timeIt(naive[name], Math.max(5, Math.round(ITER / 20)), 2);
    const ok = pct(e, 50) <= 50 && pct(e, 95) <= 50;
    console.log(
      `${name.padEnd(17)} ${ms(pct(e, 50)).padEnd(10)} ${ms(pct(e, 95)).padEnd(10)} ${ms(pct(s, 50)).padEnd(12)} ${ms(pct(n, 50)).padEnd(11)} ${ms(pct(n, 95)).padEnd(11)} ${ok ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  await stop();
}
