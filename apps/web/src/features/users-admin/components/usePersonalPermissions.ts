import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DEFAULT_PERMISSIONS, USER_GROUPS_BY_ID } from '../graphql';
import type { FullUser } from '../user-form';
import { fullMatrix, type Perm } from './PermissionMatrix';

/**
 * Personal permissions: shown as the effective matrix (role defaults, then the active group, then the
 * user's own entries); only the modules changed here (plus the user's existing entries) are sent as
 * the user's own layer (`personalLayer()`).
 */
export function usePersonalPermissions(user: FullUser | null, role: string, groupId: string) {
  const [perm, setPerm] = useState<Perm[] | null>(null);
  const defaultsQ = useQuery(DEFAULT_PERMISSIONS, { variables: { role: role || null }, skip: !user || !role });
  const groupsFull = useQuery(USER_GROUPS_BY_ID, { skip: !user });
  const baseline = useMemo(() => {
    if (!user || !defaultsQ.data) return null;
    let m = fullMatrix(defaultsQ.data.getDefaultPermissions);
    const overlay = (layer: readonly Perm[]) => {
      m = m.map((p) => {
        const e = layer.find((x) => x.module === p.module);
        return e ? { ...p, access: { view: !!e.access.view, add: !!e.access.add, update: !!e.access.update, delete: !!e.access.delete } } : p;
      });
    };
    const g = groupsFull.data?.usergroups.find((x) => x._id === groupId && x.status === 'Active');
    if (g) overlay(g.permission);
    overlay(user.permission ?? []);
    return m;
  }, [user, defaultsQ.data, groupsFull.data, groupId]);
  useEffect(() => setPerm(null), [user]);
  const personalLayer = (): Perm[] | undefined => {
    if (!perm || !baseline || !user) return undefined;
    const own = new Set((user.permission ?? []).map((p) => p.module));
    return perm
      .filter((p) => {
        const b = baseline.find((x) => x.module === p.module);
        return own.has(p.module) || !b || (['view', 'add', 'update', 'delete'] as const).some((a) => b.access[a] !== p.access[a]);
      })
      .map((p) => ({ module: p.module, access: { ...p.access } }));
  };
  return { shown: baseline ? (perm ?? baseline) : null, setPerm, personalLayer };
}
