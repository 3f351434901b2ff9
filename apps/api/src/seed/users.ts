import { eq, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@pod/shared';
import { hashPassword } from '../platform/auth/passwords';
import { newId } from '../platform/common/ids';
import { users } from '../platform/db/schema';
import type { SeedContext } from './context';

export const DEMO_PASSWORD = 'Demo-pass-1';
export const demoEmail = (role: string) => `${role}@demo.pod`;

const NAMES: Record<Role, string> = {
  super_root: 'Sam Super',
  root: 'Rita Root',
  sale: 'Sofia Seller',
  fulfiller: 'Felix Fulfiller',
  order_qc: 'Quinn Checker',
  accounting: 'Ada Accounts',
  partner: 'Paul Partner',
  cutting: 'Carla Cutter',
  printer: 'Pete Printer',
  sewer: 'Sue Sewer',
  packager: 'Pat Packager',
};

export const FACTORY_ROLES: Role[] = ['cutting', 'printer', 'sewer', 'packager', 'order_qc'];

/** One user per role (`<role>@demo.pod`, DEMO_PASSWORD) in their role's group; answers the user id by role. */
export async function seedUsers({ db }: SeedContext, groupIds: ReadonlyMap<Role, string>): Promise<Map<Role, string>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<Role, string>();
  for (const role of ROLES) {
    const email = demoEmail(role);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    const id = existing?.id ?? newId();
    if (!existing) {
      // Factory workers share the factory floor group; quality control has its own.
      const groupRole: Role = FACTORY_ROLES.includes(role) && role !== 'order_qc' ? 'cutting' : role;
      await db.insert(users).values({
        id,
        email,
        passwordHash,
        name: NAMES[role],
        role,
        groups: role === 'super_root' ? ['super_root', 'root'] : [role],
        groupId: groupIds.get(groupRole) ?? null,
        identity: `D-${role.toUpperCase()}`,
        identityLabel: NAMES[role],
        totalCredit: role === 'sale' ? '1250.75' : role === 'fulfiller' ? '-42.10' : '0.00',
        vip: role === 'sale' ? 2 : 0,
        activeStatus: role === 'printer' ? 'Printing' : 'Ready',
      });
    }
    ids.set(role, id);
  }
  return ids;
}
