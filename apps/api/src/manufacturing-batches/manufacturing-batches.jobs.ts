import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { ManufacturingBatchesService } from './manufacturing-batches.service';

@Injectable()
export class ManufacturingBatchesJobs {
  constructor(private readonly batches: ManufacturingBatchesService) {}

  @JobHandler('mrp_batches_auto')
  async autoBatch(): Promise<{ batches: number }> {
    return { batches: await this.batches.autoBatch() };
  }
}
