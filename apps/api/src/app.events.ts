import { DESIGN_REQUESTS_EVENTS } from './modules/design-requests/design-requests.event-types';
import { FULFILMENTS_EVENTS } from './modules/fulfilments/fulfilments.event-types';
import { INTEGRATIONS_EVENTS } from './modules/integrations/integrations.event-types';
import { MANUFACTURING_EVENTS } from './modules/manufacturing/manufacturing.event-types';
import { NOTIFICATIONS_EVENTS } from './modules/notifications/notifications.event-types';
import { ORDERS_EVENTS } from './modules/orders/orders.event-types';
import { PACKING_EVENTS } from './modules/packing/packing.event-types';
import { SHIPMENTS_EVENTS } from './modules/shipments/shipments.event-types';
import { SUPPORT_EVENTS } from './modules/support/support.event-types';
import { PLATFORM_EVENTS, type EventRegistry } from './platform/events/registry';

/**
 * Every domain event of the app, gathered from the code that records it (each module's
 * `<module>.event-types.ts`), so `events/` imports no feature. A module that records an event adds
 * its line here; a declared payload without a definition does not compile.
 */
export const APP_EVENTS = {
  ...PLATFORM_EVENTS,
  ...NOTIFICATIONS_EVENTS,
  ...ORDERS_EVENTS,
  ...MANUFACTURING_EVENTS,
  ...FULFILMENTS_EVENTS,
  ...SUPPORT_EVENTS,
  ...DESIGN_REQUESTS_EVENTS,
  ...PACKING_EVENTS,
  ...SHIPMENTS_EVENTS,
  ...INTEGRATIONS_EVENTS,
} as const satisfies EventRegistry;
