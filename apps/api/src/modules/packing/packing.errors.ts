import { BadField, ConflictField } from '../../platform/common/errors';

/** A package holds the units of one order: this unit is of another. */
export const MixedOrders = (code: string) =>
  BadField('code', 'mixed_orders', `Production ${code} is of another order: a package holds the units of one order only.`);

export const NotAtPacking = (code: string, status: string) =>
  ConflictField('code', 'not_at_packing', `Production ${code} is ${status}, not at the Packing station.`);

export const PackageState = (code: string, status: string, what: string) =>
  ConflictField('package', 'package_state', `Package ${code} is ${status}: it cannot be ${what} now.`);

export const ShipBySeller = (code: string) =>
  ConflictField('package', 'ship_by_seller', `The seller ships package ${code} (ship by seller): they give its tracking number, no label is made.`);

export const MeasuresRequired = (field: string, message: string) => BadField(field, 'measures_required', message);

export const UnknownTracking = () => BadField('tracking', 'unknown_tracking', 'No package has this tracking number.');
