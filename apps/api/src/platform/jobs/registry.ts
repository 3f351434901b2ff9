/**
 * Queues by purpose, each with how its jobs use a worker: `cpu` jobs (image sizes, mockup renders)
 * run at most one per core, `io` jobs (exports, imports, notifications, tracking polls, clean-ups)
 * mostly wait on the database, storage or a carrier, so a worker runs several per core.
 */
export const QUEUES = {
  media: 'cpu',
  mockup: 'cpu',
  export: 'io',
  notify: 'io',
  tracking: 'io',
  maintenance: 'io',
  intake: 'io',
} as const satisfies Record<string, QueueKind>;
export type QueueKind = 'cpu' | 'io';
export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** I/O-bound jobs a worker runs at once per core. */
export const IO_JOBS_PER_CORE = 4;

/** Jobs of `queue` one worker process runs at once: the core count for CPU-bound work, a multiple of it for I/O. */
export function queueConcurrency(queue: QueueName, cores: number): number {
  return QUEUES[queue] === 'cpu' ? cores : cores * IO_JOBS_PER_CORE;
}

export interface JobDefinition {
  queue: QueueName;
  /** Tries before the job is marked failed. */
  attempts?: number;
  /** A repeating job: run every this many milliseconds (one scheduler, whatever the process count). */
  every?: number;
}

/**
 * The payload each job takes, by name: `enqueue` and `@JobHandler` are typed from it. Empty here:
 * each module adds its own jobs from its `<module>.jobs.ts` by augmenting this interface
 * (`declare module '../jobs/registry' { interface JobPayloads { ... } }`), so this folder imports
 * no feature. Payloads travel as JSON: plain data only.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface JobPayloads {}

export type JobName = keyof JobPayloads;
export type JobPayload<N extends JobName> = JobPayloads[N];

/** A module's job definitions (`<MODULE>_JOBS` in its `*.jobs.ts`): only names it declared in JobPayloads. */
export type JobDefinitions = { readonly [N in JobName]?: JobDefinition };

/**
 * Every job of the app, assembled at app level (`app.jobs.ts`) from the modules' definitions and
 * given to `JobsModule.forRoot`: a job with a payload and no definition does not compile.
 */
export type JobRegistry = { readonly [N in JobName]: JobDefinition };

export function isJobName(jobs: JobRegistry, name: string): name is JobName {
  return Object.prototype.hasOwnProperty.call(jobs, name);
}
