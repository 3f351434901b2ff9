import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { insertRows } from '../common/sql';
import { DB, type Db, type DbOrTx } from '../db/database';
import { timeline, type TimelineRow } from '../db/schema';

export type { TimelineRow };
export type NewTimelineEntry = Omit<typeof timeline.$inferInsert, 'createdAt'>;

/**
 * Writes transitions in the caller's transaction (one insert for a bulk change). A plain function, so `machine.fire(tx, …)`
 * needs no injection: the timeline row commits or rolls back with the state change it records.
 */
export async function insertTimelineEntries(tx: DbOrTx, entries: readonly NewTimelineEntry[]): Promise<void> {
  await insertRows(tx, timeline, entries);
}

/** The only place that queries the `timeline` table. */
@Injectable()
export class TimelineRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** An entity's transitions, oldest first (an index range scan on entity, entity_id, created_at). */
  async list(entity: string, entityId: string, limit: number): Promise<TimelineRow[]> {
    return this.db
      .select()
      .from(timeline)
      .where(and(eq(timeline.entity, entity), eq(timeline.entityId, entityId)))
      .orderBy(asc(timeline.createdAt), asc(timeline.id))
      .limit(limit);
  }
}
