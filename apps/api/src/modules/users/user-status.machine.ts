import { USER_STATUSES } from '@pod/shared';
import { defineMachine } from '../../platform/common/state-machine';

/**
 * An account's status: sign-ups wait as Pending, staff activate or disable them. A disabled
 * account comes back by being activated, not by returning to approval. Every change writes the
 * user's timeline (who, and who really under impersonation).
 */
export const userStatusMachine = defineMachine({
  entity: 'user',
  states: USER_STATUSES,
  transitions: {
    activate: { from: ['Pending', 'Disabled'], to: 'Active', permission: ['users', 'update'] },
    disable: {
      from: ['Active', 'Pending'],
      to: 'Disabled',
      permission: ['users', 'update'],
      guard: ({ entityId, actor }) =>
        actor && (entityId === actor.user.id || entityId === actor.actorId)
          ? { reason: 'disable_self', message: 'You cannot disable your own account.' }
          : null,
    },
    hold: { from: ['Active'], to: 'Pending', permission: ['users', 'update'] },
  },
});

/** The transition that leads to `status` (a validated status: Active, Disabled or Pending). */
export function transitionTo(status: string): 'activate' | 'disable' | 'hold' {
  return status === 'Active' ? 'activate' : status === 'Disabled' ? 'disable' : 'hold';
}
