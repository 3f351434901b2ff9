import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { EventsService } from '../src/platform/events/events.service';
import { TestApp } from './harness';
import { PROBE_TABLES, startOutboxWorker, stopProcess } from './outbox-workers';

/**
 * The outbox's promise, with real processes: two worker processes deliver 600 events recorded in
 * committed transactions; one is killed with SIGKILL while it is inside handlers. Every event's
 * probe handler commits exactly once (its receipt has a unique event id), and nothing fails.
 * The kill lands inside handlers by construction: once worker A has committed some receipts its
 * handlers wait for an advisory lock the test holds, and the test kills A only when it sees them
 * waiting in `pg_locks`.
 */
describe('outbox: each event once with two worker processes, one killed mid-run', () => {
  const EVENTS = 600;
  let t: TestApp;
  const children: ChildProcess[] = [];
  /** Holds the advisory lock worker A's handlers wait for. */
  let gate: Client | null = null;

  beforeAll(async () => {
    // The API records events but leaves their delivery to the worker processes.
    t = await TestApp.start({ RUN_WORKERS: 'false' });
    for (const table of PROBE_TABLES) await t.db.execute(sql.raw(table));
    // Starting the app takes minutes on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await gate?.end();
    for (const child of children) await stopProcess(child);
    await t.stop();
  });

  /** The advisory lock worker A's handlers wait for (advisory locks are per database: no other test file shares it). */
  const GATE_KEY = 290_629;
  const workerEnv = () => ({
    NODE_ENV: 'test',
    DATABASE_URL: t.env.DATABASE_URL,
    REDIS_URL: t.env.REDIS_URL,
    DATA_DIR: t.env.DATA_DIR,
    JWT_SECRET: t.env.JWT_SECRET,
    STORAGE_SECRET: t.env.STORAGE_SECRET,
    PROBE_MARK_STARTS: '1',
  });
  const scalar = async (query: string) => Number(((await t.db.execute(sql.raw(query))).rows[0] as { n: string | number }).n);

  it('delivers every event exactly once although a worker dies holding deliveries', async () => {
    const user = await t.createUser({ role: 'sale' });
    const events = t.app.get(EventsService);
    gate = new Client({ connectionString: t.env.DATABASE_URL });
    await gate.connect();
    await gate.query('select pg_advisory_lock($1)', [GATE_KEY]);
    const [a, b] = await Promise.all([
      startOutboxWorker({ ...workerEnv(), PROBE_GATE_KEY: String(GATE_KEY), PROBE_GATE_AFTER: '40' }),
      startOutboxWorker(workerEnv()),
    ]);
    children.push(a, b);

    // Record in committed transactions of 50, as services do, while the workers already run.
    const recording = (async () => {
      for (let batch = 0; batch < EVENTS / 50; batch++) {
        await t.db.transaction(async (tx) => {
          for (let i = 0; i < 50; i++) {
            await events.record(tx, 'user.updated', { _id: user.id, status: 'Active', total_credit: '0.00', vip: batch * 50 + i });
          }
        });
      }
    })();

    // Kill worker A once it has committed 40 receipts and its handlers wait at the gate, inside their deliveries.
    const waitingAtGate = `select count(*) as n from pg_locks where locktype = 'advisory' and not granted and objid = ${GATE_KEY}
      and database = (select oid from pg_database where datname = current_database())`;
    await t.waitFor(async () => (await scalar(waitingAtGate)) > 0, { timeout: 30_000, interval: 10, what: "worker A's handlers waiting at the gate" });
    const byAAtKill = await scalar(`select count(*) as n from outbox_probe where pid = ${a.pid}`);
    await stopProcess(a, 'SIGKILL');
    // A's connections wake up to a client that is gone, and roll back.
    await gate.end();
    gate = null;
    await recording;

    await t.waitFor(async () => (await scalar(`select count(*) as n from outbox where status <> 'dispatched'`)) === 0, {
      timeout: 60_000,
      interval: 100,
      what: 'every event dispatched',
    });

    expect(await scalar('select count(*) as n from outbox')).toBe(EVENTS);
    // One receipt per event: none missing, none twice (the primary key would have refused a second).
    expect(await scalar('select count(*) as n from outbox_probe')).toBe(EVENTS);
    expect(await scalar('select count(*) as n from outbox o where not exists (select 1 from outbox_probe p where p.event_id = o.id)')).toBe(0);
    // Both handlers of every event are done, none failed.
    expect(await scalar(`select count(*) as n from event_deliveries where status = 'done'`)).toBe(EVENTS * 2);
    expect(await scalar(`select count(*) as n from event_deliveries where status <> 'done'`)).toBe(0);
    // A did part of the work before it died (what it committed stays), B did the rest, including A's unfinished deliveries.
    const byA = await scalar(`select count(*) as n from outbox_probe where pid = ${a.pid}`);
    expect(byA).toBe(byAAtKill);
    expect(byA).toBeGreaterThanOrEqual(40);
    expect(await scalar(`select count(*) as n from outbox_probe where pid = ${b.pid}`)).toBe(EVENTS - byA);
    // The kill landed inside handlers: A began tries it never committed, and B delivered those events.
    const cutShort = `select count(*) as n from outbox_probe_started s join outbox_probe p on p.event_id = s.event_id where s.pid = ${a.pid} and p.pid <> ${a.pid}`;
    expect(await scalar(cutShort)).toBeGreaterThan(0);
    // Real processes on a shared machine: starting two workers and delivering 600 events can take minutes under load.
  }, 240_000);
});
