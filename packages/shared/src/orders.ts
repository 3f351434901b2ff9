import type { OrderStatus, OrderTab } from './enums';
import { centsToDecimal, toCents, type MoneyInput } from './money';
import type { PriceQuote } from './pricing';

/** A postal address as an order stores it (the shape `addressInput` produces). */
export interface Address {
  name: string;
  company?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  state?: string | null;
  zip?: string | null;
  /** ISO 3166 alpha-2. */
  country: string;
  phone?: string | null;
  email?: string | null;
}

/**
 * An order's money, computed once from its lines' price quotes (`quotePrice`) and its shipping cost
 * (`shippingCost`): the order page, processOrders' charge and invoices all read these figures.
 *   total = subtotal − discount + additional_print + tax + shipping  (= Σ line totals + shipping)
 */
export interface OrderMoney {
  /** List prices × quantities. */
  subtotal: string;
  /** VIP, TikTok and quantity discounts × quantities. */
  discount: string;
  /** Extra printed sides and positions × quantities. */
  additional_print: string;
  tax: string;
  shipping: string;
  total: string;
  /** What the order costs the factory: the variants' base prices × quantities. */
  base_cost: string;
}

export interface OrderMoneyLine {
  quote: PriceQuote;
  /** The variant's base price, per unit. */
  base_price: MoneyInput;
}

export function orderMoney(lines: readonly OrderMoneyLine[], shipping: MoneyInput): OrderMoney {
  let subtotal = 0n;
  let discount = 0n;
  let extras = 0n;
  let tax = 0n;
  let base = 0n;
  for (const { quote, base_price } of lines) {
    const qty = BigInt(quote.quantity);
    subtotal += toCents(quote.list_price) * qty;
    discount += (toCents(quote.vip_discount) + toCents(quote.tiktok_discount) + toCents(quote.quantity_discount)) * qty;
    extras += toCents(quote.extras) * qty;
    tax += toCents(quote.tax);
    base += toCents(base_price) * qty;
  }
  const ship = toCents(shipping);
  return {
    subtotal: centsToDecimal(subtotal),
    discount: centsToDecimal(discount),
    additional_print: centsToDecimal(extras),
    tax: centsToDecimal(tax),
    shipping: centsToDecimal(ship),
    total: centsToDecimal(subtotal - discount + extras + tax + ship),
    base_cost: centsToDecimal(base),
  };
}

/** Lines and addresses change only before the order is paid (Pending, or On Hold while unpaid). */
export function orderEditable(status: OrderStatus | string, paid: boolean): boolean {
  return !paid && (status === 'Pending' || status === 'On Hold');
}

/** The print areas of a line that still need a design: the preset's areas minus those given. */
export function missingDesigns(printAreas: readonly string[], designs: Readonly<Record<string, unknown>> | null | undefined): string[] {
  return printAreas.filter((area) => !designs?.[area]);
}

/** The orderCounters field of each Orders tab. */
export const ORDER_COUNTER_KEYS = {
  All: 'all',
  Pending: 'pending',
  Processing: 'processing',
  'In Production': 'in_production',
  Fulfilled: 'fulfilled',
  Completed: 'completed',
  'On Hold': 'on_hold',
  Cancelled: 'cancelled',
  Refunded: 'refunded',
  Trash: 'trash',
} as const satisfies Record<OrderTab, string>;
export type OrderCounterKey = (typeof ORDER_COUNTER_KEYS)[OrderTab];
