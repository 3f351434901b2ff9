import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { ProductionInvoicesService } from './production-invoices.service';

@Injectable()
export class ProductionBillingJobs {
  constructor(private readonly invoices: ProductionInvoicesService) {}

  @JobHandler('production_invoices_issue')
  async issue() {
    const { made, rendered } = await this.invoices.issueEnded();
    return { issued: made.length, rendered };
  }
}
