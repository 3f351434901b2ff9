import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { ShipmentStatus } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { orderItems, orders, providerLines, shipmentEvents, shipments, timeline } from '../platform/db/schema';
import type { SeedContext } from './context';

const HOUR = 3_600_000;
/** Shipments the demo shows (every status, on the most recent shipped orders). */
const SHIPMENT_COUNT = 120;

type Step = [ShipmentStatus, string];

/** What carriers say on the way, by the status a parcel ends in (after its label is made). */
const JOURNEYS: Record<ShipmentStatus, Step[]> = {
  Processing: [],
  'Picked Up': [['Picked Up', 'Accepted at origin facility']],
  Processed: [
    ['Picked Up', 'Accepted at origin facility'],
    ['Processed', 'Arrived at sort facility'],
  ],
  'In Transit': [
    ['Picked Up', 'Accepted at origin facility'],
    ['Processed', 'Arrived at sort facility'],
    ['In Transit', 'Departed facility, in transit to next facility'],
  ],
  'Out For Delivery': [
    ['Picked Up', 'Accepted at origin facility'],
    ['In Transit', 'Departed facility, in transit to next facility'],
    ['Processed', 'Arrived at destination post office'],
    ['Out For Delivery', 'Out for delivery'],
  ],
  'Delivery Attempt': [
    ['Picked Up', 'Accepted at origin facility'],
    ['In Transit', 'In transit to next facility'],
    ['Out For Delivery', 'Out for delivery'],
    ['Delivery Attempt', 'Notice left: no authorized recipient available'],
  ],
  Delivered: [
    ['Picked Up', 'Accepted at origin facility'],
    ['Processed', 'Arrived at sort facility'],
    ['In Transit', 'Departed facility, in transit to next facility'],
    ['Out For Delivery', 'Out for delivery'],
    ['Delivered', 'Delivered, front door/porch'],
  ],
  Failed: [
    ['Picked Up', 'Accepted at origin facility'],
    ['In Transit', 'In transit to next facility'],
    ['Delivery Attempt', 'Notice left: business closed'],
    ['Delivery Attempt', 'Second attempt: addressee unknown'],
    ['Failed', 'Returned to sender: undeliverable as addressed'],
  ],
  Exception: [
    ['Picked Up', 'Accepted at origin facility'],
    ['In Transit', 'Departed facility, in transit to next facility'],
    ['Exception', 'Delayed: severe weather in the area'],
  ],
  Other: [
    ['Picked Up', 'Accepted at origin facility'],
    ['In Transit', 'Arrived in destination country'],
    ['Other', 'Held at customs for inspection'],
  ],
};

/** Where parcels pass, in order: at home, and abroad (through the export hub, then the destination's gateway). */
const DOMESTIC_HUBS = ['Jersey City, NJ', 'Louisville, KY', 'Memphis, TN', 'Indianapolis, IN', 'Chicago, IL'];
const GATEWAYS: Record<string, string> = { GB: 'East Midlands, GB', DE: 'Leipzig, DE', FR: 'Roissy, FR', PT: 'Lisboa, PT', CA: 'Toronto, CA' };

/** Shipped orders end anywhere on the way; completed ones are delivered. */
const MOVING: ShipmentStatus[] = [
  'In Transit',
  'In Transit',
  'Out For Delivery',
  'Picked Up',
  'Processed',
  'Processing',
  'Delivery Attempt',
  'Exception',
  'Other',
  'Failed',
];

const CARRIERS = ['usps', 'ups', 'dhl', 'fedex'] as const;

function trackingOf(carrier: (typeof CARRIERS)[number], n: number): string {
  const digits = String(100000000 + n * 7919).padStart(10, '0');
  if (carrier === 'usps') return `94001118992238${digits.slice(-8)}`;
  if (carrier === 'ups') return `1Z999AA1${digits}`;
  if (carrier === 'dhl') return `JD01460000${digits}`;
  return `7946${digits}12`;
}

/**
 * Shipments with realistic carrier histories for the newest Fulfilled and Completed orders, every
 * status present, each move on the timeline. An order's parcels are the ones its page shows: each
 * tracking number its outside providers reported, and one parcel of ours when some of its lines
 * were made in our factories (no package yet: the packing module links them).
 */
export async function seedShipments(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  if ((await db.$count(shipments)) > 0) return;
  const shipped = await db
    .select({
      id: orders.id,
      number: orders.number,
      sellerId: orders.sellerId,
      status: orders.status,
      address: orders.shippingAddress,
      at: orders.producedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(inArray(orders.status, ['Fulfilled', 'Completed']))
    .orderBy(desc(orders.createdAt))
    .limit(SHIPMENT_COUNT);
  const ids = shipped.map((o) => o.id);
  const [provided, lines] = ids.length
    ? await Promise.all([
        db
          .selectDistinct({
            orderId: providerLines.orderId,
            itemId: providerLines.orderItemId,
            trackingNumber: providerLines.trackingNumber,
            carrier: providerLines.carrier,
          })
          .from(providerLines)
          .where(and(inArray(providerLines.orderId, ids), isNotNull(providerLines.trackingNumber))),
        db.select({ id: orderItems.id, orderId: orderItems.orderId }).from(orderItems).where(inArray(orderItems.orderId, ids)),
      ])
    : [[], []];
  const byProvider = new Set(provided.map((p) => p.itemId));
  const parcelsOf = (orderId: string, i: number): Array<{ trackingNumber: string; carrier: string; source: 'package' | 'provider' }> => {
    const theirs = new Map<string, { trackingNumber: string; carrier: string; source: 'provider' }>();
    for (const p of provided)
      if (p.orderId === orderId)
        theirs.set(p.trackingNumber!, { trackingNumber: p.trackingNumber!, carrier: (p.carrier ?? 'unknown').toLowerCase(), source: 'provider' });
    const ours = lines.some((l) => l.orderId === orderId && !byProvider.has(l.id)) || !theirs.size;
    const carrier = CARRIERS[i % CARRIERS.length];
    return [...theirs.values(), ...(ours ? [{ trackingNumber: trackingOf(carrier, i + 1), carrier, source: 'package' as const }] : [])];
  };
  const now = Date.now();
  const rows: Array<typeof shipments.$inferInsert> = [];
  const events: Array<typeof shipmentEvents.$inferInsert> = [];
  const moves: Array<typeof timeline.$inferInsert> = [];
  shipped.forEach((order, i) =>
    parcelsOf(order.id, i).forEach((parcel) => {
      const final: ShipmentStatus = order.status === 'Completed' ? 'Delivered' : MOVING[i % MOVING.length];
      const id = newId();
      const journey = JOURNEYS[final];
      // The label a day after production; each carrier step 6 to 30 hours after the one before, never in the future.
      const span = (journey.length + 1) * 18 * HOUR;
      const start = Math.min((order.at ?? order.createdAt).getTime() + 24 * HOUR, now - span);
      const times = [start];
      for (let s = 0; s < journey.length; s++) times.push(times[s] + (6 + ((i * 7 + s * 11) % 24)) * HOUR);
      events.push({
        id: newId(),
        shipmentId: id,
        status: 'Processing',
        description: 'label_created',
        occurredAt: new Date(start),
        externalId: 'label_created',
      });
      const country = order.address.country?.toUpperCase();
      let from: ShipmentStatus = 'Processing';
      journey.forEach(([status, description], s) => {
        const at = new Date(times[s + 1]);
        const abroad = s >= 2 && country && country !== 'US';
        const location =
          s === journey.length - 1 && order.address.city
            ? order.address.city
            : abroad
              ? (GATEWAYS[country] ?? 'Leipzig, DE')
              : DOMESTIC_HUBS[(i + s) % DOMESTIC_HUBS.length];
        events.push({ id: newId(), shipmentId: id, status, description, location, occurredAt: at, externalId: `seed:${s}` });
        if (status !== from)
          moves.push({
            id: newId(),
            entity: 'shipment',
            entityId: id,
            from,
            to: status,
            transition: `to_${status.toLowerCase().replace(/ /g, '_')}`,
            createdAt: at,
          });
        from = status;
      });
      const last = journey.length ? new Date(times[times.length - 1]) : null;
      rows.push({
        id,
        trackingNumber: parcel.trackingNumber,
        carrier: parcel.carrier,
        orderId: order.id,
        orderNumber: order.number,
        sellerId: order.sellerId,
        customerName: order.address.name ?? '',
        source: parcel.source,
        status: final,
        international: !!country && country !== 'US',
        activatedAt: start + 24 * HOUR < now ? new Date(start + 24 * HOUR) : null,
        lastEventAt: last,
        deliveredAt: final === 'Delivered' ? last : null,
        createdAt: new Date(start),
        updatedAt: last ?? new Date(start),
      });
    }),
  );
  if (!rows.length) return;
  await db.transaction(async (tx) => {
    await tx.insert(shipments).values(rows).onConflictDoNothing();
    await tx.insert(shipmentEvents).values(events).onConflictDoNothing();
    if (moves.length) await tx.insert(timeline).values(moves);
  });
}
