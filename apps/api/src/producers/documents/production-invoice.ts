import { addMoney, formatMoneyIn } from '@pod/shared';
import { wordsFor, type DocumentLocale } from './document-words';
import { dateIn, heading } from './layouts';
import { MM, PdfWriter } from './pdf-writer';

export interface ProductionInvoiceLine {
  orderNumber: number;
  paidAt: Date;
  units: number;
  /** The factory's base cost of the order's work. */
  amount: string;
}

export interface ProductionInvoiceInput {
  number: string;
  issuedAt: Date;
  factory: string;
  /** The seller's name and email, as billed. */
  seller: string[];
  periodStart: Date;
  periodEnd: Date;
  lines: ProductionInvoiceLine[];
  currency?: string;
  locale?: DocumentLocale;
}

/** A factory's weekly production invoice to a seller: one row per paid order at base cost, and the total. */
export async function productionInvoicePdf(input: ProductionInvoiceInput): Promise<Buffer> {
  const locale = input.locale ?? 'en';
  const w = wordsFor(locale);
  const fmt = (v: string) => formatMoneyIn(locale, v, input.currency ?? 'USD');
  const pdf = new PdfWriter({ size: 'A4', margin: 15 * MM, title: `${w.production_invoice} ${input.number}`, lang: locale });
  const x = pdf.margin;
  const third = pdf.contentWidth / 3;
  let y = await heading(pdf, w.production_invoice, input.number, dateIn(locale, input.issuedAt), w);
  const factory = pdf.block(w.factory, [input.factory], x, y, third - 10);
  const seller = pdf.block(w.seller, input.seller, x + third, y, third - 10);
  const period = pdf.block(
    w.period,
    [`${dateIn(locale, input.periodStart)} – ${dateIn(locale, input.periodEnd)}`, `${w.orders_count}: ${input.lines.length}`],
    x + 2 * third,
    y,
    third,
  );
  y = Math.max(factory, seller, period) + 18;
  const colW = (pdf.contentWidth - 80) / 3;
  const columns = [
    { header: w.order, width: 80 },
    { header: w.paid_on, width: colW },
    { header: w.quantity, width: colW, align: 'right' as const },
    { header: w.base_cost, width: colW, align: 'right' as const },
  ];
  const total = addMoney(...input.lines.map((l) => l.amount));
  const units = input.lines.reduce((n, l) => n + l.units, 0);
  const rows = input.lines.map((l) => [`#${l.orderNumber}`, dateIn(locale, l.paidAt), String(l.units), fmt(l.amount)]);
  y = pdf.table(columns, [...rows, [w.total, '', String(units), fmt(total)]], x, y);
  pdf.text(`${w.total}: ${fmt(total)}`, x, y + 8, { size: 12, weight: 'bold', width: pdf.contentWidth, align: 'right' });
  return pdf.finish();
}
