import type { Action, ModuleKey } from '@pod/shared';

/** A cell as written to a file: text, a number, a date (XLSX date cell, ISO text in CSV) or empty. */
export type CellValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  /** Header of the column in the file: a stable key (`email`, `created_at`), so a file can be imported back. */
  key: string;
  /** XLSX column width in characters. */
  width?: number;
  /** XLSX shows a date column as a date and time (the value is a Date). */
  date?: boolean;
  value(row: Row): CellValue;
}

/** Who starts the export, for sources that narrow rows by the caller. */
export interface ExportCaller {
  userId: string;
}

/**
 * A list a module offers for export, registered once (in the module's own `*.transfer.ts`).
 * `parseFilters` takes the same filters as the module's list query and refuses bad ones before a
 * job is queued; `chunks` pages through the module's repository in order (keyset where it can),
 * answering rows a chunk at a time so memory stays flat at any size.
 */
export interface ExportListDefinition<Filters = unknown, Row = unknown> {
  name: string;
  /** The permission a caller needs (the list query's own). */
  access: { module: ModuleKey; action: Action };
  columns: ReadonlyArray<ExportColumn<Row>>;
  parseFilters(raw: Record<string, unknown>): Filters;
  /** How many rows the filters select (for progress; an estimate is fine). */
  count(filters: Filters, caller: ExportCaller): Promise<number>;
  chunks(filters: Filters, caller: ExportCaller, chunkSize: number): AsyncIterable<Row[]>;
}

/** Erases the row and filter types so lists of different shapes share one registry. */
export function exportList<F, R>(definition: ExportListDefinition<F, R>): ExportListDefinition {
  return definition as unknown as ExportListDefinition;
}

/**
 * A list query's filters from an export request's JSON: only the named keys, each of its type
 * (text, a true flag, a list of text); anything else is left out, as the list query would refuse it.
 */
export function pickFilters<T>(raw: Record<string, unknown>, keys: { text?: readonly string[]; flags?: readonly string[]; lists?: readonly string[] }): T {
  const out: Record<string, unknown> = {};
  for (const key of keys.text ?? []) if (typeof raw[key] === 'string') out[key] = raw[key];
  for (const key of keys.flags ?? []) if (raw[key] === true) out[key] = true;
  for (const key of keys.lists ?? []) {
    const v = raw[key];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) out[key] = v;
  }
  return out as T;
}
