import { Injectable } from '@nestjs/common';
import { DocumentsService } from '../../producers/documents/documents.service';
import type { ExportColumn } from '../../producers/exports/export-list';
import { InvoiceFiles, sellerLocale, utcDay, type InvoiceSeller } from './invoice-files';
import type { ProductionTransactionRow } from './production-ledger.repository';
import type { ProductionInvoiceRow } from './production-invoices.repository';

const XLSX_COLUMNS: ReadonlyArray<ExportColumn<ProductionTransactionRow>> = [
  { key: 'order_number', width: 14, value: (l) => l.orderNumber },
  { key: 'paid_at', date: true, value: (l) => l.paidAt },
  { key: 'units', width: 8, value: (l) => l.units },
  { key: 'amount', width: 14, value: (l) => l.amount },
];

/** A factory's production invoice to a seller as a PDF (in the seller's language) and an XLSX of its lines. */
@Injectable()
export class ProductionInvoiceDocuments {
  constructor(
    private readonly documents: DocumentsService,
    private readonly files: InvoiceFiles,
  ) {}

  async render(
    invoice: ProductionInvoiceRow,
    lines: ProductionTransactionRow[],
    factory: string,
    seller: InvoiceSeller,
  ): Promise<{ pdfKey: string; xlsxKey: string }> {
    const pdf = await this.documents.productionInvoice({
      number: String(invoice.number),
      issuedAt: invoice.createdAt,
      factory,
      seller: [seller.name, seller.email].filter(Boolean),
      periodStart: utcDay(invoice.periodStart),
      periodEnd: utcDay(invoice.periodEnd),
      locale: sellerLocale(seller),
      lines: lines.map((l) => ({ orderNumber: l.orderNumber, paidAt: l.paidAt, units: l.units, amount: l.amount })),
    });
    const units = lines.reduce((n, l) => n + l.units, 0);
    return this.files.store('production-invoices', invoice, pdf, { columns: XLSX_COLUMNS, lines, totals: ['total', null, units, invoice.total] });
  }
}
