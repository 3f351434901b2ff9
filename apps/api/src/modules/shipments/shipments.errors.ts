import { serverText } from '@pod/shared';
import { BadField, ConflictField, Unauthenticated } from '../../platform/common/errors';

/** Tracking numbers no shipment carries (the webhook and the import name them). */
export const UnknownTracking = (numbers: readonly string[]) =>
  BadField('tracking_number', 'not_exist', `No shipment has the tracking number ${numbers.slice(0, 5).join(', ')}${numbers.length > 5 ? ', …' : ''}.`);

/** A tracking number two carriers share, given without its carrier. */
export const CarrierNeeded = (number: string) => BadField('carrier', 'required', `Several carriers have the tracking number ${number}: name the carrier.`);

/** A shipment already Delivered or Failed is not closed again. */
export const AlreadyClosed = (status: string) => ConflictField('_id', 'transition_not_allowed', `This shipment is already ${status}.`);

/** A webhook delivery without a valid signature, or signed too long ago. */
export const BadSignature = (why: 'signature' | 'timestamp') =>
  why === 'signature'
    ? Unauthenticated('Invalid tracking webhook signature.', serverText('tracking_signature_invalid'))
    : Unauthenticated('The tracking webhook timestamp is missing or too old.', serverText('tracking_timestamp_invalid'));
