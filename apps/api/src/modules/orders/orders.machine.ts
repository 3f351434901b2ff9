import { ORDER_STATUSES, serverText, type OrderStatus } from '@pod/shared';
import { defineMachine, type GuardInput } from '../../platform/common/state-machine';

/** What the guards of an order's transitions need besides its status. */
export interface OrderContext {
  /** Billing has charged it (paid > 0). */
  paid: boolean;
  /** Print areas still without a design, as "line sku: area" (empty when none or when the check is skipped). */
  missingDesigns?: readonly string[];
}

const update = ['orders', 'update'] as const;
type Guard = GuardInput<OrderStatus, OrderContext>;

/**
 * An order's lifecycle (spec section 4). Pending orders wait for designs, payment or release;
 * `process` is fired by processOrders once billing has charged it, and locks the order. Holding a
 * paid order and releasing it returns it to Processing (`resume`), an unpaid one to Pending.
 * Production (a later module) fires start_production, fulfil and complete.
 */
export const orderMachine = defineMachine({
  entity: 'order',
  states: ORDER_STATUSES,
  transitions: {
    process: {
      from: ['Pending'],
      to: 'Processing',
      permission: update,
      guard: ({ context }: Guard) =>
        context.missingDesigns?.length
          ? {
              reason: 'design_missing',
              message: `A design is missing for ${context.missingDesigns.slice(0, 5).join(', ')}.`,
              text: serverText('design_missing', { designs: context.missingDesigns.slice(0, 5).join(', ') }),
            }
          : null,
    },
    hold: { from: ['Pending', 'Processing'], to: 'On Hold', permission: update },
    release: {
      from: ['On Hold'],
      to: 'Pending',
      permission: update,
      guard: ({ context }: Guard) =>
        context.paid ? { reason: 'transition_refused', message: 'A paid order resumes to Processing.', text: serverText('paid_order_resumes') } : null,
    },
    resume: {
      from: ['On Hold'],
      to: 'Processing',
      permission: update,
      guard: ({ context }: Guard) =>
        context.paid ? null : { reason: 'transition_refused', message: 'An unpaid order is released to Pending.', text: serverText('unpaid_order_releases') },
    },
    start_production: { from: ['Processing'], to: 'In Production', permission: update },
    fulfil: { from: ['In Production'], to: 'Fulfilled', permission: update },
    complete: { from: ['Fulfilled'], to: 'Completed', permission: update },
    cancel: { from: ['Pending', 'Processing', 'On Hold'], to: 'Cancelled', permission: update },
    refund: { from: ['In Production', 'Fulfilled', 'Completed'], to: 'Refunded', permission: ['orders', 'delete'] },
    trash: {
      from: ['Pending', 'On Hold', 'Cancelled'],
      to: 'Trash',
      permission: ['orders', 'delete'],
      guard: ({ context }: Guard) => (context.paid ? 'A paid order is cancelled (and refunded) before it is trashed.' : null),
    },
    restore: { from: ['Trash'], to: 'Pending', permission: ['orders', 'delete'] },
  },
});

export type OrderTransition = ReturnType<typeof orderMachine.allowedFrom>[number];
