import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { dmyRangeToIso, type Member, toCents, type OrderActionInput, type OrderFilterInput, type OrderStatus, subtractMoney } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { owns, sellerScope } from '../../platform/auth/ownership';
import { PresetsService } from '../catalogue/presets.service';
import { BadField, ConflictField, NotFound } from '../../platform/common/errors';
import { keysetChunks } from '../../platform/common/keyset';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db, type DbOrTx, type Tx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UsersService } from '../users/users.service';
import { orderMachine, type OrderContext, type OrderTransition } from './orders.machine';
import { OrdersRepository, type OrderFilter, type OrderItemRow, type OrderRow, type OrderWithStore, type PaidOrder } from './orders.repository';
import { StoresRepository } from './stores.repository';

export type { OrderItemRow, OrderRow };

/** The moves a person makes on an order with no money moving (cancel and refund give it back: flows/pay-orders). */
export type OrderMove = 'hold' | 'release' | 'trash' | 'restore';

const DATE_OF: Partial<Record<OrderStatus, 'paidAt' | 'producedAt' | 'fulfilledAt' | 'completedAt' | 'cancelledAt'>> = {
  'In Production': 'producedAt',
  Fulfilled: 'fulfilledAt',
  Completed: 'completedAt',
  Cancelled: 'cancelledAt',
};

/**
 * Orders: reading, and the lifecycle. Every status change goes through `orderMachine` (a timeline
 * row) in the same transaction as the order's row and its `order.status_changed` event (`moveIn`).
 * Intake and edits are `OrderIntakeService`; paying, cancelling and refunding, which move money,
 * are flows/pay-orders (a return's refund: flows/approve-returns).
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly repo: OrdersRepository,
    private readonly stores: StoresRepository,
    private readonly users: UsersService,
    private readonly presets: PresetsService,
    private readonly events: EventsService,
    private readonly timeline: TimelineService,
  ) {}

  onModuleInit(): void {
    // An order's history is as private as the order.
    this.timeline.restrict('order', async (auth, id) => {
      const order = await this.repo.findById(id);
      return !!order && this.sees(auth, order);
    });
  }

  // ------------------------------------------------------------ reading

  /** The filter a caller may use: a seller only ever sees their own orders. */
  filterFor({ user }: { user: Member & { id: string } }, input: OrderFilterInput): OrderFilter {
    const range = input.start || input.end ? dmyRangeToIso(input.start, input.end) : {};
    return {
      sellerId: sellerScope({ user }) ?? input.seller_id,
      storeId: input.store_id,
      status: input.status && input.status !== 'All' ? input.status : undefined,
      platform: input.platform,
      presetId: input.product_id,
      search: input.search,
      start: range.start ? new Date(range.start) : undefined,
      end: range.end ? new Date(range.end) : undefined,
    };
  }

  /** The same filter for a user known by id (an export job runs without the request's auth). */
  async filterForUser(userId: string, input: OrderFilterInput): Promise<OrderFilter> {
    const user = await this.users.findById(userId);
    if (!user) throw NotFound('User');
    return this.filterFor({ user }, input);
  }

  /** Orders and their lines, a page at a time, newest first (the orders export). */
  async *withItems(filter: OrderFilter, size: number): AsyncIterable<Array<{ order: OrderRow; items: OrderItemRow[] }>> {
    for await (const page of keysetChunks<OrderRow>((after, n) => this.repo.pageAfter(filter, after, n), size)) {
      const items = await this.repo.itemsOf(page.map((o) => o.id));
      yield page.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
    }
  }

  async count(filter: OrderFilter): Promise<number> {
    const counts = await this.counters(filter);
    return counts[filter.status ?? 'All'] ?? 0;
  }

  page(filter: OrderFilter, paging: Paging): Promise<OrderWithStore[]> {
    return this.repo.page(filter, paging.perPage, paging.offset);
  }

  /** Orders per tab for the filter; All is every status but Trash. */
  async counters(filter: OrderFilter): Promise<Record<string, number>> {
    const { status: _tab, ...rest } = filter;
    const counts = await this.repo.countsByStatus(rest);
    const all = Object.entries(counts).reduce((sum, [status, n]) => (status === 'Trash' ? sum : sum + n), 0);
    return { ...counts, All: all };
  }

  async findVisible(auth: AuthContext, id: string): Promise<OrderRow> {
    const order = await this.repo.findById(id);
    if (!order || !this.sees(auth, order)) throw NotFound('Order');
    return order;
  }

  /** Any order by id, for other modules' own rules (billing's production ledger); null when there is none. */
  findById(id: string, tx?: DbOrTx): Promise<OrderRow | null> {
    return this.repo.findById(id, tx);
  }

  findByIds(ids: readonly string[]): Promise<OrderRow[]> {
    return this.repo.findByIds(ids);
  }

  itemsOf(orderIds: readonly string[], tx?: DbOrTx): Promise<OrderItemRow[]> {
    return this.repo.itemsOf(orderIds, tx);
  }

  /** The orders paid in a period that still hold a payment, per seller (what weekly invoices bill). */
  paidBetween(start: Date, end: Date): Promise<PaidOrder[]> {
    return this.repo.paidBetween(start, end);
  }

  private sees(auth: AuthContext, order: Pick<OrderRow, 'sellerId'>): boolean {
    return owns(auth, order.sellerId);
  }

  // ------------------------------------------------------------ lifecycle

  /** hold, release (to Pending or, when paid, Processing), trash, restore. */
  act(auth: AuthContext, transition: OrderMove, input: OrderActionInput): Promise<OrderRow> {
    return this.db.transaction(async (tx) => this.actIn(tx, auth, await this.lockVisible(tx, auth, input.id), transition, input.reason));
  }

  /**
   * A person's transition on a locked order, in the caller's transaction: releasing a paid order
   * resumes it; a cancel or refund of a paid order leaves it holding nothing (the caller gives the
   * money back in the same transaction).
   */
  actIn(tx: Tx, auth: AuthContext, order: OrderRow, transition: OrderMove | 'cancel' | 'refund', note?: string): Promise<OrderRow> {
    const paid = toCents(order.paid) > 0n;
    const fired = transition === 'release' && paid ? 'resume' : transition;
    const stops = transition === 'cancel' || transition === 'refund';
    return this.moveIn(tx, order, fired, { actor: auth, note, context: { paid }, values: stops && paid ? { paid: '0.00' } : {} });
  }

  /** Whether the order's status lets `transition` fire (its guard aside). */
  allows(order: Pick<OrderRow, 'status'>, transition: OrderTransition): boolean {
    return orderMachine.allowedFrom(order.status as OrderStatus).includes(transition);
  }

  /**
   * Fires a transition on a locked order in the caller's transaction (refused with a reason, or a
   * timeline row by `actor`, the system when null), stores the new status with its date and
   * `values`, and records `order.status_changed` by `actorId` (the actor's, unless given).
   */
  async moveIn(
    tx: Tx,
    order: OrderRow,
    transition: OrderTransition,
    move: { actor: AuthContext | null; actorId?: string | null; note?: string | null; context: OrderContext; values?: Partial<OrderRow> },
  ): Promise<OrderRow> {
    const { actor, note, context, values } = move;
    const status = await orderMachine.fire(tx, { entityId: order.id, from: order.status, transition, actor, note, context });
    const dateColumn = DATE_OF[status];
    const updated = await this.repo.update(order.id, { ...(dateColumn && { [dateColumn]: new Date() }), ...values, status }, tx);
    await this.recordChange(tx, updated, order.status, move.actorId !== undefined ? move.actorId : (actor?.user.id ?? null));
    return updated;
  }

  /** Ids of paid orders waiting for production, paid before `paidBefore`, of sellers not in `exceptSellers`, oldest first (manufacturing's release job). */
  processingPaidBefore(paidBefore: Date, exceptSellers: readonly string[], limit: number): Promise<string[]> {
    return this.repo.processingPaidBefore(paidBefore, exceptSellers, limit);
  }

  /**
   * Releases a paid order to production in the caller's transaction: fires start_production (by the
   * system when `actor` is null, written on the timeline), stores In Production and records the
   * change. Answers the order and its lines, or null when it is no longer Processing (a replayed
   * release, a cancel that came first).
   */
  async startProduction(tx: Tx, id: string, actor: AuthContext | null): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
    const order = await this.repo.findById(id, tx, true);
    if (!order || order.status !== 'Processing') return null;
    const updated = await this.moveIn(tx, order, 'start_production', { actor, context: { paid: true } });
    return { order: updated, items: await this.repo.itemsOf([order.id], tx) };
  }

  // ------------------------------------------------------------ returns (issue 31)

  /**
   * Lowers what an order holds in the caller's transaction (a return's partial refund, which the
   * caller gives back through billing), never below nothing. The order's status stays as it is (not
   * the whole-order refund). Answers the order as it was.
   */
  async lowerPaidIn(tx: Tx, orderId: string, amount: string): Promise<OrderRow> {
    const order = await this.repo.findById(orderId, tx, true);
    if (!order) throw NotFound('Order');
    if (toCents(amount) > toCents(order.paid)) throw BadField('amount', 'range', `At most ${order.paid} is left to refund on order #${order.number}.`);
    await this.repo.update(order.id, { paid: subtractMoney(order.paid, amount) }, tx);
    return order;
  }

  // ------------------------------------------------------------ design requests (issue 32)

  /** A line item of an order the caller may see, with its preset's print areas; null when the line is not on that order. */
  async lineForDesign(auth: AuthContext, orderId: string, itemId: string): Promise<{ order: OrderRow; item: OrderItemRow; areas: string[] } | null> {
    const order = await this.findVisible(auth, orderId);
    const item = (await this.repo.itemsOf([order.id])).find((i) => i.id === itemId);
    if (!item) return null;
    const [preset] = await this.presets.byIds([item.presetId]);
    return { order, item, areas: (preset?.printAreas ?? []).map((a) => a.key) };
  }

  /** The store name of each order that has a store (the tasks of design requests), in two queries. */
  async storeNamesOf(orderIds: readonly string[]): Promise<Map<string, string>> {
    const orders = await this.repo.findByIds([...new Set(orderIds)]);
    const stores = new Map((await this.stores.findByIds([...new Set(orders.flatMap((o) => (o.storeId ? [o.storeId] : [])))])).map((s) => [s.id, s.name]));
    return new Map(orders.flatMap((o) => (o.storeId && stores.has(o.storeId) ? [[o.id, stores.get(o.storeId)!] as const] : [])));
  }

  /**
   * Puts print files on a line item in the caller's transaction (a design request approved): each
   * area's file replaces what the line had there, and a link still waiting for that area is dropped.
   * With every required area filled, the order passes the design check of processOrders.
   */
  async applyItemDesigns(tx: Tx, orderId: string, itemId: string, files: Readonly<Record<string, string>>): Promise<boolean> {
    const order = await this.repo.findById(orderId, tx, true);
    const item = order ? (await this.repo.itemsOf([order.id], tx)).find((i) => i.id === itemId) : undefined;
    if (!item) return false;
    const pending = Object.fromEntries(Object.entries(item.designUrls).filter(([area]) => !(area in files)));
    await this.repo.setItemDesigns(item.id, { ...item.designs, ...files }, pending, tx);
    return true;
  }

  /** Every part of the order has shipped (`OrderProgressService` decides), so the system fulfils it (In Production only). */
  fulfil(tx: Tx, id: string): Promise<OrderRow | null> {
    return this.bySystem(tx, id, 'In Production', 'fulfil');
  }

  /** Every part of the order is delivered or settled (`OrderProgressService` decides), so the system completes it (Fulfilled only). */
  complete(tx: Tx, id: string): Promise<OrderRow | null> {
    return this.bySystem(tx, id, 'Fulfilled', 'complete');
  }

  private async bySystem(tx: Tx, id: string, from: OrderStatus, transition: 'fulfil' | 'complete') {
    const order = await this.repo.findById(id, tx, true);
    if (!order || order.status !== from) return null;
    return this.moveIn(tx, order, transition, { actor: null, context: { paid: true } });
  }

  // ------------------------------------------------------------ helpers

  /** An order the caller may see, locked for a change. */
  async lockVisible(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
    const order = await this.repo.findById(id, tx, true);
    if (!order || !this.sees(auth, order)) throw NotFound('Order');
    return order;
  }

  /**
   * The order, locked for paying it. An order another call is paying right now answers `order_busy`
   * at once instead of queueing behind it: 50 callers paying the same orders would otherwise wait
   * on each other's row locks in turn (seconds each), and the waiting call could only find it paid.
   */
  async lockForPayment(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
    const order = await this.repo.findById(id, tx, 'skip-locked');
    if (order && this.sees(auth, order)) return order;
    const held = order ? null : await this.repo.findById(id, tx);
    if (held && this.sees(auth, held))
      throw ConflictField('order', 'order_busy', `Order #${held.number} is being processed by another request; ask again in a moment.`);
    throw NotFound('Order');
  }

  /** Records `order.status_changed` (from null: a new order). */
  async recordChange(tx: Tx, order: OrderRow, from: string | null, actorId: string | null): Promise<void> {
    await this.events.record(tx, 'order.status_changed', {
      orderId: order.id,
      number: order.number,
      sellerId: order.sellerId,
      from,
      to: order.status,
      total: order.total,
      actorId,
    });
  }
}
