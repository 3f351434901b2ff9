import { Injectable } from '@nestjs/common';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { IntegrationsService } from './integrations.service';

/**
 * The domain events outgoing webhooks and channel messages follow: each makes a delivery per
 * subscribed endpoint and interested channel, in the event's delivery transaction (so once).
 */
@Injectable()
export class IntegrationsEvents {
  constructor(private readonly service: IntegrationsService) {}

  @EventHandler('order.status_changed', 'integrations.order-status')
  order(p: EventPayloads['order.status_changed'], { tx, eventId }: EventContext): Promise<void> {
    return this.service.queueEvent(tx, 'order.status_changed', eventId, p, IntegrationsService.orderMessage(eventId, p));
  }

  @EventHandler('ticket.changed', 'integrations.ticket')
  ticket(p: EventPayloads['ticket.changed'], { tx, eventId }: EventContext): Promise<void> {
    return this.service.queueEvent(tx, 'ticket.changed', eventId, p, null);
  }

  @EventHandler('design_request.status_changed', 'integrations.design-request')
  designRequest(p: EventPayloads['design_request.status_changed'], { tx, eventId }: EventContext): Promise<void> {
    return this.service.queueEvent(tx, 'design_request.status_changed', eventId, p, null);
  }

  @EventHandler('package.labelled', 'integrations.package-labelled')
  labelled(p: EventPayloads['package.labelled'], { tx, eventId }: EventContext): Promise<void> {
    return this.service.queueEvent(tx, 'package.labelled', eventId, p, IntegrationsService.packageMessage(eventId, p));
  }

  @EventHandler('package.picked_up', 'integrations.package-picked-up')
  pickedUp(p: EventPayloads['package.picked_up'], { tx, eventId }: EventContext): Promise<void> {
    return this.service.queueEvent(tx, 'package.picked_up', eventId, p, null);
  }

  @EventHandler('shipment.status_changed', 'integrations.shipment')
  shipment(p: EventPayloads['shipment.status_changed'], { tx, eventId }: EventContext): Promise<void> {
    return this.service.queueEvent(tx, 'shipment.status_changed', eventId, p, IntegrationsService.shipmentMessage(eventId, p));
  }

  @EventHandler('production.error', 'integrations.production-error')
  productionError(p: EventPayloads['production.error'], { tx, eventId }: EventContext): Promise<void> {
    return this.service.queueEvent(tx, 'production.error', eventId, p, IntegrationsService.productionErrorMessage(eventId, p));
  }

  /** After the deliveries committed, so the send jobs always find them. */
  @EventHandler('webhooks.queued', 'integrations.send')
  async send({ deliveryIds }: EventPayloads['webhooks.queued']): Promise<void> {
    await this.service.startSending(deliveryIds);
  }
}
