import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { ProductionRelease } from './production-release';

/** Manufacturing's background work. */
@Injectable()
export class ManufacturingJobs {
  constructor(private readonly release: ProductionRelease) {}

  @JobHandler('production_release')
  async releaseDue(): Promise<void> {
    await this.release.releaseDue();
  }
}
