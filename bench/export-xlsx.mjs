// Export of 100,000 users to XLSX (and CSV) through the API's export job, next to the same rows
// written raw (the same keyset SQL and exceljs streaming writer in this process): rows per second,
// the ratio, and peak memory (RSS sampled every 20 ms: the API process's from /proc, this process's
// for the raw rows) above the idle level.
// Needs a built API (`pnpm run build`). Jobs run in the API process (no REDIS_URL), so its RSS holds the export.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/export-xlsx.mjs [rows]
import { readFileSync, rmSync, statSync } from 'node:fs';
import { apiRequire, createDatabase, dropDatabase, exitOnUnhandledRejection, startApi } from './lib.mjs';

const pg = apiRequire('pg');
const ExcelJS = apiRequire('exceljs');
const { hash } = apiRequire('@node-rs/argon2');
const ROWS = Number(process.argv[2] ?? 100_000);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pod_bench_export_${Date.now()}`;
const dataDir = `/tmp/${dbName}`;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

exitOnUnhandledRejection();
const dbUrl = await createDatabase(adminUrl, dbName);
const { api, base } = await startApi({ dbUrl, dataDir, withRedis: false });

const db = new pg.Pool({ connectionString: dbUrl, max: 2 });
console.log(`Seeding ${ROWS.toLocaleString('en')} users…`);
const pw = await hash('Bench-pass-1', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
await db.query(
  `INSERT INTO users (id, email, password_hash, name, role, groups, status, identity_label, created_at)
   SELECT gen_random_uuid()::text, 'user' || i || '@bench.pod', 'x', 'Zoë Ação ' || i, 'sale', ARRAY['sale'],
          (ARRAY['Active','Pending','Disabled'])[1 + i % 3], 'Shop ' || i, now() - (i || ' seconds')::interval
   FROM generate_series(1, $1::int) i`,
  [ROWS],
);
await db.query(
  `INSERT INTO users (id, email, password_hash, name, role, groups, status) VALUES (gen_random_uuid()::text, 'boss@bench.test', $1, 'Boss', 'super_root', ARRAY['super_root'], 'Active')`,
  [pw],
);
await db.query('VACUUM ANALYZE users');

const login = await (
  await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'boss@bench.test', password: 'Bench-pass-1' }),
  })
).json();
const gql = async (query, variables) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

/** One export through the API: wall time from the mutation to the job's completion, and the API's peak RSS meanwhile. */
async function viaApi(format, filters) {
  await new Promise((r) => setTimeout(r, 500));
  const idle = rssOf(api.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(api.pid))), 20);
  const t0 = performance.now();
  const { exportList } = await gql(`mutation($f: String!, $filters: JSON) { exportList(list: "users", format: $f, filters: $filters) { _id } }`, {
    f: format,
    filters,
  });
  let job;
  for (;;) {
    ({ job } = await gql(`query($id: ID!) { job(_id: $id) { status error result } }`, { id: exportList._id }));
    if (job.status === 'completed' || job.status === 'failed') break;
    // The web polls once a second; 200 ms keeps the measured wait close without loading the API.
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  if (job.status !== 'completed') throw new Error(job.error);
  return { seconds, rows: job.result.rows, size: job.result.size, idle, peak };
}

/** The same work raw: keyset pages of 2000 from PostgreSQL into exceljs's streaming writer, in this process. */
async function rawXlsx(emailLike) {
  const path = `${dataDir}/raw.xlsx`;
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: true });
  const sheet = book.addWorksheet('users');
  const keys = ['email', 'name', 'role', 'groups', 'status', 'identity', 'identity_label', 'total_credit', 'last_login', 'created_at'];
  sheet.columns = keys.map((k) => ({ header: k, key: k, width: 18 }));
  let after = null;
  let rows = 0;
  for (;;) {
    const { rows: page } = await db.query(
      `SELECT * FROM users WHERE ($1::text IS NULL OR lower(email) LIKE '%' || $1 || '%') ${after ? `AND (created_at, id) < (SELECT created_at, id FROM users WHERE id = $2)` : ''}
       ORDER BY created_at DESC, id DESC LIMIT 2000`,
      after ? [emailLike, after] : [emailLike],
    );
    for (const u of page)
      sheet.addRow([u.email, u.name, u.role, u.groups.join(';'), u.status, u.identity, u.identity_label, u.total_credit, u.last_login, u.created_at]).commit();
    rows += page.length;
    if (page.length < 2000) break;
    after = page[page.length - 1].id;
  }
  sheet.commit();
  await book.commit();
  clearInterval(sampler);
  return { seconds: (performance.now() - t0) / 1000, rows, size: statSync(path).size, idle, peak };
}

try {
  const line = (name, r) =>
    `${name.padEnd(26)} ${String(r.rows).padStart(7)} rows  ${r.seconds.toFixed(2).padStart(6)} s  ${Math.round(r.rows / r.seconds)
      .toLocaleString('en')
      .padStart(7)} rows/s  file ${mb(r.size)}  RSS idle ${mb(r.idle)}, peak ${mb(r.peak)} (+${mb(r.peak - r.idle)})`;
  // The whole list (keyset pages on the created_at index), then narrowed by an email substring (trigram index).
  const all = { xlsx: await viaApi('xlsx', {}), csv: await viaApi('csv', {}), raw: await rawXlsx(null) };
  const some = { xlsx: await viaApi('xlsx', { email: '@bench.pod' }), raw: await rawXlsx('@bench.pod') };
  console.log(`\nExport of the users list, ${ROWS.toLocaleString('en')} users (2 cores shared):`);
  console.log(line('api xlsx, whole list', all.xlsx));
  console.log(line('api csv, whole list', all.csv));
  console.log(line('raw xlsx, whole list', all.raw));
  console.log(line('api xlsx, email filter', some.xlsx));
  console.log(line('raw xlsx, email filter', some.raw));
  console.log(
    `api / raw throughput: whole list ${(all.raw.seconds / all.xlsx.seconds).toFixed(2)}, email filter ${(some.raw.seconds / some.xlsx.seconds).toFixed(2)}`,
  );
} finally {
  api.kill();
  await db.end();
  await dropDatabase(adminUrl, dbName);
  rmSync(dataDir, { recursive: true, force: true });
}
