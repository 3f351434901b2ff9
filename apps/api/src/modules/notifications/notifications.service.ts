import { Inject, Injectable } from '@nestjs/common';
import { isOneOf, NOTIFICATION_STATUSES, notificationMakeInput, notificationSendInput, type NotificationSendInput } from '@pod/shared';
import { BadInput, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { parseInput } from '../../platform/common/validation';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { NotificationSettingsService } from '../notification-settings/notification-settings.service';
import { EventsService } from '../../platform/events/events.service';
import { UsersService } from '../users/users.service';
import type { NotificationModel } from './notifications.models';
import { NotificationsRepository, toNotificationModel, type AudienceNote, type NotificationAudience } from './notifications.repository';

export type { AudienceNote, NotificationAudience };

/** Recipients per live-push event of a bulk notification (keeps each outbox payload small). */
const PUSH_CHUNK = 500;
import { columnsOf } from '../../platform/common/fields';

@Injectable()
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly users: UsersService,
    private readonly events: EventsService,
    private readonly settings: NotificationSettingsService,
    @Inject(DB) private readonly db: Db,
  ) {}

  private statusFilter(status: string | null | undefined): string | undefined {
    if (!status || status === 'All') return undefined;
    if (!isOneOf(NOTIFICATION_STATUSES, status)) throw BadInput(`Unknown notification status "${status}". Use New or Readed.`);
    return status;
  }

  /** How many of the user's notifications have this status (all when none). */
  count(userId: string, status: string | null | undefined): Promise<number> {
    return this.repo.count(userId, this.statusFilter(status));
  }

  /** A page of the user's notifications, newest first, and the filter's total. */
  page(userId: string, status: string | null | undefined, limit: number, offset: number) {
    const filter = this.statusFilter(status);
    return Promise.all([this.repo.page(userId, filter, limit, offset), this.repo.count(userId, filter)]);
  }

  markAllRead(userId: string): Promise<number> {
    return this.repo.markAllRead(userId);
  }

  async markRead(userId: string, raw: { ids: string[]; status: string }): Promise<number> {
    const { ids } = parseInput(notificationMakeInput, raw);
    return this.repo.markRead(userId, ids);
  }

  /** Creates a notification; its event (same transaction) pushes it live to the user's open sessions on any instance. */
  async send(raw: unknown): Promise<NotificationModel> {
    const input = parseInput(notificationSendInput, raw);
    if (!(await this.users.findById(input.user_id))) throw NotFound('User');
    return this.db.transaction((tx) => this.insert(tx, input));
  }

  /**
   * Tells a user of a domain event inside the event's own transaction, unless their notification
   * settings for the type (or for this event by name) are switched off. Answers whether it did.
   */
  async notify(tx: Tx, note: DomainNotification): Promise<boolean> {
    if (!(await this.settings.allows(note.user_id, note.type, note.event, tx))) return false;
    await this.insert(tx, note);
    return true;
  }

  /**
   * One notification for every user of an audience, in one statement, and their live pushes as
   * a few events (chunks of recipients) in the same transaction. Answers how many users it reached.
   * Announcements are not subject to the users' notification settings.
   */
  async notifyAudience(tx: Tx, note: AudienceNote, audience: NotificationAudience): Promise<number> {
    const recipients = await this.repo.insertForAudience(tx, note, audience);
    const notification = {
      type: note.type,
      subject: note.subject,
      content: note.content,
      image: note.image ?? undefined,
      status: 'New',
      referent: note.referent,
      created_at: Math.floor(note.createdAt.getTime() / 1000),
    };
    const chunks: Array<typeof recipients> = [];
    for (let i = 0; i < recipients.length; i += PUSH_CHUNK) chunks.push(recipients.slice(i, i + PUSH_CHUNK));
    if (chunks.length)
      await this.events.recordMany(
        tx,
        'notification.added_many',
        chunks.map((chunk) => ({ notification, recipients: chunk })),
      );
    return recipients.length;
  }

  /** How many of the notifications of `type` naming each referent were read. */
  readCounts(type: string, referents: readonly string[]): Promise<Map<string, number>> {
    return this.repo.readCounts(type, referents);
  }

  /** The referents of the user's unread notifications of `type`, newest first. */
  unreadReferents(userId: string, type: string, limit: number): Promise<string[]> {
    return this.repo.unreadReferents(userId, type, limit);
  }

  markReadByReferent(userId: string, type: string, referent: string): Promise<number> {
    return this.repo.markReadByReferent(userId, type, referent);
  }

  private async insert(tx: Tx, input: NotificationSendInput): Promise<NotificationModel> {
    const row = await this.repo.insert(
      {
        id: newId(),
        ...columnsOf(input, ['user_id', 'type', 'subject', 'content', 'referent', 'code', 'image']),
      },
      tx,
    );
    const model = toNotificationModel(row);
    await this.events.record(tx, 'notification.added', { userId: input.user_id, notification: model });
    return model;
  }
}

/** A notification a module sends of its own events: `event` names it for the user's settings. */
export type DomainNotification = NotificationSendInput & { event: string };
