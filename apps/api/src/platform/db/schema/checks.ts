import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK constraint holding a text column to a closed set declared once in
 * packages/shared/src/enums.ts: a value outside it is refused by the database itself.
 * The values are written as literals (DDL takes no parameters); they are our own constants.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[], options: { nullable?: boolean } = {}) {
  const list = sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
  return check(name, options.nullable ? sql`${column} is null or ${column} in (${list})` : sql`${column} in (${list})`);
}
