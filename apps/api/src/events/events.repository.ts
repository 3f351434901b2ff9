import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DB, type Db, type DbOrTx, type Tx } from '../db/database';
import { eventDeliveries, outbox, type EventDeliveryRow, type OutboxRow } from '../db/schema';

export type { OutboxRow };

/** The PostgreSQL channel a committed event announces itself on (NOTIFY is delivered at commit, never on rollback). */
export const OUTBOX_CHANNEL = 'pod_outbox';

export interface FailedDelivery {
  event: OutboxRow;
  delivery: EventDeliveryRow;
}

/** The only place that reads and writes `outbox` and `event_deliveries`. */
@Injectable()
export class EventsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** Writes the event in the caller's transaction and announces it once that transaction commits. */
  async insert(tx: DbOrTx, id: string, name: string, payload: object): Promise<void> {
    await tx.insert(outbox).values({ id, name, payload });
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${id})`);
  }

  /** These events, each with whether its next pass is due by the database's clock (the one back-off is written with). */
  async findByIds(ids: readonly string[]): Promise<Array<OutboxRow & { due: boolean }>> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ event: outbox, due: sql<boolean>`${outbox.availableAt} <= now()` })
      .from(outbox)
      .where(inArray(outbox.id, [...ids]));
    return rows.map((r) => ({ ...r.event, due: r.due }));
  }

  /** Creates the missing delivery rows (the idempotency keys) of several events at once; existing ones stay as they are. */
  async ensureDeliveries(rows: ReadonlyArray<{ eventId: string; handlerKey: string }>): Promise<void> {
    if (rows.length === 0) return;
    // In one order for everyone: two processes inserting overlapping batches cannot deadlock.
    const sorted = [...rows].sort((a, b) => a.eventId.localeCompare(b.eventId) || a.handlerKey.localeCompare(b.handlerKey));
    await this.db.insert(eventDeliveries).values(sorted).onConflictDoNothing();
  }

  /**
   * Locks a delivery row for this transaction, or answers null while another process holds it
   * (SKIP LOCKED: nobody waits, nobody runs it twice). The caller runs it only if it is pending.
   */
  async claim(tx: Tx, eventId: string, handlerKey: string): Promise<EventDeliveryRow | null> {
    const [row] = await tx
      .select()
      .from(eventDeliveries)
      .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.handlerKey, handlerKey)))
      .for('update', { skipLocked: true });
    return row ?? null;
  }

  async markDone(tx: Tx, eventId: string, handlerKey: string, attempts: number): Promise<void> {
    await tx
      .update(eventDeliveries)
      .set({ status: 'done', attempts, lastError: null, doneAt: sql`now()` })
      .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.handlerKey, handlerKey)));
  }

  /** Records a failed try after its transaction rolled back; `giveUp` marks the delivery failed for good. */
  async markTryFailed(eventId: string, handlerKey: string, attempts: number, error: string, giveUp: boolean): Promise<void> {
    await this.db
      .update(eventDeliveries)
      .set({ attempts, lastError: error, status: giveUp ? 'failed' : 'pending' })
      .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.handlerKey, handlerKey), eq(eventDeliveries.status, 'pending')));
  }

  /** Marks dispatched those of these events (all with `handlerCount` handlers) whose every handler is done. */
  async finishIfDone(eventIds: readonly string[], handlerCount: number): Promise<void> {
    if (eventIds.length === 0) return;
    await this.db
      .update(outbox)
      .set({ status: 'dispatched', dispatchedAt: sql`now()`, lastError: null })
      .where(
        and(
          inArray(outbox.id, [...eventIds]),
          eq(outbox.status, 'pending'),
          sql`(select count(*) from ${eventDeliveries} where ${eventDeliveries.eventId} = ${outbox.id} and ${eventDeliveries.status} = 'done') >= ${handlerCount}`,
        ),
      );
  }

  /** A handler gave up: the event is failed (visible to operators) until someone retries it. */
  async markFailed(eventId: string, error: string): Promise<void> {
    await this.db.update(outbox).set({ status: 'failed', lastError: error }).where(eq(outbox.id, eventId));
  }

  /** A handler will be tried again after `delayMs`; the poller wakes the event then. */
  async scheduleRetry(eventId: string, error: string, delayMs: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastError: error,
        availableAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where(and(eq(outbox.id, eventId), eq(outbox.status, 'pending')));
  }

  /**
   * Leases pending events due for a pass whose wake-up may have been lost: retries whose back-off
   * ended, and first passes older than `graceMs` (their commit-time wake-up should have come by
   * then). Leased rows are not due again for `leaseMs`, so several pollers share a backlog instead
   * of racing over it, and a poller that dies leaves its rows to the others once the lease ends.
   */
  async leaseDue(graceMs: number, leaseMs: number, limit: number): Promise<string[]> {
    const result = await this.db.execute<{ id: string }>(sql`
      update ${outbox} set available_at = now() + make_interval(secs => ${leaseMs / 1000})
      where ${outbox.id} in (
        select ${outbox.id} from ${outbox}
        where ${outbox.status} = 'pending' and ${outbox.availableAt} <= now()
          and (${outbox.attempts} > 0 or ${outbox.createdAt} <= now() - make_interval(secs => ${graceMs / 1000}))
        order by ${outbox.availableAt}
        limit ${limit}
        for update skip locked)
      returning ${outbox.id}`);
    return result.rows.map((r) => r.id);
  }

  /** Deletes up to `limit` dispatched events recorded before `cutoff` (their deliveries go with them); answers how many. */
  async deleteDispatchedBefore(cutoff: Date, limit: number): Promise<number> {
    const result = await this.db.execute(sql`
      delete from ${outbox} where ${outbox.id} in (
        select ${outbox.id} from ${outbox} where ${outbox.status} = 'dispatched' and ${outbox.createdAt} < ${cutoff} limit ${limit})`);
    return result.rowCount ?? 0;
  }

  /** Deliveries that gave up, newest events first. */
  async failedDeliveries(limit: number, offset: number): Promise<FailedDelivery[]> {
    return this.db
      .select({ event: outbox, delivery: eventDeliveries })
      .from(eventDeliveries)
      .innerJoin(outbox, eq(outbox.id, eventDeliveries.eventId))
      .where(eq(eventDeliveries.status, 'failed'))
      .orderBy(desc(outbox.createdAt), eventDeliveries.handlerKey)
      .limit(limit)
      .offset(offset);
  }

  async countFailedDeliveries(): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventDeliveries)
      .where(eq(eventDeliveries.status, 'failed'));
    return n;
  }

  /** Gives a failed delivery (and its event) a fresh set of tries. Answers false when it was not failed. */
  async retryDelivery(eventId: string, handlerKey: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(eventDeliveries)
        .set({ status: 'pending', attempts: 0 })
        .where(and(eq(eventDeliveries.eventId, eventId), eq(eventDeliveries.handlerKey, handlerKey), eq(eventDeliveries.status, 'failed')))
        .returning({ id: eventDeliveries.eventId });
      if (rows.length === 0) return false;
      await tx
        .update(outbox)
        .set({ status: 'pending', attempts: 0, availableAt: sql`now()` })
        .where(eq(outbox.id, eventId));
      await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${eventId})`);
      return true;
    });
  }
}
