import type { EventDefinitions } from '../../platform/events/registry';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
    /** An order was created or moved on its lifecycle (`from` null on creation); `actorId` null when no user did it. */
    'order.status_changed': { orderId: string; number: number; sellerId: string; from: string | null; to: string; total: string; actorId: string | null };
  }
}

export const ORDERS_EVENTS = {
  'order.status_changed': { attempts: 5 },
} as const satisfies EventDefinitions;
