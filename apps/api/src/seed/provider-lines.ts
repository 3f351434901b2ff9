import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { newId } from '../platform/common/ids';
import { CsvFileAdapter } from '../modules/fulfilments/csv-file.adapter';
import { fulfillerOf } from '../modules/fulfilments/fulfilment-routing';
import { trackingUrlOf } from '../modules/fulfilments/tracking-url';
import { fulfilments, orderItems, orders, productPresets, providerLines } from '../platform/db/schema';
import type { SeedContext } from './context';

/** How many of the newest orders made at providers get their lines, half in production and half shipped. */
const ORDER_LIMIT = 60;
const CARRIERS = ['UPS', 'USPS', 'DHL', 'FedEx'] as const;
const NO_FACTORIES: ReadonlyMap<string, string> = new Map();

/**
 * Provider lines of the demo orders that went to production: shipped with tracking where the order
 * was fulfilled, sent (their order file stored like a real send) where it is still in production,
 * one failed for its address. Seeded once: a database that has provider lines keeps them.
 */
export async function seedProviderLines({ db, storage }: SeedContext): Promise<void> {
  if ((await db.select({ id: providerLines.id }).from(providerLines).limit(1)).length) return;
  const accounts = await db.select().from(fulfilments).where(eq(fulfilments.status, 'valid'));
  if (!accounts.length) return;
  const presets = new Map(
    (
      await db
        .select({ id: productPresets.id, provider: productPresets.provider, manufactureId: productPresets.manufactureId })
        .from(productPresets)
        .where(ne(productPresets.provider, 'private'))
    ).map((p) => [p.id, p]),
  );
  const newest = (statuses: string[]) =>
    db
      .selectDistinct({ id: orders.id, number: orders.number, status: orders.status, address: orders.shippingAddress, at: orders.createdAt })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(inArray(orders.status, statuses), inArray(orderItems.presetId, [...presets.keys()])))
      .orderBy(desc(orders.createdAt))
      .limit(ORDER_LIMIT / 2);
  const made = [...(await newest(['In Production'])), ...(await newest(['Fulfilled', 'Completed']))];
  const items = made.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            made.map((o) => o.id),
          ),
        )
    : [];
  const adapter = new CsvFileAdapter();
  for (const [n, order] of made.entries()) {
    const routed = items.flatMap((item) => {
      const preset = item.orderId === order.id ? presets.get(item.presetId) : undefined;
      const to = preset && fulfillerOf(preset, NO_FACTORIES, accounts);
      return to?.accountId ? [{ item, accountId: to.accountId, provider: to.provider }] : [];
    });
    if (!routed.length) continue;
    const shipped = order.status !== 'In Production';
    // A send whose file could not be stored, waiting to be resent.
    const failed = !shipped && n % 9 === 0;
    const sentAt = new Date(order.at.getTime() + 6 * 3_600_000);
    const fileKey = failed ? null : `fulfilments/${routed[0].accountId}/${newId()}-orders-${sentAt.toISOString().slice(0, 10)}.csv`;
    if (fileKey) {
      const file = adapter.orderFile(
        routed.map(({ item }) => ({
          order_ref: String(order.number),
          sku: item.sku,
          quantity: item.quantity,
          print_files: item.designs,
          ship_to: { ...order.address, postal_code: order.address.zip ?? '' },
          shipping_method: 'Standard',
        })),
      );
      await storage.write(fileKey, file.body, file.contentType);
    }
    const carrier = CARRIERS[n % CARRIERS.length];
    const trackingNumber = `${carrier.slice(0, 2).toUpperCase()}${String(order.number).padStart(10, '0')}${n}`;
    await db.insert(providerLines).values(
      routed.map(({ item, accountId, provider }) => ({
        id: newId(),
        orderId: order.id,
        orderNumber: order.number,
        orderItemId: item.id,
        fulfilmentId: accountId,
        provider,
        sku: item.sku,
        name: item.name,
        quantity: item.quantity,
        status: failed ? 'failed' : shipped ? 'shipped' : 'sent',
        error: failed ? 'send_failed' : null,
        fileKey,
        sentAt: failed ? null : sentAt,
        createdAt: order.at,
        ...(shipped && {
          trackingNumber,
          carrier,
          trackingUrl: trackingUrlOf(carrier, trackingNumber),
          shippedAt: new Date(sentAt.getTime() + 2 * 86_400_000),
        }),
      })),
    );
  }
}
