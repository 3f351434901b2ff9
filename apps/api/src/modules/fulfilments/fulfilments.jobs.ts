import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { ProviderLinesService } from './provider-lines.service';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    provider_lines_send: { orderId: string };
  }
}

export const FULFILMENTS_JOBS = {
  /**
   * Sends an order's queued (or failed) provider lines: the account's order file is written and
   * stored, the lines marked sent; a storage failure marks them failed and tries again.
   */
  provider_lines_send: { queue: 'intake', attempts: 5 },
} as const satisfies JobDefinitions;

/** The fulfilments module's background work. */
@Injectable()
export class FulfilmentsJobs {
  constructor(private readonly lines: ProviderLinesService) {}

  @JobHandler('provider_lines_send')
  sendProviderLines(payload: { orderId: string }): Promise<void> {
    return this.lines.send(payload.orderId);
  }
}
