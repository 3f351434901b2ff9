import { Inject, Injectable } from '@nestjs/common';
import { addMoney, dmyRangeToIso, type InvoiceStatus, type MakeInvoiceInput, type ProductionInvoiceFilterInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db } from '../../platform/db/database';
import { UsersService } from '../users/users.service';
import { endedPeriods, INVOICE_LOOKBACK_PERIODS, type Period } from './invoices.service';
import { ProductionInvoiceDocuments } from './production-invoice-documents';
import { productionInvoiceMachine } from './production-invoice.machine';
import { ProductionLedgerRepository } from './production-ledger.repository';
import { ProductionInvoicesRepository, type ProductionInvoiceFilter, type ProductionInvoiceRow } from './production-invoices.repository';
import { ProductionSources } from './production-sources';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Production invoices: per factory, seller and weekly period (the sellers' invoice periods), one
 * line per pending ledger entry of an order paid in the period, or before it and not invoiced yet
 * (paid late, waiting for the seller's flag, or released by a cancelled invoice); the entries
 * become invoiced with it and its total is their sum. One live invoice per factory, seller and
 * period (a unique key; a cancelled one releases its entries and leaves room for a reissue), so a
 * second run makes none; files are made after the commit and again by the next run if that failed.
 */
@Injectable()
export class ProductionInvoicesService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly invoices: ProductionInvoicesRepository,
    private readonly ledger: ProductionLedgerRepository,
    private readonly sources: ProductionSources,
    private readonly users: UsersService,
    private readonly files: ProductionInvoiceDocuments,
  ) {}

  /** The scheduled run: every ended period of the look-back, then any files still missing. */
  async issueEnded(now = new Date()): Promise<{ made: ProductionInvoiceRow[]; rendered: number }> {
    const made: ProductionInvoiceRow[] = [];
    for (const period of endedPeriods(now, INVOICE_LOOKBACK_PERIODS)) made.push(...(await this.issuePeriod(period)));
    const missing = await this.invoices.withoutDocuments(100);
    for (const invoice of missing) await this.render(invoice);
    return { made, rendered: missing.length };
  }

  /** Only sellers whose `active_production_invoice` is on are invoiced; the others' entries wait, pending. */
  async issuePeriod(period: Period): Promise<ProductionInvoiceRow[]> {
    const made: ProductionInvoiceRow[] = [];
    const pairs = await this.ledger.pendingPairs(period.end);
    const invoiced = new Set(
      (await this.users.findByIds([...new Set(pairs.map((p) => p.sellerId))])).filter((u) => u.activeProductionInvoice).map((u) => u.id),
    );
    for (const pair of pairs.filter((p) => invoiced.has(p.sellerId))) {
      const invoice = await this.db.transaction(async (tx) => {
        const lines = await this.ledger.pendingOf(pair, period.end, tx);
        if (!lines.length) return null;
        const row = await this.invoices.insertOnce(
          {
            id: newId(),
            ...pair,
            periodStart: ymd(period.start),
            periodEnd: ymd(period.end),
            orderCount: new Set(lines.map((l) => l.orderId)).size,
            total: addMoney(...lines.map((l) => l.amount)),
          },
          tx,
        );
        if (row)
          await this.ledger.markInvoiced(
            lines.map((l) => l.id),
            row.id,
            tx,
          );
        return row;
      });
      if (invoice) made.push(await this.render(invoice));
    }
    return made;
  }

  private async render(invoice: ProductionInvoiceRow): Promise<ProductionInvoiceRow> {
    const [lines, seller, names] = await Promise.all([
      this.ledger.linesOf([invoice.id]),
      this.users.findById(invoice.sellerId),
      this.sources.factoryNames([invoice.manufactureId]),
    ]);
    const keys = await this.files.render(
      invoice,
      lines,
      names.get(invoice.manufactureId) ?? invoice.manufactureId,
      seller ?? { name: '', email: invoice.sellerId, customizer: {} },
    );
    return this.invoices.update(invoice.id, keys);
  }

  /** Marks a pending invoice paid or cancelled on its timeline; `auth` null is the system (the demo seed). */
  decide(auth: AuthContext | null, input: MakeInvoiceInput): Promise<ProductionInvoiceRow> {
    return this.db.transaction(async (tx) => {
      const invoice = await this.invoices.findById(input.id, tx, true);
      if (!invoice) throw NotFound('Production invoice');
      const transition = input.status === 'paid' ? 'settle' : 'cancel';
      const status = await productionInvoiceMachine.fire(tx, { entityId: invoice.id, from: invoice.status, transition, actor: auth });
      const at = new Date();
      if (status === 'cancelled') await this.ledger.release(invoice.id, tx);
      return this.invoices.update(invoice.id, { status, ...(status === 'paid' ? { paidAt: at } : { cancelledAt: at }) }, tx);
    });
  }

  filterFor(input: ProductionInvoiceFilterInput): ProductionInvoiceFilter {
    const range = input.start || input.end ? dmyRangeToIso(input.start, input.end) : {};
    return {
      manufactureId: input.manufacture_id,
      sellerId: input.user_id,
      status: input.status,
      start: range.start?.slice(0, 10),
      end: range.end?.slice(0, 10),
    };
  }

  page(filter: ProductionInvoiceFilter, paging: Paging): Promise<ProductionInvoiceRow[]> {
    return this.invoices.page(filter, paging.perPage, paging.offset);
  }

  async counters(filter: ProductionInvoiceFilter): Promise<Record<InvoiceStatus | 'all', number>> {
    const { status: _tab, ...rest } = filter;
    const c = await this.invoices.countsByStatus(rest);
    const [pending, paid, cancelled] = [c.pending ?? 0, c.paid ?? 0, c.cancelled ?? 0];
    return { all: pending + paid + cancelled, pending, paid, cancelled };
  }

  async findById(id: string): Promise<ProductionInvoiceRow> {
    const invoice = await this.invoices.findById(id);
    if (!invoice) throw NotFound('Production invoice');
    return invoice;
  }

  /** A stored invoice file's signed URL; none while the file is still being made. */
}
