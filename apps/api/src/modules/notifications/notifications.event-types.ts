import type { EventDefinitions } from '../../platform/events/registry';
import type { NotificationModel } from './notifications.models';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
    /** A notification was created for a user. */
    'notification.added': { userId: string; notification: NotificationModel };
    /** One notification was created for many users at once (an announcement): each recipient with their notification's id. */
    'notification.added_many': { notification: Omit<NotificationModel, '_id'>; recipients: Array<{ userId: string; id: string }> };
  }
}

export const NOTIFICATIONS_EVENTS = {
  'notification.added': { attempts: 5 },
  'notification.added_many': { attempts: 5 },
} as const satisfies EventDefinitions;
