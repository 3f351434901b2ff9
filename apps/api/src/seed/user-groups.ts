import { eq } from 'drizzle-orm';
import { defaultPermissionsFor, type Role } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { userGroups } from '../platform/db/schema';
import type { SeedContext } from './context';

const GROUPS: Array<{ name: string; role: Role }> = [
  { name: 'Administrators', role: 'super_root' },
  { name: 'Management', role: 'root' },
  { name: 'Sales', role: 'sale' },
  { name: 'Fulfilment', role: 'fulfiller' },
  { name: 'Quality control', role: 'order_qc' },
  { name: 'Finance', role: 'accounting' },
  { name: 'Partners', role: 'partner' },
  { name: 'Factory floor', role: 'cutting' },
];

/** One user group per kind of work, granting its role's defaults; answers the group id by role. */
export async function seedUserGroups({ db }: SeedContext): Promise<Map<Role, string>> {
  const ids = new Map<Role, string>();
  for (const g of GROUPS) {
    const [existing] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.name, g.name)).limit(1);
    const id = existing?.id ?? newId();
    if (!existing) {
      await db
        .insert(userGroups)
        .values({ id, name: g.name, role: g.role, status: 'Active', isDefault: g.role === 'sale', permission: defaultPermissionsFor({ role: g.role }) });
    }
    ids.set(g.role, id);
  }
  return ids;
}
