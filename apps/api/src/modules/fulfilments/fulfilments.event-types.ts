import type { EventDefinitions } from '../../platform/events/registry';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
    /** An order's lines routed to outside providers were queued (committed): the send job may take them. */
    'provider_lines.queued': { orderId: string };
    /** An outside provider's result file brought an order's tracking number: shipments follow it. */
    'provider_tracking.recorded': { fulfilmentId: string; orderId: string; trackingNumber: string; carrier: string | null };
  }
}

export const FULFILMENTS_EVENTS = {
  'provider_lines.queued': { attempts: 5 },
  'provider_tracking.recorded': { attempts: 5 },
} as const satisfies EventDefinitions;
