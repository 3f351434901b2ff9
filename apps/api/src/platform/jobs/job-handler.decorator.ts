import { SetMetadata } from '@nestjs/common';
import type { JobName, JobPayload } from './registry';

export const JOB_HANDLER_KEY = 'pod:job-handler';

export interface JobContext {
  /** The tracked row id (jobs table) or the queue's own job id. */
  id: string;
  name: string;
  attempt: number;
  /** No try follows if this one fails: a handler that reports failures elsewhere does it now. */
  lastAttempt: boolean;
  /** 0..100; stored on the jobs row of tracked jobs and pushed to jobProgress subscribers. */
  progress(percent: number): Promise<void>;
}

/** What a handler answers: stored as the tracked job's result (JSON). */
export type JobResult = Record<string, unknown> | void;

/**
 * A handler of job N. Its payload parameter is compared both ways (a method signature), so a
 * handler may name the payload type its module declared instead of `JobPayload<N>`.
 */
export type JobHandlerFn<N extends JobName> = {
  handle(payload: JobPayload<N>, ctx: JobContext): Promise<JobResult>;
}['handle'];

/** Marks a provider method as the handler of a declared job; its payload type must fit the job's. */
export function JobHandler<N extends JobName>(name: N) {
  return <F extends JobHandlerFn<N>>(target: object, property: string | symbol, descriptor: TypedPropertyDescriptor<F>) => {
    SetMetadata(JOB_HANDLER_KEY, name)(target, property, descriptor);
  };
}
