import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../../platform/jobs/job-handler.decorator';
import { ImportsService, type ImportRowsPayload } from './imports.service';
import type { JobDefinitions } from '../../platform/jobs/registry';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    import_rows: ImportRowsPayload;
  }
}

export const IMPORTS_JOBS = {
  /** Writes the rows of a confirmed import, all or nothing or skipping refused rows. */
  import_rows: { queue: 'export', attempts: 1 },
} as const satisfies JobDefinitions;

@Injectable()
export class ImportsJobs {
  constructor(private readonly imports: ImportsService) {}

  @JobHandler('import_rows')
  async importRows(payload: ImportRowsPayload, job: JobContext) {
    return { ...(await this.imports.run(payload, job)) };
  }
}
