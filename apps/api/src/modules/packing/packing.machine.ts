import { PACKAGE_STATUSES, type PackageStatus } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

const update = ['manufacturing', 'update'] as const;

type Transition = 'pack' | 'pick_up' | 'deliver' | 'exception' | 'recover' | 'cancel';

/**
 * A box package's lifecycle: filled in its bin (Processing), complete (Packed), handed to the
 * carrier (Picked Up: its label scanned, or the seller's own tracking), Delivered, or an Exception
 * the carrier reported; Cancelled when its units are taken out. The carrier's moves (deliver,
 * exception, recover) are the system's, fired by the shipment events.
 */
export const packageMachine = defineMachine<PackageStatus, Transition>({
  entity: 'package',
  states: PACKAGE_STATUSES,
  transitions: {
    pack: { from: ['Processing'], to: 'Packed', permission: update },
    pick_up: { from: ['Packed'], to: 'Picked Up' },
    deliver: { from: ['Packed', 'Picked Up', 'Exception'], to: 'Delivered' },
    exception: { from: ['Packed', 'Picked Up'], to: 'Exception' },
    recover: { from: ['Exception'], to: 'Picked Up' },
    cancel: { from: ['Processing', 'Packed'], to: 'Cancelled', permission: update },
  },
});
