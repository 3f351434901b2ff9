import { Inject, Injectable, Logger } from '@nestjs/common';
import { missingDesigns, serverText, toCents, type FieldReason, type OrderActionInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { owns } from '../../platform/auth/ownership';
import { ConflictField, DomainError, NotFound } from '../../platform/common/errors';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { BillingService } from '../../modules/billing/billing.service';
import { PresetsService } from '../../modules/catalogue/presets.service';
import { OrdersService, type OrderItemRow, type OrderRow } from '../../modules/orders/orders.service';
import { UsersService } from '../../modules/users/users.service';

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

/**
 * Paying for orders and giving the money back: an order is paid from its seller's credit (billing)
 * once its variants are in stock and its designs are there (the catalogue), and moves to
 * Processing; a cancel or refund of a paid order credits the seller back. Each in one transaction
 * with the order's move.
 */
@Injectable()
export class PayOrdersService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly presets: PresetsService,
    private readonly billing: BillingService,
  ) {}

  /**
   * processOrders: one transaction per order; those that can be paid are, the others say why
   * (design missing, credit too low, status).
   */
  async process(auth: AuthContext, ids: readonly string[]): Promise<ProcessResult[]> {
    const results: ProcessResult[] = [];
    for (const id of ids) {
      try {
        const order = await this.db.transaction((tx) => this.pay(tx, auth, id));
        results.push({ id, number: order.number, ok: true, status: order.status });
      } catch (e) {
        results.push({ id, number: null, ok: false, ...refusalOf(e) });
      }
    }
    // Refused orders the caller may see are named by their number too.
    const numbers = new Map(
      (await this.orders.findByIds(results.filter((r) => !r.ok).map((r) => r.id))).filter((o) => owns(auth, o.sellerId)).map((o) => [o.id, o.number]),
    );
    return results.map((r) => (r.ok ? r : { ...r, number: numbers.get(r.id) ?? null }));
  }

  private async pay(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
    const order = await this.orders.lockForPayment(tx, auth, id);
    // An order past Pending is refused by the machine below without reading its seller or lines.
    const seller = this.orders.allows(order, 'process') ? await this.sellerOf(tx, order.sellerId) : null;
    if (seller?.holdOff) throw ConflictField('order', 'hold_off', 'HOLD OFF: new orders are temporarily not accepted during peak season.');
    const items = seller ? await this.orders.itemsOf([order.id], tx) : [];
    if (seller) await this.refuseOutOfStock(items, tx);
    const missing = seller && !seller.processWithoutDesign ? await this.missingDesignsOf(items, tx) : [];
    const paid = await this.orders.moveIn(tx, order, 'process', {
      actor: auth,
      context: { paid: false, missingDesigns: missing },
      values: { paid: order.total, paidAt: new Date() },
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
    return paid;
  }

  private async sellerOf(tx: Tx, id: string) {
    const seller = await this.users.findById(id, tx);
    if (!seller) throw NotFound('Seller');
    return seller;
  }

  /** An order with a line of a variant switched off since it was made is not paid: it waits (and is not charged) until the stock is back. */
  private async refuseOutOfStock(items: readonly OrderItemRow[], tx: Tx): Promise<void> {
    const out = await this.presets.outOfStock([...new Set(items.map((i) => i.variantId))], tx);
    const skus = items.filter((i) => out.has(i.variantId)).map((i) => i.sku);
    if (skus.length) throw ConflictField('order', 'out_of_stock', `Out of stock: ${skus.join(', ')}. Nothing was charged.`);
  }

  /** "SKU: area" for each required print area of a line without a design, unless its preset skips the check. */
  private async missingDesignsOf(items: readonly OrderItemRow[], tx: Tx): Promise<string[]> {
    const presets = await this.presets.byIds([...new Set(items.map((i) => i.presetId))], tx);
    const byId = new Map(presets.map((p) => [p.id, p]));
    return items.flatMap((item) => {
      const preset = byId.get(item.presetId);
      if (!preset || preset.skipDesignCheck) return [];
      const required = preset.printAreas.filter((a) => a.is_required).map((a) => a.key);
      return missingDesigns(required, item.designs).map((area) => `${item.sku}: ${area}`);
    });
  }

  /** cancelOrder, refundOrder: the order stops; what it was paid goes back to the seller's credit. */
  stop(auth: AuthContext, transition: 'cancel' | 'refund', input: OrderActionInput): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const order = await this.orders.lockVisible(tx, auth, input.id);
      const stopped = await this.orders.actIn(tx, auth, order, transition, input.reason);
      if (toCents(order.paid) > 0n)
        await this.billing.refund(
          {
            userId: order.sellerId,
            orderId: order.id,
            key: stopped.status.toLowerCase(),
            amount: order.paid,
            text: serverText(stopped.status === 'Cancelled' ? 'order_cancelled' : 'order_refunded', { number: String(order.number) }),
            actorId: auth.user.id,
          },
          tx,
        );
      return stopped;
    });
  }
}
