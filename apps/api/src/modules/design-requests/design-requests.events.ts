import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { NotificationsService } from '../notifications/notifications.service';
import { PUB_SUB, TOPICS } from '../../platform/realtime/pubsub.module';
import { DesignRequestsService } from './design-requests.service';

type Change = EventPayloads['design_request.status_changed'];

@Injectable()
export class DesignRequestEventHandlers {
  constructor(
    private readonly service: DesignRequestsService,
    private readonly notifications: NotificationsService,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  /** The assignee's queue badge (myQueueChanged) rereads its counts. */
  @EventHandler('design_request.status_changed', 'design-requests.queue', { sideBySide: true })
  async queue(change: Change): Promise<void> {
    if (change.assigneeId) await this.pubsub.publish(TOPICS.queueChanged(change.assigneeId), { userId: change.assigneeId });
  }

  /**
   * A new request tells its assignee, or the designers when it has none; a move by the studio
   * (taken, in review, rejected) tells the seller, and the seller's own (approved, sent back) tells
   * the assignee. Each as their notification settings allow (type Design, or the event by name).
   */
  @EventHandler('design_request.status_changed', 'design-requests.notify')
  async notify(change: Change, { tx }: EventContext): Promise<void> {
    const made = change.from === null;
    const to = made
      ? change.assigneeId
        ? [change.assigneeId]
        : (await this.service.designers(tx)).map((u) => u._id)
      : change.actorId === change.sellerId
        ? change.assigneeId
          ? [change.assigneeId]
          : []
        : [change.sellerId];
    for (const userId of new Set(to)) {
      if (userId === change.actorId) continue;
      await this.notifications.notify(tx, {
        user_id: userId,
        type: 'Design',
        event: made ? 'design_request.made' : 'design_request.status',
        code: made ? 'design_request_made' : 'design_request_status',
        subject: change.referent ? `${change.code}: ${change.referent}` : change.code,
        content: change.to,
        referent: change.requestId,
      });
    }
  }
}
