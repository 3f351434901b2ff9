import { ORDER_SOURCES } from './enums';

/**
 * Packing, shipping and returns (issue 31): the closed sets and rules the API and the screens share.
 * Packages are owned by `packing/`, shipments and their events by `shipments/`, return requests by
 * `returns/`; they follow each other through the events `package.labelled`, `package.picked_up`
 * and `shipment.status_changed` (apps/api/src/platform/events/registry.ts).
 */

/** A box package: packed at the factory's Packing station, labelled, handed over, delivered. */
export const PACKAGE_STATUSES = ['Processing', 'Packed', 'Picked Up', 'Delivered', 'Exception', 'Cancelled'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];
/** Box Packages tabs (`status=Processing` is the menu's default). */
export const PACKAGE_TABS = ['All', ...PACKAGE_STATUSES] as const;
/** A package counts as shipped once the carrier has it. */
export const SHIPPED_PACKAGE_STATUSES: readonly PackageStatus[] = ['Picked Up', 'Delivered'];

/**
 * `shipping=` of Box Packages: `mulstran` is every shipping method (the menu's default); any other
 * value is one logistics shipping method's id.
 */
export const ALL_SHIPPING_METHODS = 'mulstran';

/** A carrier's view of a parcel (spec: Shipments, `shipment_status=All`). */
export const SHIPMENT_STATUSES = [
  'Processing',
  'Picked Up',
  'Processed',
  'In Transit',
  'Out For Delivery',
  'Delivery Attempt',
  'Delivered',
  'Failed',
  'Exception',
  'Other',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_TABS = ['All', ...SHIPMENT_STATUSES] as const;
/** Statuses after which tracking stops being followed. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['Delivered', 'Failed'];

/** Return & Replacement (`/rar/{filter}`, the filter is a status in lower case or `all`). */
export const RETURN_STATUSES = ['Opening', 'Approved', 'Rejected', 'On Hold', 'Completed', 'Cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_REASONS = ['wrong_print', 'damaged', 'missing_item', 'wrong_size', 'not_as_expected', 'shipping_problem', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** What an approved request makes. */
export const RETURN_RESOLUTIONS = ['replacement', 'refund'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/** Tracking numbers of our own labels: a prefix per shipping method and a running number. */
export const OWN_TRACKING = /^[A-Z]{2,4}\d{10}$/;

/** A package's printed code: `K` and 8 letters or digits (a production's code starts with `P`). */
export const PACKAGE_CODE = /^K[0-9A-Z]{8}$/;
/** Where a package's units come from (how their order came in, ORDER_SOURCES); `All` is every one. */
export const PACKAGE_SOURCES = ['All', ...ORDER_SOURCES] as const;
/** The carriers our labels name (`own` is our own label with a tracking number series; `seller` the seller's label or tracking). */
export const PACKAGE_CARRIERS = ['own', 'seller'] as const;
/** Tracking status of a package for the counters ('none' before any carrier news). */
export const PACKAGE_TRACKING_NONE = 'none';
/** The columns of the seller-label import (`package_labels`): one row per order. */
export const PACKAGE_LABEL_IMPORT_COLUMNS = ['order_number', 'tracking_number', 'carrier', 'label_file_id'] as const;
export const PACKAGE_LABEL_IMPORT_REQUIRED = ['order_number', 'tracking_number', 'label_file_id'] as const;
