import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

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
