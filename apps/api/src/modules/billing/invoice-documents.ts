import { Injectable } from '@nestjs/common';
import { DocumentsService } from '../../producers/documents/documents.service';
import type { ExportColumn } from '../../producers/exports/export-list';
import { InvoiceFiles, sellerLocale, utcDay, type InvoiceSeller } from './invoice-files';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

const XLSX_COLUMNS: ReadonlyArray<ExportColumn<InvoiceLineRow>> = [
  { key: 'order_number', width: 14, value: (l) => l.orderNumber },
  { key: 'paid_at', date: true, value: (l) => l.paidAt },
  { key: 'product_cost', width: 14, value: (l) => l.productCost },
  { key: 'estimated_shipping', width: 18, value: (l) => l.estimatedShipping },
  { key: 'actual_shipping', width: 16, value: (l) => l.actualShipping },
  { key: 'total', width: 14, value: (l) => l.total },
];

/** A seller's weekly invoice as a PDF (in their interface language) and an XLSX of its lines. */
@Injectable()
export class InvoiceDocuments {
  constructor(
    private readonly documents: DocumentsService,
    private readonly files: InvoiceFiles,
  ) {}

  async render(invoice: InvoiceRow, lines: InvoiceLineRow[], seller: InvoiceSeller): Promise<{ pdfKey: string; xlsxKey: string }> {
    const pdf = await this.documents.periodInvoice({
      number: String(invoice.number),
      issuedAt: invoice.createdAt,
      seller: [seller.name, seller.email].filter(Boolean),
      periodStart: utcDay(invoice.periodStart),
      periodEnd: utcDay(invoice.periodEnd),
      locale: sellerLocale(seller),
      lines: lines.map((l) => ({
        orderNumber: l.orderNumber,
        productCost: l.productCost,
        estimatedShipping: l.estimatedShipping,
        actualShipping: l.actualShipping,
        total: l.total,
      })),
    });
    const totals = ['total', null, invoice.productCost, invoice.estimatedShipping, invoice.actualShipping, invoice.total];
    return this.files.store('invoices', invoice, pdf, { columns: XLSX_COLUMNS, lines, totals });
  }
}
