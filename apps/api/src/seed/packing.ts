import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PackageStatus } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { labelPdf, packingSlipPdf } from '../producers/documents/layouts';
import { newPackageCode } from '../modules/packing/packing.service';
import { manufactures, orderItems, orders, packageProductions, packages, productions, shippingMethods, trackingSeries } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

/** Orders whose units wait at Packing made into demo packages (a few per status). */
const MAX_PACKAGES = 24;
const DAY = 86_400_000;

/**
 * Box packages of the demo factories: the orders whose units reached Packing are packed, one
 * package per order, across every status (a bin filling, Packed with a label, Picked Up, Delivered,
 * an Exception, a Cancelled one); labelled ones carry our label and slip PDFs in storage. Orders
 * whose packages all shipped are Fulfilled, all delivered Completed, as the packing module does.
 */
export async function seedPacking({ db, storage }: SeedContext, people: DemoUsers): Promise<void> {
  if ((await db.$count(packages)) > 0) return;
  const packer = people.get('packager') ?? null;
  const atPacking = await db
    .select({ p: productions, order: orders })
    .from(productions)
    .innerJoin(orders, eq(orders.id, productions.orderId))
    .where(and(eq(productions.status, 'Packing'), eq(orders.status, 'In Production')))
    .orderBy(asc(productions.createdAt), asc(productions.id));
  const byOrder = new Map<string, typeof atPacking>();
  for (const row of atPacking) byOrder.set(row.p.orderId, [...(byOrder.get(row.p.orderId) ?? []), row]);
  const groups = [...byOrder.values()].slice(0, MAX_PACKAGES);
  if (!groups.length) return;
  const factories = new Map((await db.select().from(manufactures)).map((m) => [m.id, m]));
  const methods = new Map((await db.select().from(shippingMethods)).map((m) => [m.id, m]));
  const skus = new Map(
    (
      await db
        .select({ id: orderItems.id, sku: orderItems.sku })
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...byOrder.keys()]))
    ).map((i) => [i.id, i.sku]),
  );
  // Units still to ship per order: an order with some of them not at Packing yet fills its bin (Processing).
  const live = await db
    .select({ orderId: productions.orderId, status: productions.status })
    .from(productions)
    .where(inArray(productions.orderId, [...byOrder.keys()]));
  const unitsOf = new Map<string, number>();
  for (const u of live) if (u.status !== 'Cancelled' && u.status !== 'Error') unitsOf.set(u.orderId, (unitsOf.get(u.orderId) ?? 0) + 1);
  const now = Date.now();
  let bins = 0;
  let serial = 0;
  const statuses: PackageStatus[] = ['Packed', 'Picked Up', 'Delivered', 'Delivered', 'Exception', 'Cancelled', 'Packed', 'Picked Up'];
  for (const [i, units] of groups.entries()) {
    const { order } = units[0];
    // A few bins still filling; other orders ship the units packed so far (a partial package, "partly shipped").
    const filling = bins < 4 && (unitsOf.get(order.id) ?? 0) > units.length;
    const total = filling ? unitsOf.get(order.id)! : units.length;
    const status = filling ? 'Processing' : statuses[i % statuses.length];
    const packed = units;
    const factory = factories.get(units[0].p.manufactureId);
    const method = order.shippingMethodId ? methods.get(order.shippingMethodId) : undefined;
    const id = newId();
    const code = newPackageCode();
    const labelled = status !== 'Processing' && status !== 'Cancelled';
    const trackingNumber = labelled ? `STA${String(++serial).padStart(10, '0')}` : null;
    const at = (days: number) => new Date(now - days * DAY);
    const shipTo = [
      order.shippingAddress.name,
      order.shippingAddress.address1,
      `${order.shippingAddress.zip ?? ''} ${order.shippingAddress.city}`.trim(),
      order.shippingAddress.country,
    ];
    let labelKey: string | null = null;
    let slipKey: string | null = null;
    if (trackingNumber) {
      labelKey = `documents/seed-${id}/label-${code.toLowerCase()}.pdf`;
      await storage.write(
        labelKey,
        await labelPdf({
          code: trackingNumber,
          shipTo,
          from: [factory?.name ?? 'Factory'],
          headline: `#${order.number} · ${code}`,
          method: method?.name,
          weight: 180 * packed.length,
        }),
        'application/pdf',
      );
      slipKey = `documents/seed-${id}/slip-${code.toLowerCase()}.pdf`;
      const lines = new Map<string, { sku: string; name: string; quantity: number }>();
      for (const { p } of packed) {
        const line = lines.get(p.orderItemId) ?? { sku: skus.get(p.orderItemId) ?? '', name: `${p.productName} ${p.variantTitle}`.trim(), quantity: 0 };
        line.quantity++;
        lines.set(p.orderItemId, line);
      }
      await storage.write(
        slipKey,
        await packingSlipPdf({ number: `#${order.number}`, date: order.createdAt, shipTo, items: [...lines.values()], barcode: code, note: code }),
        'application/pdf',
      );
    }
    await db.insert(packages).values({
      id,
      code,
      orderId: order.id,
      orderNumber: order.number,
      sellerId: order.sellerId,
      manufactureId: units[0].p.manufactureId,
      shippingMethodId: order.shippingMethodId,
      shippingKey: order.shippingMethodId ?? '',
      source: units[0].p.source,
      status,
      trackingStatus: status === 'Picked Up' ? 'In Transit' : status === 'Delivered' ? 'Delivered' : status === 'Exception' ? 'Exception' : 'none',
      binNumber: status === 'Processing' ? ++bins : null,
      unitsTotal: total,
      declaredWeight: 180 * units.length,
      realWeight: labelled ? 175 * units.length + 40 : null,
      estimatedCost: method ? '4.50' : null,
      carrier: trackingNumber ? 'own' : null,
      carrierName: trackingNumber ? (method?.carrier ?? 'Own label') : null,
      trackingNumber,
      labelKey,
      slipKey,
      packedAt: status === 'Processing' ? null : at(3),
      labelledAt: labelled ? at(3) : null,
      pickedUpAt: ['Picked Up', 'Delivered', 'Exception'].includes(status) ? at(2) : null,
      deliveredAt: status === 'Delivered' ? at(0.5) : null,
      cancelledAt: status === 'Cancelled' ? at(1) : null,
    });
    if (status !== 'Cancelled') {
      await db
        .insert(packageProductions)
        .values(packed.map(({ p }) => ({ packageId: id, orderId: order.id, productionId: p.id, packedBy: packer, packedAt: at(3) })));
      await db
        .update(productions)
        .set({ packedAt: at(3) })
        .where(
          inArray(
            productions.id,
            packed.map(({ p }) => p.id),
          ),
        );
    }
    if (status === 'Picked Up')
      await db
        .update(orders)
        .set({ status: 'Fulfilled', fulfilledAt: at(2) })
        .where(eq(orders.id, order.id));
    if (status === 'Delivered')
      await db
        .update(orders)
        .set({ status: 'Completed', fulfilledAt: at(2), completedAt: at(0.5) })
        .where(eq(orders.id, order.id));
  }
  if (serial) await db.insert(trackingSeries).values({ prefix: 'STA', last: serial }).onConflictDoNothing();
}
