import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../../platform/jobs/job-handler.decorator';
import { OrderDesignLinks } from './order-design-links';
import type { JobDefinitions } from '../../platform/jobs/registry';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    order_design_urls: { orderId: string };
  }
}

export const ORDERS_JOBS = {
  /**
   * Fetches the design links given on an order's lines (SSRF rules) and stores them as our files;
   * a link that failed for now (network, timeout, 5xx) is tried again with the back-off.
   */
  order_design_urls: { queue: 'intake', attempts: 5 },
} as const satisfies JobDefinitions;

/** The orders module's background work (runs in the API's workers and in a separate worker, which loads OrdersModule through InvoicesModule). */
@Injectable()
export class OrdersJobs {
  constructor(private readonly links: OrderDesignLinks) {}

  @JobHandler('order_design_urls')
  fetchDesignUrls(payload: { orderId: string }, job: JobContext) {
    return this.links.fetch(payload.orderId, { lastAttempt: job.lastAttempt });
  }
}
