// Outgoing webhooks (issue 33, item 3): deliveries per second to a local receiver, end to end.
// N `ticket.changed` events are recorded in the outbox as services record them (row + NOTIFY, 100
// per transaction); the built API (workers on, WEBHOOK_ALLOW_PRIVATE=127.0.0.1/32) follows each into
// a delivery per subscribed endpoint, then the `webhook_deliver` jobs sign and POST them to a real
// HTTP server in this process. Measured: deliveries per second from the first record to the last
// answer and to every delivery row `succeeded`; every body's signature is checked. Next to it the
// raw floor: the same number of signed POSTs sent from this process, same concurrency as the jobs.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { apiRequire, benchGql, benchLogin, createDatabase, dropDatabase, exitOnUnhandledRejection, insertBenchUser, startApi, stopProcess } from './lib.mjs';

exitOnUnhandledRejection();
const pg = apiRequire('pg');
const EVENTS = Number(process.argv[2] ?? 1000);
const ENDPOINTS = Number(process.argv[3] ?? 2);
const BATCH = 100;
const CONCURRENCY = availableParallelism() * 4; // the notify queue's concurrency per worker (io: 4 per core)

let received = 0;
let badSignatures = 0;
const secrets = new Map();
let onDone = () => {};
let expected = Infinity;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const secret = secrets.get(req.url);
    if (secret) {
      const [t, v1] = String(req.headers['x-pod-signature'] ?? '')
        .split(',')
        .map((p) => p.split('=')[1]);
      if (createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') !== v1) badSignatures++;
    }
    received++;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (received >= expected) onDone();
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const receiver = `http://127.0.0.1:${server.address().port}`;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pod_bench_webhooks_${Date.now()}`;
const dbUrl = await createDatabase(adminUrl, dbName);
const { api, base } = await startApi({
  dbUrl,
  dataDir: `/tmp/${dbName}`,
  env: { RUN_WORKERS: 'true', WEBHOOK_ALLOW_PRIVATE: '127.0.0.1/32', LOG_LEVEL: 'error' },
});
const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
try {
  await insertBenchUser(db, { email: 'sr@bench.pod', name: 'Bench Super', role: 'super_root' });
  const token = await benchLogin(base, 'sr@bench.pod');
  for (let e = 0; e < ENDPOINTS; e++) {
    const path = `/hook-${e}`;
    const made = await benchGql(base, token, 'mutation($url: String!) { makeWebhookEndpoint(url: $url, events: ["ticket.changed"]) { _id secret } }', {
      url: receiver + path,
    });
    secrets.set(path, made.makeWebhookEndpoint.secret);
  }
  const total = EVENTS * ENDPOINTS;
  expected = total;
  const allIn = new Promise((r) => (onDone = r));
  const payload = (i) => ({
    ticketId: randomUUID(),
    code: `T-${String(i).padStart(6, '0')}`,
    subject: 'Where is my parcel?',
    status: 'Open',
    sellerId: randomUUID(),
    assigneeId: null,
    actorId: randomUUID(),
    byStaff: false,
    what: 'made',
  });
  const start = performance.now();
  const client = await db.connect();
  for (let b = 0; b < EVENTS / BATCH; b++) {
    const ids = Array.from({ length: BATCH }, () => randomUUID());
    await client.query('begin');
    await client.query("insert into outbox (id, name, payload) select unnest($1::text[]), 'ticket.changed', unnest($2::jsonb[])", [
      ids,
      ids.map((_, i) => payload(b * BATCH + i)),
    ]);
    await client.query("select pg_notify('pod_outbox', id) from unnest($1::text[]) as id", [ids]);
    await client.query('commit');
  }
  client.release();
  const recorded = (performance.now() - start) / 1000;
  await allIn;
  const answered = (performance.now() - start) / 1000;
  const succeeded = async () => Number((await db.query("select count(*)::int as n from webhook_deliveries where status = 'succeeded'")).rows[0].n);
  while ((await succeeded()) < total) await new Promise((r) => setTimeout(r, 50));
  const settled = (performance.now() - start) / 1000;
  const { rows: durations } = await db.query('select percentile_cont(array[0.5, 0.95]) within group (order by duration_ms) as p from webhook_deliveries');

  // The raw floor: the same signed POSTs from this process, CONCURRENCY in flight.
  received = 0;
  expected = Infinity;
  const agent = new http.Agent({ keepAlive: false });
  const rawStart = performance.now();
  let next = 0;
  const send = () =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ id: randomUUID(), event: 'ticket.changed', data: payload(next) });
      const t = Math.floor(Date.now() / 1000);
      const sig = `t=${t},v1=${createHmac('sha256', secrets.get('/hook-0')).update(`${t}.${body}`).digest('hex')}`;
      const req = http.request(
        `${receiver}/hook-0`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-pod-signature': sig } },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++;
        await send();
      }
    }),
  );
  const raw = (performance.now() - rawStart) / 1000;

  console.log(`\n${EVENTS} ticket.changed events × ${ENDPOINTS} endpoints = ${total} deliveries (load ${(await import('node:os')).loadavg()[0].toFixed(1)})\n`);
  console.log('| measure | seconds | per second |');
  console.log('|---|---|---|');
  console.log(`| events recorded (outbox row + NOTIFY, 100 per transaction) | ${recorded.toFixed(2)} | ${Math.round(EVENTS / recorded)} events |`);
  console.log(`| deliveries answered by the receiver (first record → last POST) | ${answered.toFixed(2)} | ${Math.round(total / answered)} |`);
  console.log(`| deliveries logged succeeded | ${settled.toFixed(2)} | ${Math.round(total / settled)} |`);
  console.log(`| raw: the same signed POSTs from one process, ${CONCURRENCY} in flight | ${raw.toFixed(2)} | ${Math.round(total / raw)} |`);
  console.log(
    `\nratio ${(raw / settled).toFixed(2)}; one attempt's POST p50 ${durations[0].p[0]} ms, p95 ${durations[0].p[1]} ms; bad signatures ${badSignatures}`,
  );
} finally {
  await db.end();
  await stopProcess(api);
  await dropDatabase(adminUrl, dbName);
  server.close();
}
