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

/** Product preset collections; the Items menu has one page per collection (its URL slug in COLLECTION_SLUGS). */
export const PRODUCT_COLLECTIONS = ['3D', '2D', 'embroidery', 'dropship'] as const;
export type ProductCollection = (typeof PRODUCT_COLLECTIONS)[number];
export const COLLECTION_SLUGS: Record<ProductCollection, string> = {
  '3D': '3d-preset',
  '2D': '2d-preset',
  embroidery: 'embroidery-preset',
  dropship: 'dropship-preset',
};

/** Print providers of product presets and product types (spec section 3, provider counts). */
export const PRODUCT_PROVIDERS = ['customcat', 'lionnix', 'merchize', 'geargag', 'scalable', 'private', 'printify', 'gearment'] as const;
export type ProductProvider = (typeof PRODUCT_PROVIDERS)[number];

/** The built-in preset categories (spec section 3, category counts); root adds more. */
export const BUILTIN_CATEGORIES = ['apparel', 'alloverprint', 'giftaccessories', 'homedecorations', 'facemask', 'canvasposter', 'jewelry'] as const;

/** Why a variant's stock changed: a hand adjustment, an order, a production run, a return. */
export const STOCK_ACTIONS = ['adjust', 'order', 'production', 'return'] as const;
export type StockAction = (typeof STOCK_ACTIONS)[number];

/** Marketplaces whose categories and specifics presets map to (imported offline). */
export const MARKETPLACES = ['tiktok', 'etsy', 'amazon', 'ebay'] as const;
