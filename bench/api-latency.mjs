// End-to-end GraphQL latency over HTTP vs the same SQL run raw in this process.
// Data: 100,000 users (BENCH_USERS to change) and 1,000,000 notifications in a fresh database. Needs a built API.
// Usage: DATABASE_URL=postgres://…/postgres REDIS_URL=redis://… [BENCH_USERS=1000000] [API_MAIN=path/to/main.js] node bench/api-latency.mjs [iterations]
// API_MAIN runs another build (e.g. a copy of dist/ taken before a change) against the same data shape.
import { benchPasswordHash, benchSession, insertBenchUser, openBench, printVersusRaw, SESSION_SQL } from './lib.mjs';

const ITER = Number(process.argv[2] ?? 300);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);

const { api, base, db, stop } = await openBench('api');
console.log(`Seeding ${USERS.toLocaleString('en')} users and 1,000,000 notifications…`);
const pw = await benchPasswordHash();
await db.query(
  `INSERT INTO users (id, email, password_hash, name, role, groups, status, identity_label, created_at)
  SELECT gen_random_uuid()::text, 'user' || i || '@bench.pod', $1, 'User ' || i, (ARRAY['sale','fulfiller','printer','partner'])[1 + i % 4],
         ARRAY[(ARRAY['sale','fulfiller','printer','partner'])[1 + i % 4]], (ARRAY['Active','Active','Pending','Disabled'])[1 + i % 4], 'Shop ' || i,
         now() - (i || ' minutes')::interval
  FROM generate_series(1, $2::int) i`,
  [pw, USERS],
);
const bossId = await insertBenchUser(db, { email: 'boss@bench.pod', name: 'Boss', role: 'super_root' });
await db.query(
  `INSERT INTO notifications (id, user_id, type, subject, status, created_at)
  SELECT gen_random_uuid()::text, CASE WHEN i % 10 = 0 THEN $1 ELSE ids.a[1 + i % 1000] END,
         'Order', 'Order ' || i, CASE WHEN i % 3 = 0 THEN 'New' ELSE 'Readed' END, now() - (i || ' seconds')::interval
  FROM generate_series(1, 1000000) i, (SELECT array_agg(id) AS a FROM (SELECT id FROM users LIMIT 1000) s) ids`,
  [bossId],
);
console.log('Seeded.');
// What autovacuum does in production: statistics and the visibility map (index-only counts).
await db.query('VACUUM ANALYZE');

const { sid, gql: sessionGql } = await benchSession(base, 'boss@bench.pod');
const gql = (query, headers) => sessionGql(query, {}, headers);

// Bulk status: the same 20 users flip between Pending and Active, so every call really changes them.
const { rows: bulkRows } = await db.query(`SELECT id FROM users WHERE role = 'sale' ORDER BY created_at DESC LIMIT 20`);
const bulkIds = bulkRows.map((r) => r.id);
let flips = 0;
const nextStatus = () => (flips++ % 2 ? 'Active' : 'Pending');

// The session's user alone, for the rows that time the work more than the session check.
const sessionUser = () => db.query(`SELECT u.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`, [sid]);
// Raw: the SQL each operation runs (session check, then the work), on a pooled connection.
const raw = {
  // The framework alone: a signed-in request whose only work is the session check.
  typename: async () => {
    await db.query(SESSION_SQL, [sid]);
  },
  cUser: async () => {
    await db.query(SESSION_SQL, [sid]);
    await db.query(`SELECT * FROM users WHERE id = $1`, [bossId]);
  },
  users: async () => {
    await sessionUser();
    await Promise.all([
      db.query(`SELECT * FROM users WHERE status = 'Active' ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 40`),
      db.query(`SELECT count(*) FROM users WHERE status = 'Active'`),
    ]);
  },
  // The search box: a substring of email, name or identity label (trigram index), page and count.
  usersSearch: async () => {
    await sessionUser();
    const like = `lower(email || ' ' || name || ' ' || coalesce(identity_label, '')) LIKE '%shop 4242%'`;
    await Promise.all([
      db.query(`SELECT * FROM users WHERE ${like} ORDER BY created_at DESC, id DESC LIMIT 20`),
      db.query(`SELECT count(*) FROM users WHERE ${like}`),
    ]);
  },
  // The list's bulk change: 20 users to another status. What the operation must write, batched: the
  // UPDATE, a timeline row and an outbox event per user, the audit row, in one transaction. (The
  // events are stored as already dispatched, so the API's dispatcher does not pick them up.)
  setUsersStatus: async () => {
    await sessionUser();
    const to = nextStatus();
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(`UPDATE users SET status = $2, updated_at = now() WHERE id = ANY($1) AND status <> $2 RETURNING *`, [bulkIds, to]);
      const ids = rows.map((r) => r.id);
      await client.query(
        `INSERT INTO timeline (id, entity, entity_id, "from", "to", transition, actor_id, real_actor_id)
         SELECT gen_random_uuid()::text, 'user', id, $2, $3, 'bench', $4, $4 FROM unnest($1::text[]) id`,
        [ids, to === 'Active' ? 'Pending' : 'Active', to, bossId],
      );
      await client.query(
        `INSERT INTO outbox (id, name, payload, status) SELECT gen_random_uuid()::text, 'user.updated', jsonb_build_object('_id', id, 'status', $2::text), 'dispatched' FROM unnest($1::text[]) id`,
        [ids, to],
      );
      await client.query(`INSERT INTO audit_logs (id, user_id, actor_id, operation) VALUES (gen_random_uuid()::text, $1, $1, 'setUsersStatus')`, [bossId]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  },
  // The tabs' counts the plain way: a grouped count over every user (the API reads user_status_counters).
  usersStatusCounts: async () => {
    await sessionUser();
    await db.query(`SELECT status, count(*) FROM users GROUP BY status`);
  },
  notifications: async () => {
    await sessionUser();
    await Promise.all([
      db.query(`SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 100`, [bossId]),
      db.query(`SELECT total, unread FROM notification_counters WHERE user_id = $1`, [bossId]),
    ]);
  },
};
const e2e = {
  typename: () => gql(`{ __typename }`),
  cUser: () => gql(`{ cUser { _id email role groups total_credit customizer permission { module } } }`),
  users: () =>
    gql(`{ users(status: "Active", withProduction: false, search: null) { _id email name status group { name } } }`, { page: '3', 'per-page': '20' }),
  usersStatusCounts: () => gql(`{ usersStatusCounts { status count } }`),
  notifications: () => gql(`{ notifications { _id subject status created_at } }`, { page: '6' }),
  usersSearch: () => gql(`{ users(search: "shop 4242") { _id email name status group { name } } }`),
  setUsersStatus: () => gql(`mutation { setUsersStatus(ids: ${JSON.stringify(bulkIds)}, status: "${nextStatus()}") }`),
};

if (process.env.EXPLAIN) {
  const plan = await db.query(
    `EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 100`,
    [bossId],
  );
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}
// The API process's CPU time (Linux /proc, in clock ticks of 10 ms): per request it is steadier than
// latency on a shared machine, where other processes take the cores between our requests.
await printVersusRaw({ e2e, raw, iterations: ITER, apiPid: api.pid, fixedCostRows: ['typename', 'cUser'] });

await stop();
