import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { EventHandler, type EventContext } from '../../platform/events/event-handler.decorator';
import type { EventPayloads } from '../../platform/events/registry';
import { NotificationsService } from '../notifications/notifications.service';
import { PUB_SUB, TOPICS } from '../../platform/realtime/pubsub.module';

type TicketChange = EventPayloads['ticket.changed'];

/** What the subscription carries: which ticket changed; each subscriber reads it as they may see it. */
export interface TicketUpdatedMessage {
  ticketUpdated: { _id: string };
}

@Injectable()
export class SupportEventHandlers {
  constructor(
    private readonly notifications: NotificationsService,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  @EventHandler('ticket.changed', 'support.live', { sideBySide: true })
  async live(change: TicketChange): Promise<void> {
    const message: TicketUpdatedMessage = { ticketUpdated: { _id: change.ticketId } };
    await this.pubsub.publish(TOPICS.ticketUpdated(change.ticketId), message);
  }

  /** The queue badges (myQueueChanged) of the assignee, and of the one an assignment took it from, reread their counts. */
  @EventHandler('ticket.changed', 'support.queue', { sideBySide: true })
  async queue(change: TicketChange): Promise<void> {
    for (const userId of new Set([change.assigneeId, change.previousAssigneeId])) {
      if (userId) await this.pubsub.publish(TOPICS.queueChanged(userId), { userId });
    }
  }

  /**
   * A reply or a status change tells the other side (staff's side is the assignee), as their
   * notification settings allow. Internal notes, assignments and merges tell nobody.
   */
  @EventHandler('ticket.changed', 'support.notify-other-side')
  async notifyOtherSide(change: TicketChange, { tx }: EventContext): Promise<void> {
    if (change.what !== 'reply' && change.what !== 'status') return;
    const to = change.byStaff ? change.sellerId : change.assigneeId;
    if (!to || to === change.actorId) return;
    await this.notifications.notify(tx, {
      user_id: to,
      type: 'Support',
      event: change.what === 'reply' ? 'ticket.reply' : 'ticket.status',
      code: change.what === 'reply' ? 'ticket_reply' : 'ticket_status',
      subject: `${change.code}: ${change.subject}`,
      content: change.what === 'reply' ? 'New reply' : change.status,
      referent: change.code,
    });
  }
}
