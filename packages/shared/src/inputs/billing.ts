import { INVOICE_STATUSES, LEDGER_STATUSES, LEDGER_TYPES, PAYMENT_METHODS, PRODUCTION_TRANSACTION_STATUSES } from '../billing';
import { TEXT_LIMITS } from '../limits';
import { tryCents } from '../money';
import * as rule from './rules';
import { because, z } from './rules';

/** Inputs of billing: the API parses with these, the top-up and approval forms check with them. */

/** A positive amount with at most 2 decimals ("12.5", "12.50"; not "12.505", not 0). */
const positiveAmount = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number.` })
    .refine((v) => /^\s*\d+(\.\d{1,2})?\s*$/.test(String(v)), because('number', `${label} must be a number with at most 2 decimals.`))
    .pipe(rule.money(label))
    .refine((v) => (tryCents(v) ?? 0n) > 0n, because('range', `${label} must be more than 0.`));

/** A signed amount for an adjustment: not 0, at most 2 decimals. */
const signedAmount = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number.` })
    .refine((v) => /^\s*-?\d+(\.\d{1,2})?\s*$/.test(String(v)), because('number', `${label} must be a number with at most 2 decimals.`))
    .pipe(rule.money(label))
    .refine((v) => (tryCents(v) ?? 0n) !== 0n, because('range', `${label} must not be 0.`));

export const topupAccountInput = z.object({
  amount: positiveAmount('Amount'),
  payment_method: rule.oneOf(PAYMENT_METHODS, 'payment method'),
  payment_transaction_info: rule.requiredText(TEXT_LIMITS.short, 'Please enter the transaction reference.', 'Transaction reference'),
  message: rule.optional(rule.text(TEXT_LIMITS.short, 'Message')),
  /** Staff top up for a seller; a seller tops up their own account. */
  user: rule.optional(rule.id('user id')),
  /** The uploaded proof of payment (a file id). */
  proof_file_id: rule.optional(rule.id('proof file id')),
});
export type TopupAccountInput = z.output<typeof topupAccountInput>;

/** Approve (paid) or refuse (cancelled, error) a pending entry; a refusal says why. */
export const makeTransactionInput = z
  .object({
    id: rule.id('transaction id'),
    status: rule.oneOf(LEDGER_STATUSES, 'status'),
    reason: rule.optional(rule.text(TEXT_LIMITS.short, 'Reason')),
  })
  .refine((v) => v.status === 'paid' || !!v.reason, { ...because('required', 'Please say why the transaction is refused.'), path: ['reason'] });
export type MakeTransactionInput = z.output<typeof makeTransactionInput>;

export const adjustCreditInput = z.object({
  user_id: rule.id('user id'),
  amount: signedAmount('Amount'),
  message: rule.requiredText(TEXT_LIMITS.short, 'Please add a note for the adjustment.', 'Note'),
});
export type AdjustCreditInput = z.output<typeof adjustCreditInput>;

export const transactionFilterInput = z.object({
  type: rule.optional(rule.oneOf(LEDGER_TYPES, 'type')),
  user_id: rule.optional(rule.id('user id')),
  order_id: rule.optional(rule.text(100, 'Order')),
  start: rule.optional(rule.dmyDate('start date')),
  end: rule.optional(rule.dmyDate('end date')),
});
export type TransactionFilterInput = z.output<typeof transactionFilterInput>;

/** ledgerSellers(search): the sellers with ledger entries whose name or email holds `search`. */
export const ledgerSellersInput = z.object({ search: rule.optional(rule.text(200, 'search')) });

export const invoiceFilterInput = z.object({
  status: rule.optional(rule.oneOf(INVOICE_STATUSES, 'status')),
  user_id: rule.optional(rule.id('user id')),
  /** Invoices whose period starts on or after this day (DD-MM-YYYY). */
  start: rule.optional(rule.dmyDate('start date')),
  /** Invoices whose period ends on or before this day (DD-MM-YYYY). */
  end: rule.optional(rule.dmyDate('end date')),
  /** An order number (#101611 or 101611): the invoices listing that order. */
  search: rule.optional(rule.text(100, 'search')),
});
export type InvoiceFilterInput = z.output<typeof invoiceFilterInput>;

/** An approver settles (paid) or voids (cancelled) a pending invoice. */
export const makeInvoiceInput = z.object({
  id: rule.id('invoice id'),
  status: rule.oneOf(['paid', 'cancelled'] as const, 'status'),
});
export type MakeInvoiceInput = z.output<typeof makeInvoiceInput>;

/** Root issues the invoices of the period holding `day` (DD-MM-YYYY) now; the period must have ended. */
export const makeInvoicesInput = z.object({ day: rule.dmyDate('day') });
export type MakeInvoicesInput = z.output<typeof makeInvoicesInput>;

export const productionTransactionFilterInput = z.object({
  status: rule.optional(rule.oneOf(PRODUCTION_TRANSACTION_STATUSES, 'status')),
  manufacture_id: rule.optional(rule.id('factory id')),
  user_id: rule.optional(rule.id('user id')),
  /** DD-MM-YYYY, orders paid from the start of that day. */
  start: rule.optional(rule.dmyDate('start date')),
  /** DD-MM-YYYY, to the end of that day. */
  end: rule.optional(rule.dmyDate('end date')),
});
export type ProductionTransactionFilterInput = z.output<typeof productionTransactionFilterInput>;

export const productionInvoiceFilterInput = invoiceFilterInput.extend({ manufacture_id: rule.optional(rule.id('factory id')) });
export type ProductionInvoiceFilterInput = z.output<typeof productionInvoiceFilterInput>;
