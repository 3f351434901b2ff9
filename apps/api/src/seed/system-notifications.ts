import { and, eq, sql } from 'drizzle-orm';
import { ANNOUNCEMENT_NOTIFICATION_TYPE } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { anyOf } from '../platform/common/sql';
import { NotificationsRepository, type NotificationAudience } from '../modules/notifications/notifications.repository';
import { merchantGroups, notifications, systemNotifications } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

const DAY = 24 * 60 * 60_000;

interface DemoAnnouncement {
  subject: string;
  content: string;
  important?: boolean;
  audience: NotificationAudience;
  /** Days from now (negative: in the past). */
  publish: number;
  expires?: number;
}

/**
 * Five announcements as super_root sends them: an important one to everyone and one to the
 * sellers (published), one to the "Key accounts" merchant group, one scheduled for next week and
 * one that expired. The published ones reach the bells through the delivery's own bulk insert
 * (`NotificationsRepository.insertForAudience`). Every demo login (`…@demo.pod`) has already read
 * them, so no banner covers other screens and the bells' unread counts stay as they were; anyone
 * else read about two in three, so the read counts look real.
 */
export async function seedSystemNotifications({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(systemNotifications);
  if (n > 0) return;
  const [keyAccounts] = await db.select({ id: merchantGroups.id }).from(merchantGroups).where(eq(merchantGroups.name, 'Key accounts')).limit(1);
  const announcements: DemoAnnouncement[] = [
    {
      subject: 'Planned maintenance on Sunday 02:00–04:00 UTC',
      content:
        'The back office will be read-only for about two hours while we upgrade the database. Orders placed in your stores keep arriving and are imported afterwards.',
      important: true,
      audience: { kind: 'everyone' },
      publish: -2,
    },
    {
      subject: 'New premium hoodie blanks in the catalogue',
      content: 'Heavyweight hoodies in six colours are now available with front, back and sleeve print areas. Base prices are in your price list.',
      audience: { kind: 'roles', roles: ['sale'] },
      publish: -6,
    },
    ...(keyAccounts
      ? [
          {
            subject: 'Key accounts: priority production in December',
            content: 'Orders from key accounts skip the queue until 23 December. Contact your account manager for same-day shipping.',
            audience: { kind: 'merchant_group', groupId: keyAccounts.id } as const,
            publish: -10,
          },
        ]
      : []),
    {
      subject: 'Holiday shipping cut-off dates',
      content: 'Last order dates for delivery before the holidays: EU 16 December, US 14 December, rest of the world 9 December.',
      important: true,
      audience: { kind: 'everyone' },
      publish: 7,
      expires: 30,
    },
    {
      subject: 'Black Friday: extended factory hours',
      content: 'The factory runs two shifts from 20 to 30 November so that orders ship within 48 hours.',
      audience: { kind: 'roles', roles: ['sale', 'fulfiller'] },
      publish: -40,
      expires: -20,
    },
  ];
  const bells = new NotificationsRepository(db);
  const now = Date.now();
  const delivered: string[] = [];
  for (const a of announcements) {
    const id = newId();
    const publishAt = new Date(now + a.publish * DAY);
    const due = a.publish <= 0;
    await db.insert(systemNotifications).values({
      id,
      subject: a.subject,
      content: a.content,
      audience: a.audience.kind,
      roles: a.audience.kind === 'roles' ? a.audience.roles : [],
      merchantGroupId: a.audience.kind === 'merchant_group' ? a.audience.groupId : null,
      important: a.important ?? false,
      publishAt,
      expiresAt: a.expires === undefined ? null : new Date(now + a.expires * DAY),
      deliveredAt: due ? publishAt : null,
      createdBy: people.get('super_root') ?? null,
      createdAt: new Date(publishAt.getTime() - (due ? 0 : 3 * DAY)),
    });
    if (!due) continue;
    const recipients = await bells.insertForAudience(
      db,
      { type: ANNOUNCEMENT_NOTIFICATION_TYPE, subject: a.subject, content: a.content, referent: id, createdAt: publishAt },
      a.audience,
    );
    await db.update(systemNotifications).set({ recipients: recipients.length }).where(eq(systemNotifications.id, id));
    delivered.push(id);
  }
  if (!delivered.length) return;
  // Read history: every demo login, and about two in three of everyone else (by a hash of the row, so the same each run).
  await db
    .update(notifications)
    .set({ status: 'Readed' })
    .where(
      and(
        eq(notifications.type, ANNOUNCEMENT_NOTIFICATION_TYPE),
        anyOf(notifications.referent, delivered),
        sql`(${notifications.userId} in (select u.id from users u where lower(u.email) like '%@demo.pod') or abs(hashtext(${notifications.id})) % 3 <> 0)`,
      ),
    );
}
