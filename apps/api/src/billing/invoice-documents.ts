import { Inject, Injectable } from '@nestjs/common';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDocumentLocale } from '../documents/document-words';
import { DocumentsService } from '../documents/documents.service';
import type { CellValue, ExportColumn } from '../exports/export-list';
import { CONTENT_TYPES, openRowFile } from '../exports/export-writers';
import { STORAGE, type StorageDriver } from '../storage/storage.driver';
import type { UserRow } from '../users/users.service';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

const XLSX_COLUMNS: ReadonlyArray<ExportColumn<InvoiceLineRow>> = [
  { key: 'order_number', width: 14, value: (l) => l.orderNumber },
  { key: 'paid_at', date: true, value: (l) => l.paidAt },
  { key: 'product_cost', width: 14, value: (l) => l.productCost },
  { key: 'estimated_shipping', width: 18, value: (l) => l.estimatedShipping },
  { key: 'actual_shipping', width: 16, value: (l) => l.actualShipping },
  { key: 'total', width: 14, value: (l) => l.total },
];

const utcDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

/**
 * An invoice's files: the PDF through the documents service, the XLSX through the export
 * pipeline's writer (same columns style as every export). Both are stored; the invoice keeps their keys.
 */
@Injectable()
export class InvoiceDocuments {
  constructor(
    private readonly documents: DocumentsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  /** The PDF is in the seller's interface language (their customizer's), English when they chose none. */
  async render(
    invoice: InvoiceRow,
    lines: InvoiceLineRow[],
    seller: Pick<UserRow, 'name' | 'email' | 'customizer'>,
  ): Promise<{ pdfKey: string; xlsxKey: string }> {
    const pdf = await this.documents.periodInvoice({
      number: String(invoice.number),
      issuedAt: invoice.createdAt,
      seller: [seller.name, seller.email].filter(Boolean),
      periodStart: utcDay(invoice.periodStart),
      periodEnd: utcDay(invoice.periodEnd),
      locale: isDocumentLocale(seller.customizer.language) ? seller.customizer.language : undefined,
      lines: lines.map((l) => ({
        orderNumber: l.orderNumber,
        productCost: l.productCost,
        estimatedShipping: l.estimatedShipping,
        actualShipping: l.actualShipping,
        total: l.total,
      })),
    });
    const name = `invoice-${invoice.number}-${invoice.periodStart}`;
    const { key: pdfKey } = await this.documents.publish(pdf, name);
    const xlsxKey = `invoices/${invoice.id.toLowerCase()}/${name}.xlsx`;
    await this.storage.write(xlsxKey, await this.xlsx(invoice, lines), CONTENT_TYPES.xlsx);
    return { pdfKey, xlsxKey };
  }

  private xlsx(invoice: InvoiceRow, lines: InvoiceLineRow[]): Promise<Buffer> {
    return invoiceWorkbook(`invoice ${invoice.number}`, XLSX_COLUMNS, lines, [
      'total',
      null,
      invoice.productCost,
      invoice.estimatedShipping,
      invoice.actualShipping,
      invoice.total,
    ]);
  }

  url(key: string | null, origin?: string): Promise<string | null> {
    return key ? this.storage.getUrl(key, { origin }) : Promise.resolve(null);
  }
}

/** An invoice's lines, then its totals row, as a workbook (money as exact text, like every export). */
export async function invoiceWorkbook<Row>(
  title: string,
  columns: ReadonlyArray<ExportColumn<Row>>,
  lines: readonly Row[],
  totals: CellValue[],
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'pod-invoice-'));
  try {
    const path = join(dir, 'invoice.xlsx');
    const file = await openRowFile('xlsx', path, title, columns as ReadonlyArray<ExportColumn<unknown>>);
    for (const line of lines) await file.write(columns.map((c) => c.value(line)));
    await file.write(totals);
    await file.close();
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
