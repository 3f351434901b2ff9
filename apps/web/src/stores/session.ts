import { create } from 'zustand';
import { defaultPermissionsFor, hasPermission, type Action, type ManufactureRef, type ModulePermission } from '@pod/shared';
import { getTokens } from '../lib/tokens';

export interface SessionUser {
  _id: string;
  identity?: string | null;
  identity_label?: string | null;
  email: string;
  name?: string | null;
  role: string;
  groups?: string[] | null;
  status?: string | null;
  total_credit?: string | number | null;
  vip?: number | string | null;
  wholesale_level?: number | null;
  hold_off?: boolean | null;
  hide_production?: boolean | null;
  disable_design_production?: boolean | null;
  active_status?: string | null;
  customizer?: Record<string, unknown> | string | null;
  phone_number?: string | null;
  sale_plan?: string | null;
  facebook?: string | null;
  skype?: string | null;
  /** Effective per-module permissions (userPermissions): what the menu and the screens' actions follow. */
  permissions?: ModulePermission[];
}

export interface Manufacture extends ManufactureRef {
  status?: string | null;
  address?: string | null;
}

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
