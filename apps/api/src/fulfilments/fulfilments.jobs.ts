import { Injectable } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator';
import { ProviderLinesService } from './provider-lines.service';

/** The fulfilments module's background work. */
@Injectable()
export class FulfilmentsJobs {
  constructor(private readonly lines: ProviderLinesService) {}

  @JobHandler('provider_lines_send')
  sendProviderLines(payload: { orderId: string }): Promise<void> {
    return this.lines.send(payload.orderId);
  }
}
