import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES, TEXT_LIMITS } from '@pod/shared';
import { BadInput, FieldErrors, NotFound } from '../common/errors';
import { isId, newId } from '../common/ids';
import { PUB_SUB, TOPICS } from '../realtime/pubsub.module';
import { UsersRepository } from '../users/users.repository';
import type { NotificationModel } from './notification.model';
import { NotificationsRepository, toNotificationModel } from './notifications.repository';

export interface SendNotificationInput {
  user_id: string;
  type: string;
  subject: string;
  content?: string | null;
  referent?: string | null;
  code?: string | null;
  image?: string | null;
}

@Injectable()
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly users: UsersRepository,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  statusFilter(status: string | null | undefined): string | undefined {
    if (!status || status === 'All') return undefined;
    if (!(NOTIFICATION_STATUSES as readonly string[]).includes(status)) throw BadInput(`Unknown notification status "${status}". Use New or Readed.`);
    return status;
  }

  async markRead(userId: string, ids: string[], status: string): Promise<number> {
    if (status !== 'Readed') throw BadInput('Notifications can only be marked as Readed.');
    if (ids.length === 0 || ids.length > 500) throw BadInput('Give between 1 and 500 notification ids.');
    if (!ids.every(isId)) throw BadInput('Invalid notification id.');
    return this.repo.markRead(userId, ids);
  }

  /** Creates a notification and pushes it live to the user's open sessions on any instance. */
  async send(input: SendNotificationInput): Promise<NotificationModel> {
    const errs = new FieldErrors();
    if (!isId(input.user_id)) errs.add('user_id', 'invalid_id', 'Invalid user id.');
    if (!(NOTIFICATION_TYPES as readonly string[]).includes(input.type)) errs.add('type', 'unknown_value', 'Type must be Order, Item or Support.');
    const subject = input.subject?.trim() ?? '';
    if (!subject || subject.length > TEXT_LIMITS.short)
      errs.add('subject', subject ? 'too_long' : 'required', `Subject must be 1 to ${TEXT_LIMITS.short} characters.`);
    if (input.content && input.content.length > TEXT_LIMITS.long) errs.add('content', 'too_long', `Content must be at most ${TEXT_LIMITS.long} characters.`);
    errs.throwIfAny();
    if (!(await this.users.findById(input.user_id))) throw NotFound('User');
    const row = await this.repo.insert({
      id: newId(),
      userId: input.user_id,
      type: input.type,
      subject,
      content: input.content ?? null,
      referent: input.referent?.slice(0, 200) ?? null,
      code: input.code?.slice(0, 100) ?? null,
      image: input.image?.slice(0, 2000) ?? null,
    });
    const model = toNotificationModel(row);
    await this.pubsub.publish(TOPICS.notificationAdded(input.user_id), { notificationAdded: model });
    return model;
  }
}
