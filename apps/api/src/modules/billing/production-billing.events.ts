import { Injectable } from '@nestjs/common';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { ProductionLedgerService } from './production-ledger.service';

/** Keeps the production ledger with the orders' lifecycle; runs wherever the outbox delivers (API or worker). */
@Injectable()
export class ProductionBillingEvents {
  constructor(private readonly ledger: ProductionLedgerService) {}

  @EventHandler('order.status_changed', 'billing.production-ledger')
  followOrder(change: EventPayloads['order.status_changed'], { tx }: EventContext): Promise<void> {
    return this.ledger.followOrder(change, tx);
  }
}
