import { createHash } from 'node:crypto';
import { desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/database';

/** A query drizzle has prepared: bind values and run. */
interface Prepared<R> {
  execute(params: Record<string, unknown>): Promise<R>;
}

/**
 * Prepared statements per filter shape. Drizzle rebuilds a query's SQL on every call (0.1–0.4 ms
 * for a wide table, more than the indexed read itself); a list has a few shapes (which filters are
 * set; blank ones — undefined, null, '' — are not), so each shape is built once with a placeholder
 * for every set field, PostgreSQL plans it once per connection, and a call only binds values. `build` gets the filter with each set field
 * replaced by its placeholder, so a repository's own `where(filter)` builder serves both ways; it
 * must not branch on a field's value (normalise such fields into separate ones first), and the
 * extra parameters it names (`limit`, `offset`) come with each call.
 */
export class PreparedByShape<F extends object, R> {
  private readonly queries = new Map<string, Prepared<R>>();

  constructor(
    private readonly name: string,
    private readonly build: (bound: F, statementName: string) => Prepared<R>,
  ) {}

  execute(filter: F, extra: Record<string, unknown> = {}): Promise<R> {
    const keys = (Object.keys(filter) as Array<keyof F & string>).filter((k) => !isBlank(filter[k])).sort();
    const shape = keys.join(',');
    let query = this.queries.get(shape);
    if (!query) {
      const bound = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as F;
      query = this.build(bound, `${this.name}_${this.queries.size}`);
      this.queries.set(shape, query);
    }
    return query.execute({ ...Object.fromEntries(keys.map((k) => [k, filter[k]])), ...extra });
  }
}

/** A table listed newest first: keyed on (created_at, id), as its list indexes are. */
type NewestFirstTable = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * A list's page, newest first, prepared per filter shape (see PreparedByShape for what `where` may
 * do); run it with `execute(filter, { limit, offset })`.
 */
export function newestFirstPages<F extends object, R>(db: Db, name: string, table: NewestFirstTable, where: (f: F) => SQL | undefined) {
  return new PreparedByShape<F, R[]>(
    name,
    (f, statement) =>
      db
        .select()
        .from(table)
        .where(where(f))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(statement) as Prepared<R[]>,
  );
}

/** Undefined, null and '' are not set: a `where` builder testing truthiness skips them too, so they must not be bound. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A statement's parameters in order: `add(v)` answers its `$n`, so builders write text and values together. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

const statementNames = new Map<string, string>();

/**
 * Runs hand-written SQL as a named (server-side prepared) statement on the connection of `tx` (a
 * transaction) or of the pool: PostgreSQL parses and plans it once per connection, a call only binds
 * its values. For hot paths whose one statement drizzle's builders cannot say (data-modifying CTEs).
 * The name follows the text, so a changed text is a new statement. Rows come as the driver reads
 * them (snake_case columns, timestamps as Date, int8 as string).
 */
export async function runNamed(tx: DbOrTx, prefix: string, text: string, values: readonly unknown[]): Promise<Array<Record<string, unknown>>> {
  let name = statementNames.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    statementNames.set(text, name);
  }
  // drizzle's node-postgres session holds the transaction's client (or the pool outside one).
  const client = (tx as unknown as { session: { client: { query: (config: object) => Promise<{ rows: Array<Record<string, unknown>> }> } } }).session.client;
  return (await client.query({ name, text, values })).rows;
}

/** A row the driver read (snake_case) as drizzle's row of `table` (camelCase, each column's own mapping). */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
