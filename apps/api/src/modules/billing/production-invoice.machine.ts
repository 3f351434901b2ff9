import { INVOICE_STATUSES } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

/** A production invoice's status: issued pending by the job; root marks it paid or cancels it, both final. */
export const productionInvoiceMachine = defineMachine({
  entity: 'production_invoice',
  states: INVOICE_STATUSES,
  transitions: {
    settle: { from: ['pending'], to: 'paid', permission: ['production_billing', 'update'] },
    cancel: { from: ['pending'], to: 'cancelled', permission: ['production_billing', 'update'] },
  },
});
