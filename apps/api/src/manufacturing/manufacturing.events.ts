import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { EventHandler, type EventContext } from '../events/event-handler.decorator';
import type { EventPayloads } from '../events/registry';
import { PUB_SUB, TOPICS } from '../realtime/pubsub.module';
import { ManufacturingService } from './manufacturing.service';
import { ProductionFlow } from './production-flow';

/** An order that stops stops its productions; a change of productions pushes the factory's counts. */
@Injectable()
export class ManufacturingEventHandlers {
  constructor(
    private readonly flow: ProductionFlow,
    private readonly service: ManufacturingService,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  @EventHandler('order.status_changed', 'manufacturing.cancel-productions')
  async orderStopped(change: EventPayloads['order.status_changed'], { tx }: EventContext): Promise<void> {
    if (change.to === 'Cancelled' || change.to === 'Refunded') await this.flow.cancelOrder(tx, change.orderId);
  }

  @EventHandler('production.changed', 'manufacturing.push-counters', { sideBySide: true })
  async pushCounters({ manufactureIds }: EventPayloads['production.changed']): Promise<void> {
    for (const id of new Set(manufactureIds))
      await this.pubsub.publish(TOPICS.mrpCountersChanged(id), { mrpCountersChanged: { manufacture_id: id, counters: await this.service.counters(id) } });
  }
}
