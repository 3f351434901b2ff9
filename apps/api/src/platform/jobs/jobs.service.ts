import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Queue, Worker, type Job } from 'bullmq';
import type { PubSubEngine } from 'graphql-subscriptions';
import Redis from 'ioredis';
import { availableParallelism, hostname } from 'node:os';
import { JOB_STATUSES, serverText, type JobStatus } from '@pod/shared';
import { ENV, type Env } from '../config/env';
import { DomainError } from '../common/errors';
import { besideTransaction } from '../db/database';
import type { Paging } from '../common/paging';
import { newId } from '../common/ids';
import { PUB_SUB, TOPICS } from '../realtime/topics';
import { JOB_HANDLER_KEY, type JobContext, type JobHandlerFn, type JobResult } from './job-handler.decorator';
import { toJobModel } from './job.model';
import { JobsRepository, type JobRow, type JobRowChanges } from './jobs.repository';
import { QUEUE_NAMES, isJobName, queueConcurrency, type JobDefinition, type JobName, type JobPayload, type JobRegistry, type QueueName } from './registry';

export type { JobRow };

export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');
export interface JobsOptions {
  /** Every job of the app (`APP_JOBS` from `app.jobs.ts`, or a test's own). */
  jobs: JobRegistry;
  /** Set by the worker entry: this process runs workers whatever RUN_WORKERS says. */
  worker?: boolean;
}

export interface EnqueueOptions {
  /** Give the job a row in `jobs` (work a user waits for). */
  track?: boolean;
  createdBy?: string | null;
  /** Run no sooner than this many milliseconds from now (a retry's back-off). */
  delay?: number;
}

interface JobData {
  payload: object;
  trackId?: string;
}

export type JobsMode = 'bullmq' | 'in-process';

const WORKER_ID = `${hostname()}:${process.pid}`;

/** Jobs of one queue a worker runs at once: WORKER_CONCURRENCY for every queue if set, else by the queue's kind. */
export function workerConcurrency(env: Env, queue: QueueName): number {
  return env.WORKER_CONCURRENCY ?? queueConcurrency(queue, availableParallelism());
}

/** Queue keys are scoped per database: jobs name rows of one database only. */
export function queuePrefix(env: Env): string {
  if (env.QUEUE_PREFIX) return env.QUEUE_PREFIX;
  const db = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.replace(/^\//, '') || 'postgres' : 'embedded';
  return `pod:${db}`;
}

/**
 * Producer and runner of every background job. With REDIS_URL jobs go through BullMQ queues by
 * purpose, processed by `worker` processes (and by the API when RUN_WORKERS=true). Without it
 * (embedded default) they run in this process through the same handlers. Tracked jobs keep their
 * row up to date and push every change to `jobProgress` subscribers.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<JobName, JobHandlerFn<JobName>>();
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private connection: Redis | null = null;
  private readonly workerConnections: Redis[] = [];
  private timers: NodeJS.Timeout[] = [];
  private inflight = new Set<Promise<unknown>>();
  private running = new Map<QueueName, number>();
  private waiting = new Map<QueueName, Array<() => void>>();
  private closed = false;
  readonly mode: JobsMode;
  readonly runsWorkers: boolean;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly repo: JobsRepository,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(JOBS_OPTIONS) private readonly options: JobsOptions,
  ) {
    this.mode = env.REDIS_URL ? 'bullmq' : 'in-process';
    this.runsWorkers = this.mode === 'in-process' || !!this.options.worker || env.RUN_WORKERS === 'true';
  }

  /** Finds every @JobHandler and refuses to start unless each declared job has exactly one. */
  onModuleInit() {
    const found = new Map<string, string[]>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const name = Reflect.getMetadata(JOB_HANDLER_KEY, proto[method] as object) as string | undefined;
        if (!name) continue;
        found.set(name, [...(found.get(name) ?? []), `${proto.constructor.name}.${method}`]);
        if (isJobName(this.options.jobs, name)) this.handlers.set(name, (proto[method] as JobHandlerFn<JobName>).bind(instance));
      }
    }
    const problems: string[] = [];
    for (const [name, where] of found) {
      if (!isJobName(this.options.jobs, name)) problems.push(`handler ${where.join(', ')} is for "${name}", which is not declared in app.jobs.ts`);
      else if (where.length > 1) problems.push(`job "${name}" has ${where.length} handlers: ${where.join(', ')}`);
    }
    for (const name of Object.keys(this.options.jobs)) if (!found.has(name)) problems.push(`job "${name}" has no handler`);
    if (problems.length) throw new Error(`Job registry is inconsistent:\n  ${problems.join('\n  ')}`);
  }

  async onApplicationBootstrap() {
    const scheduled = (Object.entries(this.options.jobs) as Array<[JobName, JobDefinition]>).filter(([, def]) => def.every);
    if (this.mode === 'in-process') {
      // One process runs everything here, so a timer is the schedule.
      for (const [name, def] of scheduled) {
        const timer = setInterval(() => void this.enqueueAny(name, {}).catch(() => undefined), def.every);
        timer.unref();
        this.timers.push(timer);
      }
      return;
    }
    if (!this.runsWorkers) return;
    for (const queue of QUEUE_NAMES) {
      const connection = this.redis().duplicate();
      this.workerConnections.push(connection);
      const worker = new Worker(queue, (job: Job<JobData>) => this.process(job), {
        connection,
        prefix: queuePrefix(this.env),
        concurrency: workerConcurrency(this.env, queue),
        lockDuration: this.env.JOB_LOCK_MS,
        stalledInterval: this.env.JOB_LOCK_MS,
        autorun: true,
      });
      worker.on('error', (e) => this.logger.error(`worker ${queue}: ${e.message}`));
      this.workers.push(worker);
    }
    // A job scheduler is one Redis record keyed by the job name: however many workers upsert it,
    // each tick makes one job (with an id derived from the scheduler and the tick), run by one worker.
    for (const [name, def] of scheduled) {
      await this.queue(def.queue).upsertJobScheduler(name, { every: def.every }, { name, data: { payload: {} } satisfies JobData });
    }
    this.logger.log(`workers running on ${QUEUE_NAMES.length} queues (${QUEUE_NAMES.map((q) => `${q} ${workerConcurrency(this.env, q)}`).join(', ')})`);
  }

  async onApplicationShutdown() {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.all(this.workers.map((w) => w.close().catch(() => undefined)));
    await Promise.allSettled([...this.inflight]);
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    await Promise.all(this.workerConnections.map((c) => c.quit().catch(() => undefined)));
    await this.connection?.quit().catch(() => undefined);
  }

  private redis(): Redis {
    this.connection ??= new Redis(this.env.REDIS_URL!, { maxRetriesPerRequest: null });
    return this.connection;
  }

  private queue(name: QueueName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.redis(), prefix: queuePrefix(this.env) });
      this.queues.set(name, q);
    }
    return q;
  }

  /** Queues a job; tracked jobs get a row in `jobs` first, so nothing is lost. Answers the job id. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: EnqueueOptions = {}): Promise<string> {
    return this.enqueueAny(name, payload, options);
  }

  private async enqueueAny(name: JobName, payload: object, options: EnqueueOptions = {}): Promise<string> {
    const def: JobDefinition = this.options.jobs[name];
    const id = newId();
    if (options.track) await this.repo.insert({ id, queue: def.queue, name, payload, createdBy: options.createdBy ?? null });
    const data: JobData = { payload, trackId: options.track ? id : undefined };
    if (this.mode === 'bullmq') {
      await this.queue(def.queue).add(name, data, {
        jobId: id,
        ...(options.delay && { delay: options.delay }),
        attempts: def.attempts ?? 3,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
      });
    } else {
      // A job is its own unit of work: it does not run inside the caller's transaction (the test-mode
      // guard would refuse its pool queries while the caller's transaction is open).
      const start = () => {
        if (this.closed) return;
        const run = besideTransaction(() => this.runInProcess(def, name, data, id));
        this.inflight.add(run);
        void run.finally(() => this.inflight.delete(run));
      };
      // A delayed job waits outside `inflight`: shutdown does not wait for it (its row, if any, is the record).
      if (options.delay) setTimeout(start, options.delay).unref();
      else start();
    }
    return id;
  }

  /** Runs a job now in this process through its handler (maintenance, tests, benchmarks). */
  async runNow<N extends JobName>(name: N, payload: JobPayload<N>): Promise<JobResult> {
    return this.handler(name)(payload, { id: newId(), name, attempt: 1, lastAttempt: true, progress: async () => undefined });
  }

  /** A tracked job's row. */
  /** The caller's own jobs (imports, exports, renders), newest first. */
  mine(userId: string, status: JobStatus | undefined, paging: Paging): Promise<JobRow[]> {
    return this.repo.pageOf(userId, status, paging.perPage, paging.offset);
  }

  /** The caller's jobs per status, with `all`. */
  async myCounts(userId: string): Promise<Record<JobStatus | 'all', number>> {
    const counts = await this.repo.countsOf(userId);
    const out = { all: 0 } as Record<JobStatus | 'all', number>;
    for (const status of JOB_STATUSES) {
      out[status] = counts[status] ?? 0;
      out.all += out[status];
    }
    return out;
  }

  find(id: string): Promise<JobRow | null> {
    return this.repo.findById(id);
  }

  /** Waits for a tracked job to finish (or the timeout) and answers its row. */
  async wait(id: string, timeoutMs: number): Promise<JobRow | null> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.repo.findById(id);
      if (!row || row.status === 'completed' || row.status === 'failed' || Date.now() >= until) return row;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Resolves once every in-process job queued so far has finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  private handler(name: string): JobHandlerFn<JobName> {
    const fn = isJobName(this.options.jobs, name) ? this.handlers.get(name) : undefined;
    if (!fn) throw new Error(`No handler for job "${name}"`);
    return fn;
  }

  private async runInProcess(def: JobDefinition, name: JobName, data: JobData, id: string): Promise<void> {
    await this.slot(def.queue);
    try {
      const attempts = def.attempts ?? 3;
      for (let attempt = 1; attempt <= attempts && !this.closed; attempt++) {
        try {
          await this.execute(name, data, id, attempt, attempt === attempts);
          return;
        } catch {
          if (attempt < attempts) await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        }
      }
    } finally {
      this.release(def.queue);
    }
  }

  private async slot(queue: QueueName) {
    const limit = workerConcurrency(this.env, queue);
    if ((this.running.get(queue) ?? 0) < limit) {
      this.running.set(queue, (this.running.get(queue) ?? 0) + 1);
      return;
    }
    await new Promise<void>((resolve) => this.waiting.set(queue, [...(this.waiting.get(queue) ?? []), resolve]));
  }

  private release(queue: QueueName) {
    const next = this.waiting.get(queue)?.shift();
    if (next) next();
    else this.running.set(queue, (this.running.get(queue) ?? 1) - 1);
  }

  private process(job: Job<JobData>) {
    const attempts = job.opts.attempts ?? 1;
    const run = this.execute(job.name, job.data, job.id ?? newId(), job.attemptsMade + 1, job.attemptsMade + 1 >= attempts, (p) => job.updateProgress(p));
    this.inflight.add(run);
    return run.finally(() => this.inflight.delete(run));
  }

  /** Updates a tracked job's row and tells its jobProgress subscribers (on every instance, through the PubSub). */
  private async track(trackId: string | undefined, changes: JobRowChanges): Promise<void> {
    if (!trackId) return;
    const row = await this.repo.update(trackId, changes);
    // The row is the truth (clients can query it): a push that fails must not fail the job.
    if (row)
      await this.pubsub
        .publish(TOPICS.jobProgress(trackId), { jobProgress: toJobModel(row) })
        .catch((e: Error) => this.logger.warn(`job ${trackId}: progress not pushed: ${e.message}`));
  }

  /** One attempt: the handler, with the tracked row kept up to date. */
  private async execute(name: string, data: JobData, id: string, attempt: number, last: boolean, report?: (p: number) => Promise<void>) {
    const trackId = data.trackId;
    let lastPercent = -1;
    const ctx: JobContext = {
      id: trackId ?? id,
      name,
      attempt,
      lastAttempt: last,
      progress: async (percent) => {
        const p = Math.max(0, Math.min(100, Math.round(percent)));
        // Whole percents only: a handler reporting per row writes at most 100 times.
        if (p === lastPercent) return;
        lastPercent = p;
        await Promise.all([this.track(trackId, { progress: p }), report?.(p)]);
      },
    };
    await this.track(trackId, { status: 'running', error: null, errorText: null });
    try {
      // The queue holds what enqueue typed for this name (JSON round-trips keep plain data as it was).
      const result = await this.handler(name)((data.payload ?? {}) as JobPayload<JobName>, ctx);
      // Which process did it: operators (and the scale-out test) can see the work spread.
      await this.track(trackId, { status: 'completed', progress: 100, result: { ...(result ?? {}), worker: WORKER_ID } });
      return result ?? {};
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.logger.warn(`job ${name} ${trackId ?? id} attempt ${attempt} failed: ${message}`);
      const failure = { error: message.slice(0, 2000), errorText: e instanceof DomainError && e.text ? e.text : serverText('job_failed') };
      await this.track(trackId, { status: last ? 'failed' : 'queued', ...failure });
      throw e;
    }
  }
}
