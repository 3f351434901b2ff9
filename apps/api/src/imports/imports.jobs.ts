import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../jobs/job-handler.decorator';
import { ImportsService, type ImportRowsPayload } from './imports.service';

@Injectable()
export class ImportsJobs {
  constructor(private readonly imports: ImportsService) {}

  @JobHandler('import_rows')
  async importRows(payload: ImportRowsPayload, job: JobContext) {
    return { ...(await this.imports.run(payload, job)) };
  }
}
