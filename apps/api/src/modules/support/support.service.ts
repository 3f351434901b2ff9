import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  makeOrderInput,
  type MakeTicketInput,
  type ReplyTicketInput,
  type TicketFilterInput,
  type TicketStatus,
  type TicketTab,
  ticketCode,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { isStaff, owns, sellerScope, type Caller } from '../../platform/auth/ownership';
import { BadField, Forbidden, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import type { EventPayloads } from '../../platform/events/registry';
import { DesignRequestsService } from '../design-requests/design-requests.service';
import { FilesService } from '../files/files.service';
import { ListingsReadService } from '../listings/listings-read.service';
import { OrderIntakeService } from '../orders/order-intake.service';
import { OrdersService } from '../orders/orders.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UsersService } from '../users/users.service';
import { NotStaff, OrderNeeded, TicketMerged } from './support.errors';
import { ticketMachine, TRANSITION_TO } from './support.machine';
import { SupportRepository, type TicketFilter, type TicketMessageRow, type TicketRow } from './support.repository';

export type { TicketMessageRow, TicketRow };

@Injectable()
export class SupportService implements OnModuleInit {
  constructor(
    private readonly repo: SupportRepository,
    private readonly orders: OrdersService,
    private readonly intake: OrderIntakeService,
    private readonly listings: ListingsReadService,
    private readonly files: FilesService,
    private readonly designRequests: DesignRequestsService,
    private readonly users: UsersService,
    private readonly events: EventsService,
    private readonly timeline: TimelineService,
    @Inject(DB) private readonly db: Db,
  ) {}

  onModuleInit(): void {
    // A ticket's history is as private as the ticket.
    this.timeline.restrict('ticket', async (auth, id) => {
      const ticket = await this.repo.findById(id);
      return !!ticket && owns(auth, ticket.sellerId);
    });
  }

  // ------------------------------------------------------------ reading

  /** The filter a caller may use: a seller only ever sees their own tickets. */
  filterFor(auth: Caller, input: TicketFilterInput): TicketFilter {
    return {
      sellerId: sellerScope(auth) ?? input.seller_id,
      assigneeId: input.assignee_id,
      status: input.status && input.status !== 'All' ? input.status : undefined,
      type: input.type,
      orderId: input.order_id,
      search: input.search,
    };
  }

  page(filter: TicketFilter, paging: Paging): Promise<TicketRow[]> {
    return this.repo.page(filter, paging.perPage, paging.offset);
  }

  /** Tickets per tab for the filter (All is every status). */
  async counters(filter: TicketFilter): Promise<Record<TicketTab, number>> {
    const counts = await this.repo.countsByStatus(filter);
    const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { All: all, Open: counts.Open ?? 0, Inprocess: counts.Inprocess ?? 0, Resolved: counts.Resolved ?? 0, Closed: counts.Closed ?? 0 };
  }

  async findVisible(auth: Caller, id: string): Promise<TicketRow> {
    const ticket = await this.repo.findById(id);
    if (!ticket || !owns(auth, ticket.sellerId)) throw NotFound('Ticket');
    return ticket;
  }

  /** The threads of these tickets as the caller may read them: internal notes for staff only. */
  messagesOf(auth: Caller, ticketIds: readonly string[]): Promise<TicketMessageRow[]> {
    return this.repo.messagesOf(ticketIds, isStaff(auth));
  }

  /** Staff who may take tickets (the ticket page's assignee picker): the roles the tickets module grants by default. */
  assignees() {
    return this.users.findRefsByRoles(['root', 'super_root'], 200);
  }

  /** The caller's open queue: tickets assigned to them, Open or Inprocess (trigger-kept counters). */
  async queueOf(userId: string): Promise<number> {
    const counts = await this.repo.countsByStatus({ assigneeId: userId });
    return (counts.Open ?? 0) + (counts.Inprocess ?? 0);
  }

  /** The caller's open work in both queues: tickets and design requests assigned to them. */
  async queueCountsOf(userId: string): Promise<{ tickets: number; design_requests: number }> {
    const [tickets, designRequests] = await Promise.all([this.queueOf(userId), this.designRequests.queueOf(userId)]);
    return { tickets, design_requests: designRequests };
  }

  /** The statuses the caller may move a ticket to now (the ticket page's buttons). */
  nextStatuses(auth: AuthContext, ticket: TicketRow): TicketStatus[] {
    if (ticket.mergedInto) return [];
    const transitions = ticketMachine.allowedFrom(ticket.status as TicketStatus).filter((t) => t !== 'merge' && (isStaff(auth) || t === 'close'));
    return (Object.entries(TRANSITION_TO) as Array<[TicketStatus, string]>).filter(([, t]) => (transitions as string[]).includes(t)).map(([s]) => s);
  }

  // ------------------------------------------------------------ changes

  /**
   * A new ticket with its first message. Every reference is checked before anything is written;
   * an address change goes through the orders service (refused once the order is locked) before the
   * ticket is stored, so a refusal leaves no ticket behind.
   */
  async make(auth: AuthContext, input: MakeTicketInput): Promise<TicketRow> {
    if (!input.order_id && (input.item_id || isStaff(auth))) throw OrderNeeded();
    const order = input.order_id ? await this.orders.findVisible(auth, input.order_id).catch(() => null) : null;
    if (input.order_id && !order) throw BadField('order_id', 'not_exist', 'This order does not exist.');
    const sellerId = order?.sellerId ?? auth.user.id;
    let referent = order ? String(order.number) : null;
    if (input.item_id) {
      const item = (await this.orders.itemsOf([order!.id])).find((i) => i.id === input.item_id);
      if (!item) throw BadField('item_id', 'not_exist', 'This item is not on the order.');
      referent = item.sku;
    }
    if (input.listing_id && (await this.listings.unusableFor(sellerId, [input.listing_id])).has(input.listing_id))
      throw BadField('listing_id', 'not_exist', 'This listing does not exist.');
    await this.requireAttachments(auth, input.attachments);
    if (input.shipping_address) await this.intake.make(auth, parseInput(makeOrderInput, { _id: order!.id, shipping_address: input.shipping_address }));
    return this.db.transaction(async (tx) => {
      const ticket = await this.repo.insert(tx, {
        id: newId(),
        subject: input.subject,
        type: input.type,
        priority: input.priority ?? 'normal',
        sellerId,
        orderId: order?.id ?? null,
        itemId: input.item_id ?? null,
        listingId: input.listing_id ?? null,
        referent,
      });
      await this.addMessage(tx, auth, ticket, { body: input.body, internal: false, attachments: input.attachments });
      await this.changed(tx, auth, ticket, 'made');
      return ticket;
    });
  }

  /**
   * A message on the thread. Staff answering an open ticket take it (Inprocess, and theirs when
   * nobody had it, so the seller's answer reaches someone); a reply on a resolved or closed ticket reopens it. Internal notes change nothing the seller sees.
   */
  async reply(auth: AuthContext, input: ReplyTicketInput): Promise<TicketRow> {
    const internal = !!input.internal;
    if (internal && !isStaff(auth)) throw Forbidden('Only staff write internal notes.');
    await this.requireAttachments(auth, input.attachments);
    return this.db.transaction(async (tx) => {
      let ticket = await this.lockVisible(tx, auth, input._id);
      if (ticket.mergedInto) throw TicketMerged(ticketCode(ticket.number));
      await this.addMessage(tx, auth, ticket, { body: input.body, internal, attachments: input.attachments });
      const transition = internal
        ? null
        : ticket.status === 'Resolved' || ticket.status === 'Closed'
          ? 'reopen'
          : isStaff(auth) && ticket.status === 'Open'
            ? 'take'
            : null;
      const status = transition ? await ticketMachine.fire(tx, { entityId: ticket.id, from: ticket.status, transition, actor: auth }) : ticket.status;
      const previousAssigneeId = ticket.assigneeId;
      const assigneeId = previousAssigneeId ?? (isStaff(auth) && !internal ? auth.user.id : null);
      ticket = await this.repo.update(tx, ticket.id, { status, assigneeId, lastMessageAt: new Date() });
      await this.changed(tx, auth, ticket, internal ? 'note' : 'reply', previousAssigneeId);
      return ticket;
    });
  }

  /** Moves a ticket to `status` through its machine (CONFLICT for a jump it does not allow). */
  setStatus(auth: AuthContext, id: string, status: TicketStatus): Promise<TicketRow> {
    return this.db.transaction(async (tx) => {
      const ticket = await this.lockVisible(tx, auth, id);
      if (ticket.mergedInto) throw TicketMerged(ticketCode(ticket.number));
      const to = await ticketMachine.fire(tx, { entityId: ticket.id, from: ticket.status, transition: TRANSITION_TO[status], actor: auth });
      const updated = await this.repo.update(tx, ticket.id, { status: to });
      await this.changed(tx, auth, updated, 'status');
      return updated;
    });
  }

  /** Gives a ticket to a staff member (or nobody). */
  async assign(auth: AuthContext, id: string, assigneeId: string | null | undefined): Promise<TicketRow> {
    if (assigneeId) {
      const assignee = await this.users.findById(assigneeId);
      if (!assignee || !isStaff({ user: assignee })) throw NotStaff();
    }
    return this.db.transaction(async (tx) => {
      const ticket = await this.lockVisible(tx, auth, id);
      const updated = await this.repo.update(tx, ticket.id, { assigneeId: assigneeId ?? null });
      await this.changed(tx, auth, updated, 'assigned', ticket.assigneeId);
      return updated;
    });
  }

  /** Merges duplicates of one seller into the kept ticket: their messages move there and they close. */
  merge(auth: AuthContext, keptId: string, duplicateIds: readonly string[]): Promise<TicketRow> {
    return this.db.transaction(async (tx) => {
      const kept = await this.lockVisible(tx, auth, keptId);
      if (kept.mergedInto) throw TicketMerged(ticketCode(kept.number));
      const ids = [...new Set(duplicateIds)];
      const duplicates = await this.repo.lockMany(tx, ids);
      if (duplicates.length !== ids.length) throw BadField('ids', 'not_exist', 'One of these tickets does not exist.');
      if (duplicates.some((d) => d.sellerId !== kept.sellerId)) throw BadField('ids', 'invalid', 'Only tickets of the same seller are merged.');
      await ticketMachine.fireMany(
        tx,
        duplicates.map((d) => ({ entityId: d.id, from: d.status, transition: 'merge' as const, actor: auth, note: `Merged into ${ticketCode(kept.number)}` })),
      );
      await this.repo.markMerged(tx, ids, kept.id);
      await this.repo.moveMessages(tx, ids, kept.id);
      const updated = await this.repo.update(tx, kept.id, { lastMessageAt: new Date() });
      await this.changed(tx, auth, updated, 'merged');
      return updated;
    });
  }

  /**
   * The ticket a return is started from: one the caller may see (NOT_FOUND otherwise, as the
   * ticket_id field) and about this order.
   */
  async ticketAbout(auth: Caller, ticketId: string, orderId: string): Promise<TicketRow> {
    const ticket = await this.repo.findById(ticketId);
    if (!ticket || !owns(auth, ticket.sellerId)) throw BadField('ticket_id', 'not_exist', 'This ticket does not exist.');
    if (ticket.orderId !== orderId) throw BadField('ticket_id', 'invalid', 'This ticket is about another order.');
    return ticket;
  }

  /** A return started from the ticket (in the return's transaction): its code on the thread, which both sides read live. */
  async noteReturnStarted(tx: Tx, auth: AuthContext, ticket: TicketRow, returnCode: string): Promise<void> {
    await this.addMessage(tx, auth, ticket, { body: `Return request ${returnCode} started from this ticket.`, internal: false });
    const updated = await this.repo.update(tx, ticket.id, { lastMessageAt: new Date() });
    await this.changed(tx, auth, updated, 'reply');
  }

  // ------------------------------------------------------------ helpers

  private async lockVisible(tx: Tx, auth: Caller, id: string): Promise<TicketRow> {
    const ticket = await this.repo.findById(id, tx, true);
    if (!ticket || !owns(auth, ticket.sellerId)) throw NotFound('Ticket');
    return ticket;
  }

  /** Every file of a message must be one the caller may use (another seller's answers NOT_FOUND). */
  private async requireAttachments(auth: Caller, ids: readonly string[] | null | undefined): Promise<void> {
    if (ids?.length)
      await this.files.requireUsable(
        auth,
        ids.map((id, i) => ({ field: `attachments.${i}`, id })),
      );
  }

  private addMessage(tx: Tx, auth: AuthContext, ticket: TicketRow, message: { body: string; internal: boolean; attachments?: string[] | null }) {
    return this.repo.insertMessage(tx, {
      id: newId(),
      ticketId: ticket.id,
      authorId: auth.user.id,
      body: message.body,
      internal: message.internal,
      attachments: [...new Set(message.attachments ?? [])],
    });
  }

  /** Both sides' open ticket pages update live; the handlers tell the other side of a reply or a status change. */
  private changed(
    tx: Tx,
    auth: AuthContext,
    ticket: TicketRow,
    what: EventPayloads['ticket.changed']['what'],
    previousAssigneeId?: string | null,
  ): Promise<string> {
    return this.events.record(tx, 'ticket.changed', {
      ...(previousAssigneeId !== undefined && previousAssigneeId !== ticket.assigneeId && { previousAssigneeId }),
      ticketId: ticket.id,
      code: ticketCode(ticket.number),
      subject: ticket.subject,
      status: ticket.status,
      sellerId: ticket.sellerId,
      assigneeId: ticket.assigneeId,
      actorId: auth.user.id,
      byStaff: isStaff(auth),
      what,
    });
  }
}
