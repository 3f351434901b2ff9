import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../../platform/jobs/job-handler.decorator';
import { ExportsService, type ExportListPayload } from './exports.service';
import type { JobDefinitions } from '../../platform/jobs/registry';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    export_list: ExportListPayload;
  }
}

export const EXPORTS_JOBS = {
  /** Writes a registered list with its filters to CSV or XLSX in storage. */
  export_list: { queue: 'export', attempts: 2 },
} as const satisfies JobDefinitions;

@Injectable()
export class ExportsJobs {
  constructor(private readonly exports: ExportsService) {}

  @JobHandler('export_list')
  async exportList(payload: ExportListPayload, job: JobContext) {
    return { ...(await this.exports.run(payload, job)) };
  }
}
