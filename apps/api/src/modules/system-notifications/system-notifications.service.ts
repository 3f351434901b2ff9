import { Injectable } from '@nestjs/common';
import { ANNOUNCEMENT_NOTIFICATION_TYPE, BANNER_ANNOUNCEMENTS, type AnnouncementTab, type MakeSystemNotificationInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import type { Tx } from '../../platform/db/database';
import { FilesService } from '../files/files.service';
import { MerchantGroupsService } from '../merchant-groups/merchant-groups.service';
import { NotificationsService, type NotificationAudience } from '../notifications/notifications.service';
import { SystemNotificationsRepository, type SystemNotificationRow } from './system-notifications.repository';

export type { SystemNotificationRow };

/** Announcements one delivery run takes (the next tick takes the rest). */
const DUE_PER_RUN = 50;

@Injectable()
export class SystemNotificationsService {
  constructor(
    private readonly repo: SystemNotificationsRepository,
    private readonly notifications: NotificationsService,
    private readonly groups: MerchantGroupsService,
    private readonly files: FilesService,
  ) {}

  page(tab: AnnouncementTab, paging: Paging): Promise<SystemNotificationRow[]> {
    return this.repo.page(tab, paging.perPage, paging.offset);
  }

  counters() {
    return this.repo.counters();
  }

  /** How many of each announcement's recipients read it. */
  readCounts(ids: readonly string[]): Promise<Map<string, number>> {
    return this.notifications.readCounts(ANNOUNCEMENT_NOTIFICATION_TYPE, ids);
  }

  merchantGroupNames(ids: readonly string[]): Promise<Map<string, string>> {
    return this.groups.namesOf(ids);
  }

  /** Makes an announcement; one due now (no publish time, or one passed) reaches its audience in the same transaction. */
  async make(auth: AuthContext, input: MakeSystemNotificationInput): Promise<SystemNotificationRow> {
    if (input.merchant_group_id && !(await this.groups.exists(input.merchant_group_id)))
      throw BadField('merchant_group_id', 'not_exist', 'This merchant group does not exist.');
    if (input.image_id) await this.files.requireUsable(auth, [{ field: 'image_id', id: input.image_id }]);
    const now = new Date();
    return this.repo.transaction(async (tx) => {
      const row = await this.repo.insert(tx, {
        id: newId(),
        subject: input.subject,
        content: input.content,
        imageId: input.image_id ?? null,
        audience: input.audience,
        roles: input.roles,
        merchantGroupId: input.merchant_group_id ?? null,
        important: input.important,
        publishAt: input.publish_at ?? now,
        expiresAt: input.expires_at ?? null,
        createdBy: auth.user.id,
      });
      return row.publishAt <= now ? ((await this.deliverIn(tx, row.id, now)) ?? row) : row;
    });
  }

  async trash(id: string): Promise<SystemNotificationRow> {
    const row = await this.repo.trash(id);
    if (!row) throw NotFound('Announcement');
    return row;
  }

  /**
   * Delivers every announcement due at `at`, each in its own transaction (claimed first, so a
   * second worker running at once delivers none of them twice). Answers how many it delivered.
   */
  async deliverDue(at: Date): Promise<number> {
    let delivered = 0;
    for (const id of await this.repo.dueIds(at, DUE_PER_RUN)) {
      if (await this.repo.transaction((tx) => this.deliverIn(tx, id, at))) delivered += 1;
    }
    return delivered;
  }

  /** Claims and delivers one announcement: its bell notifications in one INSERT … SELECT. Null when not due or taken. */
  private async deliverIn(tx: Tx, id: string, at: Date): Promise<SystemNotificationRow | null> {
    const row = await this.repo.claimForDelivery(tx, id, at);
    if (!row) return null;
    const recipients = await this.notifications.notifyAudience(
      tx,
      { type: ANNOUNCEMENT_NOTIFICATION_TYPE, subject: row.subject, content: row.content, referent: row.id, createdAt: row.deliveredAt ?? at },
      audienceOf(row),
    );
    await this.repo.setRecipients(tx, row.id, recipients);
    return { ...row, recipients };
  }

  /** The important announcements the user has not read yet (the shell's banner), newest first. */
  async unreadImportant(userId: string): Promise<SystemNotificationRow[]> {
    const ids = await this.notifications.unreadReferents(userId, ANNOUNCEMENT_NOTIFICATION_TYPE, 50);
    return (await this.repo.showing(ids)).slice(0, BANNER_ANNOUNCEMENTS);
  }

  /** Marks the user's notification of an announcement read (the banner's close, the bell's too). */
  async markRead(userId: string, id: string): Promise<boolean> {
    return (await this.notifications.markReadByReferent(userId, ANNOUNCEMENT_NOTIFICATION_TYPE, id)) > 0;
  }
}

function audienceOf(row: SystemNotificationRow): NotificationAudience {
  if (row.audience === 'roles') return { kind: 'roles', roles: row.roles };
  if (row.audience === 'merchant_group') return row.merchantGroupId ? { kind: 'merchant_group', groupId: row.merchantGroupId } : { kind: 'roles', roles: [] };
  return { kind: 'everyone' };
}
