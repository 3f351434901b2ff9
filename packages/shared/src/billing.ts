import { addMoney, centsToDecimal, subtractMoney, toCents, type MoneyInput } from './money';

/**
 * The sellers' credit ledger (spec section 2, Billing): every change of a seller's credit is one
 * entry; the balance is the sum of the paid entries, kept on the user in the same transaction.
 */
export const LEDGER_TYPES = [
  'topup',
  'payment',
  'refund',
  'adjustment',
  'import_tax',
  'tracking_activation',
  'commission',
  'affiliate_commission',
  'affiliate_reversal',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const LEDGER_STATUSES = ['pending', 'paid', 'error', 'cancelled'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** The Transactions tabs and their counters: `cancel` is the spec's name for cancelled. */
export const TRANSACTION_FILTERS = ['all', 'pending', 'paid', 'error', 'cancel'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];
export const statusOfFilter = (filter: string | null | undefined): LedgerStatus | undefined =>
  filter === 'cancel' ? 'cancelled' : (LEDGER_STATUSES as readonly string[]).includes(filter ?? '') ? (filter as LedgerStatus) : undefined;

/** Types that take money from the seller's credit; the others add to it (an adjustment carries its own sign). */
export const DEBIT_TYPES: readonly LedgerType[] = ['payment', 'import_tax', 'tracking_activation', 'commission', 'affiliate_reversal'];

/**
 * Debits that may take a balance below its floor: an adjustment carries its own sign, and a
 * commission taken back (its order cancelled or refunded) is owed whatever the affiliate spent since.
 */
export const UNFLOORED_TYPES: readonly LedgerType[] = ['adjustment', 'affiliate_reversal'];

/** What an affiliate earns or gives back on a referred seller's order: the order is not theirs to open. */
export const REFERRED_ORDER_TYPES: readonly LedgerType[] = ['affiliate_commission', 'affiliate_reversal'];

/** How a seller pays: from prepaid credit (never below 0) or on account (down to their debit limit, settled by invoice). */
export const PAYMENT_TYPES = ['credit', 'debit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Top-up methods; operators may add more. No payment gateway is connected: a top-up is approved by a person. */
export const PAYMENT_METHODS = ['bank_transfer', 'payoneer', 'pingpong', 'paypal', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The signed effect of an entry on the balance: debits count negative whatever sign they were given. */
export function signedAmount(type: LedgerType, amount: MoneyInput): string {
  const cents = toCents(amount);
  if (type === 'adjustment') return centsToDecimal(cents);
  const abs = cents < 0n ? -cents : cents;
  return centsToDecimal(DEBIT_TYPES.includes(type) ? -abs : abs);
}

/**
 * Whether a balance may become `after` for a seller paying by `paymentType`: credit sellers never go
 * below 0, debit sellers not below minus their debit limit. Only a change that lowers the balance is checked.
 */
export function balanceAllowed(after: MoneyInput, paymentType: string | null | undefined, debitLimit: MoneyInput): boolean {
  const floor = paymentType === 'debit' ? -toCents(debitLimit) : 0n;
  return toCents(after) >= floor;
}

/** The weekly invoice period holding `day` (spec: days 1–7, 8–14, 15–21, 22 to the month's end), as UTC dates. */
export function invoicePeriodOf(day: Date): { start: Date; end: Date } {
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth();
  const d = day.getUTCDate();
  const startDay = d >= 22 ? 22 : d >= 15 ? 15 : d >= 8 ? 8 : 1;
  const endDay = startDay === 22 ? new Date(Date.UTC(y, m + 1, 0)).getUTCDate() : startDay + 6;
  return { start: new Date(Date.UTC(y, m, startDay)), end: new Date(Date.UTC(y, m, endDay, 23, 59, 59, 999)) };
}

/** A weekly invoice: issued pending, then settled (paid) or voided (cancelled) by an approver. */
export const INVOICE_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The money of a paid order as an invoice line: its products (everything but shipping) and its estimated shipping. */
export function invoiceLineOf(order: { total: MoneyInput; shipping: MoneyInput }): { productCost: string; estimatedShipping: string; total: string } {
  return { productCost: subtractMoney(order.total, order.shipping), estimatedShipping: addMoney(order.shipping), total: addMoney(order.total) };
}

/** An invoice's totals: the exact sums of its lines. */
export function invoiceTotalsOf(lines: ReadonlyArray<{ productCost: MoneyInput; estimatedShipping: MoneyInput; total: MoneyInput }>): {
  productCost: string;
  estimatedShipping: string;
  total: string;
} {
  return {
    productCost: addMoney(...lines.map((l) => l.productCost)),
    estimatedShipping: addMoney(...lines.map((l) => l.estimatedShipping)),
    total: addMoney(...lines.map((l) => l.total)),
  };
}

/**
 * The factory's production ledger: one entry per paid order and factory at base cost, pending until
 * a production invoice takes it, cancelled when the order is cancelled or refunded before that.
 */
export const PRODUCTION_TRANSACTION_STATUSES = ['pending', 'invoiced', 'cancelled'] as const;
export type ProductionTransactionStatus = (typeof PRODUCTION_TRANSACTION_STATUSES)[number];

/** The Production Transactions tabs (the route's {filter}). */
export const PRODUCTION_TRANSACTION_FILTERS = ['all', ...PRODUCTION_TRANSACTION_STATUSES] as const;
export type ProductionTransactionFilter = (typeof PRODUCTION_TRANSACTION_FILTERS)[number];

/** Order statuses that void an order's production entries still waiting for an invoice. */
export const PRODUCTION_VOIDING_ORDER_STATUSES: readonly string[] = ['Cancelled', 'Refunded'];

/**
 * What an order's work costs each of our factories: its lines' base prices × quantities and units,
 * summed per factory (lines no factory makes, e.g. a provider's product, are left out), exact to the cent.
 */
export function productionCostsOf(
  lines: ReadonlyArray<{ manufactureId: string | null; basePrice: MoneyInput; quantity: number }>,
): Map<string, { amount: string; units: number }> {
  const sums = new Map<string, { cents: bigint; units: number }>();
  for (const l of lines) {
    if (!l.manufactureId) continue;
    const s = sums.get(l.manufactureId) ?? { cents: 0n, units: 0 };
    sums.set(l.manufactureId, { cents: s.cents + toCents(l.basePrice) * BigInt(l.quantity), units: s.units + l.quantity });
  }
  return new Map([...sums].map(([id, s]) => [id, { amount: centsToDecimal(s.cents), units: s.units }]));
}
