export const NOTIFICATION_TYPES = ['Order', 'Item', 'Support'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['New', 'Readed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const USER_STATUSES = ['Active', 'Pending', 'Disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const GROUP_STATUSES = ['Active', 'Inactive'] as const;

export const HUB_ACTIONS = ['Create', 'Assigned', 'Unset', 'Edit'] as const;
export type HubAction = (typeof HUB_ACTIONS)[number];

export const MANUFACTURE_STATUSES = ['Active', 'Inactive'] as const;

/** Worker statuses at a station; 'Ready' keeps the default mrp filter (spec section 2). */
export const ACTIVE_STATUSES = ['Ready', 'To Do', 'Producting', 'Processing'] as const;

export const ORDER_STATUSES_IN_LINKS = ['All', 'Processing', 'In Production'] as const;

/** Where a notification's click leads (spec section 2). */
export function notificationTarget(type: string, referent: string | null | undefined): string {
  const ref = encodeURIComponent(referent ?? '');
  switch (type) {
    case 'Order':
      return `/orders?status=All&search=${ref}`;
    case 'Item':
      return `/items/internal?_id=${ref}`;
    case 'Support':
      return `/support/order?status=Inprocess&search=${ref}`;
    default:
      return '/dashboard';
  }
}

/** A tracked background job (exports, imports, renders): the web shows its progress. */
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
