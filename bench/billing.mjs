// Billing figures. (1) Charges per second through BillingService.charge, in this process on its
// own pool (the API has no charge operation: orders call the service when they are processed),
// each a transaction that locks the seller's row, inserts the entry, moves the credit and records
// user.updated in the outbox: on one wallet (every charge queues on the same row lock) and across
// 1,000 wallets, with p50 / p95 per charge, next to raw: the same statements sent by hand on a pg
// pool of the same size (lock, key lookup, credit update, entry, outbox row and NOTIFY, commit). (2) The `transactions` page of 20 out of 5,000,000
// ledger entries end to end over HTTP next to the same SQL run raw (target 3× raw + 2 ms at p50).
// Needs a built API and shared package (`pnpm run build`).
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/billing.mjs [entries] [charges]
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { apiRequire, benchGql, benchLogin, createDatabase, dropDatabase, exitOnUnhandledRejection, ms, pct, printVersusRaw, startApi } from './lib.mjs';

const pg = apiRequire('pg');
const { hash } = apiRequire('@node-rs/argon2');
const { createDb } = apiRequire('./dist/platform/db/database.js');
const { BillingService } = apiRequire('./dist/modules/billing/billing.service.js');
const { LedgerRepository } = apiRequire('./dist/modules/billing/ledger.repository.js');
const { UsersRepository } = apiRequire('./dist/modules/users/users.repository.js');
const { UserRefCache } = apiRequire('./dist/modules/users/user-ref.cache.js');
const { SessionCache } = apiRequire('./dist/platform/auth/session-cache.js');
const { UserEventsService } = apiRequire('./dist/platform/realtime/user-events.service.js');
const { EventsService } = apiRequire('./dist/platform/events/events.service.js');
const { EventsRepository } = apiRequire('./dist/platform/events/events.repository.js');

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
    new UsersRepository(service.db, new UserRefCache(), SessionCache.off()),
    new UserEventsService(service.db, new EventsService(new EventsRepository(service.db))),
  );
  const serviceCharge = (userId) => billing.charge({ userId, orderId: randomUUID(), amount: '12.34', message: 'bench' });
  const raw = new pg.Pool({ connectionString: dbUrl, max: 10 });
  raw.on('error', () => undefined);
  async function rawCharge(userId) {
    const client = await raw.connect();
    try {
      const orderId = randomUUID();
      await client.query('BEGIN');
      await client.query('SELECT total_credit FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await client.query('SELECT id FROM ledger_entries WHERE idempotency_key = $1', [`charge:${orderId}`]);
      const {
        rows: [u],
      } = await client.query('UPDATE users SET total_credit = total_credit - 12.34 WHERE id = $1 RETURNING total_credit', [userId]);
      const eventId = randomUUID();
      await client.query(`INSERT INTO outbox (id, name, payload) VALUES ($1, 'user.updated', $2)`, [eventId, { _id: userId, total_credit: u.total_credit }]);
      await client.query(`SELECT pg_notify('pod_outbox', $1)`, [eventId]);
      await client.query(
        `INSERT INTO ledger_entries (id, user_id, type, status, amount, balance_after, order_id, idempotency_key, paid_at)
         VALUES ($1, $2, 'payment', 'paid', -12.34, $3, $4, $5, now())`,
        [randomUUID(), userId, u.total_credit, orderId, `charge:${orderId}`],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }
  async function run(charge, walletOf, n) {
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
  const spread = (i) => `seller-${1 + (i % WALLETS)}`;
  await run(serviceCharge, spread, 200); // warm-up
  await run(rawCharge, spread, 200);
  const rows = [
    ['one wallet, service', await run(serviceCharge, () => 'seller-1', CHARGES)],
    ['one wallet, raw', await run(rawCharge, () => 'seller-2', CHARGES)],
    ['1,000 wallets, service', await run(serviceCharge, spread, CHARGES)],
    ['1,000 wallets, raw', await run(rawCharge, spread, CHARGES)],
  ];
  await raw.end();
  const {
    rows: [check],
  } = await db.query(
    `SELECT count(*)::int AS wrong FROM users u
     WHERE u.role = 'sale' AND u.total_credit <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries e WHERE e.user_id = u.id AND e.status = 'paid')`,
  );
  console.log(
    `\nCharges, BillingService in process vs the same statements raw (pool of 10 each, ${CONCURRENCY} in flight, ${CHARGES.toLocaleString('en')} each):`,
  );
  for (const [name, r] of rows) {
    console.log(`  ${name.padEnd(24)} ${Math.round(r.perSecond).toLocaleString('en').padStart(6)} charges/s   p50 ${ms(r.p50)}   p95 ${ms(r.p95)}`);
  }
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

  const rootToken = await benchLogin(base, 'root@bench.pod');
  const sellerToken = await benchLogin(base, 'seller7@bench.pod');
  const gql = async (token, query) => {
    const data = await benchGql(base, token, query);
    if (data.transactions.length !== 20) throw new Error(`expected 20 rows, got ${data.transactions.length}`);
    return data;
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
