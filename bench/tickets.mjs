// Support tickets figures (issue 32): the `tickets` page of 20 out of 500,000 (BENCH_TICKETS to
// change) with a status filter, end to end over HTTP next to the same SQL run raw (the session check,
// the page, the trigger-kept counters for its total): for staff (every seller) and for a seller (their
// own). Target: e2e p50 within 3× raw + 2 ms. Needs a built API (`pnpm run build`).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/tickets.mjs [iterations]
import { benchGql, benchLogin, openBench, printPlanAndLoad, printVersusRaw, SESSION_SQL, seedBenchSellers } from './lib.mjs';

const ITER = Number(process.argv[2] ?? 200);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 500_000);
const SELLERS = 100;
const { api, base, db, stop } = await openBench('tickets');
try {
  await seedBenchSellers(db, SELLERS);
  console.log(`Seeding ${TICKETS.toLocaleString('en')} tickets over ${SELLERS} sellers (most resolved or closed, as a live desk has)…`);
  const t0 = performance.now();
  // Rows in with the counters' triggers off and the list indexes built after (as a restore would), then the counters in one pass.
  const { rows: indexes } = await db.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'tickets' AND indexname <> 'tickets_pkey'`);
  for (const ix of indexes) await db.query(`DROP INDEX ${ix.indexname}`);
  await db.query('ALTER TABLE tickets DISABLE TRIGGER USER');
  for (let from = 1; from <= TICKETS; from += 250_000) {
    const to = Math.min(TICKETS, from + 249_999);
    await db.query(
      `INSERT INTO tickets (id, subject, type, seller_id, status, priority, last_message_at, created_at, updated_at)
       SELECT 'tk-' || i, 'Where is my order ' || i, (ARRAY['order','item','billing','production','design','other'])[1 + i % 6],
              md5('u' || (1 + i % $3))::uuid::text, (ARRAY['Resolved','Closed','Closed','Resolved','Open','Inprocess'])[1 + (i / 7) % 6], 'normal',
              now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now()
       FROM generate_series($1::int, $2::int) AS i`,
      [from, to, SELLERS],
    );
  }
  await db.query('ALTER TABLE tickets ENABLE TRIGGER USER');
  for (const ix of indexes) await db.query(ix.indexdef);
  await db.query('DELETE FROM ticket_counters');
  await db.query(
    `INSERT INTO ticket_counters (scope, type, status, total)
     SELECT 'all', type, status, count(*) FROM tickets GROUP BY 2, 3
     UNION ALL SELECT 'seller:' || seller_id, type, status, count(*) FROM tickets GROUP BY 1, 2, 3`,
  );
  await db.query('VACUUM (ANALYZE) tickets');
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const rootToken = await benchLogin(base, 'root@bench.pod');
  const sellerToken = await benchLogin(base, 'seller1@bench.pod');
  const seller1 = (await db.query(`SELECT md5('u1')::uuid::text AS id`)).rows[0].id;
  const sidOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
  const PAGE = '{ tickets(status: "Open") { _id code subject type status priority seller_id assignee_id order_id last_message_at created_at } }';
  const pageSql = (sellerFilter) => `SELECT * FROM tickets WHERE ${sellerFilter} status = $1 ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 0`;
  await printPlanAndLoad(db, 'staff page', pageSql(''), ['Open']);
  const rows = (await benchGql(base, rootToken, PAGE)).tickets.length;
  if (rows !== 20) throw new Error(`the page answered ${rows} rows`);
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
          db.query(pageSql(''), ['Open']),
          db.query(`SELECT status, sum(total)::int FROM ticket_counters WHERE scope = 'all' GROUP BY status`),
        ]),
      sellerPage: () =>
        Promise.all([
          db.query(SESSION_SQL, [sidOf(sellerToken)]),
          db.query(pageSql('seller_id = $2 AND'), ['Open', seller1]),
          db.query(`SELECT status, sum(total)::int FROM ticket_counters WHERE scope = $1 GROUP BY status`, [`seller:${seller1}`]),
        ]),
    },
  });
} finally {
  await stop();
}
