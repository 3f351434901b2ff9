import { FINAL_SHIPMENT_STATUSES, SHIPMENT_STATUSES, type ShipmentStatus } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

/** Every status but the final ones (Delivered, Failed): a carrier may move a parcel anywhere from there. */
const MOVING = SHIPMENT_STATUSES.filter((s) => !FINAL_SHIPMENT_STATUSES.includes(s));

/**
 * A shipment's tracking (issue 31). Carriers' events move it (the system fires, no actor); a
 * parcel Delivered or Failed stays so. Staff or its seller may close one by hand (`mask_delivered`,
 * the `shipments: update` permission), which the timeline keeps with who did it.
 */
export const shipmentMachine = defineMachine({
  entity: 'shipment',
  states: SHIPMENT_STATUSES,
  transitions: {
    to_processing: { from: MOVING, to: 'Processing' },
    to_picked_up: { from: MOVING, to: 'Picked Up' },
    to_processed: { from: MOVING, to: 'Processed' },
    to_in_transit: { from: MOVING, to: 'In Transit' },
    to_out_for_delivery: { from: MOVING, to: 'Out For Delivery' },
    to_delivery_attempt: { from: MOVING, to: 'Delivery Attempt' },
    to_delivered: { from: MOVING, to: 'Delivered' },
    to_failed: { from: MOVING, to: 'Failed' },
    to_exception: { from: MOVING, to: 'Exception' },
    to_other: { from: MOVING, to: 'Other' },
    mask_delivered: { from: MOVING, to: 'Delivered', permission: ['shipments', 'update'] },
  },
});

export type ShipmentTransition = ReturnType<typeof shipmentMachine.allowedFrom>[number];

/** The carrier's transition that leads to `status`. */
export const CARRIER_TRANSITION: Record<ShipmentStatus, ShipmentTransition> = {
  Processing: 'to_processing',
  'Picked Up': 'to_picked_up',
  Processed: 'to_processed',
  'In Transit': 'to_in_transit',
  'Out For Delivery': 'to_out_for_delivery',
  'Delivery Attempt': 'to_delivery_attempt',
  Delivered: 'to_delivered',
  Failed: 'to_failed',
  Exception: 'to_exception',
  Other: 'to_other',
};

export const isFinal = (status: string) => (FINAL_SHIPMENT_STATUSES as readonly string[]).includes(status);
