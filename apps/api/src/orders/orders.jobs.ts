import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../jobs/job-handler.decorator';
import { OrderDesignLinks } from './order-design-links';

/** The orders module's background work (runs in the API's workers and in a separate worker, which loads OrdersModule through InvoicesModule). */
@Injectable()
export class OrdersJobs {
  constructor(private readonly links: OrderDesignLinks) {}

  @JobHandler('order_design_urls')
  fetchDesignUrls(payload: { orderId: string }, job: JobContext) {
    return this.links.fetch(payload.orderId, { lastAttempt: job.lastAttempt });
  }
}
