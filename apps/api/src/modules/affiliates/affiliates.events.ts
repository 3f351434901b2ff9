import { Injectable } from '@nestjs/common';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { AffiliatesService } from './affiliates.service';

/** Posts and reverses affiliate commissions with the orders' lifecycle; runs wherever the outbox delivers (API or worker). */
@Injectable()
export class AffiliatesEvents {
  constructor(private readonly service: AffiliatesService) {}

  @EventHandler('order.status_changed', 'affiliates.commission')
  followOrder(change: EventPayloads['order.status_changed'], { tx }: EventContext): Promise<void> {
    return this.service.followOrder(change, tx);
  }
}
