import { and, eq, sql } from 'drizzle-orm';
import { defaultPermissionsFor, ROLES, type Role } from '@pod/shared';
import { hashPassword } from '../../auth/passwords';
import { newId } from '../../common/ids';
import type { Db } from '../database';
import {
  manufactures,
  manufactureWorkers,
  merchantGroupMembers,
  merchantGroups,
  notifications,
  tasks,
  userGroups,
  userNotificationSettings,
  users,
} from '../schema';

export const DEMO_PASSWORD = 'Demo-pass-1';
export const demoEmail = (role: string) => `${role}@demo.pod`;

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

const FACTORY_ROLES: Role[] = ['cutting', 'printer', 'sewer', 'packager', 'order_qc'];

/** Demo data for the quick start and the browser tests. Safe to run again: it only adds what is missing. */
export async function seedDemo(db: Db): Promise<Array<{ role: string; email: string; password: string }>> {
  const groupIds = new Map<Role, string>();
  for (const g of GROUPS) {
    const [existing] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.name, g.name)).limit(1);
    const id = existing?.id ?? newId();
    if (!existing) {
      await db
        .insert(userGroups)
        .values({ id, name: g.name, role: g.role, status: 'Active', isDefault: g.role === 'sale', permission: defaultPermissionsFor({ role: g.role }) });
    }
    groupIds.set(g.role, id);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<Role, string>();
  for (const role of ROLES) {
    const email = demoEmail(role);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    const id = existing?.id ?? newId();
    if (!existing) {
      const groupRole = (FACTORY_ROLES.includes(role) && role !== 'order_qc' ? 'cutting' : role) as Role;
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
        activeStatus: role === 'printer' ? 'Producting' : 'Ready',
      });
    }
    userIds.set(role, id);
  }
  for (const [name, address] of [
    ['Lisbon Factory', 'Rua da Fábrica 12, 1100-001 Lisboa, PT'],
    ['Berlin Print Hub', 'Druckerstraße 5, 10115 Berlin, DE'],
  ]) {
    const [existing] = await db.select({ id: manufactures.id }).from(manufactures).where(eq(manufactures.name, name)).limit(1);
    const id = existing?.id ?? newId();
    if (!existing) await db.insert(manufactures).values({ id, name, address, status: 'Active' });
    for (const role of FACTORY_ROLES) {
      const userId = userIds.get(role)!;
      const [member] = await db
        .select()
        .from(manufactureWorkers)
        .where(and(eq(manufactureWorkers.manufactureId, id), eq(manufactureWorkers.userId, userId)))
        .limit(1);
      if (!member) await db.insert(manufactureWorkers).values({ manufactureId: id, userId });
    }
  }
  // A merchant group with the demo seller, and the fulfiller's order notification settings, so those screens show something.
  const [keyAccounts] = await db.select({ id: merchantGroups.id }).from(merchantGroups).where(eq(merchantGroups.name, 'Key accounts')).limit(1);
  if (!keyAccounts) {
    const id = newId();
    await db.insert(merchantGroups).values({ id, name: 'Key accounts' });
    await db.insert(merchantGroupMembers).values({ groupId: id, userId: userIds.get('sale')! });
  }
  await db
    .insert(userNotificationSettings)
    .values({
      id: newId(),
      userId: userIds.get('fulfiller')!,
      type: 'Order',
      status: 'Active',
      mentions: ['@fulfilment'],
      url: 'https://hooks.example.com/orders',
      subject: 'Orders waiting too long',
      aliasMentions: [{ id: 'U-FELIX', username: 'felix', first_name: 'Felix', last_name: 'Fulfiller' }],
      group: { id: 'C-OPS', title: 'Operations' },
      events: [
        {
          id: 'late-orders',
          name: 'Late orders',
          mentions: ['@fulfilment'],
          status: 'Active',
          group: null,
          alias_mentions: [],
          times: [
            { hour: 9, minute: 0 },
            { hour: 17, minute: 30 },
          ],
        },
      ],
    })
    .onConflictDoNothing();
  for (const role of ROLES) {
    const userId = userIds.get(role)!;
    const [any] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId)).limit(1);
    if (any) continue;
    const now = Date.now();
    const rows = [
      {
        type: 'Order',
        subject: 'Order #100234 is ready to ship',
        content: 'All 3 items passed quality control.',
        referent: '100234',
        status: 'New',
        age: 5 * 60,
      },
      {
        type: 'Item',
        subject: 'Design missing for item T-shirt / Navy / L',
        content: 'Upload a print file to continue production.',
        referent: 'ITEM-5521',
        status: 'New',
        age: 3 * 3600,
      },
      {
        type: 'Support',
        subject: 'Ticket #881 has a new reply',
        content: 'The customer asked for a delivery date.',
        referent: '881',
        status: 'Readed',
        age: 2 * 86400,
      },
    ];
    await db
      .insert(notifications)
      .values(
        rows.map((r) => ({
          id: newId(),
          userId,
          type: r.type,
          subject: r.subject,
          content: r.content,
          referent: r.referent,
          status: r.status,
          createdAt: new Date(now - r.age * 1000),
        })),
      );
    await db.insert(tasks).values([
      { id: newId(), userId, title: "Review today's production queue", storeName: 'Main store', status: 'assigned' },
      { id: newId(), userId, title: 'Confirm carrier pickup window', storeName: 'EU store', status: 'assigned' },
    ]);
  }
  return ROLES.map((role) => ({ role, email: demoEmail(role), password: DEMO_PASSWORD }));
}
