import type { EventDefinitions } from '../../platform/events/registry';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
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
  }
}

export const PACKING_EVENTS = {
  'package.labelled': { attempts: 5 },
  'package.picked_up': { attempts: 5 },
} as const satisfies EventDefinitions;
