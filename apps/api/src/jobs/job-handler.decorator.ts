import { SetMetadata } from '@nestjs/common';
import type { JobName } from './registry';

export const JOB_HANDLER_KEY = 'pod:job-handler';

/** Marks a provider method as the handler of a declared job. */
export const JobHandler = (name: JobName) => SetMetadata(JOB_HANDLER_KEY, name);

export interface JobContext {
  /** The tracked row id (jobs table) or the queue's own job id. */
  id: string;
  name: string;
  attempt: number;
  /** 0..100; stored on the jobs row for tracked jobs. */
  progress(percent: number): Promise<void>;
}

export type JobHandlerFn = (payload: any, ctx: JobContext) => Promise<Record<string, unknown> | void>;
