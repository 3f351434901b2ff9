import { BATCH_STATUSES } from '@pod/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { at, timestamps } from './columns';
import { manufactures } from './manufactures';
import { users } from './users';

/**
 * A batch: productions of one factory made together (one print method, product type and colour
 * when made by the rules). Productions point at their batch; the counts here are what the
 * batch was made with, its progress is read from the productions themselves.
 */
export const mrpBatches = pgTable(
  'mrp_batches',
  {
    id: text('id').primaryKey(),
    /** `B` and 6 base-36 characters (BATCH_CODE), printed as Code 128 on the batch's labels. */
    code: text('code').notNull().unique(),
    manufactureId: text('manufacture_id')
      .notNull()
      .references(() => manufactures.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('Producting'),
    printMethod: text('print_method'),
    productType: text('product_type'),
    colour: text('colour'),
    /** Made by hand (a user) or by the batching rules (null creator, `auto` true). */
    auto: boolean('auto').notNull().default(false),
    productCount: integer('product_count').notNull().default(0),
    note: text('note'),
    /** The cut-off the rules batched up to (productions released before it). */
    cutoffAt: at('cutoff_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
    /** Trashed batches keep their row (the timeline names them) and release their productions. */
    trashedAt: at('trashed_at'),
  },
  (t) => [
    oneOf('mrp_batches_status_check', t.status, BATCH_STATUSES),
    index('mrp_batches_list_idx')
      .on(t.manufactureId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.trashedAt} IS NULL`),
  ],
);
export type MrpBatchRow = typeof mrpBatches.$inferSelect;
