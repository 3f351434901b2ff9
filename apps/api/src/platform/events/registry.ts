import type { NotificationModel } from '../../modules/notifications/notifications.models';

/** What the userUpdated subscription carries; platform/realtime builds it, users' UserUpdate model shows it. */
export interface UserUpdatePayload {
  _id: string;
  identity?: string;
  status: string;
  identity_label?: string;
  total_credit: string;
  vip: number;
}

/**
 * Every domain event of the product, declared once: its name and its payload's type. A change
 * other modules follow records one with `events.record(tx, name, payload)` in its own transaction;
 * `@EventHandler(name, key)` methods receive it. Start-up fails on a handler for a name missing here.
 * Payloads are stored as JSON: plain data only (no Date, no class instances).
 */
export interface EventPayloads {
  /** A field the userUpdated subscription carries changed. */
  'user.updated': UserUpdatePayload;
  /** These users' effective permissions changed (their group, role or own matrix). */
  'user.permissions_changed': { userIds: string[] };
  /** A notification was created for a user. */
  'notification.added': { userId: string; notification: NotificationModel };
  /** One notification was created for many users at once (an announcement): each recipient with their notification's id. */
  'notification.added_many': { notification: Omit<NotificationModel, '_id'>; recipients: Array<{ userId: string; id: string }> };
  /** An order was created or moved on its lifecycle (`from` null on creation); `actorId` null when no user did it. */
  'order.status_changed': { orderId: string; number: number; sellerId: string; from: string | null; to: string; total: string; actorId: string | null };
  /** Productions of these factories were made or moved: their station counts changed. */
  'production.changed': { manufactureIds: string[] };
  /** An order's lines routed to outside providers were queued (committed): the send job may take them. */
  'provider_lines.queued': { orderId: string };
  /** A support ticket was made or changed: a message, a note, a status, an assignee or a merge. */
  'ticket.changed': {
    ticketId: string;
    code: string;
    subject: string;
    status: string;
    sellerId: string;
    assigneeId: string | null;
    /** The assignee before an assignment (their queue shrank), when it changed. */
    previousAssigneeId?: string | null;
    actorId: string;
    byStaff: boolean;
    what: 'made' | 'reply' | 'note' | 'status' | 'assigned' | 'merged';
  };
  /** A design request was made (`from` null) or moved on its board (taken, in review, revised, completed, rejected). */
  'design_request.status_changed': {
    requestId: string;
    code: string;
    referent: string;
    sellerId: string;
    assigneeId: string | null;
    from: string | null;
    to: string;
    actorId: string;
    byStaff: boolean;
  };
  /** A package got its tracking number (our label, or the seller's for ship-by-seller orders): shipments follow it. */
  'package.labelled': {
    packageId: string;
    orderId: string;
    sellerId: string;
    /** The factory that packed it (absent in events recorded before it was carried). */
    manufactureId?: string;
    trackingNumber: string;
    carrier: string;
    shippingMethodId: string | null;
    international: boolean;
  };
  /** A package's label was scanned at hand-over: the carrier has it. */
  'package.picked_up': { packageId: string; orderId: string; trackingNumber: string };
  /** A shipment moved on its tracking (`packageId` null for an outside provider's parcel). */
  'shipment.status_changed': {
    shipmentId: string;
    packageId: string | null;
    orderId: string | null;
    sellerId: string | null;
    trackingNumber: string;
    from: string;
    to: string;
  };
  /** An outside provider's result file brought an order's tracking number: shipments follow it. */
  'provider_tracking.recorded': { fulfilmentId: string; orderId: string; trackingNumber: string; carrier: string | null };
  /** A worker reported errors on a production (reportMrpError): the error codes, at the step it was at. */
  'production.error': {
    productionId: string;
    code: string;
    orderId: string | null;
    manufactureId: string;
    step: string;
    errors: number[];
    note: string | null;
    reporterId: string;
  };
  /** Webhook deliveries and channel messages were queued (committed): the send jobs may take them. */
  'webhooks.queued': { deliveryIds: string[] };
}

export type EventName = keyof EventPayloads;

export interface EventDefinition {
  /** Delivery tries per handler before it is marked failed. */
  attempts: number;
}

/** How each event is delivered; an entry per declared event (the compiler checks none is missing). */
export const EVENTS: { readonly [N in EventName]: EventDefinition } = {
  'user.updated': { attempts: 5 },
  'user.permissions_changed': { attempts: 5 },
  'notification.added': { attempts: 5 },
  'notification.added_many': { attempts: 5 },
  'order.status_changed': { attempts: 5 },
  'production.changed': { attempts: 3 },
  'provider_lines.queued': { attempts: 5 },
  'ticket.changed': { attempts: 5 },
  'design_request.status_changed': { attempts: 5 },
  'package.labelled': { attempts: 5 },
  'package.picked_up': { attempts: 5 },
  'shipment.status_changed': { attempts: 5 },
  'provider_tracking.recorded': { attempts: 5 },
  'production.error': { attempts: 5 },
  'webhooks.queued': { attempts: 5 },
};

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(EVENTS, name);
}
