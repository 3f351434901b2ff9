import { Injectable } from '@nestjs/common';
import {
  addMoney,
  compareMoney,
  dmyRangeToIso,
  PRODUCTION_VOIDING_ORDER_STATUSES,
  productionCostsOf,
  type ProductionTransactionFilterInput,
  type ProductionTransactionStatus,
} from '@pod/shared';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import type { DbOrTx } from '../../platform/db/database';
import type { EventPayloads } from '../../platform/events/registry';
import { ProductionLedgerRepository, type ProductionTransactionFilter, type ProductionTransactionRow } from './production-ledger.repository';
import { ProductionSources } from './production-sources';

export type ProductionTotals = Record<ProductionTransactionStatus | 'all', { count: number; amount: string }>;

/**
 * The factory's production ledger: an order paid (it reaches Processing) writes one pending entry
 * per factory making its work, at base cost; the order cancelled or refunded cancels the entries
 * no invoice has taken. Written in the event's delivery transaction, once per order and factory.
 */
@Injectable()
export class ProductionLedgerService {
  constructor(
    private readonly ledger: ProductionLedgerRepository,
    private readonly sources: ProductionSources,
  ) {}

  async followOrder(change: EventPayloads['order.status_changed'], tx: DbOrTx): Promise<void> {
    if (change.to === 'Processing') await this.recordPaid(change.orderId, tx);
    else if (change.to === 'In Production') await this.linkProductions(change.orderId, tx);
    else if (PRODUCTION_VOIDING_ORDER_STATUSES.includes(change.to)) await this.ledger.cancelPendingOf(change.orderId, tx);
  }

  /**
   * The order's entries, one per factory, unless they exist (a replay, a resumed order); nothing for
   * an unpaid order, nor for one cancelled or refunded since (its own event may have come first),
   * nor for the factory whose own fault a replacement remakes (a seller's or a carrier's fault stays billable).
   */
  async recordPaid(orderId: string, tx: DbOrTx): Promise<void> {
    const work = await this.sources.factoryWorkOf(orderId, tx);
    if (!work?.paidAt || PRODUCTION_VOIDING_ORDER_STATUSES.includes(work.status)) return;
    const linked = new Set((await this.ledger.ofOrder(orderId, tx)).filter((e) => e.productionId).map((e) => e.manufactureId));
    for (const [manufactureId, { amount, units }] of productionCostsOf(work.lines))
      // A unit remade for the factory's own fault is not billable to us: no entry for that factory.
      if (manufactureId === work.faultFactoryId) continue;
      // Entries already split per production (a resumed order) come back as they were.
      else if (linked.has(manufactureId)) await this.ledger.revive(orderId, manufactureId, tx);
      else
        await this.ledger.upsertPaid(
          { id: newId(), manufactureId, sellerId: work.sellerId, orderId, orderNumber: work.number, units, amount, paidAt: work.paidAt },
          tx,
        );
  }

  /**
   * The order went into production: each factory's pending entry becomes one entry per production
   * made there (`production_id` linked, one unit at its line's base cost), when their sum is the
   * entry's amount. An invoiced or cancelled entry stays as it is; a replay finds nothing to split.
   */
  async linkProductions(orderId: string, tx: DbOrTx): Promise<void> {
    const work = await this.sources.factoryWorkOf(orderId, tx);
    if (!work?.paidAt) return;
    const made = await this.sources.productionsOf(orderId, tx);
    if (!made.length) return;
    const costOf = new Map(work.lines.map((l) => [l.itemId, l.basePrice]));
    for (const entry of await this.ledger.ofOrder(orderId, tx)) {
      if (entry.productionId || entry.status !== 'pending') continue;
      const units = made.filter((p) => p.manufactureId === entry.manufactureId);
      const amounts = units.map((p) => costOf.get(p.orderItemId) ?? null);
      if (!units.length || amounts.some((a) => a === null) || compareMoney(addMoney(...(amounts as string[])), entry.amount) !== 0) continue;
      await this.ledger.replaceWithUnits(
        entry.id,
        units.map((p, i) => ({
          id: newId(),
          manufactureId: entry.manufactureId,
          sellerId: entry.sellerId,
          orderId,
          orderNumber: entry.orderNumber,
          productionId: p.id,
          units: 1,
          amount: amounts[i]!,
          paidAt: entry.paidAt,
        })),
        tx,
      );
    }
  }

  filterFor(input: ProductionTransactionFilterInput): ProductionTransactionFilter {
    const range = input.start || input.end ? dmyRangeToIso(input.start, input.end) : {};
    return {
      status: input.status,
      manufactureId: input.manufacture_id,
      sellerId: input.user_id,
      start: range.start ? new Date(range.start) : undefined,
      end: range.end ? new Date(range.end) : undefined,
    };
  }

  page(filter: ProductionTransactionFilter, paging: Paging): Promise<ProductionTransactionRow[]> {
    return this.ledger.page(filter, paging.perPage, paging.offset);
  }

  /** Count and amount per tab for the filter; `all` is every entry, its amount what is owed (cancelled left out). */
  async totals(filter: ProductionTransactionFilter): Promise<ProductionTotals> {
    const { status: _tab, ...rest } = filter;
    const t = await this.ledger.totalsByStatus(rest);
    const of = (s: ProductionTransactionStatus) => t[s] ?? { count: 0, amount: '0.00' };
    const [pending, invoiced, cancelled] = [of('pending'), of('invoiced'), of('cancelled')];
    return {
      all: { count: pending.count + invoiced.count + cancelled.count, amount: addMoney(pending.amount, invoiced.amount) },
      pending,
      invoiced,
      cancelled,
    };
  }

  parties(): Promise<{ manufactureIds: string[]; sellerIds: string[] }> {
    return this.ledger.parties();
  }

  linesOf(invoiceIds: readonly string[]): Promise<ProductionTransactionRow[]> {
    return this.ledger.linesOf(invoiceIds);
  }

  factoryNames(ids: readonly string[]): Promise<Map<string, string>> {
    return this.sources.factoryNames(ids);
  }
}
