import 'reflect-metadata';
import { Global, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { eq, inArray } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import { ConfigModule } from '../src/platform/config/config.module';
import { loadEnv } from '../src/platform/config/env';
import { DB } from '../src/platform/db/database';
import { files, jobs } from '../src/platform/db/schema';
import { JobHandler } from '../src/platform/jobs/job-handler.decorator';
import { JobsModule } from '../src/platform/jobs/jobs.module';
import { JobsService, queuePrefix, workerConcurrency } from '../src/platform/jobs/jobs.service';
import { APP_JOBS } from '../src/app.jobs';
import { queueConcurrency, type JobName } from '../src/platform/jobs/registry';
import { PubSubModule } from '../src/platform/realtime/pubsub.module';
import { subscribed, wsClient, type Client } from './realtime';
import { TOPICS } from '../src/platform/realtime/topics';
import { Queue } from 'bullmq';
import { STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { codeOf, doc, TestApp } from './harness';
import { newId } from '../src/platform/common/ids';

const SIGN = doc<{ signedUpload: { _id: string; url: string } }>(`mutation($type: String!, $filename: String!, $mimetype: String!, $size: Int!) {
  signedUpload(type: $type, filename: $filename, mimetype: $mimetype, size: $size) { _id url } }`);
const CONFIRM = doc<{ updatePreSignedFile: { _id: string; status: string; job_id: string | null; image_sizes: Size[] } }>(
  `mutation($id: ID!) { updatePreSignedFile(_id: $id) { _id status job_id image_sizes { name width height } } }`,
);
const JOB = doc<{ job: JobSeen & { _id: string } }>(`query($id: ID!) { job(_id: $id) { _id queue name status progress error_text { code params } result } }`);
const API_DIR = join(__dirname, '..');
/** The maintenance queue's scheduled jobs, as the registry declares them. */
const SCHEDULED = Object.entries(APP_JOBS)
  .flatMap(([name, def]): Array<[string, number]> => ('every' in def && def.queue === 'maintenance' ? [[name, def.every]] : []))
  .sort();
const PROGRESS = `subscription($id: ID!) { jobProgress(_id: $id) { _id status progress updated_at } }`;
interface Size {
  name: string;
  width: number;
  height: number;
}
interface JobSeen {
  status: string;
  progress: number;
  error_text: { code: string; params: Record<string, unknown> } | null;
}

async function square(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
}

describe('job registry', () => {
  @Global()
  @Module({ providers: [{ provide: DB, useValue: {} }], exports: [DB] })
  class FakeDbModule {}

  async function boot(...handlers: Array<new () => object>) {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/pod-jobs-registry',
      JWT_SECRET: 'x'.repeat(40),
      STORAGE_SECRET: 'y'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    @Module({ imports: [ConfigModule.forRoot(env), FakeDbModule, PubSubModule, JobsModule.forRoot({ jobs: APP_JOBS, worker: true })], providers: handlers })
    class Root {}
    const app = await NestFactory.createApplicationContext(Root, { logger: false, abortOnError: false });
    await app.close();
  }

  /** One provider per job name, each with a @JobHandler method for it (made for whatever APP_JOBS declares). */
  function handlerFor(name: string): new () => object {
    @Injectable()
    class Handler {
      run() {
        return Promise.resolve();
      }
    }
    Object.defineProperty(Handler, 'name', { value: `Handler_${name}` });
    JobHandler(name as JobName)(Handler.prototype, 'run', Object.getOwnPropertyDescriptor(Handler.prototype, 'run')!);
    return Handler;
  }
  const every = (except: string[] = []) =>
    Object.keys(APP_JOBS)
      .filter((n) => !except.includes(n))
      .map(handlerFor);

  it('starts when every declared job has exactly one handler', async () => {
    await expect(boot(...every())).resolves.toBeUndefined();
  });
  it('refuses to start when a declared job has no handler', async () => {
    await expect(boot(...every(['files_cleanup_pending']))).rejects.toThrow('job "files_cleanup_pending" has no handler');
  });
  it('refuses to start when a job has two handlers', async () => {
    await expect(boot(...every(), handlerFor('image_sizes'))).rejects.toThrow(
      /job "image_sizes" has 2 handlers: Handler_image_sizes.run, Handler_image_sizes.run/,
    );
  });
  it('refuses a handler for an undeclared job', async () => {
    await expect(boot(...every(), handlerFor('not_declared'))).rejects.toThrow(/"not_declared", which is not declared/);
  });
  it('runs CPU-bound queues at the core count and I/O queues higher; WORKER_CONCURRENCY overrides both', () => {
    expect([queueConcurrency('media', 2), queueConcurrency('mockup', 2)]).toEqual([2, 2]);
    expect([queueConcurrency('export', 2), queueConcurrency('maintenance', 2)]).toEqual([8, 8]);
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(40), STORAGE_SECRET: 'y'.repeat(40), WORKER_CONCURRENCY: '3' });
    expect(workerConcurrency(env, 'media')).toBe(3);
  });
});

describe('image_sizes in a separate worker process (BullMQ on Redis)', () => {
  let t: TestApp;
  let root: { token: string; id: string };
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    // The worker runs the compiled code, like production (built by test/global-setup.mjs when stale).
    t = await TestApp.start({ RUN_WORKERS: 'false' });
    root = await t.userWithToken({ role: 'root' });
  });
  let progressClient: Client | null = null;
  afterAll(async () => {
    await progressClient?.dispose();
    for (const worker of workers) {
      if (worker.exitCode !== null) continue;
      const exited = new Promise((r) => worker.once('exit', r));
      worker.kill('SIGTERM');
      await exited;
    }
    await t.stop();
  });

  function startWorker(concurrency = 2): Promise<void> {
    let workerLog = '';
    const worker = spawn(process.execPath, ['dist/worker.js'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: t.env.DATABASE_URL,
        REDIS_URL: t.env.REDIS_URL,
        DATA_DIR: t.env.DATA_DIR,
        JWT_SECRET: t.env.JWT_SECRET,
        STORAGE_SECRET: t.env.STORAGE_SECRET,
        LOG_LEVEL: 'warn',
        WORKER_CONCURRENCY: String(concurrency),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(worker);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker did not start:\n${workerLog}`)), 30_000);
      const onData = (d: Buffer) => {
        workerLog += d.toString();
        if (workerLog.includes('worker ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      worker.stdout!.on('data', onData);
      worker.stderr!.on('data', onData);
      worker.once('exit', (code) => reject(new Error(`worker exited with ${code}:\n${workerLog}`)));
    });
  }

  /** The first thing a jobProgress subscription answers: its errors (the server refuses before any event). */
  function firstMessage(client: Client, id: string): Promise<unknown> {
    return new Promise((resolve) => {
      client.subscribe({ query: PROGRESS, variables: { id } }, { next: (m) => resolve(m.errors), error: (e) => resolve(e), complete: () => resolve(null) });
    }).finally(() => client.dispose());
  }

  async function upload(bytes: Buffer) {
    const { _id, url } = (await t.gql(SIGN, { type: 'design', filename: 'big.png', mimetype: 'image/png', size: bytes.length }, root.token)).data!.signedUpload;
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(200);
    return _id as string;
  }

  it('the API alone only queues; the worker process makes the sizes with the right dimensions', async () => {
    expect(t.app.get(JobsService).runsWorkers).toBe(false);
    t.env.IMAGE_SIZES_WAIT_MS = 1000; // the app holds this same config object
    const first = await upload(await square(2000));
    const queued = await t.gql(CONFIRM, { id: first }, root.token);
    expect(queued.errors).toBeUndefined();
    expect(queued.data!.updatePreSignedFile).toMatchObject({ status: 'ready', image_sizes: [] });
    const jobId = queued.data!.updatePreSignedFile.job_id!;
    expect((await t.gql(JOB, { id: jobId }, root.token)).data!.job).toMatchObject({ queue: 'media', name: 'image_sizes', status: 'queued' });
    // Someone else cannot follow it; its starter sees every change pushed from the worker process.
    const stranger = await t.userWithToken({ role: 'sale' });
    const refused = await firstMessage(wsClient(t.url, stranger.token), jobId);
    expect(refused).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    const seen: Array<{ status: string; progress: number }> = [];
    progressClient = wsClient(t.url, root.token);
    progressClient.subscribe<{ jobProgress: { status: string; progress: number } }>(
      { query: PROGRESS, variables: { id: jobId } },
      {
        next: (m) => m.data && seen.push({ status: m.data.jobProgress.status, progress: m.data.jobProgress.progress }),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await subscribed(t.env.REDIS_URL!, TOPICS.jobProgress(jobId));

    await startWorker();
    // The worker registered the repeating maintenance jobs (one scheduler, whatever the process count).
    const maintenance = new Queue('maintenance', { connection: { url: t.env.REDIS_URL }, prefix: queuePrefix(t.env) });
    const schedulers = await maintenance.getJobSchedulers();
    await maintenance.close();
    expect(schedulers.map((s) => [s.key, s.every]).sort()).toEqual(SCHEDULED);
    const job: JobSeen = await t.waitFor(
      async () => {
        const now = (await t.gql(JOB, { id: jobId }, root.token)).data!.job;
        return (now.status === 'completed' || now.status === 'failed') && now;
      },
      { timeout: 30_000, what: 'the image_sizes job to end' },
    );
    expect(job).toMatchObject({ status: 'completed', progress: 100, error_text: null });
    // The last push may arrive just after the row changed.
    await t.waitFor(() => seen.some((s) => s.status === 'completed'), { what: 'the completed push' });
    expect(seen).toEqual([
      { status: 'running', progress: 0 },
      { status: 'running', progress: 20 },
      { status: 'running', progress: 70 },
      { status: 'completed', progress: 100 },
    ]);
    const [row] = await t.db.select().from(files).where(eq(files.id, first));
    expect(row.imageSizes.map((s) => [s.name, s.width, s.height])).toEqual([
      ['thumbnail', 150, 150],
      ['small', 300, 300],
      ['medium', 768, 768],
      ['large', 1500, 1500],
    ]);
    // The objects the worker wrote are real WebP pictures of those sizes.
    const large = await sharp(await t.app.get<StorageDriver>(STORAGE).read(row.imageSizes[3].path)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1500, 1500]);

    // With the worker running, confirming answers the sizes directly.
    t.env.IMAGE_SIZES_WAIT_MS = 30000; // the app holds this same config object
    const second = await upload(await square(1000));
    const done = await t.gql(CONFIRM, { id: second }, root.token);
    expect(done.data!.updatePreSignedFile.job_id).toBeNull();
    expect(done.data!.updatePreSignedFile.image_sizes.map((s: Size) => [s.name, s.width, s.height])).toEqual([
      ['thumbnail', 150, 150],
      ['small', 300, 300],
      ['medium', 768, 768],
    ]);
    const rows = await t.db.select().from(jobs).where(eq(jobs.name, 'image_sizes'));
    expect(rows.map((r) => r.status)).toEqual(['completed', 'completed']);
  });

  it('with two worker processes, every job is done once and the work is spread', async () => {
    await startWorker(1);
    // Both workers upserted the same schedulers: still one per scheduled job, so each tick runs once.
    const maintenance = new Queue('maintenance', { connection: { url: t.env.REDIS_URL }, prefix: queuePrefix(t.env) });
    expect((await maintenance.getJobSchedulers()).map((s) => [s.key, s.every]).sort()).toEqual(SCHEDULED);
    await maintenance.close();
    t.env.IMAGE_SIZES_WAIT_MS = 0; // the app holds this same config object
    const ids: string[] = [];
    const bytes = await square(1600);
    for (let i = 0; i < 8; i++) ids.push(await upload(bytes));
    const jobIds: string[] = [];
    for (const id of ids) jobIds.push((await t.gql(CONFIRM, { id }, root.token)).data!.updatePreSignedFile.job_id!);
    expect(jobIds.every(Boolean)).toBe(true);
    const rows = await t.waitFor(
      async () => {
        const now = await t.db.select().from(jobs).where(inArray(jobs.id, jobIds));
        return now.every((r) => r.status === 'completed' || r.status === 'failed') && now;
      },
      { timeout: 60_000, interval: 200, what: 'all 8 jobs to end' },
    );
    expect(rows.map((r) => r.status)).toEqual(Array(8).fill('completed'));
    const byWorker = new Set(rows.map((r) => (r.result as { worker: string }).worker));
    expect(byWorker.size).toBe(2);
    const done = await t.db.select().from(files).where(inArray(files.id, ids));
    expect(done.every((f) => f.imageSizes.length === 4)).toBe(true);
  });

  it('job(_id) is visible to whoever started it only', async () => {
    const [row] = await t.db.select().from(jobs).limit(1);
    const other = await t.userWithToken({ role: 'sale' });
    expect(codeOf(await t.gql(JOB, { id: row.id }, other.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(JOB, { id: row.id }, null))).toBe('UNAUTHENTICATED');
    expect((await t.gql(JOB, { id: row.id }, root.token)).data!.job._id).toBe(row.id);
  });
});

describe('jobs in-process without REDIS_URL (embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ REDIS_URL: undefined });
  });
  afterAll(() => t.stop());

  it('jobs: the caller’s own imports, exports and renders, newest first, per status, with what each works on', async () => {
    const LIST = doc<{ jobs: Array<{ _id: string; name: string; subject: string | null; status: string }> }>(
      `query($status: String) { jobs(status: $status) { _id name subject status } }`,
    );
    const COUNTS = doc<{ jobCounters: Record<string, number> }>(`{ jobCounters { all queued running completed failed } }`);
    const [me, other] = [await t.userWithToken({ role: 'sale' }), await t.userWithToken({ role: 'sale' })];
    const at = (s: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, s));
    const row = (id: string, createdBy: string, name: string, status: string, payload: Record<string, unknown>, s: number) => ({
      id,
      queue: 'export',
      name,
      status,
      payload,
      createdBy,
      createdAt: at(s),
    });
    await t.db
      .insert(jobs)
      .values([
        row(newId(), me.id, 'export_list', 'completed', { list: 'orders', filters: { search: 'secret' } }, 1),
        row(newId(), me.id, 'import_rows', 'failed', { kind: 'orders' }, 2),
        row(newId(), me.id, 'render_mockup', 'running', { side: { name: 'Front' } }, 3),
        row(newId(), other.id, 'export_list', 'completed', { list: 'orders' }, 4),
      ]);
    expect(codeOf(await t.gql(LIST, {}, null))).toBe('UNAUTHENTICATED');
    const all = (await t.gql(LIST, {}, me.token)).data!.jobs;
    expect(all.map((j) => [j.name, j.subject, j.status])).toEqual([
      ['render_mockup', 'Front', 'running'],
      ['import_rows', 'orders', 'failed'],
      ['export_list', 'orders', 'completed'],
    ]);
    expect((await t.gql(LIST, { status: 'failed' }, me.token)).data!.jobs.map((j) => j.name)).toEqual(['import_rows']);
    expect((await t.gql(COUNTS, {}, me.token)).data!.jobCounters).toEqual({ all: 3, queued: 0, running: 1, completed: 1, failed: 1 });
    const bad = await t.gql(LIST, { status: 'Exploded' }, me.token);
    expect([codeOf(bad), bad.errors?.[0].extensions?.reasons]).toEqual(['BAD_USER_INPUT', { status: 'unknown_value' }]);
  });

  it('runs image_sizes through the same handler in the API process', async () => {
    const service = t.app.get(JobsService);
    expect([service.mode, service.runsWorkers]).toEqual(['in-process', true]);
    const root = await t.userWithToken({ role: 'root' });
    const bytes = await square(400);
    const { _id, url } = (await t.gql(SIGN, { type: 'clipart', filename: 'c.png', mimetype: 'image/png', size: bytes.length }, root.token)).data!.signedUpload;
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/png' } })).status).toBe(200);
    const done = await t.gql(CONFIRM, { id: _id }, root.token);
    expect(done.data!.updatePreSignedFile.image_sizes.map((s: Size) => [s.name, s.width, s.height])).toEqual([
      ['thumbnail', 150, 150],
      ['small', 300, 300],
    ]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.name, 'image_sizes'));
    expect(row).toMatchObject({ status: 'completed', queue: 'media' });
  });
});
