import { create } from 'zustand';
import { defaultPermissionsFor, hasPermission, type Action, type ModulePermission } from '@pod/shared';
import { getTokens } from '../lib/tokens';
import type { CurrentUserQuery, SessionUserFieldsFragment } from '../gql/graphql';

/** The signed-in user as cUser answers it (SessionUserFields). */
export type SessionUser = SessionUserFieldsFragment & {
  /** Effective per-module permissions (userPermissions): what the menu and the screens' actions follow. */
  permissions?: ModulePermission[];
};

/** A manufacture the user works in, as CurrentUser reads it. */
export type Manufacture = CurrentUserQuery['manufactures'][number];

interface SessionState {
  token: string | null;
  superToken: string | null;
  impersonating: string | null;
  user: SessionUser | null;
  manufactures: Manufacture[];
  /** Re-reads the tokens from their cookies. */
  syncTokens: () => void;
  setUser: (user: SessionUser | null, manufactures?: Manufacture[]) => void;
  patchUser: (patch: Partial<SessionUser>) => void;
  reset: () => void;
}

export const useSession = create<SessionState>((set) => ({
  ...pickTokens(),
  user: null,
  manufactures: [],
  syncTokens: () => set(pickTokens()),
  setUser: (user, manufactures) => set((s) => ({ user, manufactures: manufactures ?? s.manufactures })),
  patchUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : s)),
  reset: () => set({ ...pickTokens(), user: null, manufactures: [] }),
}));

function pickTokens() {
  const t = getTokens();
  return { token: t.token, superToken: t.superToken, impersonating: t.impersonating };
}

/** May the signed-in user do `action` on `module`? Screens hide what the server would refuse. */
export function can(user: SessionUser | null, module: string, action: Action): boolean {
  if (!user) return false;
  return hasPermission(user.permissions ?? defaultPermissionsFor(user), module, action);
}

export function useCan(module: string, action: Action): boolean {
  return useSession((s) => can(s.user, module, action));
}
