import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import type { Pool } from 'pg';
import { ENV, type Env } from '../config/env';
import { DB, PG_POOL, type Db } from '../db/database';
import { queuePrefix } from '../jobs/jobs.service';
import { EVENT_HANDLER_KEY, type EventHandlerFn, type EventHandlerMeta } from './event-handler.decorator';
import { DISPATCH_CONCURRENCY, EVENTS_OPTIONS, retryDelayMs, runsDispatcher, type EventsOptions } from './events.options';
import { EventsRepository, type DispatchRow } from './events.repository';
import { OutboxWakeups } from './outbox-wakeups';
import { isEventName, type EventName } from './registry';

interface Handler {
  key: string;
  where: string;
  sideBySide: boolean;
  run: EventHandlerFn<EventName>;
}

/** `dispatched`: the statement that marked this delivery done also finished its event. */
type Outcome = { kind: 'done'; dispatched?: boolean } | { kind: 'busy' } | { kind: 'retry' | 'failed'; error: string };

/** What a claim found that is not to run now: another process holds it (busy), it ran, or it gave up earlier. */
const claimed = (status: string | undefined, handler: Handler): Outcome =>
  status === undefined ? { kind: 'busy' } : status === 'failed' ? { kind: 'failed', error: `handler ${handler.key} failed earlier` } : { kind: 'done' };

const QUEUE = 'events';
/** A queue job: committed events to dispatch. */
interface WakeUp {
  ids: string[];
}
const GRACE_MS = 2000;
const POLL_BATCH = 200;
/** How long a poller owns the events it picked up before another may take them. */
const LEASE_MS = 15_000;
/** Events handed to `deliverSoon` within this window are delivered in one pass. */
const SOON_MS = 50;

/**
 * Delivers recorded events to their handlers, each handler at most once per event. A committed
 * event announces itself with NOTIFY; with Redis one process turns announcements into BullMQ jobs
 * (a few events each) that any worker takes, without Redis this process dispatches them. A poller
 * dispatches what a crash or a lost wake-up left pending.
 */
@Injectable()
export class EventDispatcher implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Events');
  private readonly handlers = new Map<EventName, Handler[]>();
  /** Each event name's handler keys, as the dispatch pass's statement makes delivery rows from them. */
  private handlerKeysByName: Record<string, string[]> = {};
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly waiting: Array<() => void> = [];
  private running = 0;
  private wakeups: OutboxWakeups | null = null;
  private connection: Redis | null = null;
  private queue: Queue | null = null;
  private worker: Worker<WakeUp> | null = null;
  private workerConnection: Redis | null = null;
  private poller: NodeJS.Timeout | null = null;
  private soon: string[] = [];
  private soonTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private polling = false;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(DB) private readonly db: Db,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly repo: EventsRepository,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsOptions,
  ) {}

  /** Finds every @EventHandler; refuses to start on a handler of an undeclared event or a handler key used twice. */
  onModuleInit() {
    const problems: string[] = [];
    const keys = new Map<string, string>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const meta = Reflect.getMetadata(EVENT_HANDLER_KEY, proto[method] as object) as EventHandlerMeta | undefined;
        if (!meta) continue;
        const where = `${proto.constructor.name}.${method}`;
        if (!isEventName(this.options.events, meta.event)) {
          problems.push(`handler ${where} is for "${meta.event}", which is not declared (app.events.ts)`);
          continue;
        }
        const other = keys.get(meta.key);
        if (other) {
          problems.push(`handler key "${meta.key}" is used by ${other} and ${where}`);
          continue;
        }
        keys.set(meta.key, where);
        const run = (proto[method] as EventHandlerFn<EventName>).bind(instance);
        this.handlers.set(meta.event, [...(this.handlers.get(meta.event) ?? []), { key: meta.key, where, run, sideBySide: !!meta.sideBySide }]);
      }
    }
    if (problems.length) throw new Error(`Event handlers are inconsistent:\n  ${problems.join('\n  ')}`);
    this.handlerKeysByName = Object.fromEntries([...this.handlers].map(([name, list]) => [name, list.map((h) => h.key)]));
  }

  async onApplicationBootstrap() {
    if (!runsDispatcher(this.env, this.options)) return;
    if (this.env.REDIS_URL) {
      this.connection = new Redis(this.env.REDIS_URL, { maxRetriesPerRequest: null });
      this.queue = new Queue(QUEUE, { connection: this.connection, prefix: queuePrefix(this.env) });
      this.workerConnection = this.connection.duplicate();
      this.worker = new Worker<WakeUp>(QUEUE, (job) => this.dispatchAll(job.data.ids), {
        connection: this.workerConnection,
        prefix: queuePrefix(this.env),
        concurrency: DISPATCH_CONCURRENCY,
      });
      this.worker.on('error', (e) => this.logger.error(`events worker: ${e.message}`));
    }
    const queue = this.queue;
    this.wakeups = new OutboxWakeups(this.pool, this.logger, {
      single: !!queue,
      onIds: queue
        ? async (ids) => void (await queue.add('dispatch', { ids } satisfies WakeUp, { removeOnComplete: true, removeOnFail: true }))
        : (ids) => this.dispatchAll(ids),
    });
    await this.wakeups.start();
    const every = this.options.pollMs ?? 1000;
    this.poller = setInterval(() => void this.poll(), every);
    this.poller.unref();
  }

  async onApplicationShutdown() {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    this.flushSoon();
    await this.wakeups?.stop();
    await this.worker?.close().catch(() => undefined);
    await this.drain();
    await this.queue?.close().catch(() => undefined);
    await this.workerConnection?.quit().catch(() => undefined);
    await this.connection?.quit().catch(() => undefined);
  }

  /** Handler keys of an event, in discovery order (tests, diagnostics). */
  handlerKeys(event: EventName): string[] {
    return (this.handlers.get(event) ?? []).map((h) => h.key);
  }

  /** Resolves once every dispatch this process started (or was handed by `deliverSoon`) has finished (tests, shutdown). */
  async drain(): Promise<void> {
    this.flushSoon();
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  /**
   * Committed, unannounced events (EventsService.recordSoonCtes) to deliver in this process: those
   * of one SOON_MS tick go through one pass, so a burst of scans costs one delivery transaction per
   * handler instead of a queue job and a pass each. A pass that fails leaves them to the poller.
   */
  deliverSoon(ids: readonly string[]): void {
    this.soon.push(...ids);
    if (this.closed) this.flushSoon();
    else this.soonTimer ??= setTimeout(() => this.flushSoon(), SOON_MS);
  }

  private flushSoon(): void {
    if (this.soonTimer) clearTimeout(this.soonTimer);
    this.soonTimer = null;
    const ids = this.soon.splice(0);
    if (ids.length) void this.track(this.dispatchAll(ids));
  }

  /**
   * One pass over these events: every handler not yet done gets one try. One statement reads the
   * batch and makes its delivery rows; the statement marking an event's last delivery done
   * finishes the event (so a one-handler event costs no statement of its own).
   * `leased`: the poller holds them (not due for anyone else). A failure is left to the poller.
   */
  async dispatchAll(ids: readonly string[], leased = false): Promise<void> {
    try {
      const events = (await this.repo.readForDispatch(ids, this.handlerKeysByName, leased)).filter((e) => e.due);
      const known = events.filter((e): e is typeof e & { name: EventName } => isEventName(this.options.events, e.name));
      // Recorded by a version that declared it, read by one that does not: an operator must look.
      for (const e of events)
        if (!isEventName(this.options.events, e.name)) await this.repo.markFailed(e.id, `event "${e.name}" is not declared (app.events.ts)`);
      // One delivery group per handler: its events go through one transaction (see deliverGroup).
      const groups = new Map<string, { handler: Handler; events: typeof known }>();
      for (const e of known)
        for (const handler of this.handlersOf(e.name)) {
          const group = groups.get(handler.key) ?? { handler, events: [] };
          group.events.push(e);
          groups.set(handler.key, group);
        }
      const outcomes = new Map<string, Outcome[]>(known.map((e) => [e.id, []]));
      await Promise.all(
        [...groups.values()].map(async ({ handler, events: group }) => {
          const results = await this.limited(() => this.deliverGroup(handler, group));
          group.forEach((e, i) => outcomes.get(e.id)!.push(results[i]));
        }),
      );
      const finished = await Promise.all(known.map((e) => this.settle(e, outcomes.get(e.id)!)));
      const byName = new Map<EventName, string[]>();
      known.forEach((e, i) => {
        if (finished[i] && !outcomes.get(e.id)!.some((o) => o.kind === 'done' && o.dispatched)) byName.set(e.name, [...(byName.get(e.name) ?? []), e.id]);
      });
      for (const [name, done] of byName) await this.repo.finishIfDone(done, this.handlersOf(name).length);
    } catch (e) {
      this.logger.warn(`${ids.length} events not dispatched (the poller will retry): ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private handlersOf(name: EventName): Handler[] {
    return this.handlers.get(name) ?? [];
  }

  private async poll(): Promise<void> {
    if (this.closed || this.polling) return;
    this.polling = true;
    try {
      await this.wakeups?.tryLead();
      // A full batch means a backlog (after a crash or an outage): keep going until it is drained.
      for (;;) {
        const ids = await this.repo.leaseDue(GRACE_MS, LEASE_MS, POLL_BATCH);
        await this.dispatchAll(ids, true);
        if (ids.length < POLL_BATCH || this.closed) break;
      }
    } catch (e) {
      this.logger.warn(`outbox poll failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      this.polling = false;
    }
  }

  private async limited<T>(run: () => Promise<T>): Promise<T> {
    if (this.running >= DISPATCH_CONCURRENCY) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await this.track(run());
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.inflight.add(run);
    void run.catch(() => undefined).finally(() => this.inflight.delete(run));
    return run;
  }

  /** Records an event's outcome over its handlers; answers true when none needs another try (the event may be finished). */
  private async settle(event: DispatchRow, outcomes: readonly Outcome[]): Promise<boolean> {
    const failed = outcomes.find((o) => o.kind === 'failed');
    const retry = outcomes.find((o) => o.kind === 'retry');
    if (failed && 'error' in failed) await this.repo.markFailed(event.id, failed.error);
    else if (retry && 'error' in retry) await this.repo.scheduleRetry(event.id, retry.error, retryDelayMs(event.attempts + 1, this.options.retryBaseMs));
    return !failed && !retry;
  }

  /**
   * Delivers several events to one handler in one transaction that claims them all and marks them
   * all done (a bulk change's events cost the round trips of one). If the handler throws
   * on any of them that transaction rolls back whole, and each event is delivered on its own, so
   * the failure is counted against the one event that has it.
   */
  private async deliverGroup(handler: Handler, events: ReadonlyArray<DispatchRow & { name: EventName }>): Promise<Outcome[]> {
    if (events.length > 1) {
      const together = await this.db
        .transaction(async (tx) => {
          const ids = events.map((e) => e.id);
          const rows = new Map((await this.repo.claim(tx, ids, handler.key)).map((r) => [r.eventId, r]));
          const pending = events.filter((e) => rows.get(e.id)?.status === 'pending');
          const run = (e: (typeof events)[number]) =>
            handler.run(e.payload as Parameters<EventHandlerFn<EventName>>[0], { eventId: e.id, attempt: rows.get(e.id)!.attempts + 1, tx });
          if (handler.sideBySide) await Promise.all(pending.map(run));
          else for (const e of pending) await run(e);
          const dispatched = new Set(
            await this.repo.markDone(
              tx,
              pending.map((e) => e.id),
              handler.key,
              this.handlersOf(events[0].name).length,
            ),
          );
          return events.map((e): Outcome => (dispatched.has(e.id) ? { kind: 'done', dispatched: true } : claimed(rows.get(e.id)?.status, handler)));
        })
        .catch(() => null);
      if (together) return together;
    }
    return Promise.all(events.map((e) => this.deliver(e.id, e.name, e.payload, handler)));
  }

  /** Runs one handler in a transaction that also marks its delivery done: both commit, or neither. */
  private async deliver(eventId: string, event: EventName, payload: object, handler: Handler): Promise<Outcome> {
    let attempt = 0;
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await this.repo.claim(tx, [eventId], handler.key);
        if (row?.status !== 'pending') return claimed(row?.status, handler);
        attempt = row.attempts + 1;
        await handler.run(payload as Parameters<EventHandlerFn<EventName>>[0], { eventId, attempt, tx });
        const [dispatched] = await this.repo.markDone(tx, [eventId], handler.key, this.handlersOf(event).length);
        return { kind: 'done' as const, dispatched: dispatched === eventId };
      });
    } catch (e) {
      const error = (e instanceof Error ? e.message : String(e)).slice(0, 2000);
      // The claim itself failed (database trouble): nothing ran, the poller comes back to it.
      if (attempt === 0) return { kind: 'retry', error };
      const giveUp = attempt >= this.options.events[event].attempts;
      this.logger.warn(`event ${event} ${eventId}: handler ${handler.where} try ${attempt} failed${giveUp ? ', giving up' : ''}: ${error}`);
      await this.repo.markTryFailed(eventId, handler.key, attempt, error, giveUp);
      return { kind: giveUp ? 'failed' : 'retry', error: `${handler.key}: ${error}` };
    }
  }
}
