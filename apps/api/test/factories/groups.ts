import type { Action } from '@pod/shared';
import { newId } from '../../src/platform/common/ids';
import type { Db } from '../../src/platform/db/database';
import { merchantGroupMembers, merchantGroups, userGroups } from '../../src/platform/db/schema';

export type Grants = Record<string, Action[]>;

/** A permission matrix granting exactly the listed actions per module. */
export function matrix(grants: Grants) {
  return Object.entries(grants).map(([module, actions]) => ({
    module,
    title: module,
    access: { view: actions.includes('view'), add: actions.includes('add'), update: actions.includes('update'), delete: actions.includes('delete') },
  }));
}

/** A user group granting exactly `grants` (role defaults apply for the rest). */
export async function insertUserGroup(
  db: Db,
  options: { grants?: Grants; name?: string; status?: 'Active' | 'Inactive'; role?: string } = {},
): Promise<{ id: string; name: string }> {
  const id = newId();
  const name = options.name ?? `g-${id.slice(-8)}`;
  await db.insert(userGroups).values({ id, name, status: options.status ?? 'Active', role: options.role ?? null, permission: matrix(options.grants ?? {}) });
  return { id, name };
}

/** A merchant group holding these sellers. */
export async function insertMerchantGroup(db: Db, options: { name?: string; merchantIds?: string[] } = {}): Promise<{ id: string; name: string }> {
  const id = newId();
  const name = options.name ?? `m-${id.slice(-8)}`;
  await db.insert(merchantGroups).values({ id, name });
  if (options.merchantIds?.length) await db.insert(merchantGroupMembers).values(options.merchantIds.map((userId) => ({ groupId: id, userId })));
  return { id, name };
}
