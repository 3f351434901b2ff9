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

/** Uploads are pending until the client has PUT the bytes and confirmed them. */
export const FILE_STATUSES = ['pending', 'ready'] as const;
export const FONT_STATUSES = ['pending', 'ready'] as const;
export const FONT_PROVIDERS = ['google', 'custom'] as const;

/** A user's to-do items (spec section 9: the demo task is assigned). */
export const TASK_STATUSES = ['assigned', 'done'] as const;

/** Sessions: a normal sign-in, the super token of super-level users, or an impersonation by switchUser. */
export const SESSION_KINDS = ['user', 'super', 'impersonation'] as const;

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
