import { Injectable } from '@nestjs/common';
import { serverText, type ServerText } from '@pod/shared';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** Where one part of an order is: still to ship, with a carrier, or at the customer. */
export type OrderPartState = 'pending' | 'shipped' | 'delivered';

/**
 * One part of an order that travels on its own: a factory package (or a unit not packed yet), an
 * outside provider's line, a parcel the seller ships. `items` are the order lines (and units) it
 * carries, so a return can settle it.
 */
export interface OrderPart {
  kind: 'package' | 'unit' | 'provider_line';
  ref: string;
  state: OrderPartState;
  items: ReadonlyArray<{ itemId: string; quantity: number }>;
}

/** What moved an order's part (named on the order's timeline when the order moves). */
export type OrderPartMove = { kind: 'package'; code: string } | { kind: 'provider'; tracking: string } | { kind: 'return'; code: string };

/** The module that owns a kind of part answers an order's parts of that kind (registered at start-up). */
export type OrderPartsSource = (orderId: string, tx: DbOrTx) => Promise<OrderPart[]>;
/** Units of each order line settled by approved returns (a parcel lost, replaced or refunded). */
export type OrderSettlementsSource = (orderId: string, tx: DbOrTx) => Promise<ReadonlyMap<string, number>>;

/**
 * The one rule of an order's progress: Fulfilled when every part has shipped, Completed when every
 * part is delivered or, shipped but not delivered, settled by approved returns covering every unit
 * it carries. An order without parts does not move.
 */
export function orderProgress(parts: readonly OrderPart[], settled: ReadonlyMap<string, number> = new Map()): { fulfilled: boolean; completed: boolean } {
  if (!parts.length) return { fulfilled: false, completed: false };
  const fulfilled = parts.every((p) => p.state !== 'pending');
  if (!fulfilled) return { fulfilled, completed: false };
  const left = new Map(settled);
  const completed = parts.every((p) => {
    if (p.state === 'delivered') return true;
    if (!p.items.length || p.items.some((i) => (left.get(i.itemId) ?? 0) < i.quantity)) return false;
    for (const i of p.items) left.set(i.itemId, left.get(i.itemId)! - i.quantity);
    return true;
  });
  return { fulfilled, completed };
}

const textOf = (move: OrderPartMove): ServerText =>
  move.kind === 'provider'
    ? serverText('order_moved_by_provider', { tracking: move.tracking })
    : move.kind === 'return'
      ? serverText('order_moved_by_return', { code: move.code })
      : serverText('order_moved_by_package', { code: move.code });

/**
 * Moves an order as its parts move. Packing, provider lines and returns register what they know of
 * an order's parts; whoever moved a part calls `follow` in the same transaction (or follows the
 * event of the move). The order row is locked before the parts are read, so two parts moving at once
 * are judged one after the other and the second sees the first.
 */
/** Who must have registered before an order may be judged: a process missing one would judge on part of the parts. */
const OWNERS = ['packing', 'provider_lines', 'returns'] as const;
type PartsOwner = (typeof OWNERS)[number];

@Injectable()
export class OrderProgressService {
  private readonly sources = new Map<PartsOwner, OrderPartsSource>();
  private readonly settlements = new Map<PartsOwner, OrderSettlementsSource>();

  constructor(
    private readonly repo: OrdersRepository,
    private readonly orders: OrdersService,
    private readonly timeline: TimelineService,
  ) {}

  registerParts(owner: PartsOwner, source: OrderPartsSource): void {
    this.sources.set(owner, source);
  }

  registerSettlements(owner: PartsOwner, source: OrderSettlementsSource): void {
    this.settlements.set(owner, source);
  }

  /** Every part of the order, from every module that owns some (in turn: one transaction runs one query at a time). */
  async partsOf(orderId: string, tx: DbOrTx): Promise<OrderPart[]> {
    const missing = OWNERS.filter((o) => !this.sources.has(o) && !this.settlements.has(o));
    if (missing.length) throw new Error(`Order progress cannot judge an order without the parts of ${missing.join(', ')} (module not loaded in this process).`);
    const parts: OrderPart[] = [];
    for (const source of this.sources.values()) parts.push(...(await source(orderId, tx)));
    return parts;
  }

  private async settledOf(orderId: string, tx: DbOrTx): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (const source of this.settlements.values()) for (const [itemId, n] of await source(orderId, tx)) out.set(itemId, (out.get(itemId) ?? 0) + n);
    return out;
  }

  /** A part of the order moved (`move` names it): the order is Fulfilled and Completed as the rule says, each noted with the part. */
  async follow(tx: Tx, orderId: string, move: OrderPartMove): Promise<void> {
    const order = await this.repo.findById(orderId, tx, true);
    if (!order || (order.status !== 'In Production' && order.status !== 'Fulfilled')) return;
    const progress = orderProgress(await this.partsOf(orderId, tx), await this.settledOf(orderId, tx));
    let status = order.status;
    if (status === 'In Production' && progress.fulfilled && (await this.orders.fulfil(tx, orderId))) {
      status = 'Fulfilled';
      await this.timeline.note(tx, { entity: 'order', entityId: orderId, state: status, text: textOf(move) });
    }
    if (status === 'Fulfilled' && progress.completed && (await this.orders.complete(tx, orderId))) {
      await this.timeline.note(tx, { entity: 'order', entityId: orderId, state: 'Completed', text: textOf(move) });
    }
  }
}
