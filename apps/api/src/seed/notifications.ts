import { eq } from 'drizzle-orm';
import { newId } from '../platform/common/ids';
import { notifications, tasks } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

const SAMPLES = [
  { type: 'Order', subject: 'Order #100234 is ready to ship', content: 'All 3 items passed quality control.', referent: '100234', status: 'New', age: 5 * 60 },
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

/** Three notifications (two unread) and two tasks for every demo user who has none yet. */
export async function seedNotifications({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const now = Date.now();
  for (const userId of people.values()) {
    const [some] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId)).limit(1);
    if (some) continue;
    await db.insert(notifications).values(
      SAMPLES.map((r) => ({
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
}
