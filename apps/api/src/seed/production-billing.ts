import { asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PRODUCTION_VOIDING_ORDER_STATUSES } from '@pod/shared';
import { ProductionInvoiceDocuments } from '../modules/billing/production-invoice-documents';
import { InvoiceFiles } from '../modules/billing/invoice-files';
import { ProductionInvoicesRepository } from '../modules/billing/production-invoices.repository';
import { ProductionInvoicesService } from '../modules/billing/production-invoices.service';
import { ProductionLedgerRepository } from '../modules/billing/production-ledger.repository';
import { ProductionLedgerService } from '../modules/billing/production-ledger.service';
import { ProductionSources, type OrderFactoryWork, type ProductionUnit } from '../modules/billing/production-sources';
import { DocumentsService } from '../producers/documents/documents.service';
import { SessionCache } from '../platform/auth/session-cache';
import { UserRefCache } from '../modules/users/user-ref.cache';
import { UsersRepository } from '../modules/users/users.repository';
import { UsersService } from '../modules/users/users.service';
import type { Db } from '../platform/db/database';
import { manufactures, orderItems, orders, productionTransactions, productPresets, users } from '../platform/db/schema';
import type { SeedContext } from './context';

/** Production invoices older than this are settled in the demo; the recent ones stay pending. */
const SETTLED_AFTER_DAYS = 21;

/** The seed replays each order's payment: at that moment it was Processing, whatever it became since. */
const PAID_STATUS = 'Processing';

/** The demo's orders and factories read once up front (the app reads them through the owners' services). */
class SeedProductionSources extends ProductionSources {
  private constructor(
    private readonly work: Map<string, OrderFactoryWork>,
    private readonly names: Map<string, string>,
  ) {
    super();
  }

  static async load(db: Db): Promise<SeedProductionSources> {
    const work = new Map<string, OrderFactoryWork>();
    const rows = await db
      .select({ order: orders, item: orderItems, manufactureId: productPresets.manufactureId })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .leftJoin(productPresets, eq(productPresets.id, orderItems.presetId))
      .where(isNotNull(orders.paidAt))
      .orderBy(asc(orders.paidAt), asc(orderItems.position));
    for (const { order, item, manufactureId } of rows) {
      const w = work.get(order.id) ?? {
        orderId: order.id,
        number: order.number,
        sellerId: order.sellerId,
        status: PAID_STATUS,
        paidAt: order.paidAt,
        lines: [],
      };
      w.lines.push({ itemId: item.id, manufactureId, basePrice: item.basePrice, quantity: item.quantity });
      work.set(order.id, w);
    }
    const names = new Map((await db.select({ id: manufactures.id, name: manufactures.name }).from(manufactures)).map((m) => [m.id, m.name]));
    return new SeedProductionSources(work, names);
  }

  factoryWorkOf(orderId: string): Promise<OrderFactoryWork | null> {
    return Promise.resolve(this.work.get(orderId) ?? null);
  }

  /** The demo's ledger is told before its productions are seeded: its entries stay one per order and factory. */
  productionsOf(): Promise<ProductionUnit[]> {
    return Promise.resolve([]);
  }

  factoryNames(ids: readonly string[]): Promise<Map<string, string>> {
    return Promise.resolve(new Map(ids.flatMap((id) => (this.names.has(id) ? [[id, this.names.get(id)!] as const] : []))));
  }
}

/**
 * The factories' production ledger for the demo orders, written by the real service as the order
 * events would have: an entry per paid order and factory at base cost, cancelled for the orders
 * cancelled or refunded since; the sellers it works for get their production invoice flag; then
 * the production invoices of every ended period (PDF and XLSX), the older ones marked paid. Runs after the orders seed; only what is missing.
 */
export async function seedProductionBilling({ db, storage }: SeedContext): Promise<void> {
  const ledgerRepo = new ProductionLedgerRepository(db);
  const paid = await db.select({ id: orders.id, status: orders.status }).from(orders).where(isNotNull(orders.paidAt)).orderBy(asc(orders.paidAt));
  const sources = await SeedProductionSources.load(db);
  if ((await db.$count(productionTransactions)) === 0) {
    const ledger = new ProductionLedgerService(ledgerRepo, sources);
    await db.transaction(async (tx) => {
      for (const o of paid) {
        await ledger.recordPaid(o.id, tx);
        if (PRODUCTION_VOIDING_ORDER_STATUSES.includes(o.status)) await ledgerRepo.cancelPendingOf(o.id, tx);
      }
      // Written now, as if by each order's event back then: the list reads newest first by when the entry was made.
      await tx.update(productionTransactions).set({ createdAt: sql`${productionTransactions.paidAt}` });
      // The demo sellers our factories work for are invoiced for it (the user's production invoice flag).
      await tx
        .update(users)
        .set({ activeProductionInvoice: true })
        .where(inArray(users.id, tx.selectDistinct({ id: productionTransactions.sellerId }).from(productionTransactions)));
    });
  }
  const documents = new DocumentsService(storage);
  const invoices = new ProductionInvoicesService(
    db,
    new ProductionInvoicesRepository(db),
    ledgerRepo,
    sources,
    new UsersService(new UsersRepository(db, new UserRefCache(), SessionCache.off())),
    new ProductionInvoiceDocuments(documents, new InvoiceFiles(documents, storage)),
  );
  const now = new Date();
  const settledBefore = new Date(now.getTime() - SETTLED_AFTER_DAYS * 86_400_000).toISOString().slice(0, 10);
  const { made } = await invoices.issueEnded(now);
  for (const invoice of made) if (invoice.periodEnd < settledBefore) await invoices.decide(null, { id: invoice.id, status: 'paid' });
}
