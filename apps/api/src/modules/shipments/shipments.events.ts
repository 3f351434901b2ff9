import { Injectable } from '@nestjs/common';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { NotificationsService } from '../notifications/notifications.service';
import { ShipmentsService } from './shipments.service';

/** The notification code of a shipment's Delivered or Exception: subject the tracking number, content the status. */
export const SHIPMENT_STATUS_CODE = 'shipment_status';
/** The moves a seller hears about. */
const NOTIFIED = new Set(['Delivered', 'Exception']);

/** Shipments follow packing (labelled, picked up) and outside providers' tracking; sellers hear of deliveries and exceptions. */
@Injectable()
export class ShipmentsEventHandlers {
  constructor(
    private readonly shipments: ShipmentsService,
    private readonly notifications: NotificationsService,
  ) {}

  @EventHandler('package.labelled', 'shipments.from-package')
  async labelled(p: EventPayloads['package.labelled'], { tx }: EventContext): Promise<void> {
    await this.shipments.fromPackage(tx, p);
  }

  @EventHandler('package.picked_up', 'shipments.picked-up')
  async pickedUp(p: EventPayloads['package.picked_up'], { tx }: EventContext): Promise<void> {
    await this.shipments.pickedUp(tx, p);
  }

  @EventHandler('provider_tracking.recorded', 'shipments.from-provider')
  async providerTracking(p: EventPayloads['provider_tracking.recorded'], { tx }: EventContext): Promise<void> {
    await this.shipments.fromProvider(tx, p);
  }

  /** The seller is told of a Delivered or an Exception, as their Order notification settings allow. */
  @EventHandler('shipment.status_changed', 'shipments.notify-seller')
  async notifySeller(change: EventPayloads['shipment.status_changed'], { tx }: EventContext): Promise<void> {
    if (!change.sellerId || !NOTIFIED.has(change.to)) return;
    await this.notifications.notify(tx, {
      user_id: change.sellerId,
      type: 'Order',
      event: change.to,
      code: SHIPMENT_STATUS_CODE,
      subject: change.trackingNumber,
      content: change.to,
      referent: change.orderId ?? change.shipmentId,
    });
  }
}
