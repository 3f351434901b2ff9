import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Params } from '../common/prepared';
import { anyOf, insertRows } from '../common/sql';
import { DB, type Db, type DbOrTx, type Tx } from '../db/database';
import { eventDeliveries, outbox, type EventDeliveryRow, type OutboxRow } from '../db/schema';

export type { OutboxRow };

/** What a dispatch pass reads of an event; `due`: pending and to run now. */
export type DispatchRow = Pick<OutboxRow, 'id' | 'name' | 'payload' | 'status' | 'attempts'> & { due: boolean };

/** The PostgreSQL channel a committed event announces itself on (NOTIFY is delivered at commit, never on rollback). */
export const OUTBOX_CHANNEL = 'pod_outbox';

/**
 * Events as CTEs of a caller's single hand-written statement (a station scan): `<alias>` inserts
 * them, `<alias>_n` announces each; the caller's statement must read `check` so the announcement
 * runs (a SELECT in a WITH runs only when read).
 */
export function outboxInsertCtes(
  alias: string,
  events: ReadonlyArray<{ id: string; name: string; payload: object }>,
  p: Params,
  announce = true,
): { ctes: string[]; check: string } {
  const rows = events.map((e) => `(${p.add(e.id, 'text')}, ${p.add(e.name, 'text')}, ${p.add(JSON.stringify(e.payload), 'jsonb')})`).join(', ');
  // Not announced: the recording process delivers it itself (EventDispatcher.deliverSoon); the poller is the net.
  if (!announce)
    return { ctes: [`${alias} AS (INSERT INTO outbox (id, name, payload) VALUES ${rows} RETURNING id)`], check: `(SELECT count(*) FROM ${alias})` };
  return {
    ctes: [
      `${alias} AS (INSERT INTO outbox (id, name, payload) VALUES ${rows} RETURNING id)`,
      `${alias}_n AS (SELECT pg_notify('${OUTBOX_CHANNEL}', id) FROM ${alias})`,
    ],
    check: `(SELECT count(*) FROM ${alias}_n)`,
  };
}

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

  /**
   * Reads these events for a dispatch pass and, in the same statement, creates the missing delivery
   * rows (the idempotency keys) of those to run now: pending, and due by the database's clock (the
   * one back-off is written with) or `leased` by the caller. `handlerKeys` gives each event name's
   * handlers; existing delivery rows stay as they are.
   */
  async readForDispatch(ids: readonly string[], handlerKeys: Readonly<Record<string, readonly string[]>>, leased: boolean): Promise<DispatchRow[]> {
    if (ids.length === 0) return [];
    // Rows go in in one order for everyone: two processes inserting overlapping batches cannot deadlock.
    const result = await this.db.execute<DispatchRow>(sql`
      with ev as (
        select ${outbox.id} as id, ${outbox.name} as name, ${outbox.payload} as payload, ${outbox.status} as status,
          ${outbox.attempts} as attempts, (${outbox.status} = 'pending' and (${outbox.availableAt} <= now() or ${leased})) as due
        from ${outbox} where ${anyOf(outbox.id, ids)}),
      made as (
        insert into ${eventDeliveries} (event_id, handler_key)
        select ev.id, k.key from ev cross join lateral jsonb_array_elements_text(coalesce(${JSON.stringify(handlerKeys)}::jsonb -> ev.name, '[]')) as k(key)
        where ev.due order by ev.id, k.key
        on conflict do nothing)
      select * from ev`);
    return result.rows;
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

  /**
   * These deliveries ran: done, their try counted. The same statement marks dispatched those of
   * the events (all with `handlerCount` handlers) whose other handlers are done too, and answers
   * their ids; an event whose handlers finish side by side is left to `finishIfDone`.
   */
  async markDone(tx: Tx, eventIds: readonly string[], handlerKey: string, handlerCount: number): Promise<string[]> {
    if (eventIds.length === 0) return [];
    const d = eventDeliveries;
    const result = await tx.execute<{ id: string }>(sql`
      with done as (
        update ${d} set status = 'done', attempts = ${d.attempts} + 1, last_error = null, done_at = now()
        where ${anyOf(d.eventId, eventIds)} and ${d.handlerKey} = ${handlerKey}
        returning ${d.eventId} as id)
      update ${outbox} set status = 'dispatched', dispatched_at = now(), last_error = null
      where ${outbox.id} in (select id from done) and ${outbox.status} = 'pending'
        and (select count(*) from ${d} where ${d.eventId} = ${outbox.id} and ${d.handlerKey} <> ${handlerKey} and ${d.status} = 'done') >= ${handlerCount - 1}
      returning ${outbox.id} as id`);
    return result.rows.map((r) => r.id);
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
