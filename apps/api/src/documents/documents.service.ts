import { Inject, Injectable } from '@nestjs/common';
import { newId } from '../common/ids';
import { STORAGE, type StorageDriver, type UrlContext } from '../storage/storage.driver';
import { barcodePng, barcodeSvg, type BarcodeOptions } from './barcodes';
import { barcodeSheetPdf, invoicePdf, labelPdf, packingSlipPdf, type InvoiceInput, type LabelInput, type PackingSlipInput, type SheetCode } from './layouts';
import type { Symbology } from './barcodes';
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
 * One service makes every document people print or scan: barcodes and QR codes (bwip-js), and
 * PDFs (pdfkit with embedded Noto Sans) for labels, barcode sheets, packing slips and invoices.
 * `publish` stores a PDF and answers a signed URL the web prints through a hidden frame.
 */
@Injectable()
export class DocumentsService {
  constructor(@Inject(STORAGE) private readonly storage: StorageDriver) {}

  barcodePng(value: string, options?: BarcodeOptions): Promise<Buffer> {
    return barcodePng(value, options);
  }

  barcodeSvg(value: string, options?: BarcodeOptions): string {
    return barcodeSvg(value, options);
  }

  qrPng(value: string, scale = 4): Promise<Buffer> {
    return barcodePng(value, { symbology: 'qrcode', scale });
  }

  qrSvg(value: string): string {
    return barcodeSvg(value, { symbology: 'qrcode' });
  }

  label(input: LabelInput): Promise<Buffer> {
    return labelPdf(input);
  }

  barcodeSheet(codes: readonly SheetCode[], symbology?: Symbology): Promise<Buffer> {
    return barcodeSheetPdf(codes, symbology);
  }

  packingSlip(input: PackingSlipInput): Promise<Buffer> {
    return packingSlipPdf(input);
  }

  invoice(input: InvoiceInput): Promise<Buffer> {
    return invoicePdf(input);
  }

  /** A seller's weekly invoice of paid orders (billing). */
  periodInvoice(input: PeriodInvoiceInput): Promise<Buffer> {
    return periodInvoicePdf(input);
  }

  /** A factory's weekly production invoice to a seller (billing's production invoices). */
  productionInvoice(input: ProductionInvoiceInput): Promise<Buffer> {
    return productionInvoicePdf(input);
  }

  /** Stores a generated PDF under documents/ and answers its signed GET URL. */
  async publish(pdf: Buffer, name: string, ctx?: UrlContext): Promise<PublishedDocument> {
    const key = `documents/${newId()}/${slug(name)}.pdf`;
    await this.storage.write(key, pdf, 'application/pdf');
    return { url: await this.storage.getUrl(key, ctx), key, size: pdf.length };
  }
}
