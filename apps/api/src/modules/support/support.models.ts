import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { TICKET_TABS, ticketCode, type TicketTab } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { fieldsOf } from '../../platform/common/fields';
import { UserRefModel } from '../users/users.models';
import type { TicketMessageRow, TicketRow } from './support.repository';

/** A file on a message: its picture (a thumbnail for images) and the original. */
@ObjectType('TicketAttachment')
export class TicketAttachmentModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() url: string;
  @Field() thumbnail: string;
}

@ObjectType('TicketMessage')
export class TicketMessageModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) ticket_id: string;
  /** Resolved through the UserRef loader; null when the author's account is gone. */
  @Field(() => UserRefModel, { nullable: true }) author?: UserRefModel | null;
  author_id?: string;
  @Field() body: string;
  /** A staff-only note: never answered to sellers. */
  @Field() internal: boolean;
  @Field(() => [TicketAttachmentModel]) attachments: TicketAttachmentModel[];
  attachment_ids: string[];
  @Field() created_at: Date;
}

@ObjectType('Ticket')
export class TicketModel {
  @Field(() => ID) _id: string;
  /** The code people quote: T-000123. */
  @Field() code: string;
  @Field() subject: string;
  @Field() type: string;
  @Field() status: string;
  @Field() priority: string;
  @Field(() => ID, { nullable: true }) order_id?: string;
  @Field(() => ID, { nullable: true }) item_id?: string;
  @Field(() => ID, { nullable: true }) listing_id?: string;
  /** The order number or sku the ticket is about (what `search` matches besides the code). */
  @Field({ nullable: true }) referent?: string;
  @Field(() => ID) seller_id: string;
  @Field(() => UserRefModel, { nullable: true }) seller?: UserRefModel | null;
  @Field(() => ID, { nullable: true }) assignee_id?: string;
  @Field(() => UserRefModel, { nullable: true }) assignee?: UserRefModel | null;
  /** The ticket this duplicate was merged into. */
  @Field(() => ID, { nullable: true }) merged_into?: string;
  @Field() last_message_at: Date;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  /** The statuses this caller may move the ticket to now (the ticket page's buttons). */
  @Field(() => [String]) next_statuses: string[];
}

export function toTicketModel(row: TicketRow, nextStatuses: string[]): TicketModel {
  return {
    _id: row.id,
    code: ticketCode(row.number),
    ...fieldsOf(row, ['subject', 'type', 'status', 'priority', 'orderId', 'itemId', 'listingId', 'referent', 'sellerId', 'assigneeId', 'mergedInto']),
    last_message_at: row.lastMessageAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    next_statuses: nextStatuses,
  };
}

export function toTicketMessageModel(row: TicketMessageRow): TicketMessageModel {
  return {
    _id: row.id,
    ticket_id: row.ticketId,
    author_id: row.authorId ?? undefined,
    body: row.body,
    internal: row.internal,
    attachments: [],
    attachment_ids: row.attachments,
    created_at: row.createdAt,
  };
}

/** The tabs' field names: all, open, inprocess, resolved, closed. */
export const counterKeyOf = (tab: TicketTab) => tab.toLowerCase() as Lowercase<TicketTab>;
export const TicketCountersModel = countersType('TicketCounters', TICKET_TABS.map(counterKeyOf));
export type TicketCountersModel = InstanceType<typeof TicketCountersModel>;

/** The caller's open queue (the sidebar's badges): tickets Open or Inprocess and design requests to do or in progress, assigned to them. */
@ObjectType('QueueCounts')
export class QueueCountsModel {
  @Field(() => Int) tickets: number;
  @Field(() => Int) design_requests: number;
}
