import { Injectable } from '@nestjs/common';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { PackageShippingService } from './package-shipping.service';

/** A package follows its shipment (shipments' tracking): Delivered, or an Exception; its order follows it. */
@Injectable()
export class PackingEventHandlers {
  constructor(private readonly service: PackageShippingService) {}

  @EventHandler('shipment.status_changed', 'packing.follow-shipment')
  async shipmentMoved(change: EventPayloads['shipment.status_changed'], { tx }: EventContext): Promise<void> {
    if (change.packageId) await this.service.shipmentMoved(tx, change.packageId, change.to);
  }
}
