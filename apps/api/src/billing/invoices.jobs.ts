import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { InvoicesService } from './invoices.service';

@Injectable()
export class InvoicesJobs {
  constructor(private readonly invoices: InvoicesService) {}

  @JobHandler('invoices_issue')
  async issue() {
    const { made, rendered } = await this.invoices.issueEnded();
    return { issued: made.length, rendered };
  }
}
