import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { anyOf, insertRows } from '../common/sql';
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

  /** Writes events in the caller's transaction (one insert) and announces each once that transaction commits. */
  async insert(tx: DbOrTx, events: ReadonlyArray<{ id: string; name: string; payload: object }>): Promise<void> {
    if (events.length === 0) return;
    // One round trip: the rows go in and each is announced by the statement that wrote it.
    await insertRows(tx, outbox, events, { then: (inserted) => sql`select pg_notify(${OUTBOX_CHANNEL}, id) from ${inserted}` });
  }

  /** These events, each with whether its next pass is due by the database's clock (the one back-off is written with). */
  async findByIds(ids: readonly string[]): Promise<Array<OutboxRow & { due: boolean }>> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ event: outbox, due: sql<boolean>`${outbox.availableAt} <= now()` })
      .from(outbox)
      .where(anyOf(outbox.id, [...ids]));
    return rows.map((r) => ({ ...r.event, due: r.due }));
  }

  /** Creates the missing delivery rows (the idempotency keys) of several events at once; existing ones stay as they are. */
  async ensureDeliveries(rows: ReadonlyArray<{ eventId: string; handlerKey: string }>): Promise<void> {
    if (rows.length === 0) return;
    // In one order for everyone: two processes inserting overlapping batches cannot deadlock.
    const sorted = [...rows].sort((a, b) => a.eventId.localeCompare(b.eventId) || a.handlerKey.localeCompare(b.handlerKey));
    await insertRows(this.db, eventDeliveries, sorted, { onConflictDoNothing: true });
  }

  /**
   * Locks these events' delivery rows of one handler for this transaction, leaving out those another
   * process holds (SKIP LOCKED: nobody waits, nobody runs one twice). The caller runs the pending ones.
   */
  async claim(tx: Tx, eventIds: readonly string[], handlerKey: string): Promise<EventDeliveryRow[]> {
    return tx
      .select()
      .from(eventDeliveries)
      .where(and(anyOf(eventDeliveries.eventId, [...eventIds]), eq(eventDeliveries.handlerKey, handlerKey)))
      .orderBy(eventDeliveries.eventId)
      .for('update', { skipLocked: true });
  }

  /** These deliveries ran: done, their try counted. */
  async markDone(tx: Tx, eventIds: readonly string[], handlerKey: string): Promise<void> {
    if (eventIds.length === 0) return;
    await tx
      .update(eventDeliveries)
      .set({ status: 'done', attempts: sql`${eventDeliveries.attempts} + 1`, lastError: null, doneAt: sql`now()` })
      .where(and(anyOf(eventDeliveries.eventId, [...eventIds]), eq(eventDeliveries.handlerKey, handlerKey)));
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
          anyOf(outbox.id, [...eventIds]),
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
