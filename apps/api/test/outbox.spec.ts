import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { EventsService } from '../src/events/events.service';
import { TestApp } from './harness';
import { buildOutboxWorker, PROBE_TABLES, startOutboxWorker, stopProcess } from './outbox-workers';

/**
 * The outbox's promise, with real processes: two worker processes deliver 600 events recorded in
 * committed transactions; one is killed with SIGKILL while it is inside handlers. Every event's
 * probe handler commits exactly once (its receipt has a unique event id), and nothing fails.
 */
describe('outbox: each event once with two worker processes, one killed mid-run', () => {
  const EVENTS = 600;
  let t: TestApp;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    buildOutboxWorker();
    // The API records events but leaves their delivery to the worker processes.
    t = await TestApp.start({ RUN_WORKERS: 'false' });
    for (const table of PROBE_TABLES) await t.db.execute(sql.raw(table));
  });
  afterAll(async () => {
    for (const child of children) await stopProcess(child);
    await t.stop();
  });

  const workerEnv = () => ({
    NODE_ENV: 'test',
    DATABASE_URL: t.env.DATABASE_URL,
    REDIS_URL: t.env.REDIS_URL,
    DATA_DIR: t.env.DATA_DIR,
    JWT_SECRET: t.env.JWT_SECRET,
    STORAGE_SECRET: t.env.STORAGE_SECRET,
    PROBE_SLEEP_MS: '15',
    PROBE_MARK_STARTS: '1',
  });
  const scalar = async (query: string) => Number(((await t.db.execute(sql.raw(query))).rows[0] as { n: string | number }).n);

  it('delivers every event exactly once although a worker dies holding deliveries', async () => {
    const user = await t.createUser({ role: 'sale' });
    const events = t.app.get(EventsService);
    const [a, b] = await Promise.all([startOutboxWorker(workerEnv()), startOutboxWorker(workerEnv())]);
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

    // Kill worker A once it has committed some receipts, while it holds open deliveries.
    const deadline = Date.now() + 30_000;
    while ((await scalar(`select count(*) as n from outbox_probe where pid = ${a.pid}`)) < 40) {
      if (Date.now() > deadline) throw new Error('worker A handled nothing');
      await new Promise((r) => setTimeout(r, 10));
    }
    await stopProcess(a, 'SIGKILL');
    const byAAtKill = await scalar(`select count(*) as n from outbox_probe where pid = ${a.pid}`);
    await recording;

    const until = Date.now() + 60_000;
    while ((await scalar(`select count(*) as n from outbox where status <> 'dispatched'`)) > 0) {
      if (Date.now() > until) throw new Error(`${await scalar(`select count(*) as n from outbox where status <> 'dispatched'`)} events not dispatched`);
      await new Promise((r) => setTimeout(r, 100));
    }

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
    expect(await scalar(`select count(*) as n from outbox_probe where pid = ${b.pid}`)).toBe(EVENTS - byA);
    // The kill landed inside handlers: A began tries it never committed, and B delivered those events.
    const cutShort = `select count(*) as n from outbox_probe_started s join outbox_probe p on p.event_id = s.event_id where s.pid = ${a.pid} and p.pid <> ${a.pid}`;
    expect(await scalar(cutShort)).toBeGreaterThan(0);
  });
});
