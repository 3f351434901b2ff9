import { Inject, Injectable } from '@nestjs/common';
import {
  isSeller,
  orderEditable,
  toCents,
  type CreateOrderInput,
  type MakeOrderInput,
  type OrderActionInput,
  type OrderSource,
  type SplitOrderInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, ConflictField, Forbidden, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { UsersService, type UserRow } from '../users/users.service';
import { cloneInput, type NewOrder } from './order-clone';
import { freeMoney, replacementInput, type ReplacementRequest } from './order-replacement';
import { OrderDesignLinks } from './order-design-links';
import { OrderPricing, type BuiltLines, type LineSource } from './order-pricing';
import { OrdersRepository, type OrderItemRow, type OrderRow } from './orders.repository';
import { OrdersService } from './orders.service';
import { StoresRepository, type StoreRow } from './stores.repository';

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
 * Orders coming in and changing before they are paid: intake (form, API, import, a store's push),
 * edits while unpaid, splits, clones and a return's free replacement. Lines are priced by
 * `OrderPricing`; design links are fetched by a job once the order is committed.
 */
@Injectable()
export class OrderIntakeService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly repo: OrdersRepository,
    private readonly stores: StoresRepository,
    private readonly users: UsersService,
    private readonly pricing: OrderPricing,
    private readonly links: OrderDesignLinks,
    private readonly orders: OrdersService,
  ) {}

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
    await this.orders.recordChange(tx, order, null, auth.via === 'store_token' ? null : auth.user.id);
    return { order, fetchLinks: lines.rows };
  }

  /** Changes an order: notes and flags any time; lines, addresses and shipping only while it is unpaid. */
  async make(auth: AuthContext, input: MakeOrderInput): Promise<OrderRow> {
    let pendingLinks: BuiltLines['rows'] = [];
    const changed = await this.db.transaction(async (tx) => {
      const order = await this.orders.lockVisible(tx, auth, input._id);
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
    const source = await this.orders.findVisible(auth, input.id);
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
      const order = await this.orders.lockVisible(tx, auth, input.id);
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
      await this.orders.recordChange(tx, child!, null, auth.user.id);
      return child!;
    });
  }

  /** Queues the design-link fetch of orders made by `createIn` once their transaction committed. */
  fetchDesignLinksOf(orderIds: readonly string[]): Promise<void> {
    return this.links.fetchOf(orderIds);
  }

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
    return this.orders.moveIn(tx, order, 'process', {
      actor: null,
      actorId: auth.user.id,
      note: req.note,
      context: { paid: true },
      values: { parentId: req.source.id, ...freeMoney(order), paidAt: new Date() },
    });
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
