import { DESIGN_REQUEST_STATUSES, type DesignRequestStatus } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

const update = ['design_requests', 'update'] as const;

/**
 * A design request's lifecycle (issue 32, item 3): a staff designer takes it (in_progress) and
 * submits print files (review); the seller approves (completed: the files are applied) or sends it
 * back (revise: in_progress); staff reject what cannot be made. Sellers hold only `view` of
 * `design_requests`: what they may fire (approve, revise) declares no permission and the service
 * lets only the owner and staff fire it.
 */
export const designRequestMachine = defineMachine({
  entity: 'design_request',
  states: DESIGN_REQUEST_STATUSES,
  transitions: {
    take: { from: ['todo'], to: 'in_progress', permission: update },
    submit: { from: ['in_progress'], to: 'review', permission: update },
    revise: { from: ['review'], to: 'in_progress' },
    approve: { from: ['review'], to: 'completed' },
    reject: { from: ['todo', 'in_progress', 'review'], to: 'rejected', permission: update },
  },
});

export type DesignRequestTransition = ReturnType<typeof designRequestMachine.allowedFrom>[number];

/** The transitions a seller (the owner) may fire. */
export const SELLER_TRANSITIONS: readonly DesignRequestTransition[] = ['approve', 'revise'];

const TARGET: Record<DesignRequestTransition, DesignRequestStatus> = {
  take: 'in_progress',
  submit: 'review',
  revise: 'in_progress',
  approve: 'completed',
  reject: 'rejected',
};

/**
 * setDesignRequestStatus names the state it wants: the transition that leads there from `from`, else
 * one that leads there (the machine refuses it from here); undefined for todo, where nothing leads.
 */
export function transitionTo(from: string, to: DesignRequestStatus): DesignRequestTransition | undefined {
  const leading = (Object.keys(TARGET) as DesignRequestTransition[]).filter((t) => TARGET[t] === to);
  return leading.find((t) => designRequestMachine.allowedFrom(from as DesignRequestStatus).includes(t)) ?? leading[0];
}
