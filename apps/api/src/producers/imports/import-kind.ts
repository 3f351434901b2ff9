import type { Action, FieldReason, ModuleKey } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { Tx } from '../../platform/db/database';

/** Why one field of one row is refused. */
export interface RowIssue {
  field: string;
  reason: FieldReason;
  message: string;
}

export type RowResult<Row> = { ok: true; value: Row } | { ok: false; issues: RowIssue[] };

/** A parsed row with its line in the file (2 = the first row under the header, as a spreadsheet numbers it). */
export interface NumberedRow<Row> {
  line: number;
  value: Row;
}

/**
 * A kind of import a module offers, registered once (in the module's `*.transfer.ts`). Rows are
 * checked in three steps: `parseRow` (the shared zod schema), `check` (across rows and against the
 * database: duplicates, taken emails, what the caller may grant), then `write` (the module's own
 * service, with every rule of its form).
 *
 * A kind that writes through the given `tx` (`inTransaction`) is previewed by a dry run of those
 * writes in a transaction rolled back, so the preview refuses what the run would; its all-or-nothing
 * run is one transaction. Other kinds preview `check` only, and `undo` removes the rows an
 * all-or-nothing run wrote before a later row's write was refused.
 */
export interface ImportKind<Row = unknown> {
  name: string;
  access: { module: ModuleKey; action: Action };
  /** Header names the file may use; others are ignored. */
  columns: readonly string[];
  required: readonly string[];
  maxRows: number;
  parseRow(record: Record<string, string>): RowResult<Row>;
  check(rows: ReadonlyArray<NumberedRow<Row>>, auth: AuthContext): Promise<Map<number, RowIssue[]>>;
  /** Writes one row (through `tx` when the kind is `inTransaction`); answers the new record's id. Throws a DomainError to refuse it. */
  write(row: Row, auth: AuthContext, tx?: Tx): Promise<string>;
  inTransaction?: boolean;
  /** After the transaction of an `inTransaction` kind committed: work that must not run before (queued jobs). */
  committed?(ids: readonly string[]): Promise<void>;
  undo?(ids: readonly string[], auth: AuthContext): Promise<void>;
}

/** Erases the row type so kinds of different shapes share one registry. */
export function importKind<R>(kind: ImportKind<R>): ImportKind {
  return kind as unknown as ImportKind;
}
