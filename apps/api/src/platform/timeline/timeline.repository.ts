import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import type { Params } from '../common/prepared';
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

/**
 * One transition's row as a CTE (`<alias> AS (INSERT …)`) for a caller's single hand-written
 * statement on a hot path (a station scan): the same row `insertTimelineEntries` writes.
 */
export function timelineInsertCte(alias: string, e: NewTimelineEntry, p: Params): string {
  return `${alias} AS (INSERT INTO timeline (id, entity, entity_id, "from", "to", transition, actor_id, real_actor_id, note)
    VALUES (${p.add(e.id, 'text')}, ${p.add(e.entity, 'text')}, ${p.add(e.entityId, 'text')}, ${p.add(e.from, 'text')}, ${p.add(e.to, 'text')},
      ${p.add(e.transition, 'text')}, ${p.add(e.actorId ?? null, 'text')}, ${p.add(e.realActorId ?? null, 'text')}, ${p.add(e.note ?? null, 'text')}))`;
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
