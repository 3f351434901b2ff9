import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { ManufacturingBatchesService } from './manufacturing-batches.service';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    mrp_batches_auto: Record<string, never>;
  }
}

export const MANUFACTURING_BATCHES_JOBS = {
  /** Batches the productions released before the last cut-off by the batching rules. */
  mrp_batches_auto: { queue: 'maintenance', attempts: 1, every: 15 * 60 * 1000 },
} as const satisfies JobDefinitions;

/** Batching's background work. */
@Injectable()
export class ManufacturingBatchesJobs {
  constructor(private readonly batches: ManufacturingBatchesService) {}

  @JobHandler('mrp_batches_auto')
  async autoBatch(): Promise<{ batches: number }> {
    return { batches: await this.batches.autoBatch() };
  }
}
