import { RETURN_STATUSES } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

const update = ['return_replacement', 'update'] as const;

/**
 * A return request's lifecycle (issue 31): staff approve (a replacement or a refund), reject or hold
 * an Opening request, decide a held one, and complete an approved one once it is settled. A seller
 * (or staff) cancels a request still waiting for its decision; sellers hold no `return_replacement`
 * permission, so cancel declares none (the service narrows them to their own).
 */
export const returnRequestMachine = defineMachine({
  entity: 'return_request',
  states: RETURN_STATUSES,
  transitions: {
    approve: { from: ['Opening', 'On Hold'], to: 'Approved', permission: update },
    reject: { from: ['Opening', 'On Hold'], to: 'Rejected', permission: update },
    hold: { from: ['Opening'], to: 'On Hold', permission: update },
    complete: { from: ['Approved'], to: 'Completed', permission: update },
    cancel: { from: ['Opening', 'On Hold'], to: 'Cancelled' },
  },
});

export type ReturnTransition = ReturnType<typeof returnRequestMachine.allowedFrom>[number];
