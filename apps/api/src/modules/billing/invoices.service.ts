import { Inject, Injectable } from '@nestjs/common';
import {
  dmyRangeToIso,
  invoiceLineOf,
  invoicePeriodOf,
  invoiceTotalsOf,
  type InvoiceFilterInput,
  type InvoiceStatus,
  type MakeInvoiceInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { isStaff, owns, sellerScope } from '../../platform/auth/ownership';
import { BadField, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db } from '../../platform/db/database';
import { UsersService } from '../users/users.service';
import { InvoiceClock } from './invoice-clock';
import { invoiceMachine } from './invoice.machine';
import { InvoiceDocuments } from './invoice-documents';
import { InvoicesRepository, type InvoiceFilter, type InvoiceLineRow, type InvoiceRow } from './invoices.repository';

/** How many ended periods each run looks back over (about three months): older ones were issued by earlier runs. */
export const INVOICE_LOOKBACK_PERIODS = 13;

export interface Period {
  start: Date;
  end: Date;
}

/** Where invoices read the orders paid in a period: the orders service in the app, its repository in the demo seed. */
/** An order paid in a period, as the invoice lists it. */
export interface PaidOrder {
  id: string;
  number: number;
  sellerId: string;
  total: string;
  shipping: string;
  paidAt: Date;
}

export abstract class PaidOrdersSource {
  abstract paidBetween(start: Date, end: Date): Promise<PaidOrder[]>;
  /** Orders by id, as they are now (an invoice line's shipping state). */
  abstract findByIds(ids: readonly string[]): Promise<Array<{ id: string; status: string }>>;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** A search is an order number (#101611 or 101611); anything else finds nothing (-1). */
const orderNumberOf = (search: string | undefined): number | undefined => {
  const term = search?.trim().replace(/^#/, '');
  if (!term) return undefined;
  return /^\d{1,15}$/.test(term) ? Number(term) : -1;
};

/** The ended periods of the last `count`, oldest first. */
export function endedPeriods(now: Date, count: number): Period[] {
  const periods: Period[] = [];
  let p = invoicePeriodOf(now);
  for (let i = 0; i < count; i++) {
    p = invoicePeriodOf(new Date(p.start.getTime() - 1));
    periods.unshift(p);
  }
  return periods;
}

/**
 * Weekly invoices: per seller and period, one line per order paid in the period, totals summed
 * from the lines. Issuing is idempotent (one invoice per seller and period, enforced by a unique
 * key); the PDF and XLSX are made after the invoice commits, and made again by the next run if that failed.
 */
@Injectable()
export class InvoicesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly invoices: InvoicesRepository,
    private readonly orders: PaidOrdersSource,
    private readonly users: UsersService,
    private readonly files: InvoiceDocuments,
    private readonly clock: InvoiceClock = new InvoiceClock(),
  ) {}

  /** The scheduled run: issues every ended period of the look-back, then any files still missing. */
  async issueEnded(now = new Date()): Promise<{ made: InvoiceRow[]; rendered: number }> {
    const made: InvoiceRow[] = [];
    for (const period of endedPeriods(now, INVOICE_LOOKBACK_PERIODS)) made.push(...(await this.issuePeriod(period)));
    return { made, rendered: await this.renderMissing() };
  }

  /** Root's "issue now" for the period holding `day`; the period must have ended (by the invoices' clock). */
  async issuePeriodOf(day: Date, now = this.clock.now()): Promise<InvoiceRow[]> {
    const period = invoicePeriodOf(day);
    if (period.end >= now) throw BadField('day', 'range', `The period ending ${ymd(period.end)} has not ended yet.`);
    return this.issuePeriod(period);
  }

  /** Invoices for the sellers with paid orders in `period` and no invoice for it yet; answers the new ones, files made. */
  async issuePeriod(period: Period): Promise<InvoiceRow[]> {
    const start = ymd(period.start);
    const [paid, done] = await Promise.all([this.orders.paidBetween(period.start, period.end), this.invoices.sellersInvoiced(start)]);
    const bySeller = new Map<string, PaidOrder[]>();
    for (const o of paid) if (!done.has(o.sellerId)) bySeller.set(o.sellerId, [...(bySeller.get(o.sellerId) ?? []), o]);
    const made: InvoiceRow[] = [];
    for (const [sellerId, orders] of bySeller) {
      const lines = orders.map((o) => ({ orderId: o.id, orderNumber: o.number, paidAt: o.paidAt, actualShipping: null, ...invoiceLineOf(o) }));
      // A concurrent run that got there first wins: insertOnce answers null and nothing is written twice.
      const invoice = await this.db.transaction((tx) =>
        this.invoices.insertOnce(
          { id: newId(), sellerId, periodStart: start, periodEnd: ymd(period.end), orderCount: lines.length, actualShipping: null, ...invoiceTotalsOf(lines) },
          lines,
          tx,
        ),
      );
      if (invoice) made.push(await this.render(invoice));
    }
    return made;
  }

  private async renderMissing(): Promise<number> {
    const missing = await this.invoices.withoutDocuments(100);
    for (const invoice of missing) await this.render(invoice);
    return missing.length;
  }

  private async render(invoice: InvoiceRow): Promise<InvoiceRow> {
    const [lines, seller] = await Promise.all([this.invoices.linesOf([invoice.id]), this.users.findById(invoice.sellerId)]);
    const keys = await this.files.render(invoice, lines, seller ?? { name: '', email: invoice.sellerId, customizer: {} });
    return this.invoices.update(invoice.id, keys);
  }

  /** Marks a pending invoice paid or cancelled, on its timeline; `auth` null is the system (the demo seed). */
  decide(auth: AuthContext | null, input: MakeInvoiceInput): Promise<InvoiceRow> {
    return this.db.transaction(async (tx) => {
      const invoice = await this.invoices.findById(input.id, tx, true);
      if (!invoice) throw NotFound('Invoice');
      const transition = input.status === 'paid' ? 'settle' : 'cancel';
      const status = await invoiceMachine.fire(tx, { entityId: invoice.id, from: invoice.status, transition, actor: auth });
      const at = new Date();
      return this.invoices.update(invoice.id, { status, ...(status === 'paid' ? { paidAt: at } : { cancelledAt: at }) }, tx);
    });
  }

  /** The filter a caller may use: a seller only ever sees their own invoices. */
  filterFor(auth: AuthContext, input: InvoiceFilterInput): InvoiceFilter {
    const range = input.start || input.end ? dmyRangeToIso(input.start, input.end) : {};
    return {
      sellerId: sellerScope(auth) ?? input.user_id,
      status: input.status,
      start: range.start?.slice(0, 10),
      end: range.end?.slice(0, 10),
      orderNumber: orderNumberOf(input.search),
    };
  }

  page(filter: InvoiceFilter, paging: Paging): Promise<InvoiceRow[]> {
    return this.invoices.page(filter, paging.perPage, paging.offset);
  }

  async counters(filter: InvoiceFilter): Promise<Record<InvoiceStatus | 'all', number>> {
    const { status: _tab, ...rest } = filter;
    const c = await this.invoices.countsByStatus(rest);
    const pending = c.pending ?? 0;
    const paid = c.paid ?? 0;
    const cancelled = c.cancelled ?? 0;
    return { all: pending + paid + cancelled, pending, paid, cancelled };
  }

  async findVisible(auth: AuthContext, id: string): Promise<InvoiceRow> {
    const invoice = await this.invoices.findById(id);
    if (!invoice || !owns(auth, invoice.sellerId)) throw NotFound('Invoice');
    return invoice;
  }

  /** The sellers the caller may filter by: everyone invoiced for staff, themself for a seller. */
  async sellersFor(auth: AuthContext): Promise<string[]> {
    return isStaff(auth) ? this.invoices.sellerIds() : [auth.user.id];
  }

  /** The invoices of these orders (an order's page; the caller already sees the orders, and an order's invoice is its seller's). */
  ofOrders(orderIds: readonly string[]): Promise<Array<{ orderId: string; invoice: InvoiceRow }>> {
    return this.invoices.ofOrders(orderIds);
  }

  /** The orders' statuses now, by id (an invoice line's shipping state). */
  async orderStatusesOf(orderIds: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.orders.findByIds(orderIds)).map((o) => [o.id, o.status]));
  }

  linesOf(invoiceIds: readonly string[]): Promise<InvoiceLineRow[]> {
    return this.invoices.linesOf(invoiceIds);
  }

  /** A stored invoice file's signed URL; none while the file is still being made. */
}
