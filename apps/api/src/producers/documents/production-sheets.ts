import { SYSTEM_BARCODES, type ProductionErrorCode, type ProductionStep } from '@pod/shared';
import { barcodePng } from './barcodes';
import type { DocumentLocale } from './document-words';
import { MM, PdfWriter } from './pdf-writer';
import { errorLabel, sheetWordsFor, stepName } from './production-words';

interface ScanCell {
  code: string;
  caption: string;
}

const COLUMNS = 3;
const CELL_HEIGHT = 26 * MM;
const CAPTION = 11;

/** A titled group of barcodes, three a row, a new page when the next row would cross the margin; answers the y below. */
async function scanGroup(pdf: PdfWriter, title: string, cells: readonly ScanCell[], top: number): Promise<number> {
  const images = await Promise.all(cells.map((c) => barcodePng(c.code, { scale: 3, height: 9, text: true })));
  const width = pdf.contentWidth / COLUMNS;
  let y = top;
  if (y + 16 + CELL_HEIGHT > pdf.bottom) {
    pdf.doc.addPage();
    y = pdf.margin;
  }
  y = pdf.text(title, pdf.margin, y, { size: 13, weight: 'bold' }) + 4;
  cells.forEach((cell, i) => {
    const column = i % COLUMNS;
    if (column === 0 && i > 0) y += CELL_HEIGHT;
    if (column === 0 && y + CELL_HEIGHT > pdf.bottom) {
      pdf.doc.addPage();
      y = pdf.margin;
    }
    const x = pdf.margin + column * width;
    pdf.image(images[i], x + 6, y, { width: width - 12, height: CELL_HEIGHT - CAPTION - 8 });
    pdf.text(cell.caption, x + 4, y + CELL_HEIGHT - CAPTION - 6, { size: 8.5, width: width - 8, align: 'center', height: CAPTION });
  });
  return y + CELL_HEIGHT + 8;
}

/**
 * The call-to-action sheet hung beside each station: the system barcodes (OK, Confirm, Cancel)
 * and every station's error codes with their labels, grouped by the station that reports them.
 */
export async function callToActionSheetPdf(errors: readonly ProductionErrorCode[], locale: DocumentLocale = 'en'): Promise<Buffer> {
  const w = sheetWordsFor(locale);
  const pdf = new PdfWriter({ size: 'A4', margin: 12 * MM, title: w.scan_sheet, lang: locale });
  let y = pdf.text(w.scan_sheet, pdf.margin, pdf.margin, { size: 18, weight: 'bold', width: pdf.contentWidth });
  y = pdf.text(w.scan_sheet_note, pdf.margin, y + 4, { size: 9.5, color: '#374151', width: pdf.contentWidth }) + 10;
  y = await scanGroup(
    pdf,
    w.system,
    [
      { code: SYSTEM_BARCODES.ok, caption: w.ok },
      { code: SYSTEM_BARCODES.confirm, caption: w.confirm },
      { code: SYSTEM_BARCODES.cancel, caption: w.cancel },
    ],
    y,
  );
  const steps = [...new Set(errors.map((e) => e.step))];
  for (const step of steps) {
    const cells = errors.filter((e) => e.step === step).map((e) => ({ code: String(e.code), caption: `${e.code} · ${errorLabel(locale, e.key)}` }));
    y = await scanGroup(pdf, stepName(locale, step as ProductionStep), cells, y);
  }
  return pdf.finish();
}

export interface PickListRow {
  code: string;
  order?: string;
  sheet: number;
  /** Top-left corner on the sheet, in inches. */
  x: number;
  y: number;
  rotated: boolean;
}

/** The pick list of a DTF gang sheet: where each production's print sits, to cut and match it to its blank. */
export async function gangSheetPickListPdf(title: string, rows: readonly PickListRow[], locale: DocumentLocale = 'en'): Promise<Buffer> {
  const w = sheetWordsFor(locale);
  const pdf = new PdfWriter({ size: 'A4', margin: 15 * MM, title: `${w.pick_list} ${title}`, lang: locale });
  let y = pdf.text(w.pick_list, pdf.margin, pdf.margin, { size: 18, weight: 'bold' });
  y = pdf.text(title, pdf.margin, y + 2, { size: 11, color: '#374151' }) + 12;
  const narrow = 60;
  const rest = (pdf.contentWidth - 2 * narrow) / 3;
  pdf.table(
    [
      { header: w.production, width: rest },
      { header: w.order, width: rest },
      { header: w.sheet, width: narrow, align: 'right' },
      { header: w.position, width: rest },
      { header: w.turned, width: narrow },
    ],
    rows.map((r) => [r.code, r.order ?? '', String(r.sheet + 1), `${r.x.toFixed(2)}, ${r.y.toFixed(2)}`, r.rotated ? w.yes : '']),
    pdf.margin,
    y,
  );
  return pdf.finish();
}
