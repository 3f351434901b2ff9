import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import type { Tx } from '../../platform/db/database';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { PUB_SUB, TOPICS } from '../../platform/realtime/pubsub.module';
import { ManufacturingService } from './manufacturing.service';
import { ProductionFlow } from './production-flow';

/** An order that stops stops its productions; a change of productions pushes the factory's counts. */
@Injectable()
export class ManufacturingEventHandlers {
  /** Pushes not yet started, per factory: the deliveries of one pass (a tick of scans) share one counts read and publish. */
  private readonly pending = new Map<string, { tx: Tx; push: Promise<void> }>();

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
  async pushCounters({ manufactureIds }: EventPayloads['production.changed'], { tx }: EventContext): Promise<void> {
    for (const id of new Set(manufactureIds)) await this.pushOnce(id, tx);
  }

  /**
   * A push of the factory's counts read after this call: joins one that has not started reading yet
   * (its read comes later, so it covers this change too), or starts one. Its handlers run side by
   * side, so a pass over many scans of one factory reads and publishes once.
   */
  private pushOnce(id: string, tx: Tx): Promise<void> {
    const waiting = this.pending.get(id);
    if (waiting?.tx === tx) return waiting.push;
    const entry: { tx: Tx; push: Promise<void> } = { tx, push: Promise.resolve() };
    entry.push = (async () => {
      await Promise.resolve();
      if (this.pending.get(id) === entry) this.pending.delete(id);
      await this.pubsub.publish(TOPICS.mrpCountersChanged(id), {
        mrpCountersChanged: { manufacture_id: id, counters: await this.service.counters(id, null, tx) },
      });
    })();
    this.pending.set(id, entry);
    return entry.push;
  }
}
