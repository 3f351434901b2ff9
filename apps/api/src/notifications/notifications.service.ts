import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { isOneOf, NOTIFICATION_STATUSES, notificationMakeInput, notificationSendInput } from '@pod/shared';
import { BadInput, NotFound } from '../common/errors';
import { newId } from '../common/ids';
import { parseInput } from '../common/validation';
import { PUB_SUB, TOPICS } from '../realtime/pubsub.module';
import { UsersRepository } from '../users/users.repository';
import type { NotificationModel } from './notification.model';
import { NotificationsRepository, toNotificationModel } from './notifications.repository';

@Injectable()
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly users: UsersRepository,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  statusFilter(status: string | null | undefined): string | undefined {
    if (!status || status === 'All') return undefined;
    if (!isOneOf(NOTIFICATION_STATUSES, status)) throw BadInput(`Unknown notification status "${status}". Use New or Readed.`);
    return status;
  }

  async markRead(userId: string, raw: { ids: string[]; status: string }): Promise<number> {
    const { ids } = parseInput(notificationMakeInput, raw);
    return this.repo.markRead(userId, ids);
  }

  /** Creates a notification and pushes it live to the user's open sessions on any instance. */
  async send(raw: unknown): Promise<NotificationModel> {
    const input = parseInput(notificationSendInput, raw);
    if (!(await this.users.findById(input.user_id))) throw NotFound('User');
    const row = await this.repo.insert({
      id: newId(),
      userId: input.user_id,
      type: input.type,
      subject: input.subject,
      content: input.content ?? null,
      referent: input.referent ?? null,
      code: input.code ?? null,
      image: input.image ?? null,
    });
    const model = toNotificationModel(row);
    await this.pubsub.publish(TOPICS.notificationAdded(input.user_id), { notificationAdded: model });
    return model;
  }
}
