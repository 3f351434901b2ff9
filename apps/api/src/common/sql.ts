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

/** A foreign key refused the write (23503): the row is still referenced, or references nothing. */
export const isForeignKeyViolation = (e: unknown): boolean => pgCode(e) === '23503';
