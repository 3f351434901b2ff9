import { INVOICE_STATUSES } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

/**
 * A weekly invoice's status. The job issues it pending; root or a holder of billing_approval marks
 * it paid once the seller has settled it, or cancels it. Both are final: a correction is a new
 * entry on the ledger, never an edited invoice.
 */
export const invoiceMachine = defineMachine({
  entity: 'invoice',
  states: INVOICE_STATUSES,
  transitions: {
    settle: { from: ['pending'], to: 'paid', permission: ['billing_approval', 'update'] },
    cancel: { from: ['pending'], to: 'cancelled', permission: ['billing_approval', 'update'] },
  },
});
