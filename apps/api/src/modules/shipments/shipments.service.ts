import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  FINAL_SHIPMENT_STATUSES,
  SHIPMENT_TABS,
  type ShipmentEventCode,
  type ShipmentFilterInput,
  type ShipmentStatus,
  type ShipmentTab,
  type TrackingEventInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { owns, sellerScope, type Caller } from '../../platform/auth/ownership';
import { DomainError, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { ENV, type Env } from '../../platform/config/env';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import type { EventPayloads } from '../../platform/events/registry';
import { OrdersService } from '../orders/orders.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UsersService } from '../users/users.service';
import { AlreadyClosed, CarrierNeeded, UnknownTracking } from './shipments.errors';
import { CARRIER_TRANSITION, isFinal, shipmentMachine } from './shipments.machine';
import {
  ShipmentsRepository,
  type NewShipmentEventRow,
  type ShipmentEventRow,
  type ShipmentFilter,
  type ShipmentMove,
  type ShipmentRow,
} from './shipments.repository';

export type { ShipmentEventRow, ShipmentFilter, ShipmentRow };

/** One event for one shipment, ready to store: the carrier's, or one the platform writes (a code as description). */
interface EventFor {
  shipment: ShipmentRow;
  status: ShipmentStatus;
  description?: string | null;
  location?: string | null;
  occurredAt: Date;
  externalId: string;
  /** A shipment's first event (its label made) is history only: carriers' events are compared with each other. */
  initial?: boolean;
  /** Which of the deliveries ingested together it came with (their counts are answered apart). */
  group?: number;
}

/** What one ingest did: events received, stored (new ones), and shipments whose status moved. */
export interface IngestResult {
  received: number;
  stored: number;
  moved: number;
  /** The shipments the events were for. */
  shipmentIds: string[];
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Events of waiting webhook deliveries ingested together in one transaction, at most. */
const GROUP_EVENTS = 1000;
/** Groups ingested at once: one fills while another waits on the database. */
const GROUPS_AT_ONCE = 2;
/** Shipments the tracking job handles per run. */
const JOB_BATCH = 200;

/** An event without the carrier's id is named by its content: the same event twice has the same name. */
export function externalIdOf(e: Pick<TrackingEventInput, 'event_id' | 'status' | 'occurred_at' | 'location' | 'description'>): string {
  if (e.event_id) return `id:${e.event_id}`;
  const content = [e.status, e.occurred_at.toISOString(), e.location ?? '', e.description ?? ''].join('\u001f');
  return `h:${createHash('sha256').update(content).digest('base64url').slice(0, 32)}`;
}

const carrierCode = (carrier: string | null | undefined) => carrier?.trim().toLowerCase() || 'unknown';

/**
 * Shipments and their tracking (issue 31): made when a package is labelled or an outside provider
 * reports tracking, moved by carriers' events (signed webhook, CSV import), closed by hand with
 * `maskAsDelivered`. Every status move is on the shipment's timeline and recorded as
 * `shipment.status_changed` (packing and orders follow it).
 */
@Injectable()
export class ShipmentsService implements OnModuleInit {
  constructor(
    private readonly repo: ShipmentsRepository,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly events: EventsService,
    private readonly timeline: TimelineService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onModuleInit(): void {
    // A shipment's history is as private as the shipment.
    this.timeline.restrict('shipment', async (auth, id) => {
      const shipment = await this.repo.findById(id);
      return !!shipment && owns(auth, shipment.sellerId);
    });
  }

  // ------------------------------------------------------------ reading

  /** The filter a caller may use: a seller only ever sees their own shipments. */
  filterFor(auth: Caller, input: ShipmentFilterInput): ShipmentFilter {
    return {
      sellerId: sellerScope(auth),
      status: input.status && input.status !== 'All' ? input.status : undefined,
      trackingNumber: input.tracking_number?.trim() || undefined,
      orderId: input.order_id,
      customerName: input.customer_name?.trim() || undefined,
    };
  }

  page(filter: ShipmentFilter, paging: Paging): Promise<ShipmentRow[]> {
    return this.repo.page(filter, paging.perPage, paging.offset);
  }

  /** Shipments per tab for the filter (All is every status). */
  async counters(filter: ShipmentFilter): Promise<Record<ShipmentTab, number>> {
    const counts = await this.repo.countsByStatus(filter);
    const out = { All: 0 } as Record<ShipmentTab, number>;
    for (const tab of SHIPMENT_TABS) if (tab !== 'All') out.All += out[tab] = counts[tab] ?? 0;
    return out;
  }

  async findVisible(auth: Caller, id: string): Promise<ShipmentRow> {
    const shipment = await this.repo.findById(id);
    if (!shipment || !owns(auth, shipment.sellerId)) throw NotFound('Shipment');
    return shipment;
  }

  /** The events of these shipments, newest first. */
  /** The orders' parcels (an order's page: the caller already sees the orders). */
  ofOrders(orderIds: readonly string[]): Promise<ShipmentRow[]> {
    return this.repo.ofOrders(orderIds);
  }

  eventsOf(shipmentIds: readonly string[]): Promise<ShipmentEventRow[]> {
    return this.repo.eventsOf(shipmentIds);
  }

  // ------------------------------------------------------------ made by other modules' events

  /** A package got its label: its shipment (Processing), once however often the event comes. */
  async fromPackage(tx: Tx, p: EventPayloads['package.labelled']): Promise<void> {
    const order = await this.orders.findById(p.orderId, tx);
    const { row, created } = await this.repo.insertOnce(tx, {
      id: newId(),
      trackingNumber: p.trackingNumber,
      carrier: carrierCode(p.carrier),
      shippingMethodId: p.shippingMethodId,
      packageId: p.packageId,
      orderId: order ? p.orderId : null,
      orderNumber: order?.number ?? null,
      sellerId: p.sellerId,
      customerName: order?.shippingAddress.name ?? '',
      source: 'package',
      international: p.international,
    });
    if (created) await this.apply(tx, [{ ...this.systemEvent(row, 'Processing', 'label_created'), initial: true }]);
  }

  /** A package's label was scanned at hand-over: its shipments are Picked Up. */
  async pickedUp(tx: Tx, p: EventPayloads['package.picked_up']): Promise<void> {
    const rows = await this.repo.lockByPackage(tx, p.packageId);
    await this.apply(
      tx,
      rows.map((row) => this.systemEvent(row, 'Picked Up', 'picked_up', 'picked_up')),
    );
  }

  /** An outside provider reported an order's tracking number: it shows as a shipment too. */
  async fromProvider(tx: Tx, p: EventPayloads['provider_tracking.recorded']): Promise<void> {
    const order = await this.orders.findById(p.orderId, tx);
    if (!order) return;
    const country = order.shippingAddress.country?.toUpperCase();
    const { row, created } = await this.repo.insertOnce(tx, {
      id: newId(),
      trackingNumber: p.trackingNumber,
      carrier: carrierCode(p.carrier),
      shippingMethodId: order.shippingMethodId,
      orderId: order.id,
      orderNumber: order.number,
      sellerId: order.sellerId,
      customerName: order.shippingAddress.name ?? '',
      source: 'provider',
      international: !!country && country !== this.env.SHIP_FROM_COUNTRY,
    });
    if (created) await this.apply(tx, [{ ...this.systemEvent(row, 'Processing', 'provider_tracking'), initial: true }]);
  }

  // ------------------------------------------------------------ tracking events

  /**
   * Carriers' events (a webhook delivery, an import's rows), in one transaction: every tracking
   * number must name one shipment (else nothing is written); an event stored before is skipped;
   * each shipment moves to the status of its latest new event, unless an event already stored is
   * later or the shipment is closed (Delivered, Failed).
   */
  async ingest(events: readonly TrackingEventInput[], outer?: Tx): Promise<IngestResult> {
    return (await this.ingestGroups([events], outer))[0];
  }

  /**
   * A webhook delivery's events. Deliveries that arrive while an ingest is running wait and then go
   * together in one transaction (one lock, one insert, one timeline and outbox insert, one status
   * update for all of them), each answered with its own counts, so one-event deliveries cost about
   * what a carrier's batch does. A delivery the group refuses (an unknown tracking number) is then
   * tried alone, so only it is refused.
   */
  ingestDelivery(events: readonly TrackingEventInput[]): Promise<IngestResult> {
    return new Promise<IngestResult>((resolve, reject) => {
      this.waiting.push({ events, resolve, reject });
      if (this.draining < GROUPS_AT_ONCE) void this.drain();
    });
  }

  private readonly waiting: Array<{ events: readonly TrackingEventInput[]; resolve: (r: IngestResult) => void; reject: (e: unknown) => void }> = [];
  /** Groups being ingested now (each drains the waiting deliveries until none are left). */
  private draining = 0;

  private async drain(): Promise<void> {
    this.draining++;
    try {
      while (this.waiting.length) {
        let count = 0;
        let take = 0;
        while (take < this.waiting.length && (take === 0 || count + this.waiting[take].events.length <= GROUP_EVENTS))
          count += this.waiting[take++].events.length;
        const group = this.waiting.splice(0, take);
        try {
          const results = await this.ingestGroups(group.map((d) => d.events));
          group.forEach((d, i) => d.resolve(results[i]));
        } catch (e) {
          if (group.length === 1 || !(e instanceof DomainError)) group.forEach((d) => d.reject(e));
          else for (const d of group) await this.ingest(d.events).then(d.resolve, d.reject);
        }
      }
    } finally {
      this.draining--;
    }
  }

  /** `ingest` of several deliveries in one transaction, answering each one's counts. */
  private async ingestGroups(groups: ReadonlyArray<readonly TrackingEventInput[]>, outer?: Tx): Promise<IngestResult[]> {
    const run = async (tx: Tx) => {
      const numbers = [...new Set(groups.flatMap((events) => events.map((e) => e.tracking_number)))];
      const rows = await this.repo.lockByTracking(tx, numbers);
      const byNumber = new Map<string, ShipmentRow[]>();
      for (const r of rows) byNumber.set(r.trackingNumber, [...(byNumber.get(r.trackingNumber) ?? []), r]);
      const unknown = new Set<string>();
      const items: EventFor[] = [];
      groups.forEach((events, group) => {
        for (const e of events) {
          const candidates = (byNumber.get(e.tracking_number) ?? []).filter((s) => !e.carrier || s.carrier === carrierCode(e.carrier));
          if (candidates.length === 0) unknown.add(e.tracking_number);
          else if (candidates.length > 1) throw CarrierNeeded(e.tracking_number);
          else
            items.push({
              shipment: candidates[0],
              status: e.status,
              description: e.description ?? null,
              location: e.location ?? null,
              occurredAt: e.occurred_at,
              externalId: externalIdOf(e),
              group,
            });
        }
      });
      if (unknown.size) throw UnknownTracking([...unknown]);
      const { byGroup } = await this.apply(tx, items);
      return groups.map((events, group) => ({
        received: events.length,
        stored: byGroup.get(group)?.stored ?? 0,
        moved: byGroup.get(group)?.moved ?? 0,
        shipmentIds: [...new Set(items.filter((i) => i.group === group).map((i) => i.shipment.id))],
      }));
    };
    return outer ? run(outer) : this.repo.transaction(run);
  }

  /** The tracking numbers of the order's outside providers' parcels that are Delivered (an order's progress). */
  async deliveredProviderParcelsOf(orderId: string, tx: DbOrTx): Promise<Set<string>> {
    return new Set((await this.repo.providerParcelsOf(tx, orderId)).filter((s) => s.status === 'Delivered').map((s) => s.trackingNumber));
  }

  /** Which shipments these tracking numbers name, with their carrier and seller (an import's check). */
  byTracking(numbers: readonly string[]): ReturnType<ShipmentsRepository['byTracking']> {
    return this.repo.byTracking(numbers);
  }

  /** Closes a shipment by hand (staff, or its seller): Delivered now, on its timeline with who did it. */
  async maskAsDelivered(auth: AuthContext, id: string, note?: string): Promise<ShipmentRow> {
    return this.repo.transaction(async (tx) => {
      const shipment = await this.repo.findById(id, tx, true);
      if (!shipment || !owns(auth, shipment.sellerId)) throw NotFound('Shipment');
      if (isFinal(shipment.status)) throw AlreadyClosed(shipment.status);
      const now = new Date();
      const to = await shipmentMachine.fire(tx, { entityId: id, from: shipment.status, transition: 'mask_delivered', actor: auth, note });
      await this.repo.insertEvents(tx, [
        { id: newId(), shipmentId: id, status: to, description: 'marked_delivered', occurredAt: now, externalId: `marked:${now.toISOString()}` },
      ]);
      const updated = await this.repo.update(tx, id, { status: to, lastEventAt: now, deliveredAt: now });
      await this.changed(tx, [{ before: shipment, to }]);
      return updated;
    });
  }

  /**
   * Stores the events (skipping those stored before) and moves each shipment to the status of its
   * latest new event: on its timeline (the carrier, no actor) and as `shipment.status_changed`.
   */
  private async apply(tx: Tx, items: readonly EventFor[]): Promise<{ stored: number; moved: number; byGroup: Map<number, { stored: number; moved: number }> }> {
    const byKey = new Map<string, EventFor & { id: string }>();
    for (const item of items) {
      const key = `${item.shipment.id}\u001f${item.externalId}`;
      if (!byKey.has(key)) byKey.set(key, { ...item, id: newId() });
    }
    const wanted = [...byKey.values()];
    const rows: NewShipmentEventRow[] = wanted.map((w) => ({
      id: w.id,
      shipmentId: w.shipment.id,
      status: w.status,
      description: w.description ?? null,
      location: w.location ?? null,
      occurredAt: w.occurredAt,
      externalId: w.externalId,
    }));
    const inserted = new Set((await this.repo.insertEvents(tx, rows)).map((r) => r.id));
    const byGroup = new Map<number, { stored: number; moved: number }>();
    const countOf = (group = 0) => byGroup.get(group) ?? byGroup.set(group, { stored: 0, moved: 0 }).get(group)!;
    for (const w of wanted) if (inserted.has(w.id)) countOf(w.group).stored++;
    const latest = new Map<string, EventFor>();
    for (const w of wanted) {
      if (!inserted.has(w.id)) continue;
      const current = latest.get(w.shipment.id);
      if (!current || w.occurredAt.getTime() >= current.occurredAt.getTime()) latest.set(w.shipment.id, w);
    }
    const moves: ShipmentMove[] = [];
    const changes: Array<{ before: ShipmentRow; to: ShipmentStatus }> = [];
    // No event counts as later than when it reached us (its date is kept as at most that), and a
    // stored date ahead of now (from before such dates were refused) is forgotten: one event's date
    // never stops the events that follow from moving the parcel.
    const now = Date.now();
    const seen = (at: Date) => Math.min(at.getTime(), now);
    const lastOf = (s: ShipmentRow) => (s.lastEventAt && s.lastEventAt.getTime() <= now ? s.lastEventAt.getTime() : null);
    const fires: Parameters<typeof shipmentMachine.fireMany>[1][number][] = [];
    for (const e of latest.values()) {
      const s = e.shipment;
      const last = lastOf(s);
      const newest = !e.initial && (last === null || e.occurredAt.getTime() >= last);
      const moves_ = newest && !isFinal(s.status) && e.status !== s.status;
      if (moves_) {
        fires.push({ entityId: s.id, from: s.status, transition: CARRIER_TRANSITION[e.status], actor: null });
        changes.push({ before: s, to: e.status });
        countOf(e.group).moved++;
      }
      moves.push({
        id: s.id,
        status: moves_ ? e.status : s.status,
        lastEventAt: e.initial ? null : new Date(seen(e.occurredAt)),
        deliveredAt: moves_ && e.status === 'Delivered' ? e.occurredAt : null,
      });
    }
    if (fires.length) await shipmentMachine.fireMany(tx, fires);
    await this.changed(tx, changes);
    // Last: its trigger locks the shared counter rows, held only until this commits.
    await this.repo.applyMoves(tx, moves);
    return { stored: inserted.size, moved: changes.length, byGroup };
  }

  private changed(tx: Tx, changes: ReadonlyArray<{ before: ShipmentRow; to: string }>): Promise<unknown> {
    if (!changes.length) return Promise.resolve();
    return this.events.recordMany(
      tx,
      'shipment.status_changed',
      changes.map(({ before, to }) => ({
        shipmentId: before.id,
        packageId: before.packageId,
        orderId: before.orderId,
        sellerId: before.sellerId,
        trackingNumber: before.trackingNumber,
        from: before.status,
        to,
      })),
    );
  }

  private systemEvent(shipment: ShipmentRow, status: ShipmentStatus, code: ShipmentEventCode, externalId: string = code, at = new Date()): EventFor {
    return { shipment, status, description: code, occurredAt: at, externalId };
  }

  // ------------------------------------------------------------ the tracking job (flows/track-shipments)

  /** Shipments whose tracking may be due now (the tracking job's batch). */
  dueForActivation(now: Date): Promise<ShipmentRow[]> {
    return this.repo.dueForActivation(now, JOB_BATCH);
  }

  /** Marks the shipment's tracking active in the caller's transaction; false when another run did first. */
  async activate(tx: Tx, id: string): Promise<boolean> {
    return (await this.repo.markActivated(tx, [id])).length > 0;
  }

  /** When to look at shipments not activated this run again. */
  checkLater(later: ReadonlyArray<{ id: string; at: Date }>): Promise<void> {
    return this.repo.checkLater(later);
  }

  /**
   * Parcels of sellers who follow stalled tracking (`day_update_tracking` days): one still moving
   * with no carrier event for that long becomes an Exception (`tracking_stalled`), which tells the seller.
   */
  async markStalled(now = new Date()): Promise<number> {
    const followers = await this.users.trackingFollowers();
    const byDays = new Map<number, string[]>();
    for (const f of followers) byDays.set(f.days, [...(byDays.get(f.days) ?? []), f.id]);
    let marked = 0;
    for (const [days, sellerIds] of byDays) {
      const stalled = await this.repo.stalledOf(sellerIds, FINAL_SHIPMENT_STATUSES, new Date(now.getTime() - days * DAY_MS), JOB_BATCH);
      if (!stalled.length) continue;
      await this.repo.transaction(async (tx) => {
        const locked = (
          await this.repo.lockByIds(
            tx,
            stalled.map((s) => s.id),
          )
        ).filter((s) => !isFinal(s.status) && s.status !== 'Exception');
        const items = locked.map((s) => this.systemEvent(s, 'Exception', 'tracking_stalled', `stalled:${(s.lastEventAt ?? s.createdAt).toISOString()}`, now));
        marked += (await this.apply(tx, items)).moved;
      });
    }
    return marked;
  }
}
