import type { EventDefinitions } from '../../platform/events/registry';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
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
  }
}

export const SHIPMENTS_EVENTS = {
  'shipment.status_changed': { attempts: 5 },
} as const satisfies EventDefinitions;
