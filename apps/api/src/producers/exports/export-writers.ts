import type ExcelJS from 'exceljs';
import { lazyRequire } from '../../platform/common/lazy-require';
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { CellValue, ExportColumn } from './export-list';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Writes rows to a file on disk as they come, so a million rows never sit in memory. */
export interface RowFileWriter {
  write(cells: CellValue[]): Promise<void>;
  close(): Promise<void>;
}

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A CSV field per RFC 4180. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * is prefixed with ' (CSV injection); a plain signed number such as a money string "-12.50" is not.
 */
export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

class CsvWriter implements RowFileWriter {
  private readonly out: WriteStream;
  private constructor(path: string) {
    this.out = createWriteStream(path);
  }

  static async open(path: string, headers: string[]): Promise<CsvWriter> {
    const w = new CsvWriter(path);
    // A byte order mark, so spreadsheet programs read the file as UTF-8 (accents intact).
    await w.line('\ufeff' + headers.map(csvField).join(','));
    return w;
  }

  private async line(text: string) {
    if (!this.out.write(`${text}\r\n`)) await once(this.out, 'drain');
  }

  write(cells: CellValue[]) {
    return this.line(cells.map(csvField).join(','));
  }

  async close() {
    this.out.end();
    await once(this.out, 'finish');
  }
}

const excel = lazyRequire<typeof ExcelJS>('exceljs');

/** Strings stay text cells (never formulas), numbers and dates keep their type. */
function xlsxCell(value: CellValue): ExcelJS.CellValue {
  return value ?? null;
}

class XlsxWriter implements RowFileWriter {
  private constructor(
    private readonly book: ExcelJS.stream.xlsx.WorkbookWriter,
    private readonly sheet: ExcelJS.Worksheet,
  ) {}

  static open(path: string, sheetName: string, columns: ReadonlyArray<ExportColumn<unknown>>): XlsxWriter {
    // Streaming writer: rows are committed to the zip as written; shared strings off keeps memory flat.
    const book = new (excel().stream.xlsx.WorkbookWriter)({ filename: path, useSharedStrings: false, useStyles: true });
    const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: c.key, key: c.key, width: c.width ?? 18, style: c.date ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {} }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    return new XlsxWriter(book, sheet);
  }

  async write(cells: CellValue[]) {
    this.sheet.addRow(cells.map(xlsxCell)).commit();
  }

  async close() {
    this.sheet.commit();
    await this.book.commit();
  }
}

export async function openRowFile(
  format: ExportFormat,
  path: string,
  sheetName: string,
  columns: ReadonlyArray<ExportColumn<unknown>>,
): Promise<RowFileWriter> {
  return format === 'csv'
    ? CsvWriter.open(
        path,
        columns.map((c) => c.key),
      )
    : XlsxWriter.open(path, sheetName, columns);
}
