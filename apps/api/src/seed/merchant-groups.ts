import { eq } from 'drizzle-orm';
import { newId } from '../platform/common/ids';
import { merchantGroupMembers, merchantGroups } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

/** A merchant group with the demo seller, so the screen shows something. */
export async function seedMerchantGroups({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const [keyAccounts] = await db.select({ id: merchantGroups.id }).from(merchantGroups).where(eq(merchantGroups.name, 'Key accounts')).limit(1);
  if (keyAccounts) return;
  const id = newId();
  await db.insert(merchantGroups).values({ id, name: 'Key accounts' });
  await db.insert(merchantGroupMembers).values({ groupId: id, userId: people.get('sale')! });
}
