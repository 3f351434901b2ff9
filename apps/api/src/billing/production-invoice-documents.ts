import { Inject, Injectable } from '@nestjs/common';
import { isDocumentLocale } from '../documents/document-words';
import { DocumentsService } from '../documents/documents.service';
import type { ExportColumn } from '../exports/export-list';
import { CONTENT_TYPES } from '../exports/export-writers';
import { STORAGE, type StorageDriver } from '../storage/storage.driver';
import type { UserRow } from '../users/users.service';
import { invoiceWorkbook } from './invoice-documents';
import type { ProductionTransactionRow } from './production-ledger.repository';
import type { ProductionInvoiceRow } from './production-invoices.repository';

const XLSX_COLUMNS: ReadonlyArray<ExportColumn<ProductionTransactionRow>> = [
  { key: 'order_number', width: 14, value: (l) => l.orderNumber },
  { key: 'paid_at', date: true, value: (l) => l.paidAt },
  { key: 'units', width: 8, value: (l) => l.units },
  { key: 'amount', width: 14, value: (l) => l.amount },
];

const utcDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

/** A production invoice's files: the PDF through the documents service, the XLSX as the sellers' invoices make it. */
@Injectable()
export class ProductionInvoiceDocuments {
  constructor(
    private readonly documents: DocumentsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  /** In the seller's interface language, as their own invoices are. */
  async render(
    invoice: ProductionInvoiceRow,
    lines: ProductionTransactionRow[],
    factory: string,
    seller: Pick<UserRow, 'name' | 'email' | 'customizer'>,
  ): Promise<{ pdfKey: string; xlsxKey: string }> {
    const pdf = await this.documents.productionInvoice({
      number: String(invoice.number),
      issuedAt: invoice.createdAt,
      factory,
      seller: [seller.name, seller.email].filter(Boolean),
      periodStart: utcDay(invoice.periodStart),
      periodEnd: utcDay(invoice.periodEnd),
      locale: isDocumentLocale(seller.customizer.language) ? seller.customizer.language : undefined,
      lines: lines.map((l) => ({ orderNumber: l.orderNumber, paidAt: l.paidAt, units: l.units, amount: l.amount })),
    });
    const name = `production-invoice-${invoice.number}-${invoice.periodStart}`;
    const { key: pdfKey } = await this.documents.publish(pdf, name);
    const xlsxKey = `production-invoices/${invoice.id.toLowerCase()}/${name}.xlsx`;
    const units = lines.reduce((n, l) => n + l.units, 0);
    const xlsx = await invoiceWorkbook(`production invoice ${invoice.number}`, XLSX_COLUMNS, lines, ['total', null, units, invoice.total]);
    await this.storage.write(xlsxKey, xlsx, CONTENT_TYPES.xlsx);
    return { pdfKey, xlsxKey };
  }

  url(key: string | null, origin?: string): Promise<string | null> {
    return key ? this.storage.getUrl(key, { origin }) : Promise.resolve(null);
  }
}
