import { Inject, Injectable } from '@nestjs/common';
import { newId } from '../../platform/common/ids';
import { STORAGE, type StorageDriver, type UrlContext } from '../../platform/storage/storage.driver';
import type { Symbology } from './barcodes';
import type { ProductionErrorCode } from '@pod/shared';
import type { DocumentLocale } from './document-words';
import { barcodeSheetPdf, labelPdf, packingSlipPdf, type LabelInput, type PackingSlipInput, type SheetCode } from './layouts';
import { mergePdfs, stampPdf } from './pdf-merge';
import { callToActionSheetPdf, gangSheetPickListPdf, type PickListRow } from './production-sheets';
import { periodInvoicePdf, type PeriodInvoiceInput } from './period-invoice';
import { productionInvoicePdf, type ProductionInvoiceInput } from './production-invoice';

export interface PublishedDocument {
  url: string;
  key: string;
  size: number;
}

/** A file name segment made from a document name: lower-case letters, digits and dashes. */
function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'document'
  );
}

/**
 * The documents the API makes for people to print: PDFs (pdfkit with embedded Noto Sans) of barcode
 * sheets and invoices; the layouts of labels and packing slips wait in `layouts.ts` for their module.
 * `publish` stores a PDF and answers its signed URL.
 */
@Injectable()
export class DocumentsService {
  constructor(@Inject(STORAGE) private readonly storage: StorageDriver) {}

  barcodeSheet(codes: readonly SheetCode[], symbology?: Symbology): Promise<Buffer> {
    return barcodeSheetPdf(codes, symbology);
  }

  /** The factory's scan sheet: system barcodes and each station's error codes (manufacturing). */
  callToActionSheet(errors: readonly ProductionErrorCode[], locale?: DocumentLocale): Promise<Buffer> {
    return callToActionSheetPdf(errors, locale);
  }

  /** Where each production's print sits on a DTF gang sheet (manufacturing batches). */
  gangSheetPickList(title: string, rows: readonly PickListRow[], locale?: DocumentLocale): Promise<Buffer> {
    return gangSheetPickListPdf(title, rows, locale);
  }

  /** A seller's weekly invoice of paid orders (billing). */
  periodInvoice(input: PeriodInvoiceInput): Promise<Buffer> {
    return periodInvoicePdf(input);
  }

  /** A factory's weekly production invoice to a seller (billing's production invoices). */
  productionInvoice(input: ProductionInvoiceInput): Promise<Buffer> {
    return productionInvoicePdf(input);
  }

  /** A package's packing slip: order, items with pictures, the package's Code 128 (packing). */
  packingSlip(input: PackingSlipInput): Promise<Buffer> {
    return packingSlipPdf(input);
  }

  /** A 4 × 6 inch shipping label: addresses, method, tracking barcode, customs lines when international (packing). */
  shippingLabel(input: LabelInput): Promise<Buffer> {
    return labelPdf(input);
  }

  /** PDFs page after page in one (a slip and its label). */
  merge(pdfs: readonly Uint8Array[]): Promise<Buffer> {
    return mergePdfs(pdfs);
  }

  /** A PDF with `text` stamped on every page (a seller's label with our order code). */
  stamp(pdf: Uint8Array, text: string): Promise<Buffer> {
    return stampPdf(pdf, text);
  }

  /** Reads back a stored document. */
  read(key: string): Promise<Buffer> {
    return this.storage.read(key);
  }

  /** The signed URL of a stored document. */
  urlOf(key: string, ctx?: UrlContext): Promise<string> {
    return this.storage.getUrl(key, ctx);
  }

  /** Stores a generated PDF under documents/ and answers its signed GET URL. */
  async publish(pdf: Buffer, name: string, ctx?: UrlContext): Promise<PublishedDocument> {
    const key = `documents/${newId()}/${slug(name)}.pdf`;
    await this.storage.write(key, pdf, 'application/pdf');
    return { url: await this.storage.getUrl(key, ctx), key, size: pdf.length };
  }
}
