import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import { InvoicesService } from './invoices.service';
import type { JobDefinitions } from '../../platform/jobs/registry';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    invoices_issue: Record<string, never>;
  }
}

export const INVOICES_JOBS = {
  /** Issues the sellers' weekly invoices of every ended period, with their PDF and XLSX. */
  invoices_issue: { queue: 'maintenance', attempts: 2, every: 60 * 60 * 1000 },
} as const satisfies JobDefinitions;

@Injectable()
export class InvoicesJobs {
  constructor(private readonly invoices: InvoicesService) {}

  @JobHandler('invoices_issue')
  async issue() {
    const { made, rendered } = await this.invoices.issueEnded();
    return { issued: made.length, rendered };
  }
}
