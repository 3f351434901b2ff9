/**
 * Packing, shipping and returns (issue 31): the closed sets and rules the API and the screens share.
 * Packages are owned by `packing/`, shipments and their events by `shipments/`, return requests by
 * `returns/`; they follow each other through the events `package.labelled`, `package.picked_up`
 * and `shipment.status_changed` (apps/api/src/events/registry.ts).
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
