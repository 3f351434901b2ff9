import { Inject, Injectable } from '@nestjs/common';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDocumentLocale, type DocumentLocale } from '../../producers/documents/document-words';
import { DocumentsService } from '../../producers/documents/documents.service';
import type { CellValue, ExportColumn } from '../../producers/exports/export-list';
import { CONTENT_TYPES, openRowFile } from '../../producers/exports/export-writers';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';
import type { UserRow } from '../users/users.service';

/** What both kinds of invoice (a seller's weekly, a factory's production) have in common for their files. */
export interface InvoiceForFiles {
  id: string;
  number: number;
  periodStart: string;
  createdAt: Date;
}

export type InvoiceSeller = Pick<UserRow, 'name' | 'email' | 'customizer'>;

/** A `date` column's day as the PDF prints it. */
export const utcDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

/** The seller's interface language (their customizer's), English when they chose none. */
export const sellerLocale = (seller: InvoiceSeller): DocumentLocale | undefined =>
  isDocumentLocale(seller.customizer.language) ? seller.customizer.language : undefined;

/**
 * Where an invoice's files go, for both kinds: the PDF published by the documents service, the
 * XLSX (its lines, then a totals row, through the export pipeline's writer) stored beside it
 * under `<folder>/<invoice id>/`. The invoice keeps both keys; `url` signs them for a reader.
 */
@Injectable()
export class InvoiceFiles {
  constructor(
    private readonly documents: DocumentsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  async store<Row>(
    folder: 'invoices' | 'production-invoices',
    invoice: InvoiceForFiles,
    pdf: Buffer,
    sheet: { columns: ReadonlyArray<ExportColumn<Row>>; lines: readonly Row[]; totals: CellValue[] },
  ): Promise<{ pdfKey: string; xlsxKey: string }> {
    const name = `${folder === 'invoices' ? 'invoice' : 'production-invoice'}-${invoice.number}-${invoice.periodStart}`;
    const { key: pdfKey } = await this.documents.publish(pdf, name);
    const xlsxKey = `${folder}/${invoice.id.toLowerCase()}/${name}.xlsx`;
    const title = `${folder === 'invoices' ? 'invoice' : 'production invoice'} ${invoice.number}`;
    await this.storage.write(xlsxKey, await workbook(title, sheet.columns, sheet.lines, sheet.totals), CONTENT_TYPES.xlsx);
    return { pdfKey, xlsxKey };
  }

  url(key: string | null | undefined, origin?: string): Promise<string | null> {
    return key ? this.storage.getUrl(key, { origin }) : Promise.resolve(null);
  }
}

/** Lines, then the totals row, as a workbook (money as exact text, like every export). */
async function workbook<Row>(title: string, columns: ReadonlyArray<ExportColumn<Row>>, lines: readonly Row[], totals: CellValue[]): Promise<Buffer> {
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
