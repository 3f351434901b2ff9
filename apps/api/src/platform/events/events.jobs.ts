import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { EventsRepository } from './events.repository';
import type { JobDefinitions } from '../jobs/registry';

declare module '../jobs/registry' {
  interface JobPayloads {
    outbox_cleanup: Record<string, never>;
  }
}

export const EVENTS_JOBS = {
  /** Removes delivered domain events (and their deliveries) older than a week from the outbox. */
  outbox_cleanup: { queue: 'maintenance', attempts: 1, every: 60 * 60 * 1000 },
} as const satisfies JobDefinitions;

/** Delivered events are kept this long (to look into what happened), then removed. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 3600 * 1000;
const DELETE_BATCH = 5000;

@Injectable()
export class EventsJobs {
  constructor(private readonly repo: EventsRepository) {}

  /** Keeps the outbox small: delivered events older than the retention go, in short batches. Failed ones stay. */
  @JobHandler('outbox_cleanup')
  async cleanup(): Promise<{ removed: number }> {
    const cutoff = new Date(Date.now() - OUTBOX_RETENTION_MS);
    let removed = 0;
    for (let n = DELETE_BATCH; n === DELETE_BATCH; removed += n) n = await this.repo.deleteDispatchedBefore(cutoff, DELETE_BATCH);
    return { removed };
  }
}
