import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import { ProductionInvoicesService } from './production-invoices.service';
import type { JobDefinitions } from '../../platform/jobs/registry';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    production_invoices_issue: Record<string, never>;
  }
}

export const PRODUCTION_BILLING_JOBS = {
  /** Issues the factories' weekly production invoices of every ended period, with their PDF and XLSX. */
  production_invoices_issue: { queue: 'maintenance', attempts: 2, every: 60 * 60 * 1000 },
} as const satisfies JobDefinitions;

@Injectable()
export class ProductionBillingJobs {
  constructor(private readonly invoices: ProductionInvoicesService) {}

  @JobHandler('production_invoices_issue')
  async issue() {
    const { made, rendered } = await this.invoices.issueEnded();
    return { issued: made.length, rendered };
  }
}
