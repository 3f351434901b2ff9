import 'reflect-metadata';
import { Global, Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { ConfigModule } from '../src/platform/config/config.module';
import { loadEnv } from '../src/platform/config/env';
import { DB, PG_POOL } from '../src/platform/db/database';
import { DatabaseModule } from '../src/platform/db/database.module';
import { eventDeliveries, outbox } from '../src/platform/db/schema';
import { EventDispatcher } from '../src/platform/events/event-dispatcher';
import { EventHandler, type EventContext } from '../src/platform/events/event-handler.decorator';
import { APP_EVENTS } from '../src/app.events';
import { EventsModule } from '../src/platform/events/events.module';
import { EventsService } from '../src/platform/events/events.service';
import { JobsService } from '../src/platform/jobs/jobs.service';
import { PubSubModule } from '../src/platform/realtime/pubsub.module';
import { codeOf, doc, TestApp } from './harness';
import { eventsSettled } from './events-settled';

const baseEnv = { NODE_ENV: 'test', DATA_DIR: '/tmp/pod-events-registry', JWT_SECRET: 'x'.repeat(40), STORAGE_SECRET: 'y'.repeat(40), LOG_LEVEL: 'silent' };

describe('event handlers are declared once: start-up checks', () => {
  @Global()
  @Module({
    providers: [
      { provide: DB, useValue: {} },
      { provide: PG_POOL, useValue: {} },
    ],
    exports: [DB, PG_POOL],
  })
  class FakeDbModule {}

  async function boot(...handlers: Array<new () => object>) {
    @Module({
      imports: [ConfigModule.forRoot(loadEnv(baseEnv)), FakeDbModule, EventsModule.forRoot({ events: APP_EVENTS, worker: true })],
      providers: handlers,
    })
    class Root {}
    // Handlers are checked in onModuleInit, before anything connects (the fake database is never used).
    const app = await NestFactory.createApplicationContext(Root, { logger: false, abortOnError: false });
    await app.close();
  }

  @Injectable()
  class Good {
    @EventHandler('user.updated', 'test.good') run() {
      return Promise.resolve();
    }
  }
  @Injectable()
  class Undeclared {
    @EventHandler('order.paid' as never, 'test.undeclared') run() {
      return Promise.resolve();
    }
  }
  @Injectable()
  class SameKey {
    @EventHandler('notification.added', 'test.good') run() {
      return Promise.resolve();
    }
  }

  it('refuses to start on a handler for an event no module declares (app.events.ts)', async () => {
    await expect(boot(Good, Undeclared)).rejects.toThrow(/handler Undeclared.run is for "order.paid", which is not declared \(app\.events\.ts\)/);
  });
  it('refuses to start when two handlers share a key (the idempotency key would mix their deliveries)', async () => {
    await expect(boot(Good, SameKey)).rejects.toThrow(/handler key "test.good" is used by Good.run and SameKey.run/);
  });
});

/** Handlers of a dispatcher running in this test process, against the test app's database. */
@Injectable()
class Flaky {
  static failuresLeft = new Map<string, number>();
  static runs: string[] = [];

  @EventHandler('notification.added', 'test.flaky')
  async run(payload: { userId: string }, { eventId, tx }: EventContext): Promise<void> {
    Flaky.runs.push(eventId);
    // A write through the delivery's transaction: it must vanish with a failed try.
    await tx.execute(sql`select pg_advisory_xact_lock(42)`);
    const left = Flaky.failuresLeft.get(payload.userId) ?? 0;
    if (left > 0) {
      Flaky.failuresLeft.set(payload.userId, left - 1);
      throw new Error(`refused on purpose (${left} left)`);
    }
  }
}

describe('delivery: retries with back-off, a visible failure, a retry by an operator', () => {
  let t: TestApp;
  let ctx: INestApplicationContext;
  const FAILED = doc<{ eventDeliveriesFailed: Array<{ event_id: string; event_name: string; handler_key: string; attempts: number; last_error: string }> }>(
    `query { eventDeliveriesFailed { event_id event_name handler_key status attempts last_error payload created_at } }`,
  );
  const RETRY = doc<{ retryEventDelivery: boolean }>(`mutation($e: ID!, $k: String!) { retryEventDelivery(event_id: $e, handler_key: $k) }`);

  beforeAll(async () => {
    // The API does not dispatch here; a second dispatcher with the flaky handler does, in this process.
    t = await TestApp.start({ RUN_WORKERS: 'false' });
    @Module({ providers: [Flaky] })
    class FlakyModule {}
    @Module({
      imports: [
        ConfigModule.forRoot(t.env),
        DatabaseModule,
        PubSubModule,
        EventsModule.forRoot({ events: APP_EVENTS, worker: true, pollMs: 100, retryBaseMs: 100 }),
        FlakyModule,
      ],
    })
    class DispatcherRoot {}
    ctx = await NestFactory.createApplicationContext(DispatcherRoot, { logger: false });
  });
  afterAll(async () => {
    await ctx?.close();
    await t.stop();
  });

  async function record(userId: string): Promise<string> {
    return t.app.get(EventsService).record(t.db, 'notification.added', {
      userId,
      notification: { _id: userId, type: 'Order', subject: 's', created_at: 0, status: 'New' },
    });
  }
  const deliveryOf = async (eventId: string, key: string) =>
    (
      await t.db
        .select()
        .from(eventDeliveries)
        .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.handlerKey, key)))
    )[0];
  const eventRow = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  /** The event's row once it has this status. */
  const eventWith = (id: string, status: string) =>
    t.waitFor(
      async () => {
        const row = await eventRow(id);
        return row?.status === status && row;
      },
      { what: `event ${id} ${status}` },
    );

  it('retries a failing handler until it succeeds; the other handler of the event runs once', async () => {
    const user = await t.createUser({ role: 'sale' });
    Flaky.failuresLeft.set(user.id, 2);
    const id = await record(user.id);
    const event = await eventWith(id, 'dispatched');
    expect(event).toMatchObject({ status: 'dispatched', attempts: 2 });
    expect(await deliveryOf(id, 'test.flaky')).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(await deliveryOf(id, 'realtime.notification-added')).toMatchObject({ status: 'done', attempts: 1 });
    expect(Flaky.runs.filter((r) => r === id)).toHaveLength(3);
  });

  it('events recorded together are delivered together; one whose handler fails is tried alone, the others are done after one try', async () => {
    const users = await Promise.all([0, 1, 2].map(() => t.createUser({ role: 'sale' })));
    Flaky.failuresLeft.set(users[1].id, 2);
    const ids = await t.db.transaction((tx) =>
      t.app.get(EventsService).recordMany(
        tx,
        'notification.added',
        users.map((u) => ({ userId: u.id, notification: { _id: u.id, type: 'Order', subject: 's', created_at: 0, status: 'New' } })),
      ),
    );
    const events = await Promise.all(ids.map((id) => eventWith(id, 'dispatched')));
    expect(events.map((e) => e.status)).toEqual(['dispatched', 'dispatched', 'dispatched']);
    // A failed group rolls back whole and counts no try: only the failing event's own tries count.
    expect(await deliveryOf(ids[0], 'test.flaky')).toMatchObject({ status: 'done', attempts: 1 });
    expect(await deliveryOf(ids[2], 'test.flaky')).toMatchObject({ status: 'done', attempts: 1 });
    expect((await deliveryOf(ids[1], 'test.flaky')).attempts).toBeGreaterThanOrEqual(2);
    expect(events[1].attempts).toBeGreaterThanOrEqual(1);
    expect(events[0].attempts).toBe(0);
  });

  it('gives up after the declared tries: the event is failed, listed for super_root only, and can be retried', async () => {
    const user = await t.createUser({ role: 'sale' });
    Flaky.failuresLeft.set(user.id, 99);
    const id = await record(user.id);
    const event = await eventWith(id, 'failed');
    expect(event.status).toBe('failed');
    expect(event.lastError).toContain('refused on purpose');
    expect(await deliveryOf(id, 'test.flaky')).toMatchObject({ status: 'failed', attempts: 5 });

    const seller = await t.userWithToken({ role: 'sale' });
    expect(codeOf(await t.gql(FAILED, {}, seller.token))).toBe('FORBIDDEN');
    const sr = await t.userWithToken({ role: 'super_root' });
    const listed = await t.gql(FAILED, {}, sr.token);
    expect(listed.errors).toBeUndefined();
    expect(listed.headers['x-total']).toBe('1');
    expect(listed.data!.eventDeliveriesFailed).toEqual([
      expect.objectContaining({ event_id: id, event_name: 'notification.added', handler_key: 'test.flaky', attempts: 5 }),
    ]);

    // Once the cause is fixed, an operator starts it again: it runs and the event completes.
    Flaky.failuresLeft.set(user.id, 0);
    expect(codeOf(await t.gql(RETRY, { e: id, k: 'test.flaky' }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(RETRY, { e: 'nope', k: 'test.flaky' }, sr.token))).toBe('BAD_USER_INPUT');
    expect((await t.gql(RETRY, { e: id, k: 'test.flaky' }, sr.token)).data!.retryEventDelivery).toBe(true);
    expect((await t.gql(RETRY, { e: id, k: 'test.flaky' }, sr.token)).data!.retryEventDelivery).toBe(false);
    expect(await eventWith(id, 'dispatched')).toMatchObject({ status: 'dispatched' });
    expect((await t.gql(FAILED, {}, sr.token)).data!.eventDeliveriesFailed).toEqual([]);
  });

  it('an event whose transaction rolls back is never delivered', async () => {
    const user = await t.createUser({ role: 'sale' });
    let id = '';
    await expect(
      t.db.transaction(async (tx) => {
        id = await t.app.get(EventsService).record(tx, 'user.permissions_changed', { userIds: [user.id] });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    // Nothing is left pending to be delivered later: the rolled-back event was never recorded.
    await eventsSettled(t);
    expect(await eventRow(id)).toBeUndefined();
    expect(await t.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, id))).toEqual([]);
  });
});

describe('without Redis the API dispatches in its own process, through the same handlers; the outbox is cleaned', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ REDIS_URL: undefined });
  });
  afterAll(() => t.stop());

  it('a notification sent is delivered to the realtime handler once', async () => {
    const user = await t.createUser({ role: 'sale' });
    const sr = await t.userWithToken({ role: 'super_root' });
    const sent = await t.gql(`mutation($u: ID!) { notificationSend(user_id: $u, type: "Order", subject: "Hello") { _id } }`, { u: user.id }, sr.token);
    expect(sent.errors).toBeUndefined();
    await eventsSettled(t);
    const rows = await t.db.select().from(outbox).where(eq(outbox.name, 'notification.added'));
    expect(rows.map((r) => r.status)).toEqual(['dispatched']);
    expect(
      await t.db
        .select({ key: eventDeliveries.handlerKey, status: eventDeliveries.status })
        .from(eventDeliveries)
        .where(eq(eventDeliveries.eventId, rows[0].id)),
    ).toEqual([{ key: 'realtime.notification-added', status: 'done' }]);
    expect(t.app.get(EventDispatcher).handlerKeys('notification.added')).toEqual(['realtime.notification-added']);
  });

  it('outbox_cleanup removes delivered events older than a week with their deliveries; failed and recent ones stay', async () => {
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const rows = [
      { id: newId(), status: 'dispatched', createdAt: old },
      { id: newId(), status: 'failed', createdAt: old },
      { id: newId(), status: 'dispatched', createdAt: new Date() },
    ];
    await t.db.insert(outbox).values(rows.map((r) => ({ ...r, name: 'user.permissions_changed', payload: { userIds: [] } })));
    await t.db.insert(eventDeliveries).values({ eventId: rows[0].id, handlerKey: 'realtime.permissions-changed', status: 'done' });
    expect(await t.app.get(JobsService).runNow('outbox_cleanup', {})).toEqual({ removed: 1 });
    const left = await t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[1].id, rows[2].id].sort());
    expect(await t.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, rows[0].id))).toEqual([]);
  });
});
