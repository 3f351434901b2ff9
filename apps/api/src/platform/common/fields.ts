// Rows speak camelCase (Drizzle's column keys); the spec's GraphQL fields and inputs speak snake_case.
// These two carry values across by name, so a mapper lists the columns it exposes on one line
// instead of a line per field, and the null/undefined convention of each side is kept in one place.

/** `postalCode` → `postal_code`, at the type level. */
type Snake<S extends string> = S extends `${infer C}${infer Rest}` ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}` : S;
/** `postal_code` → `postalCode`, at the type level. */
type Camel<S extends string> = S extends `${infer Head}_${infer Rest}` ? `${Head}${Capitalize<Camel<Rest>>}` : S;

export type FieldsOf<R, K extends keyof R & string> = { [P in K as Snake<P>]: Exclude<R[P], null> | (null extends R[P] ? undefined : never) };
export type ColumnsOf<I, K extends keyof I & string> = { [P in K as Camel<P>]-?: Exclude<I[P], undefined> | (undefined extends I[P] ? null : never) };

/** A key renamer that remembers: mappers run per row, on a handful of keys. */
function remembered(rename: (key: string) => string): (key: string) => string {
  const names = new Map<string, string>();
  return (key) => {
    let name = names.get(key);
    if (name === undefined) names.set(key, (name = rename(key)));
    return name;
  };
}
const toSnake = remembered((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
const toCamel = remembered((key) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));

/**
 * The named columns of a row as GraphQL fields: snake_case names, SQL NULL as an absent field.
 * Only the named columns: a row's secrets (hashes, credentials) never ride along by accident.
 */
export function fieldsOf<R extends object, K extends keyof R & string>(row: R, keys: readonly K[]): FieldsOf<R, K> {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[toSnake(key)] = row[key] ?? undefined;
  return out as FieldsOf<R, K>;
}

/** The named fields of an input as row columns: camelCase names, an absent field as SQL NULL. */
export function columnsOf<I extends object, K extends keyof I & string>(input: I, keys: readonly K[]): ColumnsOf<I, K> {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[toCamel(key)] = input[key] ?? null;
  return out as ColumnsOf<I, K>;
}
