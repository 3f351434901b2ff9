import { Injectable } from '@nestjs/common';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { ProviderLinesService } from './provider-lines.service';

/** Sends orders' provider lines as the orders move; runs wherever the outbox delivers (API or worker). */
@Injectable()
export class FulfilmentsEvents {
  constructor(private readonly lines: ProviderLinesService) {}

  @EventHandler('order.status_changed', 'fulfilments.provider-lines')
  followOrder(change: EventPayloads['order.status_changed'], { tx }: EventContext): Promise<void> {
    return this.lines.followOrder(change, tx);
  }

  /** After the queued lines committed, so the job always finds them. */
  @EventHandler('provider_lines.queued', 'fulfilments.send-provider-lines')
  async startSending({ orderId }: EventPayloads['provider_lines.queued']): Promise<void> {
    await this.lines.startSending(orderId);
  }
}
