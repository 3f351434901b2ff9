import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { EventHandler } from '../events/event-handler.decorator';
import type { EventPayloads } from '../events/registry';
import { PUB_SUB, TOPICS } from './topics';

/**
 * Pushes committed events to the subscriptions that follow them. A crash between a publish and
 * the delivery's commit publishes again (at least once): a client sees a repeated update, never a lost one.
 */
@Injectable()
export class RealtimeEventHandlers {
  constructor(@Inject(PUB_SUB) private readonly pubsub: PubSubEngine) {}

  @EventHandler('user.updated', 'realtime.user-updated', { sideBySide: true })
  async userUpdated(payload: EventPayloads['user.updated']): Promise<void> {
    await this.pubsub.publish(TOPICS.userUpdated(payload._id), { userUpdated: payload });
  }

  @EventHandler('user.permissions_changed', 'realtime.permissions-changed', { sideBySide: true })
  async permissionsChanged({ userIds }: EventPayloads['user.permissions_changed']): Promise<void> {
    await Promise.all(userIds.map((id) => this.pubsub.publish(TOPICS.permissionsChanged(id), { permissionsChanged: true })));
  }

  @EventHandler('notification.added', 'realtime.notification-added', { sideBySide: true })
  async notificationAdded({ userId, notification }: EventPayloads['notification.added']): Promise<void> {
    await this.pubsub.publish(TOPICS.notificationAdded(userId), { notificationAdded: notification });
  }

  /** A bulk notification: one event per chunk of recipients, one publish per recipient (pipelined by the client). */
  @EventHandler('notification.added_many', 'realtime.notification-added-many', { sideBySide: true })
  async notificationAddedMany({ notification, recipients }: EventPayloads['notification.added_many']): Promise<void> {
    await Promise.all(
      recipients.map(({ userId, id }) => this.pubsub.publish(TOPICS.notificationAdded(userId), { notificationAdded: { _id: id, ...notification } })),
    );
  }
}
