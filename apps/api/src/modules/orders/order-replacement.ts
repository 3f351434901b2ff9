import { addMoney } from '@pod/shared';
import { BadField } from '../../platform/common/errors';
import { cloneInput, type NewOrder } from './order-clone';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** A line of the original order and how many of its units are made again. */
export interface ReplacementLine {
  itemId: string;
  quantity: number;
}

/** What a replacement is asked for: the original, its lines to make again, and the key that makes it once. */
export interface ReplacementRequest {
  source: OrderRow;
  lines: readonly ReplacementLine[];
  /** One replacement per key (a return request's id): asking again answers the first. */
  key: string;
  /** What the timeline says (the return's code). */
  note?: string | null;
}

/**
 * The create input of a replacement: the original's address, shipping and flags with only the
 * chosen lines, each at the chosen quantity. The store is left out (a replacement is ours to make,
 * not the platform's order, and a store closed since must not refuse it). Every line must be one of
 * the original's, at no more units than it had.
 */
export function replacementInput(source: OrderRow, items: readonly OrderItemRow[], lines: readonly ReplacementLine[]): NewOrder {
  const byId = new Map(items.map((i) => [i.id, i]));
  const chosen = lines.map((line, i) => {
    const item = byId.get(line.itemId);
    if (!item) throw BadField(`lines.${i}.item_id`, 'not_exist', 'This item is not on the order.');
    if (line.quantity > item.quantity) throw BadField(`lines.${i}.quantity`, 'range', `At most ${item.quantity} of ${item.sku}.`);
    return { ...item, quantity: line.quantity };
  });
  if (!chosen.length) throw BadField('lines', 'required', 'Choose at least one item.');
  const input = cloneInput(source, chosen);
  return { ...input, store_id: undefined, platform_order_id: undefined };
}

/** A replacement costs the seller nothing: its lines keep their prices for the record, all of it discounted. */
export function freeMoney(order: Pick<OrderRow, 'subtotal' | 'additionalPrint' | 'tax' | 'shipping'>) {
  return { discount: addMoney(order.subtotal, order.additionalPrint, order.tax, order.shipping), total: '0.00', paid: '0.00' };
}
