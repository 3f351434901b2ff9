import { Injectable } from '@nestjs/common';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderProgressService } from './order-progress';

/** The notification code of an order's status change: subject `#number`, content the new status. */
export const ORDER_STATUS_CODE = 'order_status';

/**
 * Tells sellers what happened to their orders: every status change someone else made (staff, the
 * factory, an integration), following the seller's Order notification settings, where an event
 * named after a status ("Cancelled") can switch that one off. What sellers do themselves is not
 * echoed back to them. Runs in whichever process delivers the event (API or worker).
 */
@Injectable()
export class OrderEventHandlers {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly progress: OrderProgressService,
  ) {}

  @EventHandler('order.status_changed', 'orders.notify-seller')
  async notifySeller(change: EventPayloads['order.status_changed'], { tx }: EventContext): Promise<void> {
    if (change.actorId === change.sellerId) return;
    await this.notifications.notify(tx, {
      user_id: change.sellerId,
      type: 'Order',
      event: change.to,
      code: ORDER_STATUS_CODE,
      subject: `#${change.number}`,
      content: change.to,
      referent: change.orderId,
    });
  }

  /** An outside provider shipped lines of the order (its result file, committed with the lines): the order may be Fulfilled. */
  @EventHandler('provider_tracking.recorded', 'orders.progress-provider-shipped')
  async providerShipped(p: EventPayloads['provider_tracking.recorded'], { tx }: EventContext): Promise<void> {
    await this.progress.follow(tx, p.orderId, { kind: 'provider', tracking: p.trackingNumber });
  }

  /** An outside provider's parcel moved on its tracking (a package's shipment is packing's to follow): the order may be Completed. */
  @EventHandler('shipment.status_changed', 'orders.progress-provider-parcel')
  async providerParcelMoved(change: EventPayloads['shipment.status_changed'], { tx }: EventContext): Promise<void> {
    if (change.packageId || !change.orderId) return;
    await this.progress.follow(tx, change.orderId, { kind: 'provider', tracking: change.trackingNumber });
  }
}
