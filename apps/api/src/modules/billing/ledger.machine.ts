import { LEDGER_STATUSES } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

/**
 * A ledger entry's status. Charges, refunds and adjustments are written paid; a top-up waits as
 * pending until root or a holder of billing_approval approves it (paid) or refuses it. A paid entry
 * is final: money goes back through a new entry (a refund or an adjustment), never by editing one.
 */
export const ledgerMachine = defineMachine({
  entity: 'ledger_entry',
  states: LEDGER_STATUSES,
  transitions: {
    approve: { from: ['pending'], to: 'paid', permission: ['billing_approval', 'update'] },
    cancel: { from: ['pending'], to: 'cancelled', permission: ['billing_approval', 'update'] },
    fail: { from: ['pending'], to: 'error', permission: ['billing_approval', 'update'] },
  },
});

export const transitionTo = (status: string): 'approve' | 'cancel' | 'fail' => (status === 'paid' ? 'approve' : status === 'cancelled' ? 'cancel' : 'fail');
