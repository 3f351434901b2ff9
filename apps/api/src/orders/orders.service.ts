import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  DESIGN_URL_LIMITS,
  dmyRangeToIso,
  isDesignUrl,
  isSeller,
  type Member,
  missingDesigns,
  orderEditable,
  orderMoney,
  shippingCost,
  toCents,
  type Address,
  type CreateOrderInput,
  type FieldReason,
  type MakeOrderInput,
  type OrderActionInput,
  type OrderFilterInput,
  type OrderLineInput,
  type OrderMoney,
  type OrderStatus,
  type SplitOrderInput,
} from '@pod/shared';
import type { AuthContext } from '../auth/auth-context';
import { BillingService } from '../billing/billing.service';
import { PresetsService } from '../catalogue/presets.service';
import { BadField, ConflictField, DomainError, FieldErrors, Forbidden, NotFound } from '../common/errors';
import { newId } from '../common/ids';
import { keysetChunks } from '../common/keyset';
import { fetchPublicUrl, UrlFetchError } from '../common/net/public-url';
import { ENV, type Env } from '../config/env';
import { JobsService } from '../jobs/jobs.service';
import type { Paging } from '../common/paging';
import { DB, type Db, type DbOrTx, type Tx } from '../db/database';
import { EventsService } from '../events/events.service';
import { FilesRef } from '../files/files-ref';
import { ListingsReadService } from '../listings/listings-read.service';
import { TimelineService } from '../timeline/timeline.service';
import { ShippingMethodsService } from '../logistics/shipping-methods.service';
import { UsersRepository, type UserRow } from '../users/users.repository';
import { orderMachine, type OrderTransition } from './orders.machine';
import {
  OrdersRepository,
  type NewOrderItemRow,
  type OrderFilter,
  type OrderItemRow,
  type OrderRow,
  type OrderWithStore,
  type PaidOrder,
} from './orders.repository';
import { StoresRepository, type StoreRow } from './stores.repository';

/** A line as built from its input: the row to store, and what the order's money and weight need. */
interface BuiltLines {
  rows: Array<Omit<NewOrderItemRow, 'orderId'>>;
  money: (shipping: string) => OrderMoney;
  weight: number;
  units: number;
}

/** A new order: the checked input, or a copy of a stored order (clone). */
type NewOrder = Omit<CreateOrderInput, 'shipping_address' | 'billing_address'> & { shipping_address: Address; billing_address?: Address | null };

/** A line input, optionally keeping its existing id (edits and splits keep line ids). */
type LineSource = OrderLineInput & { id?: string };

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

/** A fetch worth trying again: the link's server or the network failed for now, or our storage did (not a refused file). */
function transientFetchFailure(e: unknown): boolean {
  return e instanceof UrlFetchError ? e.transient : !(e instanceof DomainError);
}

/** A fetched design's file name: the link's last path segment, else the print area. */
function fileNameOf(url: string, area: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').replace(/[^\w.-]+/g, '_');
  return (last || `${area}-design`).slice(0, 120);
}

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
    private readonly users: UsersRepository,
    private readonly presets: PresetsService,
    private readonly shipping: ShippingMethodsService,
    private readonly billing: BillingService,
    private readonly events: EventsService,
    private readonly files: FilesRef,
    private readonly timeline: TimelineService,
    private readonly jobs: JobsService,
    private readonly listings: ListingsReadService,
    @Inject(ENV) private readonly env: Env,
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
      sellerId: isSeller(user) ? user.id : input.seller_id,
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

  itemsOf(orderIds: readonly string[], tx?: DbOrTx): Promise<OrderItemRow[]> {
    return this.repo.itemsOf(orderIds, tx);
  }

  /** The orders paid in a period that still hold a payment, per seller (what weekly invoices bill). */
  paidBetween(start: Date, end: Date): Promise<PaidOrder[]> {
    return this.repo.paidBetween(start, end);
  }

  private sees(auth: AuthContext, order: Pick<OrderRow, 'sellerId'>): boolean {
    return !isSeller(auth.user) || order.sellerId === auth.user.id;
  }

  // ------------------------------------------------------------ intake and edits

  /**
   * A new order, or the one made first for the same key: the store's platform order id, the
   * caller's idempotency key, or (for a token without a store) the platform order id per seller.
   */
  async create(auth: AuthContext, given: NewOrder, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<OrderRow> {
    const { order, fetchLinks } = await this.db.transaction((tx) => this.createIn(tx, auth, given, idempotencyKey));
    if (fetchLinks) await this.fetchDesignsLater(order.id, fetchLinks);
    return order;
  }

  /** `create` in the caller's transaction; `fetchLinks` are the lines whose design links a job fetches once it commits (`fetchDesignsOf`). */
  async createIn(tx: Tx, auth: AuthContext, given: NewOrder, idempotencyKey?: string): Promise<{ order: OrderRow; fetchLinks: BuiltLines['rows'] | null }> {
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
    const lines = await this.buildLines(tx, input.items, seller, platform, { checkListings: true });
    const ship = await this.shippingOf(tx, seller, input, lines);
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
        idempotencyKey: key,
        status: 'Pending',
        shippingAddress: input.shipping_address,
        billingAddress: input.billing_address ?? null,
        shippingMethodId: ship.methodId,
        ...this.moneyColumns(money),
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

  /** Design links given on lines are fetched by a job (order_design_urls), after the order is stored. */
  private async fetchDesignsLater(orderId: string, rows: ReadonlyArray<{ designUrls?: Record<string, string> }>): Promise<void> {
    if (rows.some((r) => Object.keys(r.designUrls ?? {}).length > 0)) await this.jobs.enqueue('order_design_urls', { orderId });
  }

  /**
   * The job: each pending link is fetched under the SSRF rules (common/net/public-url.ts) and stored
   * as the seller's design file, which replaces the link on the line. A link that failed for now
   * (network, timeout, 5xx) stays pending and the job fails so the runner tries again with its
   * back-off; one that can never work (4xx, size, type, address), or any failure on the last
   * attempt, stays off the line and its reason goes on the order's timeline.
   */
  async fetchDesignUrls(orderId: string, { lastAttempt = true } = {}): Promise<{ fetched: number; failed: number }> {
    const order = await this.repo.findById(orderId);
    const items = order ? (await this.repo.itemsOf([orderId])).filter((i) => Object.keys(i.designUrls).length > 0) : [];
    const allowPrivate = this.env.URL_FETCH_ALLOW_PRIVATE === 'true';
    let fetched = 0;
    let failed = 0;
    let retrying = 0;
    for (const item of items) {
      const designs = { ...item.designs };
      const pending: Record<string, string> = {};
      const failures: string[] = [];
      for (const [area, url] of Object.entries(item.designUrls)) {
        try {
          const got = await fetchPublicUrl(url, { ...DESIGN_URL_LIMITS, allowPrivate });
          const file = { type: 'design', bytes: got.bytes, mimetype: got.contentType, filename: fileNameOf(got.url, area), createdBy: order!.sellerId };
          designs[area] = await this.files.service.storeFetched(file);
          fetched += 1;
        } catch (e) {
          if (!lastAttempt && transientFetchFailure(e)) {
            pending[area] = url;
            retrying += 1;
            continue;
          }
          failed += 1;
          failures.push(
            `${item.sku} ${area}: ${url.slice(0, 200)} (${e instanceof UrlFetchError || e instanceof DomainError ? e.message : 'could not be fetched'})`,
          );
        }
      }
      await this.db.transaction(async (tx) => {
        await this.repo.setItemDesigns(item.id, designs, pending, tx);
        if (failures.length)
          await this.timeline.note(tx, {
            entity: 'order',
            entityId: orderId,
            state: order!.status,
            note: `Design links not fetched: ${failures.join('; ')}`.slice(0, 2000),
          });
      });
    }
    if (retrying) throw new Error(`${retrying} design link(s) of order ${orderId} failed for now; trying again.`);
    return { fetched, failed };
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
        const lines = await this.buildLines(tx, input.items ?? stored, seller, order.platform, { checkListings: !!input.items, keptListings: kept });
        const address = input.shipping_address ?? order.shippingAddress;
        const ship = await this.shippingOf(
          tx,
          seller,
          {
            shipping_address: address,
            shipping_method_id: input.shipping_method_id ?? order.shippingMethodId ?? undefined,
            ship_by_seller: input.ship_by_seller ?? order.shipBySeller,
          },
          lines,
        );
        Object.assign(values, this.moneyColumns(lines.money(ship.cost)), {
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
    await this.fetchDesignsLater(changed.id, pendingLinks);
    return changed;
  }

  /** A new Pending order with the same seller, store, address and lines (at today's prices). */
  async clone(auth: AuthContext, input: OrderActionInput): Promise<OrderRow> {
    const source = await this.findVisible(auth, input.id);
    const items = await this.repo.itemsOf([source.id]);
    const copy = await this.create(auth, {
      store_id: source.storeId ?? undefined,
      platform_order_id: undefined,
      seller_id: source.sellerId,
      shipping_address: source.shippingAddress,
      billing_address: source.billingAddress,
      shipping_method_id: source.shippingMethodId ?? undefined,
      items: items.map(({ sku, quantity, designs, listingId, meta }) => ({ sku, quantity, designs, listing_id: listingId ?? undefined, meta })),
      notes: source.notes ?? undefined,
      priority: source.priority,
      is_test: source.isTest,
      ship_by_seller: source.shipBySeller,
    });
    return this.repo.update(copy.id, { parentId: source.id }, this.db);
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
        const lines = await this.buildLines(tx, part.map(lineOf), seller, order.platform);
        const ship = await this.shippingOf(
          tx,
          seller,
          { shipping_address: order.shippingAddress, shipping_method_id: order.shippingMethodId ?? undefined, ship_by_seller: order.shipBySeller },
          lines,
        );
        return { lines, money: this.moneyColumns(lines.money(ship.cost)) };
      };
      const [kept, moved] = await Promise.all([price(staying), price(items.filter((i) => moving.has(i.id)))]);
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

  /** Queues the design-link fetch of the orders (made by `createIn`, now committed) that have links. */
  async fetchDesignsOf(orderIds: readonly string[]): Promise<void> {
    const withLinks = new Set((await this.repo.itemsOf(orderIds)).filter((i) => Object.keys(i.designUrls).length > 0).map((i) => i.orderId));
    for (const orderId of withLinks) await this.jobs.enqueue('order_design_urls', { orderId });
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
    const order = await this.lockVisible(tx, auth, id);
    // An order past Pending is refused by the machine below without reading its seller or lines.
    const processable = orderMachine.allowedFrom(order.status as OrderStatus).includes('process');
    const seller = processable ? await this.sellerOf(tx, order.sellerId) : null;
    if (seller?.holdOff) throw ConflictField('order', 'hold_off', 'HOLD OFF: new orders are temporarily not accepted during peak season.');
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
        { userId: order.sellerId, orderId: order.id, amount: order.total, message: `Order #${order.number}`, actorId: auth.user.id },
        tx,
      );
    const updated = await this.repo.update(order.id, { status, paid: order.total, paidAt: new Date() }, tx);
    await this.recordChange(tx, updated, order.status, auth.user.id);
    return updated;
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
            message: `Order #${order.number} ${status.toLowerCase()}`,
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

  // ------------------------------------------------------------ helpers

  private async lockVisible(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
    const order = await this.repo.findById(id, tx, true);
    if (!order || !this.sees(auth, order)) throw NotFound('Order');
    return order;
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

  /**
   * Each line matched to a variant by sku and priced for the seller; every unknown sku is named.
   * With `checkListings`, each listing named must be the seller's and not in the trash (except `keptListings`).
   */
  private async buildLines(
    tx: Tx,
    sources: readonly LineSource[],
    seller: UserRow,
    platform: string,
    { checkListings = false, keptListings = new Set<string>() }: { checkListings?: boolean; keptListings?: ReadonlySet<string> } = {},
  ): Promise<BuiltLines> {
    const designIds = sources.flatMap((l) => Object.values(l.designs ?? {}).filter((ref) => !isDesignUrl(ref)));
    const listingIds = checkListings ? sources.flatMap((l) => (l.listing_id && !keptListings.has(l.listing_id) ? [l.listing_id] : [])) : [];
    const [found, designFiles, unusableListings] = await Promise.all([
      this.presets.variantsBySku(
        sources.map((l) => l.sku),
        tx,
      ),
      this.files.service.existing(designIds, tx),
      this.listings.unusableFor(seller.id, listingIds, tx),
    ]);
    const errs = new FieldErrors();
    const buyer = { vip: seller.vip ?? 0, wholesale_level: seller.wholesaleLevel ?? 0 };
    const priced = sources.map((line, position) => {
      const unusable = line.listing_id ? unusableListings.get(line.listing_id) : undefined;
      if (unusable)
        errs.add(
          `items.${position}.listing_id`,
          'unknown_listing',
          unusable === 'trashed' ? 'This listing is in the trash.' : 'This seller has no listing with this id.',
        );
      const match = found.get(line.sku.toLowerCase());
      if (!match) {
        errs.add(`items.${position}.sku`, 'unknown_sku', `No product has the SKU "${line.sku.slice(0, 100)}".`);
        return null;
      }
      const given = Object.entries(line.designs ?? {});
      const designs = Object.fromEntries(given.filter(([, ref]) => !isDesignUrl(ref)));
      const designUrls = Object.fromEntries(given.filter(([, ref]) => isDesignUrl(ref)));
      const unknownDesign = Object.entries(designs).find(([, fileId]) => !designFiles.has(fileId));
      if (unknownDesign) errs.add(`items.${position}.designs.${unknownDesign[0]}`, 'not_exist', `The design file for ${unknownDesign[0]} does not exist.`);
      const quote = this.presets.quote(match.preset, match.variant, buyer, {
        quantity: line.quantity,
        extraSides: Math.max(0, given.length - 1),
        platform,
      });
      const variantName = match.variant.nameValue.map((nv) => nv.value).join(' / ');
      return {
        quote,
        basePrice: match.variant.basePrice,
        weight: (match.variant.weight ?? match.preset.weight ?? 0) * line.quantity,
        row: {
          id: line.id ?? newId(),
          position,
          variantId: match.variant.id,
          presetId: match.preset.id,
          sku: match.variant.sku,
          name: variantName ? `${match.preset.name} – ${variantName}` : match.preset.name,
          quantity: line.quantity,
          unitPrice: quote.unit_price,
          basePrice: match.variant.basePrice,
          total: quote.total,
          listingId: line.listing_id ?? null,
          designs,
          designUrls,
          meta: line.meta ?? {},
        },
      };
    });
    errs.throwIfAny();
    const lines = priced.filter((p) => p !== null);
    return {
      rows: lines.map((l) => l.row),
      money: (shipping) =>
        orderMoney(
          lines.map((l) => ({ quote: l.quote, base_price: l.basePrice })),
          shipping,
        ),
      weight: lines.reduce((sum, l) => sum + l.weight, 0),
      units: lines.reduce((sum, l) => sum + l.row.quantity, 0),
    };
  }

  /**
   * The shipping method and its price for the lines: the one asked for (open to the seller), else
   * the seller's default, else the first open one. A seller who ships it themselves pays none.
   */
  private async shippingOf(
    tx: Tx,
    seller: UserRow,
    input: { shipping_address: Address; shipping_method_id?: string; ship_by_seller?: boolean | null },
    lines: BuiltLines,
  ): Promise<{ methodId: string | null; cost: string }> {
    if (input.ship_by_seller) return { methodId: null, cost: '0.00' };
    const open = await this.shipping.openTo(seller.id, tx);
    const method = input.shipping_method_id
      ? open.find((m) => m._id === input.shipping_method_id)
      : (open.find((m) => m._id === seller.defaultShippingId) ?? open[0]);
    if (!method)
      throw input.shipping_method_id
        ? BadField('shipping_method_id', 'method_not_open', 'This shipping method is not open to this seller.')
        : BadField('shipping_method_id', 'required', 'Please choose a shipping method.');
    const quote = shippingCost(await this.shipping.costTableOf(method._id, tx), {
      country: input.shipping_address.country,
      weight: lines.weight,
      items: Math.max(1, lines.units),
    });
    if (!quote.ok)
      throw BadField('shipping_method_id', 'no_shipping_price', `${method.name} has no price to ${input.shipping_address.country} for ${lines.weight} g.`);
    return { methodId: method._id, cost: quote.cost };
  }

  private moneyColumns(m: OrderMoney) {
    return {
      subtotal: m.subtotal,
      discount: m.discount,
      additionalPrint: m.additional_print,
      tax: m.tax,
      shipping: m.shipping,
      total: m.total,
      baseCost: m.base_cost,
    };
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
