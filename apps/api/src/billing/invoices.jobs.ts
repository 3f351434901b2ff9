import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { InvoicesService } from './invoices.service';

@Injectable()
export class InvoicesJobs {
  constructor(private readonly invoices: InvoicesService) {}

  @JobHandler('invoices_issue')
  issue() {
    return this.invoices.issueEnded();
  }
}
