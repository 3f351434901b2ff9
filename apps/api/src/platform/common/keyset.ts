import { sql, type Column, type SQL } from 'drizzle-orm';

/** Where a newest-first page ended: the last row's (created_at, id). */
export interface KeysetCursor {
  createdAt: Date;
  id: string;
}

/** Rows after `cursor` in (created_at DESC, id DESC) order: one row comparison the list's index serves. */
export function olderThan(createdAt: Column, id: Column, cursor: KeysetCursor | null): SQL | undefined {
  return cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}, ${cursor.id})` : undefined;
}

/**
 * A newest-first list a chunk at a time by keyset (exports): each chunk costs the same however deep
 * it is, where OFFSET would re-read every row before it.
 */
export async function* keysetChunks<T extends KeysetCursor>(next: (after: T | null, size: number) => Promise<T[]>, size: number): AsyncIterable<T[]> {
  let after: T | null = null;
  for (;;) {
    const page = await next(after, size);
    if (page.length) yield page;
    if (page.length < size) return;
    after = page[page.length - 1];
  }
}
