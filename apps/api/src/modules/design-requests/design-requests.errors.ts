import { BadField, ConflictField } from '../../platform/common/errors';

/** A print area the line's product (or a listing) does not have. */
export const UnknownArea = (field: string, area: string) => BadField(field, 'unknown_value', `This product has no print area "${area.slice(0, 50)}".`);

/** Delivered files cover only the areas the seller asked for. */
export const AreaNotAsked = (field: string) => BadField(field, 'invalid', 'This print area was not asked for.');

/** Nothing leads back to todo. */
export const NoWayBack = () => ConflictField('status', 'transition_not_allowed', 'A design request never goes back to todo.');

/** The line item (or listing) is gone: the files cannot be applied. */
export const TargetGone = () => ConflictField('_id', 'not_exist', 'The line item or listing of this request no longer exists.');
