import { addMoney, formatMoneyIn, multiplyMoney, percentOfMoney } from '@pod/shared';
import { barcodePng, type Symbology } from './barcodes';
import { wordsFor, type DocumentLocale } from './document-words';
import { INCH, MM, PdfWriter } from './pdf-writer';

/**
 * The printable documents later modules reuse (logistics labels, production sheets, packing
 * slips, invoices). Each takes plain data (already in the reader's language where it is free
 * text) and answers PDF bytes.
 */

export interface LabelInput {
  /** The code scanned at the station: printed as Code 128 with its text. */
  code: string;
  shipTo: string[];
  from?: string[];
  /** Big text beside the code (carrier service, order number …). */
  headline?: string;
  /** The shipping method's name, printed under the headline. */
  method?: string;
  /** Customs lines of an international parcel (CN22-like): what, HTS code, value. */
  customs?: Array<{ description: string; htsCode: string | null; value: string; quantity: number }>;
  /** Weight in grams. */
  weight?: number | null;
  locale?: DocumentLocale;
}

/** A 4 × 6 inch shipping or package label. */
export async function labelPdf(input: LabelInput): Promise<Buffer> {
  const w = wordsFor(input.locale);
  const pdf = new PdfWriter({ size: [4 * INCH, 6 * INCH], margin: 14, title: input.code, lang: input.locale });
  const x = pdf.margin;
  const width = pdf.contentWidth;
  let y = pdf.margin;
  if (input.from?.length) {
    y = pdf.block(w.from, input.from, x, y, width) + 6;
    pdf.rule(x, y, x + width);
    y += 8;
  }
  y = pdf.block(w.ship_to, input.shipTo, x, y, width);
  if (input.headline) y = pdf.text(input.headline, x, y + 8, { size: 20, weight: 'bold', width });
  if (input.method) y = pdf.text(`${w.shipping_method}: ${input.method}`, x, y + 4, { size: 9, width });
  if (input.weight) y = pdf.text(`${w.weight}: ${input.weight} g`, x, y + 2, { size: 9, width });
  if (input.customs?.length) {
    y = pdf.text(w.customs, x, y + 8, { size: 9, weight: 'bold', width });
    for (const c of input.customs)
      y = pdf.text(`${c.quantity} × ${c.description} · ${w.hts_code} ${c.htsCode ?? '-'} · ${w.value_of_goods} ${c.value}`, x, y + 1, { size: 7.5, width });
  }
  const barcode = await barcodePng(input.code, { symbology: 'code128', scale: 4, height: 22 });
  const boxHeight = 1.6 * INCH;
  pdf.image(barcode, x, pdf.bottom - boxHeight, { width, height: boxHeight });
  return pdf.finish();
}

export interface SheetCode {
  code: string;
  caption?: string;
}

const SHEET_COLUMNS = 3;
const SHEET_ROWS = 8;
export const CODES_PER_SHEET = SHEET_COLUMNS * SHEET_ROWS;

/** An A4 sheet of barcodes (3 × 8 per page) with an optional caption under each, for bins, products and batches. */
export async function barcodeSheetPdf(codes: readonly SheetCode[], symbology: Symbology = 'code128', title = 'Barcodes'): Promise<Buffer> {
  const pdf = new PdfWriter({ size: 'A4', margin: 10 * MM, title });
  const cols = SHEET_COLUMNS;
  const rows = SHEET_ROWS;
  const cellW = pdf.contentWidth / cols;
  const cellH = (pdf.pageHeight - 20 * MM) / rows;
  const images = await Promise.all(codes.map((c) => barcodePng(c.code, { symbology, scale: 3, height: 10 })));
  codes.forEach((c, i) => {
    const slot = i % (cols * rows);
    if (i > 0 && slot === 0) pdf.doc.addPage();
    const x = pdf.margin + (slot % cols) * cellW;
    const y = 10 * MM + Math.floor(slot / cols) * cellH;
    const captionH = c.caption ? 12 : 0;
    pdf.image(images[i], x + 4, y + 4, { width: cellW - 8, height: cellH - 8 - captionH });
    if (c.caption) pdf.text(c.caption, x + 4, y + cellH - 4 - captionH, { size: 8, width: cellW - 8, align: 'center', height: captionH });
  });
  return pdf.finish();
}

export interface SlipItem {
  sku: string;
  name: string;
  quantity: number;
  /** A small picture of the item (PNG or JPEG bytes). */
  image?: Buffer | null;
}

export interface PackingSlipInput {
  number: string;
  date: Date;
  shipTo: string[];
  from?: string[];
  items: SlipItem[];
  note?: string;
  /** A Code 128 barcode printed under the heading (the package's code the station scans). */
  barcode?: string;
  locale?: DocumentLocale;
}

export function dateIn(locale: DocumentLocale | undefined, d: Date): string {
  return new Intl.DateTimeFormat(locale ?? 'en', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

/** Title, number and date on the left, a scannable code of the number on the right; answers the y below. */
export async function heading(pdf: PdfWriter, title: string, number: string, date: string, words: ReturnType<typeof wordsFor>): Promise<number> {
  const x = pdf.margin;
  let y = pdf.text(title, x, pdf.margin, { size: 22, weight: 'bold' });
  y = pdf.text(`${words.number}: ${number}`, x, y + 4, { size: 10 });
  y = pdf.text(`${words.date}: ${date}`, x, y + 1, { size: 10 });
  const qr = await barcodePng(number, { symbology: 'qrcode', scale: 4 });
  pdf.image(qr, pdf.pageWidth - pdf.margin - 64, pdf.margin, { width: 64, height: 64 });
  return Math.max(y, pdf.margin + 64) + 18;
}

/** A packing slip: who it goes to and what is in the box (no prices). */
export async function packingSlipPdf(input: PackingSlipInput): Promise<Buffer> {
  const w = wordsFor(input.locale);
  const pdf = new PdfWriter({ size: 'A4', margin: 15 * MM, title: `${w.packing_slip} ${input.number}`, lang: input.locale });
  const x = pdf.margin;
  const half = pdf.contentWidth / 2;
  let y = await heading(pdf, w.packing_slip, input.number, dateIn(input.locale, input.date), w);
  const left = pdf.block(w.ship_to, input.shipTo, x, y, half - 10);
  const right = input.from?.length ? pdf.block(w.from, input.from, x + half, y, half) : y;
  y = Math.max(left, right) + 18;
  if (input.barcode) {
    const code = await barcodePng(input.barcode, { symbology: 'code128', scale: 3, height: 12 });
    pdf.image(code, x, y, { width: 200, height: 60 });
    y += 70;
  }
  const pictures = input.items.filter((i) => i.image);
  if (pictures.length) {
    pictures.slice(0, 8).forEach((i, n) => {
      try {
        pdf.image(i.image!, x + n * 62, y, { width: 56, height: 56 });
      } catch {
        // A picture pdfkit cannot read is left out; the line below still names the item.
      }
    });
    y += 64;
  }
  const qtyW = 50;
  const skuW = 120;
  y = pdf.table(
    [
      { header: w.sku, width: skuW },
      { header: w.item, width: pdf.contentWidth - skuW - qtyW },
      { header: w.quantity, width: qtyW, align: 'right' },
    ],
    input.items.map((i) => [i.sku, i.name, String(i.quantity)]),
    x,
    y,
  );
  const count = input.items.reduce((s, i) => s + i.quantity, 0);
  y = pdf.text(`${w.items_count}: ${count}`, x, y + 6, { size: 10, weight: 'bold', width: pdf.contentWidth, align: 'right' });
  if (input.note) pdf.text(input.note, x, y + 14, { size: 9.5, color: '#374151', width: pdf.contentWidth });
  return pdf.finish();
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Exact decimal string, e.g. "12.50". */
  unitPrice: string;
}

export interface InvoiceInput {
  number: string;
  date: Date;
  seller: string[];
  billTo: string[];
  lines: InvoiceLine[];
  /** Tax rate in percent as a decimal string ("19", "8.25"); none when absent. */
  taxRate?: string;
  currency?: string;
  locale?: DocumentLocale;
}

export interface InvoiceTotals {
  lineAmounts: string[];
  subtotal: string;
  tax: string;
  total: string;
}

/** Line amounts, subtotal, tax and total in exact cents (the shared money helper, never floats). */
export function invoiceTotals(input: Pick<InvoiceInput, 'lines' | 'taxRate'>): InvoiceTotals {
  const lineAmounts = input.lines.map((l) => multiplyMoney(l.unitPrice, l.quantity));
  const subtotal = addMoney(...lineAmounts);
  const tax = input.taxRate ? percentOfMoney(subtotal, input.taxRate) : '0.00';
  return { lineAmounts, subtotal, tax, total: addMoney(subtotal, tax) };
}

/** A simple, clean invoice: parties, lines, subtotal, tax and total in the reader's language and money format. */
export async function invoicePdf(input: InvoiceInput): Promise<Buffer> {
  const locale = input.locale ?? 'en';
  const w = wordsFor(locale);
  const fmt = (v: string) => formatMoneyIn(locale, v, input.currency ?? 'USD');
  const pdf = new PdfWriter({ size: 'A4', margin: 15 * MM, title: `${w.invoice} ${input.number}`, lang: locale });
  const x = pdf.margin;
  const half = pdf.contentWidth / 2;
  let y = await heading(pdf, w.invoice, input.number, dateIn(locale, input.date), w);
  const left = pdf.block(w.from, input.seller, x, y, half - 10);
  const right = pdf.block(w.bill_to, input.billTo, x + half, y, half);
  y = Math.max(left, right) + 18;
  const totals = invoiceTotals(input);
  const numW = 90;
  const qtyW = 45;
  y = pdf.table(
    [
      { header: w.item, width: pdf.contentWidth - qtyW - 2 * numW },
      { header: w.quantity, width: qtyW, align: 'right' },
      { header: w.unit_price, width: numW, align: 'right' },
      { header: w.amount, width: numW, align: 'right' },
    ],
    input.lines.map((l, i) => [l.description, String(l.quantity), fmt(l.unitPrice), fmt(totals.lineAmounts[i])]),
    x,
    y,
  );
  const labelX = x + pdf.contentWidth - 2 * numW;
  const sum = (label: string, value: string, bold = false) => {
    const style = { size: bold ? 11 : 10, weight: bold ? ('bold' as const) : ('regular' as const) };
    pdf.text(label, labelX, y + 4, { ...style, width: numW });
    y = pdf.text(value, labelX + numW, y + 4, { ...style, width: numW - 4, align: 'right' });
  };
  sum(w.subtotal, fmt(totals.subtotal));
  if (input.taxRate) sum(`${w.tax} (${input.taxRate} %)`, fmt(totals.tax));
  pdf.rule(labelX, y + 3, x + pdf.contentWidth, '#111827', 1);
  y += 3;
  sum(w.total, fmt(totals.total), true);
  return pdf.finish();
}
