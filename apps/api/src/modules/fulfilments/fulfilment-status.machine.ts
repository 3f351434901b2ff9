import { FULFILMENT_STATUSES, type FulfilmentStatus } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

/**
 * A provider account's status: valid while its credentials work, invalid when refused, lost
 * connection when the provider stopped answering, trash when retired. Every change writes the
 * account's timeline.
 */
export const fulfilmentStatusMachine = defineMachine({
  entity: 'fulfilment',
  states: FULFILMENT_STATUSES,
  transitions: {
    validate: { from: ['invalid', 'lost_connection'], to: 'valid', permission: ['fulfillments', 'update'] },
    invalidate: { from: ['valid', 'lost_connection'], to: 'invalid', permission: ['fulfillments', 'update'] },
    lose_connection: { from: ['valid'], to: 'lost_connection', permission: ['fulfillments', 'update'] },
    trash: { from: ['valid', 'invalid', 'lost_connection'], to: 'trash', permission: ['fulfillments', 'delete'] },
    restore: { from: ['trash'], to: 'invalid', permission: ['fulfillments', 'update'] },
  },
});

type Transition = 'validate' | 'invalidate' | 'lose_connection' | 'trash' | 'restore';

/** The transition that moves an account from `from` towards `to`: out of the trash it is restored (as invalid, to be checked again). */
export function transitionTo(from: string, to: FulfilmentStatus): Transition {
  if (from === 'trash') return 'restore';
  return to === 'valid' ? 'validate' : to === 'invalid' ? 'invalidate' : to === 'lost_connection' ? 'lose_connection' : 'trash';
}
