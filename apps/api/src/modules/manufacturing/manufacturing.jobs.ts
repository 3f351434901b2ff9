import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { ProductionRelease } from './production-release';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    production_release: Record<string, never>;
  }
}

export const MANUFACTURING_JOBS = {
  /** Releases paid orders whose hold window has passed to production. */
  production_release: { queue: 'intake', attempts: 2, every: 60 * 1000 },
} as const satisfies JobDefinitions;

/** Manufacturing's background work. */
@Injectable()
export class ManufacturingJobs {
  constructor(private readonly release: ProductionRelease) {}

  @JobHandler('production_release')
  async releaseDue(): Promise<void> {
    await this.release.releaseDue();
  }
}
