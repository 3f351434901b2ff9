import { formatMoneyIn, invoiceTotalsOf } from '@pod/shared';
import { wordsFor, type DocumentLocale } from './document-words';
import { dateIn, heading } from './layouts';
import { MM, PdfWriter } from './pdf-writer';

export interface PeriodInvoiceLine {
  orderNumber: number;
  productCost: string;
  estimatedShipping: string;
  /** Null until the order's shipments report it. */
  actualShipping: string | null;
  total: string;
}

export interface PeriodInvoiceInput {
  number: string;
  issuedAt: Date;
  /** The seller's name and email, as billed. */
  seller: string[];
  periodStart: Date;
  periodEnd: Date;
  lines: PeriodInvoiceLine[];
  currency?: string;
  locale?: DocumentLocale;
}

/** A seller's weekly invoice: one row per paid order (products, estimated and actual shipping, total) and the period's totals. */
export async function periodInvoicePdf(input: PeriodInvoiceInput): Promise<Buffer> {
  const locale = input.locale ?? 'en';
  const w = wordsFor(locale);
  const fmt = (v: string | null) => (v === null ? '—' : formatMoneyIn(locale, v, input.currency ?? 'USD'));
  const pdf = new PdfWriter({ size: 'A4', margin: 15 * MM, title: `${w.invoice} ${input.number}`, lang: locale });
  const x = pdf.margin;
  const half = pdf.contentWidth / 2;
  let y = await heading(pdf, w.invoice, input.number, dateIn(locale, input.issuedAt), w);
  const left = pdf.block(w.seller, input.seller, x, y, half - 10);
  const right = pdf.block(
    w.period,
    [`${dateIn(locale, input.periodStart)} – ${dateIn(locale, input.periodEnd)}`, `${w.orders_count}: ${input.lines.length}`],
    x + half,
    y,
    half,
  );
  y = Math.max(left, right) + 18;
  const numW = (pdf.contentWidth - 80) / 4;
  const columns = [
    { header: w.order, width: 80 },
    { header: w.product_cost, width: numW, align: 'right' as const },
    { header: w.estimated_shipping, width: numW, align: 'right' as const },
    { header: w.actual_shipping, width: numW, align: 'right' as const },
    { header: w.total, width: numW, align: 'right' as const },
  ];
  const rows = input.lines.map((l) => [`#${l.orderNumber}`, fmt(l.productCost), fmt(l.estimatedShipping), fmt(l.actualShipping), fmt(l.total)]);
  const totals = invoiceTotalsOf(input.lines);
  y = pdf.table(columns, [...rows, [w.total, fmt(totals.productCost), fmt(totals.estimatedShipping), '—', fmt(totals.total)]], x, y);
  y = pdf.text(`${w.total}: ${fmt(totals.total)}`, x, y + 8, { size: 12, weight: 'bold', width: pdf.contentWidth, align: 'right' });
  pdf.text(w.actual_shipping_note, x, y + 10, { size: 8.5, color: '#6b7280', width: pdf.contentWidth });
  return pdf.finish();
}
