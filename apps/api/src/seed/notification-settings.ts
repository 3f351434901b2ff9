import { newId } from '../platform/common/ids';
import { userNotificationSettings } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

/** The fulfiller's order notification settings: a channel, a mention and two daily times. */
export async function seedNotificationSettings({ db }: SeedContext, people: DemoUsers): Promise<void> {
  await db
    .insert(userNotificationSettings)
    .values({
      id: newId(),
      userId: people.get('fulfiller')!,
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
}
