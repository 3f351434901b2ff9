import type { EventDefinitions } from '../../platform/events/registry';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
    /** Webhook deliveries and channel messages were queued (committed): the send jobs may take them. */
    'webhooks.queued': { deliveryIds: string[] };
  }
}

export const INTEGRATIONS_EVENTS = {
  'webhooks.queued': { attempts: 5 },
} as const satisfies EventDefinitions;
