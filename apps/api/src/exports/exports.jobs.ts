import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../jobs/job-handler.decorator';
import { ExportsService, type ExportListPayload } from './exports.service';

@Injectable()
export class ExportsJobs {
  constructor(private readonly exports: ExportsService) {}

  @JobHandler('export_list')
  async exportList(payload: ExportListPayload, job: JobContext) {
    return { ...(await this.exports.run(payload, job)) };
  }
}
