import { checkInput, type InputSchema } from '@pod/shared';
import { importKind, type ImportKind, type NumberedRow, type RowIssue, type RowResult } from '../imports/import-kind';

/** A file row through the shared input schema: its value, or one issue per refused field. */
export function parseImportRow<T>(schema: InputSchema<T>, record: Record<string, string>): RowResult<T> {
  const r = checkInput(schema, record);
  if (r.ok) return { ok: true, value: r.value };
  return { ok: false, issues: Object.entries(r.fields).map(([field, message]) => ({ field, message, reason: r.reasons[field] })) };
}

/** What may stand only once in a file: the row's key (null: the row has none), refused on `field`. */
export interface UniqueKey<T> {
  field: string;
  keyOf: (value: T) => string | null;
  /** How the refusal names the row: "This", "This order", … */
  subject?: string;
}

/** Rows whose key repeats an earlier row's; the first one stays. */
export function repeatedKeys<T>(rows: ReadonlyArray<NumberedRow<T>>, { field, keyOf, subject = 'This' }: UniqueKey<T>): Map<number, RowIssue[]> {
  const issues = new Map<number, RowIssue[]>();
  const first = new Map<string, number>();
  for (const { line, value } of rows) {
    const key = keyOf(value);
    if (key === null) continue;
    const at = first.get(key);
    if (at !== undefined) issues.set(line, [{ field, reason: 'duplicate', message: `${subject} is already on line ${at}.` }]);
    else first.set(key, line);
  }
  return issues;
}

/** An import whose rows the shared schema parses and whose key stands once per file; the module gives only how to write and undo. */
export function schemaImportKind<T>(kind: Omit<ImportKind<T>, 'parseRow' | 'check'> & { schema: InputSchema<T>; unique: UniqueKey<T> }): ImportKind {
  const { schema, unique, ...rest } = kind;
  return importKind<T>({
    ...rest,
    parseRow: (record) => parseImportRow(schema, record),
    check: async (rows) => repeatedKeys(rows, unique),
  });
}
