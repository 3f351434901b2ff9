import type { AuthContext } from '../../platform/auth/auth-context';

/** Who confirmed an import, as the job needs it (jobs may run in another process, after the request). */
export type CallerSnapshot = Pick<AuthContext, 'user' | 'actorId' | 'via' | 'impersonating' | 'permissions'>;

export function snapshotOf(auth: AuthContext): CallerSnapshot {
  return { user: auth.user, actorId: auth.actorId, via: auth.via, impersonating: auth.impersonating, permissions: auth.permissions };
}

/** The caller as services expect it. A job has no session and no loaded record. */
export function authOf(snapshot: CallerSnapshot): AuthContext {
  return {
    ...snapshot,
    sessionId: null,
    // Scopes were checked when the import was confirmed; a store token cannot start one.
    scopes: null,
    storeId: null,
    get current(): never {
      throw new Error('The caller’s loaded record is not available inside a job');
    },
  };
}
