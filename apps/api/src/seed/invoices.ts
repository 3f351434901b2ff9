import { eq } from 'drizzle-orm';
import { InvoiceDocuments } from '../modules/billing/invoice-documents';
import { InvoiceFiles } from '../modules/billing/invoice-files';
import { InvoicesRepository } from '../modules/billing/invoices.repository';
import { InvoicesService } from '../modules/billing/invoices.service';
import { DocumentsService } from '../producers/documents/documents.service';
import { OrdersRepository } from '../modules/orders/orders.repository';
import { SessionCache } from '../platform/auth/session-cache';
import { UserRefCache } from '../modules/users/user-ref.cache';
import { UsersRepository } from '../modules/users/users.repository';
import { UsersService } from '../modules/users/users.service';
import { invoices } from '../platform/db/schema';
import type { SeedContext } from './context';

/** Invoices older than this are settled in the demo; the recent ones stay pending (issued, awaiting payment). */
const SETTLED_AFTER_DAYS = 21;

/**
 * The demo sellers' weekly invoices, made from their seeded orders by the real service (so the
 * PDFs and XLSX files are the ones the job would store): every ended period of the look-back that
 * is missing. Invoices issued here for periods that ended three weeks ago are marked paid through
 * the invoice machine, as accounting would. Runs after the orders and billing seeds.
 */
export async function seedInvoices({ db, storage }: SeedContext): Promise<void> {
  const repo = new InvoicesRepository(db);
  const documents = new DocumentsService(storage);
  const service = new InvoicesService(
    db,
    repo,
    new OrdersRepository(db),
    new UsersService(new UsersRepository(db, new UserRefCache(), SessionCache.off())),
    new InvoiceDocuments(documents, new InvoiceFiles(documents, storage)),
  );
  const now = new Date();
  const settledBefore = new Date(now.getTime() - SETTLED_AFTER_DAYS * 86_400_000).toISOString().slice(0, 10);
  const { made } = await service.issueEnded(now);
  for (const invoice of made) {
    // Issued by the weekly job the night after its period closed, settled a few days later, as if the demo had been running.
    const issuedAt = new Date(`${invoice.periodEnd}T03:00:00Z`);
    issuedAt.setUTCDate(issuedAt.getUTCDate() + 1);
    const settled = invoice.periodEnd < settledBefore;
    if (settled) await service.decide(null, { id: invoice.id, status: 'paid' });
    await db
      .update(invoices)
      .set({ createdAt: issuedAt, updatedAt: issuedAt, ...(settled && { paidAt: new Date(issuedAt.getTime() + 4 * 86_400_000) }) })
      .where(eq(invoices.id, invoice.id));
  }
}
