export const NOTIFICATION_TYPES = ['Order', 'Item', 'Support', 'Return', 'System', 'Design'] as const;
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

/**
 * The station a worker lands on in the productions list: 'Ready' keeps the default mrp filter
 * (spec section 2), the others are the production steps a worker scans at (manufacturing.ts).
 */
export const ACTIVE_STATUSES = ['Ready', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing'] as const;

export const ORDER_STATUSES_IN_LINKS = ['All', 'Processing', 'In Production'] as const;

/**
 * An order's lifecycle (spec section 4): Pending until paid by processOrders, then Processing
 * (locked), In Production, Fulfilled, Completed; or On Hold, Cancelled, Refunded, Trash.
 */
export const ORDER_STATUSES = ['Pending', 'Processing', 'In Production', 'Fulfilled', 'Completed', 'On Hold', 'Cancelled', 'Refunded', 'Trash'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The Orders tabs: every status, and All (every order but the trashed ones). */
export const ORDER_TABS = ['All', ...ORDER_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Where a store's orders come from: an e-commerce platform, our API, or typed in / imported by hand. */
export const STORE_PLATFORMS = ['shopify', 'etsy', 'tiktok', 'amazon', 'woocommerce', 'api', 'manual'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];
/**
 * How an order came in: an integration's API token (`api`), a store's own push (its token or
 * webhook: `store`), an order file (`csv`), typed in on the form or cloned (`manual`), or a free
 * replacement of a delivered order (`replacement`). Its productions carry it as their source.
 */
export const ORDER_SOURCES = ['api', 'store', 'csv', 'manual', 'replacement'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const STORE_STATUSES = ['active', 'trash'] as const;

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
    case 'Return':
      return `/rar/all?open=${ref}`;
    case 'Design':
      return `/design-requests?request=${ref}`;
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
/** Production stations a manufacture may run, each switched on or off. */
export const MANUFACTURE_STATIONS = ['cutting', 'printing', 'sewing', 'packing'] as const;
export type ManufactureStation = (typeof MANUFACTURE_STATIONS)[number];
/** Which stations a manufacture runs (absent: off). */
export type ManufactureStations = Partial<Record<ManufactureStation, boolean>>;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SHIPPING_SCOPES = ['domestic', 'international'] as const;
/** Who may use a shipping method: everyone, the sellers of one merchant group, or chosen sellers. */
export const SHIPPING_AUDIENCES = ['everyone', 'merchant_group', 'sellers'] as const;
export type ShippingAudience = (typeof SHIPPING_AUDIENCES)[number];

export const LOCATION_TYPES = ['stock', 'ship_from'] as const;
export const LOCATION_STATUSES = ['active', 'trash'] as const;

/** The outside print providers of spec section 3: the same list as the catalogue's. @alias */
export const FULFILMENT_PROVIDERS = PRODUCT_PROVIDERS;
export type FulfilmentProvider = ProductProvider;
export const FULFILMENT_STATUSES = ['valid', 'invalid', 'lost_connection', 'trash'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];
export const FULFILMENT_ROUTINGS = ['auto', 'manual'] as const;

/**
 * An order line sent to an outside provider: queued when its order goes to production, sent once
 * its order file is written, then as the provider reports it; failed (with a reason) can be resent.
 */
export const PROVIDER_LINE_STATUSES = ['queued', 'sent', 'in_production', 'shipped', 'failed', 'cancelled'] as const;
export type ProviderLineStatus = (typeof PROVIDER_LINE_STATUSES)[number];
/** Why a provider line failed to send: the address lacks what providers need, the account is not live, or the file could not be stored. */
export const PROVIDER_LINE_ERRORS = ['address_incomplete', 'account_unavailable', 'send_failed'] as const;
export type ProviderLineError = (typeof PROVIDER_LINE_ERRORS)[number];

export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriverName = (typeof STORAGE_DRIVERS)[number];

/** Mockup designs (spec section 4): filters name them in lower case; trashed ones are kept, not deleted. */
export const DESIGN_STATUSES = ['draft', 'published', 'trashed'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

/** How a design's artwork fills a mockup image's print area when no placement is given. */
export const PRINT_FITS = ['contain', 'cover', 'fill'] as const;
export type PrintFit = (typeof PRINT_FITS)[number];

/** Mockup presets (root's templates) and sellers' product mockups (spec section 7); a trashed one is kept, not deleted. */
export const MOCKUP_STATUSES = ['Draft', 'Publish', 'Trash'] as const;
export type MockupStatus = (typeof MOCKUP_STATUSES)[number];

/** A seller's listing (spec section 3, "Listing (seller side)"); trashItemInfo moves it to Trash. */
export const LISTING_STATUSES = ['Draft', 'Publish', 'Trash'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * A listing's publishing to one store (spec: values not shown): queued, being published, done, failed
 * with a message, or exported (the platform cannot be reached from here: its product file is ready to import).
 */
export const LISTING_QUEUE_STATUSES = ['queued', 'publishing', 'published', 'exported', 'failed'] as const;
export type ListingQueueStatus = (typeof LISTING_QUEUE_STATUSES)[number];

/** The marketplaces the sellers' browser extension reads listings and orders from (Extensions, issue 33 item 6). */
export const EXTENSION_MARKETPLACES = ['etsy', 'amazon', 'ebay', 'shopify', 'tiktok'] as const;
export type ExtensionMarketplace = (typeof EXTENSION_MARKETPLACES)[number];

/** What a rule set's field mapping may fill: the listing's and the order's fields the extension sends back. */
export const EXTENSION_FIELDS = [
  'order_number',
  'title',
  'price',
  'currency',
  'sku',
  'image',
  'quantity',
  'variant',
  'buyer_name',
  'buyer_email',
  'buyer_phone',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'postal_code',
  'country',
  'note',
] as const;
export type ExtensionField = (typeof EXTENSION_FIELDS)[number];
