import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ShipmentStatus } from '@pod/shared';
import { rowById } from '../../platform/common/by-id';
import { PreparedByShape } from '../../platform/common/prepared';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx, type Tx } from '../../platform/db/database';
import { shipmentCounters, shipmentEvents, shipments, type ShipmentEventRow, type ShipmentRow } from '../../platform/db/schema';

export type { ShipmentEventRow, ShipmentRow };
export type NewShipmentRow = typeof shipments.$inferInsert;
export type NewShipmentEventRow = Omit<typeof shipmentEvents.$inferInsert, 'createdAt'>;

export interface ShipmentFilter {
  sellerId?: string;
  status?: ShipmentStatus;
  trackingNumber?: string;
  orderId?: string;
  /** Words of the customer's name (case-insensitive, anywhere in it). */
  customerName?: string;
}

/** The filter as the list's SQL takes it: the name turned into its LIKE pattern. */
type ListFilter = Omit<ShipmentFilter, 'customerName'> & { customerPattern?: string };

const listFilter = ({ customerName, ...rest }: ShipmentFilter): ListFilter =>
  customerName ? { ...rest, customerPattern: likePattern(customerName.toLowerCase()) } : rest;

/** A status move to store: the shipment, its new status and when its latest event happened. */
export interface ShipmentMove {
  id: string;
  status: string;
  /** Null: the event moved no carrier time (a shipment's first, made by us). */
  lastEventAt: Date | null;
  deliveredAt: Date | null;
}

/** The only place that queries shipments, shipment_events and shipment_counters. */
@Injectable()
export class ShipmentsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private readonly pages = new PreparedByShape<ListFilter, ShipmentRow[]>('shipments_page', (f, name) =>
    this.db
      .select()
      .from(shipments)
      .where(this.where(f))
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );

  // The tabs of every /shipments view: the trigger-kept counters of everyone's or one seller's shipments.
  private readonly counters = new PreparedByShape<{ scope: string }, Array<{ status: string; total: number }>>('shipments_counters', (f, name) =>
    this.db
      .select({ status: shipmentCounters.status, total: sql<number>`sum(${shipmentCounters.total})::int` })
      .from(shipmentCounters)
      .where(eq(shipmentCounters.scope, f.scope))
      .groupBy(shipmentCounters.status)
      .prepare(name),
  );

  /** Branches only on which fields are set (see PreparedByShape). */
  private where(f: ListFilter, everyStatus = false): SQL | undefined {
    const s = shipments;
    return and(
      f.sellerId ? eq(s.sellerId, f.sellerId) : undefined,
      !everyStatus && f.status ? eq(s.status, f.status) : undefined,
      f.trackingNumber ? eq(s.trackingNumber, f.trackingNumber) : undefined,
      f.orderId ? eq(s.orderId, f.orderId) : undefined,
      f.customerPattern ? sql`lower(${s.customerName}) like ${f.customerPattern}` : undefined,
    );
  }

  page(filter: ShipmentFilter, limit: number, offset: number): Promise<ShipmentRow[]> {
    return this.pages.execute(listFilter(filter), { limit, offset });
  }

  /**
   * Shipments per status for the filter. Everyone's or one seller's read the trigger-kept counters;
   * a tracking number, an order or a name narrows the rows enough to count them.
   */
  async countsByStatus(filter: ShipmentFilter): Promise<Record<string, number>> {
    const { status: _tab, ...rest } = filter;
    const scoped = !rest.trackingNumber && !rest.orderId && !rest.customerName;
    const rows = scoped
      ? await this.counters.execute({ scope: rest.sellerId ? `seller:${rest.sellerId}` : 'all' })
      : await this.db
          .select({ status: shipments.status, total: sql<number>`count(*)::int` })
          .from(shipments)
          .where(this.where(listFilter(rest), true))
          .groupBy(shipments.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.total]));
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<ShipmentRow | null> {
    return rowById(tx, shipments, id, lock);
  }

  /** These shipments, locked in id order for the rest of `tx`. */
  lockByIds(tx: DbOrTx, ids: readonly string[]): Promise<ShipmentRow[]> {
    return tx.select().from(shipments).where(anyOf(shipments.id, ids)).orderBy(asc(shipments.id)).for('update');
  }

  /** The shipments of these tracking numbers (any carrier), locked in id order for the rest of `tx`. */
  lockByTracking(tx: DbOrTx, numbers: readonly string[]): Promise<ShipmentRow[]> {
    return tx.select().from(shipments).where(anyOf(shipments.trackingNumber, numbers)).orderBy(asc(shipments.id)).for('update');
  }

  /** The shipments of these tracking numbers (any carrier): the import's check. */
  byTracking(numbers: readonly string[]): Promise<Array<Pick<ShipmentRow, 'id' | 'trackingNumber' | 'carrier' | 'sellerId'>>> {
    return this.db
      .select({ id: shipments.id, trackingNumber: shipments.trackingNumber, carrier: shipments.carrier, sellerId: shipments.sellerId })
      .from(shipments)
      .where(anyOf(shipments.trackingNumber, numbers));
  }

  /** The shipments of these orders, oldest first (an order's page lists its parcels). */
  ofOrders(orderIds: readonly string[]): Promise<ShipmentRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(shipments)
      .where(anyOf(shipments.orderId, [...orderIds]))
      .orderBy(asc(shipments.createdAt), asc(shipments.id));
  }

  /** The tracking numbers of an order's outside providers' parcels and where each is (an order's progress). */
  providerParcelsOf(tx: DbOrTx, orderId: string): Promise<Array<Pick<ShipmentRow, 'trackingNumber' | 'status'>>> {
    return tx
      .select({ trackingNumber: shipments.trackingNumber, status: shipments.status })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.source, 'provider')));
  }

  /** Shipments of these packages, locked (a package picked up). */
  lockByPackage(tx: DbOrTx, packageId: string): Promise<ShipmentRow[]> {
    return tx.select().from(shipments).where(eq(shipments.packageId, packageId)).orderBy(asc(shipments.id)).for('update');
  }

  /** Inserts a shipment unless its carrier already has the tracking number; answers the stored one either way. */
  async insertOnce(tx: DbOrTx, row: NewShipmentRow): Promise<{ row: ShipmentRow; created: boolean }> {
    const [created] = await tx.insert(shipments).values(row).onConflictDoNothing().returning();
    if (created) return { row: created, created: true };
    const [existing] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.trackingNumber, row.trackingNumber), eq(shipments.carrier, row.carrier)))
      .for('update');
    return { row: existing, created: false };
  }

  /** Stores events, skipping those stored before (same shipment and external id); answers the new ones. */
  async insertEvents(tx: DbOrTx, rows: readonly NewShipmentEventRow[]): Promise<ShipmentEventRow[]> {
    if (!rows.length) return [];
    const json = JSON.stringify(
      rows.map((r) => ({
        id: r.id,
        shipment_id: r.shipmentId,
        status: r.status,
        description: r.description ?? null,
        location: r.location ?? null,
        occurred_at: r.occurredAt,
        external_id: r.externalId,
      })),
    );
    const result = await tx.execute<{ id: string }>(sql`
      insert into ${shipmentEvents} (id, shipment_id, status, description, location, occurred_at, external_id)
      select id, shipment_id, status, description, location, occurred_at, external_id
        from jsonb_to_recordset(${json}::jsonb)
          as r(id text, shipment_id text, status text, description text, location text, occurred_at timestamptz, external_id text)
      on conflict (shipment_id, external_id) do nothing
      returning id`);
    const inserted = new Set(result.rows.map((r) => r.id));
    return rows
      .filter((r) => inserted.has(r.id))
      .map((r) => ({ ...r, description: r.description ?? null, location: r.location ?? null, createdAt: new Date() }));
  }

  /** Stores status moves (and each moved shipment's latest event time) in one statement. */
  async applyMoves(tx: DbOrTx, moves: readonly ShipmentMove[]): Promise<void> {
    if (!moves.length) return;
    const json = JSON.stringify(moves.map((m) => ({ id: m.id, status: m.status, last_event_at: m.lastEventAt, delivered_at: m.deliveredAt })));
    await tx.execute(sql`
      update ${shipments} s
         set status = m.status,
             -- a stored date ahead of now (from before such dates were refused) is forgotten
             last_event_at = case when s.last_event_at > now() then m.last_event_at else greatest(s.last_event_at, m.last_event_at) end,
             delivered_at = coalesce(m.delivered_at, s.delivered_at),
             updated_at = now()
        from jsonb_to_recordset(${json}::jsonb) as m(id text, status text, last_event_at timestamptz, delivered_at timestamptz)
       where s.id = m.id`);
  }

  async update(tx: DbOrTx, id: string, values: Partial<NewShipmentRow>): Promise<ShipmentRow> {
    const [row] = await tx
      .update(shipments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(shipments.id, id))
      .returning();
    return row;
  }

  /** The events of these shipments, newest first. */
  eventsOf(shipmentIds: readonly string[]): Promise<ShipmentEventRow[]> {
    return this.db
      .select()
      .from(shipmentEvents)
      .where(anyOf(shipmentEvents.shipmentId, shipmentIds))
      .orderBy(desc(shipmentEvents.occurredAt), desc(shipmentEvents.id));
  }

  /** Shipments the tracking job has not activated yet and whose check is due, oldest first. */
  dueForActivation(now: Date, limit: number): Promise<ShipmentRow[]> {
    return this.db
      .select()
      .from(shipments)
      .where(and(isNull(shipments.activatedAt), lte(shipments.checkAfter, now)))
      .orderBy(asc(shipments.checkAfter), asc(shipments.id))
      .limit(limit);
  }

  /** Puts off the next check of shipments whose activation is not due yet. */
  async checkLater(checks: ReadonlyArray<{ id: string; at: Date }>): Promise<void> {
    if (!checks.length) return;
    const json = JSON.stringify(checks.map((c) => ({ id: c.id, at: c.at })));
    await this.db.execute(sql`
      update ${shipments} s set check_after = c.at
        from jsonb_to_recordset(${json}::jsonb) as c(id text, at timestamptz)
       where s.id = c.id`);
  }

  /** Marks shipments activated, unless another run did first; answers those this call marked. */
  async markActivated(tx: DbOrTx, ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await tx
      .update(shipments)
      .set({ activatedAt: sql`now()` })
      .where(and(anyOf(shipments.id, ids), isNull(shipments.activatedAt)))
      .returning({ id: shipments.id });
    return rows.map((r) => r.id);
  }

  /**
   * Shipments still moving whose last event (or, with none, their making) is older than `before`:
   * the stalled parcels of sellers who follow tracking after that many days.
   */
  stalledOf(sellerIds: readonly string[], finals: readonly string[], before: Date, limit: number): Promise<ShipmentRow[]> {
    return this.db
      .select()
      .from(shipments)
      .where(
        and(
          anyOf(shipments.sellerId, sellerIds),
          sql`${shipments.status} <> all(${sql.param([...finals, 'Exception'])}::text[])`,
          sql`coalesce(${shipments.lastEventAt}, ${shipments.createdAt}) < ${before}`,
        ),
      )
      .orderBy(asc(shipments.createdAt))
      .limit(limit);
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
