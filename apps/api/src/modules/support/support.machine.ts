import { TICKET_STATUSES, type TicketStatus } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

const update = ['tickets', 'update'] as const;

/**
 * A ticket's lifecycle (issue 32): staff take it (Inprocess) and resolve it; either side closes it;
 * a reply on a resolved or closed ticket reopens it. Merging closes the duplicates. Sellers hold no
 * `tickets` permission: what they may fire (close, reopen by replying) declares none.
 */
export const ticketMachine = defineMachine({
  entity: 'ticket',
  states: TICKET_STATUSES,
  transitions: {
    take: { from: ['Open'], to: 'Inprocess', permission: update },
    resolve: { from: ['Open', 'Inprocess'], to: 'Resolved', permission: update },
    close: { from: ['Open', 'Inprocess', 'Resolved'], to: 'Closed' },
    reopen: { from: ['Resolved', 'Closed'], to: 'Open' },
    merge: { from: ['Open', 'Inprocess', 'Resolved'], to: 'Closed', permission: update },
  },
});

export type TicketTransition = ReturnType<typeof ticketMachine.allowedFrom>[number];

/** setTicketStatus names the state it wants: the transition that leads there. */
export const TRANSITION_TO: Record<TicketStatus, TicketTransition> = {
  Open: 'reopen',
  Inprocess: 'take',
  Resolved: 'resolve',
  Closed: 'close',
};
