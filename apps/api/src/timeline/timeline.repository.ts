import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../db/database';
import { timeline, type TimelineRow } from '../db/schema';

export type { TimelineRow };
export type NewTimelineEntry = Omit<typeof timeline.$inferInsert, 'createdAt'>;

/**
 * Writes one transition in the caller's transaction. A plain function, so `machine.fire(tx, …)`
 * needs no injection: the timeline row commits or rolls back with the state change it records.
 */
export async function insertTimelineEntry(tx: DbOrTx, entry: NewTimelineEntry): Promise<TimelineRow> {
  const [row] = await tx.insert(timeline).values(entry).returning();
  return row;
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
