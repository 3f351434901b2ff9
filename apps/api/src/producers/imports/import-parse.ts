import type ExcelJS from 'exceljs';
import { lazyRequire } from '../../platform/common/lazy-require';
import { parse } from 'csv-parse/sync';
import { serverText } from '@pod/shared';
import { BadFile } from '../../platform/common/errors';

export interface ParsedSheet {
  columns: string[];
  /** Cells by lower-case header, trimmed; blank cells are left out. */
  records: Array<Record<string, string>>;
}

/** Excel saves CSV with ";" where the decimal mark is a comma (de, fr, pt): read the header line to know. */
export function guessDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function toRecord(headers: string[], cells: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((h, i) => {
    const v = (cells[i] ?? '').trim();
    if (h && v) record[h] = v;
  });
  return record;
}

function normaliseHeaders(raw: string[]): string[] {
  return raw.map((h) =>
    h
      .replace(/^\ufeff/, '')
      .trim()
      .toLowerCase(),
  );
}

function parseCsv(bytes: Buffer, maxRows: number): ParsedSheet {
  const text = bytes.toString('utf8');
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, delimiter: guessDelimiter(text), skip_empty_lines: true, relax_column_count: true, to_line: maxRows + 2 });
  } catch (e) {
    throw BadFile('file_invalid', `The file is not valid CSV: ${(e as Error).message.slice(0, 200)}`, serverText('import_file_invalid'));
  }
  const [header = [], ...body] = rows;
  const columns = normaliseHeaders(header);
  return { columns, records: body.map((cells) => toRecord(columns, cells)) };
}

const excel = lazyRequire<typeof ExcelJS>('exceljs');

async function parseXlsx(bytes: Buffer, maxRows: number): Promise<ParsedSheet> {
  const book = new (excel().Workbook)();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw BadFile('file_invalid', 'The file is not a valid XLSX workbook.', serverText('import_file_invalid'));
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw BadFile('file_invalid', 'The workbook has no sheet.', serverText('import_file_invalid'));
  const text = (row: ExcelJS.Row) => Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text ?? '');
  const columns = normaliseHeaders(text(sheet.getRow(1)));
  const records: Array<Record<string, string>> = [];
  for (let n = 2; n <= Math.min(sheet.rowCount, maxRows + 2); n++) {
    const record = toRecord(columns, text(sheet.getRow(n)));
    if (Object.keys(record).length) records.push(record);
  }
  return { columns, records };
}

/** Reads the rows of a CSV or XLSX import file; refuses files that are not, have no header, or hold too many rows. */
export async function parseSheet(bytes: Buffer, format: 'csv' | 'xlsx', maxRows: number, required: readonly string[]): Promise<ParsedSheet> {
  const sheet = format === 'csv' ? parseCsv(bytes, maxRows) : await parseXlsx(bytes, maxRows);
  const missing = required.filter((c) => !sheet.columns.includes(c));
  if (missing.length)
    throw BadFile(
      'required',
      `The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
      serverText('import_missing_columns', { columns: missing.join(', ') }),
    );
  if (sheet.records.length === 0) throw BadFile('required', 'The file has no rows under its header.', serverText('import_no_rows'));
  if (sheet.records.length > maxRows)
    throw BadFile('too_many', `The file may hold at most ${maxRows} rows.`, serverText('import_too_many_rows', { max: maxRows }));
  return sheet;
}
