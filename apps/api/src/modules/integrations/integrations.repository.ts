import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { anyOf } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import {
  webhookDeliveries,
  webhookDeliveryCounts,
  webhookEndpoints,
  type DeliveryAttempt,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../platform/db/schema';

export type { DeliveryAttempt, WebhookDeliveryRow, WebhookEndpointRow };
export type NewWebhookDelivery = typeof webhookDeliveries.$inferInsert;
export type WebhookEndpointValues = Partial<Omit<typeof webhookEndpoints.$inferInsert, 'id'>>;

export interface DeliveryFilter {
  endpointId?: string;
  status?: string;
}

/** The only place that queries webhook_endpoints, webhook_deliveries and their counts. */
@Injectable()
export class IntegrationsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  transaction<T>(fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
  }

  // --- endpoints

  endpoints(): Promise<WebhookEndpointRow[]> {
    return this.db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)).limit(500);
  }

  async endpoint(id: string, tx: DbOrTx = this.db): Promise<WebhookEndpointRow | null> {
    const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
    return row ?? null;
  }

  /** Enabled endpoints subscribed to `event` (the events list contains it: the gin index). */
  subscribedTo(event: string, tx: DbOrTx = this.db): Promise<WebhookEndpointRow[]> {
    return tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`));
  }

  async insertEndpoint(values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
    const [row] = await this.db.insert(webhookEndpoints).values(values).returning();
    return row;
  }

  async updateEndpoint(id: string, values: WebhookEndpointValues, tx: DbOrTx = this.db): Promise<WebhookEndpointRow | null> {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    return row ?? null;
  }

  async deleteEndpoints(ids: readonly string[]): Promise<number> {
    const rows = await this.db.delete(webhookEndpoints).where(anyOf(webhookEndpoints.id, ids)).returning({ id: webhookEndpoints.id });
    return rows.length;
  }

  /**
   * After an attempt: a success resets the failure streak; a failure lengthens it and, at
   * `disableAfter`, disables the endpoint. Answers the endpoint as it is now (null when nothing changed).
   */
  async recordOutcome(id: string, ok: boolean, responseCode: number | null, disableAfter: number, tx: DbOrTx = this.db): Promise<WebhookEndpointRow | null> {
    const failures = ok ? sql`0` : sql`${webhookEndpoints.consecutiveFailures} + 1`;
    const disable = sql`(not ${ok} and ${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${disableAfter})`;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        consecutiveFailures: failures,
        lastDeliveryAt: sql`now()`,
        lastResponseCode: responseCode,
        enabled: sql`case when ${disable} then false else ${webhookEndpoints.enabled} end`,
        disabledReason: sql`case when ${disable} then 'consecutive_failures' else ${webhookEndpoints.disabledReason} end`,
        disabledAt: sql`case when ${disable} then now() else ${webhookEndpoints.disabledAt} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(webhookEndpoints.id, id),
          // A success on a healthy endpoint whose last answer was the same a moment ago changes nothing
          // worth a write: busy endpoints would otherwise queue every delivery on this one row.
          sql`not (${ok} and ${webhookEndpoints.consecutiveFailures} = 0 and ${webhookEndpoints.lastResponseCode} is not distinct from ${responseCode}::int
            and ${webhookEndpoints.lastDeliveryAt} > now() - interval '1 second')`,
        ),
      )
      .returning();
    return row ?? null;
  }

  // --- deliveries

  /** Inserts deliveries; one whose dedupe key exists is skipped. Answers the ids inserted. */
  async insertDeliveries(rows: readonly NewWebhookDelivery[], tx: DbOrTx = this.db): Promise<string[]> {
    if (!rows.length) return [];
    const inserted = await tx
      .insert(webhookDeliveries)
      .values([...rows])
      .onConflictDoNothing({ target: webhookDeliveries.dedupeKey })
      .returning({ id: webhookDeliveries.id });
    return inserted.map((r) => r.id);
  }

  async delivery(id: string): Promise<WebhookDeliveryRow | null> {
    const [row] = await this.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).limit(1);
    return row ?? null;
  }

  private where(f: DeliveryFilter): SQL | undefined {
    return and(f.endpointId ? eq(webhookDeliveries.endpointId, f.endpointId) : undefined, f.status ? eq(webhookDeliveries.status, f.status) : undefined);
  }

  deliveries(f: DeliveryFilter, limit: number, offset: number): Promise<WebhookDeliveryRow[]> {
    return this.db
      .select()
      .from(webhookDeliveries)
      .where(this.where(f))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset);
  }

  /** Deliveries per status in a scope ('all', 'endpoint:<id>', 'channel'): trigger-kept rows, no count over the log. */
  async counts(scope: string): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ status: webhookDeliveryCounts.status, n: webhookDeliveryCounts.n })
      .from(webhookDeliveryCounts)
      .where(eq(webhookDeliveryCounts.endpointKey, scope));
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  /**
   * Takes a delivery for one attempt if it is due and nobody holds it (or its holder's lease ran
   * out): one statement, so two workers never send it twice. Answers it with its attempt counted.
   */
  async claim(id: string, leaseMs: number): Promise<WebhookDeliveryRow | null> {
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({
        status: 'sending',
        attempt: sql`${webhookDeliveries.attempt} + 1`,
        lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(webhookDeliveries.id, id),
          sql`((${webhookDeliveries.status} in ('pending', 'retrying') and ${webhookDeliveries.nextAttemptAt} <= now())
            or (${webhookDeliveries.status} = 'sending' and ${webhookDeliveries.lockedUntil} < now()))`,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Due deliveries (waiting ones whose time came, sending ones whose worker's lease ran out), oldest first. */
  async due(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        sql`${webhookDeliveries.status} in ('pending', 'retrying', 'sending') and ${webhookDeliveries.nextAttemptAt} <= now()
          and (${webhookDeliveries.status} <> 'sending' or ${webhookDeliveries.lockedUntil} < now())`,
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Writes an attempt's outcome (appended to its log when it was sent); only the holder (status sending) may. */
  async finish(id: string, values: Partial<NewWebhookDelivery>, sent?: DeliveryAttempt, tx: DbOrTx = this.db): Promise<WebhookDeliveryRow | null> {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({
        ...values,
        ...(sent && { attempts: sql`${webhookDeliveries.attempts} || ${JSON.stringify([sent])}::jsonb` }),
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'sending')))
      .returning();
    return row ?? null;
  }

  /** An endpoint's deliveries still waiting give up (it was disabled). */
  async failOpen(endpointId: string, error: string, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', error, lockedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), sql`${webhookDeliveries.status} in ('pending', 'retrying')`));
  }
}
