import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  hasPermission,
  RETURNABLE_ORDER_STATUSES,
  returnCode,
  type ApproveReturnRequestInput,
  type DecideReturnRequestInput,
  type MakeReturnRequestInput,
  type ReturnFilterInput,
  type ReturnLineInput,
  type ReturnStatus,
  type ReturnTab,
  RETURN_TABS,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { isStaff, owns, sellerScope, type Caller } from '../../platform/auth/ownership';
import { BadField, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { FilesService } from '../files/files.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderProgressService } from '../orders/order-progress';
import { OrdersService } from '../orders/orders.service';
import { SupportService } from '../support/support.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { LineNotOnRequest, OrderNotDelivered, UnitsAlreadyClaimed } from './returns.errors';
import { returnRequestMachine, type ReturnTransition } from './returns.machine';
import { ReturnsRepository, type FaultCount, type ReturnFilter, type ReturnRequestLineRow, type ReturnRequestRow } from './returns.repository';

export type { FaultCount, ReturnRequestLineRow, ReturnRequestRow };

/** The notification code of a decision on a return request: subject the request's code, content the decision. */
export const RETURN_DECISION_CODE = 'return_decision';
/** What the seller is told was decided. */
type ReturnDecision = 'replacement' | 'refund' | 'rejected';

/** An approval under way: the request, its new status, its lines and the units approved of each line. */
export interface ReturnApproval {
  request: ReturnRequestRow;
  status: ReturnStatus;
  lines: ReturnRequestLineRow[];
  chosen: Map<string, number>;
}

/** What an approval made: a replacement order, or a refund and its ledger entry. */
export type ApprovalOutcome = Partial<Pick<ReturnRequestRow, 'replacementOrderId' | 'refundAmount' | 'ledgerEntryId'>>;

/** The moves other than approve: each names its transition. */
export type ReturnMove = Exclude<ReturnTransition, 'approve'>;

/**
 * Return & Replacement (issue 31): sellers ask for a replacement or a refund of delivered items of
 * their own orders; staff decide. Approving (a replacement order released to production, or a
 * partial refund through billing) is flows/approve-returns, which calls the approval's steps here.
 */
@Injectable()
export class ReturnsService implements OnModuleInit {
  constructor(
    private readonly repo: ReturnsRepository,
    private readonly orders: OrdersService,
    private readonly files: FilesService,
    private readonly timeline: TimelineService,
    private readonly notifications: NotificationsService,
    private readonly support: SupportService,
    private readonly progress: OrderProgressService,
    @Inject(DB) private readonly db: Db,
  ) {}

  onModuleInit(): void {
    // A request's history is as private as the request.
    this.timeline.restrict('return_request', async (auth, id) => {
      const request = await this.repo.findById(id);
      return !!request && owns(auth, request.sellerId);
    });
  }

  // ------------------------------------------------------------ reading

  /** The filter a caller may use: a seller only ever sees their own requests. */
  filterFor(auth: Caller, input: ReturnFilterInput): ReturnFilter {
    return {
      sellerId: sellerScope(auth) ?? input.seller_id,
      status: input.status && input.status !== 'All' ? input.status : undefined,
      orderId: input.order_id,
      search: input.search,
    };
  }

  page(filter: ReturnFilter, paging: Paging): Promise<ReturnRequestRow[]> {
    return this.repo.page(filter, paging.perPage, paging.offset);
  }

  /** Requests per tab for the filter (All is every status). */
  async counters(filter: ReturnFilter): Promise<Record<ReturnTab, number>> {
    const counts = await this.repo.countsByStatus(filter);
    const out = {} as Record<ReturnTab, number>;
    for (const tab of RETURN_TABS) out[tab] = tab === 'All' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : (counts[tab] ?? 0);
    return out;
  }

  async findVisible(auth: Caller, id: string): Promise<ReturnRequestRow> {
    const request = await this.repo.findById(id);
    if (!request || !owns(auth, request.sellerId)) throw NotFound('Return request');
    return request;
  }

  linesOf(requestIds: readonly string[]): Promise<ReturnRequestLineRow[]> {
    return this.repo.linesOf(requestIds);
  }

  /** What the caller may do with the request now (the drawer's buttons). */
  nextActions(auth: AuthContext, request: ReturnRequestRow): ReturnTransition[] {
    return returnRequestMachine
      .allowedFrom(request.status as ReturnStatus)
      .filter((t) => (t === 'cancel' ? owns(auth, request.sellerId) : isStaff(auth) && hasPermission(auth.permissions, 'return_replacement', 'update')));
  }

  /** Faults recorded by approved requests per factory and station (the production report reads these). */
  faultCounts(filter: { manufactureId?: string; from?: Date; to?: Date } = {}): Promise<FaultCount[]> {
    return this.repo.faultCounts(filter);
  }

  // ------------------------------------------------------------ changes

  /**
   * A seller's request on delivered items of their own order (staff may file one for a seller).
   * Every reference is checked before anything is written: the order (another seller's answers
   * NOT_FOUND), its status, each line and how many of its units are left to claim, each photo.
   */
  async make(auth: AuthContext, input: MakeReturnRequestInput): Promise<ReturnRequestRow> {
    const order = await this.orders.findVisible(auth, input.order_id);
    if (!(RETURNABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) throw OrderNotDelivered(order.number, order.status);
    // A ticket the caller may see, about this very order (another seller's answers like a missing one).
    const ticket = input.ticket_id ? await this.support.ticketAbout(auth, input.ticket_id, order.id) : null;
    const items = await this.orders.itemsOf([order.id]);
    const lineOf = (claimed: ReadonlyMap<string, number>) =>
      input.lines.map((line, i) => {
        const item = items.find((it) => it.id === line.item_id);
        if (!item) throw BadField(`lines.${i}.item_id`, 'not_exist', 'This item is not on the order.');
        const left = item.quantity - (claimed.get(item.id) ?? 0);
        if (line.quantity > left) throw UnitsAlreadyClaimed(`lines.${i}.quantity`, item.sku, Math.max(left, 0));
        return { item, quantity: line.quantity, position: i };
      });
    lineOf(await this.claimedUnits(order.id));
    const photos = [...new Set(input.photos ?? [])];
    if (photos.length)
      await this.files.requireUsable(
        auth,
        photos.map((id, i) => ({ field: `photos.${i}`, id })),
      );
    return this.db.transaction(async (tx) => {
      // Checked again under the order's lock: a request filed at the same moment counts too.
      await this.repo.lockOrderClaims(tx, order.id);
      const lines = lineOf(await this.claimedUnits(order.id, tx));
      const id = newId();
      const made = await this.repo.insert(
        tx,
        {
          id,
          orderId: order.id,
          orderNumber: order.number,
          sellerId: order.sellerId,
          reason: input.reason,
          wanted: input.wanted,
          note: input.note ?? null,
          photos,
          createdBy: auth.user.id,
          ticketId: ticket?.id ?? null,
        },
        lines.map(({ item, quantity, position }) => ({
          requestId: id,
          orderItemId: item.id,
          position,
          sku: item.sku,
          name: item.name,
          quantity,
          unitPrice: item.unitPrice,
        })),
      );
      if (ticket) await this.support.noteReturnStarted(tx, auth, ticket, returnCode(made.number));
      return made;
    });
  }

  // ------------------------------------------------------------ steps of an approval (flows/approve-returns)

  /**
   * Opens an approval in the caller's transaction: the request, locked, moved by `approve` (its
   * timeline row), with its lines and the units approved of each. A request already approved the
   * same way comes back as `approved`: a second click (or a concurrent one, which waits on the row
   * lock) makes nothing.
   */
  async startApproval(tx: Tx, auth: AuthContext, input: ApproveReturnRequestInput): Promise<ReturnApproval | { approved: ReturnRequestRow }> {
    const request = await this.lockVisible(tx, auth, input._id);
    if (request.status === 'Approved' && request.resolution === input.resolution) return { approved: request };
    const status = await returnRequestMachine.fire(tx, { entityId: request.id, from: request.status, transition: 'approve', actor: auth, note: input.note });
    const lines = await this.repo.linesOf([request.id], tx);
    return { request, status, lines, chosen: this.chosenLines(lines, input.lines) };
  }

  /**
   * Closes an approval: the units approved, the seller told, the decision stored with what it made
   * and who is at fault; the order follows all its parts (a parcel that never arrived may now be settled).
   */
  async finishApproval(
    tx: Tx,
    auth: AuthContext,
    approval: ReturnApproval,
    input: ApproveReturnRequestInput,
    made: ApprovalOutcome,
  ): Promise<ReturnRequestRow> {
    const { request, status, chosen } = approval;
    await this.repo.setApproved(tx, request.id, chosen);
    await this.tellSeller(tx, request, status, input.resolution);
    const approved = await this.repo.update(tx, request.id, {
      ...made,
      status,
      resolution: input.resolution,
      faultManufactureId: input.fault_manufacture_id ?? null,
      faultStation: input.fault_station ?? null,
      decisionNote: input.note ?? null,
      decidedBy: auth.user.id,
      decidedAt: new Date(),
    });
    await this.progress.follow(tx, request.orderId, { kind: 'return', code: returnCode(request.number) });
    return approved;
  }

  /** reject, hold, complete (staff) and cancel (the seller, or staff): through the machine, with the note on the timeline. */
  move(auth: AuthContext, transition: ReturnMove, input: DecideReturnRequestInput): Promise<ReturnRequestRow> {
    return this.db.transaction(async (tx) => {
      const request = await this.lockVisible(tx, auth, input._id);
      const status = await returnRequestMachine.fire(tx, { entityId: request.id, from: request.status, transition, actor: auth, note: input.note });
      const decides = transition === 'reject' || transition === 'hold';
      if (transition === 'reject') await this.tellSeller(tx, request, status, 'rejected');
      return this.repo.update(tx, request.id, {
        status,
        ...(decides && { decidedBy: auth.user.id, decidedAt: new Date(), decisionNote: input.note ?? null }),
      });
    });
  }

  // ------------------------------------------------------------ helpers

  /**
   * The seller hears of the decision (bell and live push, as their Return notification settings
   * allow: the type, or the event by status name), in the decision's transaction: a second approve
   * finds the request decided and returns before this, so they hear once.
   */
  private async tellSeller(tx: Tx, request: ReturnRequestRow, status: ReturnStatus, decision: ReturnDecision): Promise<void> {
    await this.notifications.notify(tx, {
      user_id: request.sellerId,
      type: 'Return',
      event: status,
      code: RETURN_DECISION_CODE,
      subject: returnCode(request.number),
      content: decision,
      referent: request.id,
    });
  }

  private async lockVisible(tx: Tx, auth: Caller, id: string): Promise<ReturnRequestRow> {
    const request = await this.repo.findById(id, tx, true);
    if (!request || !owns(auth, request.sellerId)) throw NotFound('Return request');
    return request;
  }

  /** Units of each order line already claimed by requests that are waiting or approved. */
  private async claimedUnits(orderId: string, tx?: Tx): Promise<Map<string, number>> {
    const active = await this.repo.activeOfOrder(orderId, tx);
    const claimed = new Map<string, number>();
    for (const line of await this.repo.linesOf(
      active.map((r) => r.id),
      tx,
    )) {
      const units = line.approvedQuantity ?? line.quantity;
      claimed.set(line.orderItemId, (claimed.get(line.orderItemId) ?? 0) + units);
    }
    return claimed;
  }

  /** The approval's lines: the request's own, each at no more units than claimed; all of them when none are named. */
  private chosenLines(lines: readonly ReturnRequestLineRow[], given: readonly ReturnLineInput[] | null | undefined): Map<string, number> {
    if (!given) return new Map(lines.map((l) => [l.orderItemId, l.quantity]));
    return new Map(
      given.map((g, i) => {
        const line = lines.find((l) => l.orderItemId === g.item_id);
        if (!line) throw LineNotOnRequest(`lines.${i}.item_id`);
        if (g.quantity > line.quantity) throw BadField(`lines.${i}.quantity`, 'range', `At most ${line.quantity} of ${line.sku}.`);
        return [line.orderItemId, g.quantity];
      }),
    );
  }
}
