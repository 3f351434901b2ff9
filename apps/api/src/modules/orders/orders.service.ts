import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  dmyRangeToIso,
  isSeller,
  type Member,
  missingDesigns,
  orderEditable,
  toCents,
  type CreateOrderInput,
  type FieldReason,
  type MakeOrderInput,
  type OrderActionInput,
  type OrderFilterInput,
  type OrderSource,
  type OrderStatus,
  type SplitOrderInput,
  serverText,
  subtractMoney,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { owns, sellerScope } from '../../platform/auth/ownership';
import { BillingService } from '../billing/billing.service';
import { PresetsService } from '../catalogue/presets.service';
import { BadField, ConflictField, DomainError, Forbidden, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { keysetChunks } from '../../platform/common/keyset';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db, type DbOrTx, type Tx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UsersService, type UserRow } from '../users/users.service';
import { cloneInput, type NewOrder } from './order-clone';
import { freeMoney, replacementInput, type ReplacementRequest } from './order-replacement';
import { OrderDesignLinks } from './order-design-links';
import { OrderPricing, type BuiltLines, type LineSource } from './order-pricing';
import { orderMachine, type OrderTransition } from './orders.machine';
import { OrdersRepository, type OrderFilter, type OrderItemRow, type OrderRow, type OrderWithStore, type PaidOrder } from './orders.repository';
import { StoresRepository, type StoreRow } from './stores.repository';

export type { OrderItemRow, OrderRow };

/** Why processOrders left an order as it was: a field reason, or `process_failed` for an unexpected error (nothing charged for it). */
export type ProcessRefusal = FieldReason;

/** One order's outcome in processOrders: paid, or why not. */
export interface ProcessResult {
  id: string;
  /** Null when the caller may not see the order (or there is none). */
  number: number | null;
  ok: boolean;
  status?: string;
  reason?: ProcessRefusal;
  message?: string;
}

const logger = new Logger('Orders');

/** An order's refusal in processOrders: the error's own reason; anything unexpected is logged and answered as `process_failed`. */
function refusalOf(e: unknown): { reason: ProcessRefusal; message: string } {
  if (e instanceof DomainError) {
    const byCode: Partial<Record<string, ProcessRefusal>> = { NOT_FOUND: 'not_exist', FORBIDDEN: 'transition_refused' };
    return { reason: Object.values(e.reasons ?? {})[0] ?? byCode[e.code] ?? 'invalid', message: e.message };
  }
  logger.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  return { reason: 'process_failed', message: 'This order could not be processed now; nothing was charged for it. Try again.' };
}

const DATE_OF: Partial<Record<OrderStatus, 'paidAt' | 'producedAt' | 'fulfilledAt' | 'completedAt' | 'cancelledAt'>> = {
  'In Production': 'producedAt',
  Fulfilled: 'fulfilledAt',
  Completed: 'completedAt',
  Cancelled: 'cancelledAt',
};

const lineOf = (i: OrderItemRow): LineSource => ({
  id: i.id,
  sku: i.sku,
  quantity: i.quantity,
  // Links not fetched yet stay links.
  designs: { ...i.designUrls, ...i.designs },
  listing_id: i.listingId ?? undefined,
  meta: i.meta,
});
/** The design files lines already hold (an edit or a split keeps them, whoever put them there). */
const designsOf = (lines: readonly LineSource[]): ReadonlySet<string> => new Set(lines.flatMap((l) => Object.values(l.designs ?? {})));

/**
 * Orders: intake (form, API, import), edits while unpaid, splits and clones, and the lifecycle.
 * Every status change goes through `orderMachine` (a timeline row) in the same transaction as the
 * order's row, its payment or refund (billing) and its `order.status_changed` event.
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly repo: OrdersRepository,
    private readonly stores: StoresRepository,
    private readonly users: UsersService,
    private readonly presets: PresetsService,
    private readonly pricing: OrderPricing,
    private readonly links: OrderDesignLinks,
    private readonly billing: BillingService,
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

  // ------------------------------------------------------------ intake and edits

  /**
   * A new order, or the one made first for the same key: the store's platform order id, the
   * caller's idempotency key, or (for a token without a store) the platform order id per seller.
   */
  async create(auth: AuthContext, given: NewOrder, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<OrderRow> {
    const { order, fetchLinks } = await this.db.transaction((tx) => this.createIn(tx, auth, given, idempotencyKey));
    if (fetchLinks) await this.links.fetchLater(order.id, fetchLinks);
    return order;
  }

  /** `create` in the caller's transaction; `fetchLinks` are the lines whose design links a job fetches once it commits (`fetchDesignsOf`). */
  async createIn(
    tx: Tx,
    auth: AuthContext,
    given: NewOrder,
    idempotencyKey?: string,
    source?: OrderSource,
  ): Promise<{ order: OrderRow; fetchLinks: BuiltLines['rows'] | null }> {
    // A store's push token implies its store, and no other.
    if (auth.storeId && given.store_id && given.store_id !== auth.storeId) throw Forbidden('A store token creates orders for its own store only.');
    const input = auth.storeId ? { ...given, store_id: auth.storeId } : given;
    const { seller, store } = await this.ownerOf(tx, auth, input);
    // An integration (a token) without a store retries by its platform order id; people may enter the same one twice on purpose.
    const key = idempotencyKey
      ? `key:${idempotencyKey}`
      : auth.via !== 'session' && !store && input.platform_order_id
        ? `platform_order:${input.platform_order_id}`
        : null;
    const first = async () =>
      (store && input.platform_order_id ? await this.repo.findByPlatformId(store.id, input.platform_order_id, tx) : null) ??
      (key ? await this.repo.findByIdempotencyKey(seller.id, key, tx) : null);
    const existing = await first();
    if (existing) return { order: existing, fetchLinks: null };
    if (seller.holdOff) throw ConflictField('order', 'hold_off', 'HOLD OFF: new orders are temporarily not accepted during peak season.');
    const platform = store?.platform ?? 'manual';
    const lines = await this.pricing.lines(tx, input.items, seller, platform, { checkListings: true, caller: auth });
    const ship = await this.pricing.shipping(tx, seller, input, lines);
    const money = lines.money(ship.cost);
    const id = newId();
    const order = await this.repo.insertOnce(
      {
        id,
        sellerId: seller.id,
        storeId: store?.id ?? null,
        platform,
        // Kept for search even without a store; only a store's ids are unique (and make a repost the same order).
        platformOrderId: input.platform_order_id ?? null,
        source: source ?? intakeSource(auth, platform),
        idempotencyKey: key,
        status: 'Pending',
        shippingAddress: input.shipping_address,
        billingAddress: input.billing_address ?? null,
        shippingMethodId: ship.methodId,
        ...this.pricing.moneyColumns(money),
        notes: input.notes ?? null,
        priority: input.priority ?? false,
        isTest: input.is_test ?? false,
        shipBySeller: input.ship_by_seller ?? false,
        itemCount: lines.units,
        createdBy: auth.user.id,
      },
      tx,
    );
    // Another request with the same key inserted first (the insert waited for it to commit): answer that one.
    if (!order) return { order: (await first())!, fetchLinks: null };
    await this.repo.insertItems(
      lines.rows.map((r) => ({ ...r, orderId: id })),
      tx,
    );
    // An order a store pushed (its token, its webhook) is news to the seller: no user made it.
    await this.recordChange(tx, order, null, auth.via === 'store_token' ? null : auth.user.id);
    return { order, fetchLinks: lines.rows };
  }

  /** Changes an order: notes and flags any time; lines, addresses and shipping only while it is unpaid. */
  async make(auth: AuthContext, input: MakeOrderInput): Promise<OrderRow> {
    let pendingLinks: BuiltLines['rows'] = [];
    const changed = await this.db.transaction(async (tx) => {
      const order = await this.lockVisible(tx, auth, input._id);
      const reshapes = input.items != null || input.shipping_address != null || input.billing_address !== undefined || input.shipping_method_id !== undefined;
      if (reshapes && !orderEditable(order.status, toCents(order.paid) > 0n))
        throw ConflictField('order', 'order_locked', `Order #${order.number} is ${order.status} and can no longer be changed.`);
      const values: Partial<OrderRow> = {
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(input.priority != null && { priority: input.priority }),
        ...(input.is_test != null && { isTest: input.is_test }),
        ...(input.ship_by_seller != null && { shipBySeller: input.ship_by_seller }),
      };
      if (reshapes) {
        const seller = await this.sellerOf(tx, order.sellerId);
        const stored = (await this.repo.itemsOf([order.id], tx)).map(lineOf);
        // New lines name listings the seller may use; lines kept as they were keep theirs.
        const kept = new Set(stored.map((l) => l.listing_id).filter((id) => id !== undefined));
        const lines = await this.pricing.lines(tx, input.items ?? stored, seller, order.platform, {
          checkListings: !!input.items,
          keptListings: kept,
          caller: auth,
          keptDesigns: designsOf(stored),
        });
        const address = input.shipping_address ?? order.shippingAddress;
        const ship = await this.pricing.shipping(
          tx,
          seller,
          {
            shipping_address: address,
            shipping_method_id: input.shipping_method_id ?? order.shippingMethodId ?? undefined,
            ship_by_seller: input.ship_by_seller ?? order.shipBySeller,
          },
          lines,
        );
        Object.assign(values, this.pricing.moneyColumns(lines.money(ship.cost)), {
          shippingAddress: address,
          shippingMethodId: ship.methodId,
          itemCount: lines.units,
          ...(input.billing_address !== undefined && { billingAddress: input.billing_address }),
        });
        if (input.items) {
          await this.repo.replaceItems(
            order.id,
            lines.rows.map((r) => ({ ...r, orderId: order.id })),
            tx,
          );
          pendingLinks = lines.rows;
        }
      }
      return Object.keys(values).length ? this.repo.update(order.id, values, tx) : order;
    });
    await this.links.fetchLater(changed.id, pendingLinks);
    return changed;
  }

  /** A new Pending order with the same seller, store, address and lines (at today's prices). */
  async clone(auth: AuthContext, input: OrderActionInput): Promise<OrderRow> {
    const source = await this.findVisible(auth, input.id);
    const items = await this.repo.itemsOf([source.id]);
    const { order, fetchLinks } = await this.db.transaction(async (tx) => {
      const made = await this.createIn(tx, auth, cloneInput(source, items));
      return { ...made, order: await this.repo.update(made.order.id, { parentId: source.id }, tx) };
    });
    if (fetchLinks) await this.links.fetchLater(order.id, fetchLinks);
    return order;
  }

  /** Moves some lines of an unpaid order to a new order; both are priced again. */
  split(auth: AuthContext, input: SplitOrderInput): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const order = await this.lockVisible(tx, auth, input.id);
      if (!orderEditable(order.status, toCents(order.paid) > 0n))
        throw ConflictField('order', 'order_locked', `Order #${order.number} is ${order.status} and can no longer be split.`);
      const items = await this.repo.itemsOf([order.id], tx);
      const moving = new Set(input.product_ids);
      if (input.product_ids.some((id) => !items.some((i) => i.id === id))) throw BadField('product_ids', 'not_exist', 'A chosen line is not on this order.');
      const staying = items.filter((i) => !moving.has(i.id));
      if (!staying.length) throw BadField('product_ids', 'split_all', 'Leave at least one line on the original order.');
      const seller = await this.sellerOf(tx, order.sellerId);
      const price = async (part: OrderItemRow[]) => {
        const lines = await this.pricing.lines(tx, part.map(lineOf), seller, order.platform, { caller: auth, keptDesigns: designsOf(part.map(lineOf)) });
        const ship = await this.pricing.shipping(
          tx,
          seller,
          { shipping_address: order.shippingAddress, shipping_method_id: order.shippingMethodId ?? undefined, ship_by_seller: order.shipBySeller },
          lines,
        );
        return { lines, money: this.pricing.moneyColumns(lines.money(ship.cost)) };
      };
      const kept = await price(staying);
      const moved = await price(items.filter((i) => moving.has(i.id)));
      // The original's lines are rewritten first, so the moved ones keep their ids on the new order.
      const { id: _id, number: _n, createdAt: _c, updatedAt: _u, ...header } = order;
      const child = await this.repo.insertOnce(
        {
          ...header,
          id: newId(),
          platformOrderId: null,
          idempotencyKey: null,
          parentId: order.id,
          ...moved.money,
          itemCount: moved.lines.units,
          createdBy: auth.user.id,
        },
        tx,
      );
      await this.repo.replaceItems(
        order.id,
        kept.lines.rows.map((r) => ({ ...r, orderId: order.id })),
        tx,
      );
      await this.repo.replaceItems(
        child!.id,
        moved.lines.rows.map((r) => ({ ...r, orderId: child!.id })),
        tx,
      );
      await this.repo.update(order.id, { ...kept.money, itemCount: kept.lines.units }, tx);
      await this.recordChange(tx, child!, null, auth.user.id);
      return child!;
    });
  }

  /** Queues the design-link fetch of orders made by `createIn` once their transaction committed. */
  fetchDesignLinksOf(orderIds: readonly string[]): Promise<void> {
    return this.links.fetchOf(orderIds);
  }

  // ------------------------------------------------------------ lifecycle

  /**
   * Pays for each order from its seller's credit and moves it to Processing, one transaction per
   * order: those that can be paid are, the others say why (design missing, credit too low, status).
   */
  async process(auth: AuthContext, ids: readonly string[]): Promise<ProcessResult[]> {
    const results: ProcessResult[] = [];
    for (const id of ids) {
      try {
        const order = await this.db.transaction((tx) => this.processOne(tx, auth, id));
        results.push({ id, number: order.number, ok: true, status: order.status });
      } catch (e) {
        results.push({ id, number: null, ok: false, ...refusalOf(e) });
      }
    }
    // Refused orders the caller may see are named by their number too.
    const numbers = new Map(
      (await this.repo.findByIds(results.filter((r) => !r.ok).map((r) => r.id))).filter((o) => this.sees(auth, o)).map((o) => [o.id, o.number]),
    );
    return results.map((r) => (r.ok ? r : { ...r, number: numbers.get(r.id) ?? null }));
  }

  private async processOne(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
    const order = await this.lockForPayment(tx, auth, id);
    // An order past Pending is refused by the machine below without reading its seller or lines.
    const processable = orderMachine.allowedFrom(order.status as OrderStatus).includes('process');
    const seller = processable ? await this.sellerOf(tx, order.sellerId) : null;
    if (seller?.holdOff) throw ConflictField('order', 'hold_off', 'HOLD OFF: new orders are temporarily not accepted during peak season.');
    if (seller) await this.refuseOutOfStock(order, tx);
    const missing = seller && !seller.processWithoutDesign ? await this.missingDesignsOf(order, tx) : [];
    const status = await orderMachine.fire(tx, {
      entityId: order.id,
      from: order.status,
      transition: 'process',
      actor: auth,
      context: { paid: false, missingDesigns: missing },
    });
    if (toCents(order.total) > 0n)
      await this.billing.charge(
        {
          userId: order.sellerId,
          orderId: order.id,
          amount: order.total,
          text: serverText('order_charged', { number: String(order.number) }),
          actorId: auth.user.id,
        },
        tx,
      );
    const updated = await this.repo.update(order.id, { status, paid: order.total, paidAt: new Date() }, tx);
    await this.recordChange(tx, updated, order.status, auth.user.id);
    return updated;
  }

  /** An order with a line of a variant switched off since it was made is not paid: it waits (and is not charged) until the stock is back. */
  private async refuseOutOfStock(order: OrderRow, tx: Tx): Promise<void> {
    const items = await this.repo.itemsOf([order.id], tx);
    const out = await this.presets.outOfStock([...new Set(items.map((i) => i.variantId))], tx);
    const skus = items.filter((i) => out.has(i.variantId)).map((i) => i.sku);
    if (skus.length) throw ConflictField('order', 'out_of_stock', `Out of stock: ${skus.join(', ')}. Nothing was charged.`);
  }

  /** "SKU: area" for each required print area of a line without a design, unless its preset skips the check. */
  private async missingDesignsOf(order: OrderRow, tx: Tx): Promise<string[]> {
    const items = await this.repo.itemsOf([order.id], tx);
    const presets = await this.presets.byIds([...new Set(items.map((i) => i.presetId))], tx);
    const byId = new Map(presets.map((p) => [p.id, p]));
    return items.flatMap((item) => {
      const preset = byId.get(item.presetId);
      if (!preset || preset.skipDesignCheck) return [];
      const required = preset.printAreas.filter((a) => a.is_required).map((a) => a.key);
      return missingDesigns(required, item.designs).map((area) => `${item.sku}: ${area}`);
    });
  }

  /** hold, release (to Pending or, when paid, Processing), cancel (refunding what was paid), refund, trash, restore. */
  act(auth: AuthContext, transition: Exclude<OrderTransition, 'process'>, input: OrderActionInput): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const order = await this.lockVisible(tx, auth, input.id);
      const paid = toCents(order.paid) > 0n;
      const fired = transition === 'release' && paid ? 'resume' : transition;
      const status = await orderMachine.fire(tx, {
        entityId: order.id,
        from: order.status,
        transition: fired,
        actor: auth,
        note: input.reason,
        context: { paid },
      });
      const values: Partial<OrderRow> = { status };
      const dateColumn = DATE_OF[status];
      if (dateColumn) values[dateColumn] = new Date();
      if ((status === 'Cancelled' || status === 'Refunded') && paid) {
        await this.billing.refund(
          {
            userId: order.sellerId,
            orderId: order.id,
            key: status.toLowerCase(),
            amount: order.paid,
            text: serverText(status === 'Cancelled' ? 'order_cancelled' : 'order_refunded', { number: String(order.number) }),
            actorId: auth.user.id,
          },
          tx,
        );
        values.paid = '0.00';
      }
      const updated = await this.repo.update(order.id, values, tx);
      await this.recordChange(tx, updated, order.status, auth.user.id);
      return updated;
    });
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
    const status = await orderMachine.fire(tx, { entityId: order.id, from: order.status, transition: 'start_production', actor, context: { paid: true } });
    const updated = await this.repo.update(order.id, { status, producedAt: new Date() }, tx);
    await this.recordChange(tx, updated, order.status, actor?.user.id ?? null);
    return { order: updated, items: await this.repo.itemsOf([order.id], tx) };
  }

  // ------------------------------------------------------------ returns (issue 31)

  /**
   * A free replacement of some lines of a delivered order, in the caller's transaction: a child of
   * the original (`parent_id`), paid by nobody, moved to Processing (by the system, noted with
   * `req.note`) so the caller releases it to production at once. The same key answers the first
   * replacement, whatever it has become since.
   */
  async makeReplacementIn(tx: Tx, auth: AuthContext, req: ReplacementRequest): Promise<OrderRow> {
    const key = `replacement:${req.key}`;
    const existing = await this.repo.findByIdempotencyKey(req.source.sellerId, `key:${key}`, tx);
    if (existing) return existing;
    const items = await this.repo.itemsOf([req.source.id], tx);
    const { order } = await this.createIn(tx, auth, replacementInput(req.source, items, req.lines), key, 'replacement');
    if (order.status !== 'Pending' || order.parentId) return order;
    const status = await orderMachine.fire(tx, {
      entityId: order.id,
      from: order.status,
      transition: 'process',
      actor: null,
      note: req.note,
      context: { paid: true },
    });
    const updated = await this.repo.update(order.id, { status, parentId: req.source.id, ...freeMoney(order), paidAt: new Date() }, tx);
    await this.recordChange(tx, updated, order.status, auth.user.id);
    return updated;
  }

  /**
   * Gives part of an order's payment back in the caller's transaction (a return's refund), never
   * more than the order still holds: billing's refund under `key` (the same key refunds once), and
   * the order's `paid` lowered by it. The order's status stays as it is (not the whole-order refund).
   */
  async refundPartIn(tx: Tx, req: { orderId: string; key: string; amount: string; actorId: string }): ReturnType<BillingService['refund']> {
    const order = await this.repo.findById(req.orderId, tx, true);
    if (!order) throw NotFound('Order');
    if (toCents(req.amount) > toCents(order.paid)) throw BadField('amount', 'range', `At most ${order.paid} is left to refund on order #${order.number}.`);
    const entry = await this.billing.refund(
      {
        userId: order.sellerId,
        orderId: order.id,
        key: req.key,
        amount: req.amount,
        text: serverText('order_refunded', { number: String(order.number) }),
        actorId: req.actorId,
      },
      tx,
    );
    await this.repo.update(order.id, { paid: subtractMoney(order.paid, req.amount) }, tx);
    return entry;
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
    return this.bySystem(tx, id, 'In Production', 'fulfil', 'fulfilledAt');
  }

  /** Every part of the order is delivered or settled (`OrderProgressService` decides), so the system completes it (Fulfilled only). */
  complete(tx: Tx, id: string): Promise<OrderRow | null> {
    return this.bySystem(tx, id, 'Fulfilled', 'complete', 'completedAt');
  }

  private async bySystem(tx: Tx, id: string, from: OrderStatus, transition: 'fulfil' | 'complete', date: 'fulfilledAt' | 'completedAt') {
    const order = await this.repo.findById(id, tx, true);
    if (!order || order.status !== from) return null;
    const status = await orderMachine.fire(tx, { entityId: order.id, from: order.status, transition, actor: null, context: { paid: true } });
    const updated = await this.repo.update(order.id, { status, [date]: new Date() }, tx);
    await this.recordChange(tx, updated, order.status, null);
    return updated;
  }

  // ------------------------------------------------------------ helpers

  private async lockVisible(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
    const order = await this.repo.findById(id, tx, true);
    if (!order || !this.sees(auth, order)) throw NotFound('Order');
    return order;
  }

  /**
   * The order, locked for paying it. An order another call is paying right now answers `order_busy`
   * at once instead of queueing behind it: 50 callers paying the same orders would otherwise wait
   * on each other's row locks in turn (seconds each), and the waiting call could only find it paid.
   */
  private async lockForPayment(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
    const order = await this.repo.findById(id, tx, 'skip-locked');
    if (order && this.sees(auth, order)) return order;
    const held = order ? null : await this.repo.findById(id, tx);
    if (held && this.sees(auth, held))
      throw ConflictField('order', 'order_busy', `Order #${held.number} is being processed by another request; ask again in a moment.`);
    throw NotFound('Order');
  }

  private async sellerOf(tx: Tx, id: string): Promise<UserRow> {
    const seller = await this.users.findById(id, tx);
    if (!seller) throw NotFound('Seller');
    return seller;
  }

  /** Who the order is for: a seller's own; staff name the seller or a store (whose seller it is). */
  private async ownerOf(
    tx: Tx,
    auth: AuthContext,
    input: Pick<CreateOrderInput, 'seller_id' | 'store_id'>,
  ): Promise<{ seller: UserRow; store: StoreRow | null }> {
    const selling = isSeller(auth.user);
    if (selling && input.seller_id && input.seller_id !== auth.user.id) throw Forbidden('Sellers create their own orders.');
    const store = input.store_id ? await this.stores.findById(input.store_id, tx) : null;
    if (input.store_id && (!store || store.status !== 'active' || (selling && store.sellerId !== auth.user.id)))
      throw BadField('store_id', 'not_exist', 'This store does not exist.');
    const sellerId = selling ? auth.user.id : (store?.sellerId ?? input.seller_id);
    if (!sellerId) throw BadField('seller_id', 'required', 'Please choose the seller.');
    if (store && store.sellerId !== sellerId) throw BadField('store_id', 'not_exist', 'This store belongs to another seller.');
    const seller = await this.users.findById(sellerId, tx);
    if (!seller) throw BadField('seller_id', 'not_exist', 'This seller does not exist.');
    return { seller, store };
  }

  private async recordChange(tx: Tx, order: OrderRow, from: string | null, actorId: string | null): Promise<void> {
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

/**
 * How an order made through `createIn` came in, unless its path says (an order file, a replacement):
 * typed in by a person; pushed by a store (its token, its webhook, or any token for a platform store);
 * otherwise an integration's API call.
 */
function intakeSource(auth: AuthContext, platform: string): OrderSource {
  if (auth.via === 'session') return 'manual';
  return auth.via === 'store_token' || (platform !== 'api' && platform !== 'manual') ? 'store' : 'api';
}
