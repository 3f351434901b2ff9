// Billing figures. (1) Charges per second through BillingService.charge, in this process on its
// own pool (the API has no charge operation: orders call the service when they are processed),
// each a transaction that locks the seller's row, inserts the entry, moves the credit and records
// user.updated in the outbox: on one wallet (every charge queues on the same row lock) and across
// 1,000 wallets, with p50 / p95 per charge. (2) The `transactions` page of 20 out of 5,000,000
// ledger entries end to end over HTTP next to the same SQL run raw (target 3× raw + 2 ms at p50).
// Needs a built API and shared package (`pnpm run build`).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/billing.mjs [entries] [charges]
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { apiRequire, createDatabase, dropDatabase, exitOnUnhandledRejection, ms, pct, printVersusRaw, startApi } from './lib.mjs';

const pg = apiRequire('pg');
const { hash } = apiRequire('@node-rs/argon2');
const { createDb } = apiRequire('./dist/db/database.js');
const { BillingService } = apiRequire('./dist/billing/billing.service.js');
const { LedgerRepository } = apiRequire('./dist/billing/ledger.repository.js');
const { UsersRepository } = apiRequire('./dist/users/users.repository.js');
const { UserEventsService } = apiRequire('./dist/realtime/user-events.service.js');
const { EventsService } = apiRequire('./dist/events/events.service.js');
const { EventsRepository } = apiRequire('./dist/events/events.repository.js');

const ENTRIES = Number(process.argv[2] ?? 5_000_000);
const CHARGES = Number(process.argv[3] ?? 2_000);
const WALLETS = 1_000;
/** Charges in flight at once, like concurrent order processing; the service's pool has 10 connections. */
const CONCURRENCY = 20;
const ITER = 200;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pod_bench_billing_${Date.now()}`;
const dataDir = `/tmp/${dbName}`;

exitOnUnhandledRejection();

const dbUrl = await createDatabase(adminUrl, dbName);
// The API applies the migrations at start-up.
const { api, base } = await startApi({ dbUrl, dataDir, withRedis: false });
const db = new pg.Pool({ connectionString: dbUrl, max: 2 });
db.on('error', () => undefined);
const service = createDb(dbUrl, 10);
try {
  const pw = await hash('Bench-pass-1', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, role, groups, status) VALUES
       (gen_random_uuid()::text, 'root@bench.pod', $1, 'Root', 'root', ARRAY['root'], 'Active')`,
    [pw],
  );
  // 1,000 sellers with a large prepaid credit (a paid top-up each, so credit = ledger sum holds).
  await db.query(
    `INSERT INTO users (id, email, password_hash, name, role, groups, status, total_credit)
     SELECT 'seller-' || i, 'seller' || i || '@bench.pod', $1, 'Seller ' || i, 'sale', ARRAY['sale'], 'Active', 1000000000
     FROM generate_series(1, $2) AS i`,
    [pw, WALLETS],
  );
  await db.query(
    `INSERT INTO ledger_entries (id, user_id, type, status, amount, balance_after, payment_method, created_at, paid_at)
     SELECT 'topup-' || i, 'seller-' || i, 'topup', 'paid', 1000000000, 1000000000, 'bank_transfer', now() - interval '400 days', now() - interval '400 days'
     FROM generate_series(1, $1) AS i`,
    [WALLETS],
  );

  // ------------------------------------------------------------ (1) charges
  const billing = new BillingService(
    service.db,
    new LedgerRepository(service.db),
    new UsersRepository(service.db),
    new UserEventsService(service.db, new EventsService(new EventsRepository(service.db))),
  );
  const charge = (userId) => billing.charge({ userId, orderId: randomUUID(), amount: '12.34', message: 'bench' });
  async function run(walletOf, n) {
    const latencies = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < n) {
          const i = next++;
          const s = performance.now();
          await charge(walletOf(i));
          latencies.push(performance.now() - s);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return { perSecond: n / seconds, p50: pct(latencies, 50), p95: pct(latencies, 95) };
  }
  await run((i) => `seller-${1 + (i % WALLETS)}`, 200); // warm-up
  const one = await run(() => 'seller-1', CHARGES);
  const many = await run((i) => `seller-${1 + (i % WALLETS)}`, CHARGES);
  const {
    rows: [check],
  } = await db.query(
    `SELECT count(*)::int AS wrong FROM users u
     WHERE u.role = 'sale' AND u.total_credit <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries e WHERE e.user_id = u.id AND e.status = 'paid')`,
  );
  console.log(`\nCharges through BillingService (in process, pool of 10, ${CONCURRENCY} in flight, ${CHARGES.toLocaleString('en')} each):`);
  console.log(`  one wallet       ${Math.round(one.perSecond).toLocaleString('en').padStart(6)} charges/s   p50 ${ms(one.p50)}   p95 ${ms(one.p95)}`);
  console.log(`  1,000 wallets    ${Math.round(many.perSecond).toLocaleString('en').padStart(6)} charges/s   p50 ${ms(many.p50)}   p95 ${ms(many.p95)}`);
  console.log(`  wallets whose credit differs from their ledger's paid sum: ${check.wrong}`);

  // ------------------------------------------------------------ (2) the transactions page
  console.log(`\nInserting ${ENTRIES.toLocaleString('en')} ledger entries over ${WALLETS.toLocaleString('en')} sellers (generate_series)…`);
  const t0 = performance.now();
  // The per-row counter trigger is off for the bulk insert; the counters are then rebuilt in one statement.
  await db.query('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_status_counts_insert_delete');
  await db.query(
    `INSERT INTO ledger_entries (id, user_id, type, status, amount, balance_after, order_id, created_at, paid_at)
     SELECT 'bench-' || i, 'seller-' || (1 + i % $2),
            CASE WHEN i % 10 = 0 THEN 'topup' WHEN i % 17 = 0 THEN 'refund' ELSE 'payment' END,
            CASE WHEN i % 97 = 0 THEN 'pending' WHEN i % 211 = 0 THEN 'cancelled' ELSE 'paid' END,
            CASE WHEN i % 10 = 0 THEN 50 WHEN i % 17 = 0 THEN 3.5 ELSE -12.34 END, NULL, 'order-' || i,
            now() - interval '365 days' + (i * interval '6 seconds'), NULL
     FROM generate_series(1, $1) AS i`,
    [ENTRIES, WALLETS],
  );
  await db.query('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_status_counts_insert_delete');
  await db.query('DELETE FROM ledger_status_counts');
  await db.query('INSERT INTO ledger_status_counts (user_id, status, total) SELECT user_id, status, count(*) FROM ledger_entries GROUP BY 1, 2');
  await db.query('VACUUM ANALYZE ledger_entries');
  console.log(`  done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  const login = async (email) => {
    const res = await fetch(`${base}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Bench-pass-1' }) });
    return (await res.json()).data.token;
  };
  const rootToken = await login('root@bench.pod');
  const sellerToken = await login('seller7@bench.pod');
  const gql = async (token, query) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    if (body.data.transactions.length !== 20) throw new Error(`expected 20 rows, got ${body.data.transactions.length}`);
    return body;
  };
  const FIELDS = '_id type status amount balance_after payment_method order_id created_at';
  const PAGE = 'SELECT * FROM ledger_entries WHERE true';
  const ORDER = 'ORDER BY created_at DESC, id DESC LIMIT 20';
  await printVersusRaw({
    iterations: ITER,
    apiPid: api.pid,
    e2e: {
      allPage1: () => gql(rootToken, `{ transactions { ${FIELDS} } }`),
      pendingPage1: () => gql(rootToken, `{ transactions(status: "pending") { ${FIELDS} } }`),
      sellerPage1: () => gql(sellerToken, `{ transactions { ${FIELDS} } }`),
    },
    raw: {
      allPage1: () => Promise.all([db.query(`${PAGE} ${ORDER}`), db.query('SELECT status, sum(total) FROM ledger_status_counts GROUP BY status')]),
      pendingPage1: () =>
        Promise.all([db.query(`${PAGE} AND status = 'pending' ${ORDER}`), db.query('SELECT status, sum(total) FROM ledger_status_counts GROUP BY status')]),
      sellerPage1: () =>
        Promise.all([
          db.query(`${PAGE} AND user_id = 'seller-7' ${ORDER}`),
          db.query(`SELECT status, sum(total) FROM ledger_status_counts WHERE user_id = 'seller-7' GROUP BY status`),
        ]),
    },
  });
} finally {
  api.kill();
  await service.pool.end();
  await db.end();
  await dropDatabase(adminUrl, dbName);
  rmSync(dataDir, { recursive: true, force: true });
}
