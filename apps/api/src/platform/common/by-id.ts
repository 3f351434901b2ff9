import { eq, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';

/** A table keyed by a text `id` with an `updated_at` the database stamps. */
type TableById = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * The row with this id, or null; with `lock`, locked for the rest of `tx` (read-then-change under
 * `SELECT … FOR UPDATE`, so a concurrent change of the same row waits its turn). `'skip-locked'`
 * answers null at once when another transaction holds the row (the caller tells busy from missing).
 */
export async function rowById<T extends TableById>(
  tx: DbOrTx,
  table: T,
  id: string,
  lock: boolean | 'skip-locked' = false,
): Promise<InferSelectModel<T> | null> {
  const q = tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  const [row] = lock === 'skip-locked' ? await q.for('update', { skipLocked: true }) : lock ? await q.for('update') : await q;
  return (row as InferSelectModel<T> | undefined) ?? null;
}

/** Sets `values` on the row with this id and stamps `updated_at`; answers the row as it now is, or null. */
export async function updateById<T extends TableById>(
  tx: DbOrTx,
  table: T,
  id: string,
  values: Partial<InferInsertModel<T>>,
): Promise<InferSelectModel<T> | null> {
  const [row] = await tx
    .update(table as PgTable)
    .set({ ...values, updatedAt: sql`now()` } as Record<string, unknown>)
    .where(eq(table.id, id))
    .returning();
  return (row as InferSelectModel<T> | undefined) ?? null;
}
