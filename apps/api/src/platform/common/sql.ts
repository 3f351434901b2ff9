import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import { DomainError } from './errors';

/** SQL helpers every repository shares. */

/** A `%term%` pattern for `lower(column) LIKE`: the term is lower-cased and its `\`, `%` and `_` match themselves. */
export function likePattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}

/** Escapes LIKE's wildcards (PostgreSQL's default escape character is the backslash). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The PostgreSQL error code (SQLSTATE), also when drizzle wraps the driver's error. */
export function pgCode(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const own = (e as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  const cause = (e as { cause?: { code?: unknown } }).cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/** A unique constraint refused the write (23505): the caller answers CONFLICT on the field. */
export const isUniqueViolation = (e: unknown): boolean => pgCode(e) === '23505';

/** The name of the constraint or index a PostgreSQL error names, also when drizzle wraps the driver's error. */
export function constraintOf(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const own = (e as { constraint?: unknown }).constraint ?? (e as { cause?: { constraint?: unknown } }).cause?.constraint;
  return typeof own === 'string' ? own : undefined;
}

/**
 * A database refusal that can only come from what the caller sent, as the answer they should get:
 * a value PostgreSQL cannot hold or read (class 22: a NUL byte, a bad number or date, a string too
 * long for its column), one too big to index (54000), or a constraint (class 23) a service did not
 * check first. Null for everything else (a lost connection, a timeout): those stay INTERNAL.
 */
export function dbInputRefusal(e: unknown): DomainError | null {
  const code = pgCode(e);
  if (!code) return null;
  if (code.startsWith('22') || code === '54000') return new DomainError('BAD_USER_INPUT', 'A value in this request cannot be stored (too long or not valid).');
  if (code === '23505') return new DomainError('CONFLICT', 'This conflicts with a record that already exists.');
  if (code.startsWith('23')) return new DomainError('BAD_USER_INPUT', 'A value in this request refers to nothing or breaks a rule of the record.');
  return null;
}

/** A foreign key refused the write (23503): the row is still referenced, or references nothing. */
export const isForeignKeyViolation = (e: unknown): boolean => pgCode(e) === '23503';

/**
 * Inserts many rows with one parameter: the rows travel as a JSON array read back by
 * `jsonb_to_recordset`. drizzle's `insert().values(rows)` types every value of every row while it
 * builds the statement (20 timeline rows cost about 2 ms of CPU that way); this costs the same for
 * 1 row or 1,000. Every row must carry the same fields; absent ones are NULL, not the default.
 */
export async function insertRows<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
  options: {
    onConflictDoNothing?: boolean;
    /** A statement over the inserted rows' ids (`from ${inserted}`), run by the same statement. */
    then?: (inserted: SQL) => SQL;
  } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = Object.keys(rows[0]).filter((key) => key in columns);
  const names = sql.join(
    fields.map((f) => sql.identifier(columns[f].name)),
    sql`, `,
  );
  const types = sql.raw(fields.map((f) => `"${columns[f].name}" ${columns[f].getSQLType()}`).join(', '));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(fields.map((f) => [columns[f].name, (row as Record<string, unknown>)[f] ?? null]))));
  const insert = sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${types})${
    options.onConflictDoNothing ? sql` on conflict do nothing` : sql``
  }`;
  await tx.execute(options.then ? sql`with inserted as (${insert} returning id) ${options.then(sql`inserted`)}` : insert);
}

/**
 * `column = any($1::text[])` for a text column: one parameter however long the list, and the same
 * statement text for every length. drizzle's `inArray` types each value while it builds the
 * statement (most of the CPU of a bulk change's queries) and writes one `$n` per value.
 */
export function anyOf(column: PgColumn | SQL.Aliased | SQL, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::text[])`;
}
