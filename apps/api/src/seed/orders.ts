import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderMoney, quotePrice, serverText, shippingCost, type Address, type OrderStatus, type StorePlatform } from '@pod/shared';
import { hashPassword } from '../platform/auth/passwords';
import { pricingOf } from '../modules/catalogue/preset-pricing';
import { newId } from '../platform/common/ids';
import { toZoneModel } from '../modules/logistics/logistics.models';
import { files, orderItems, orders, productPresets, productVariants, shippingMethods, shippingZones, stores, timeline, users } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';
import { DEMO_PASSWORD } from './users';

const DAY = 86_400_000;
const ORDER_COUNT = 2000;

/** A repeatable pseudo-random sequence, so every demo database tells the same story. */
function sequence(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const CUSTOMERS: Address[] = [
  { name: 'Emma Johnson', address1: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', zip: '62704', country: 'US' },
  { name: 'Liam Smith', address1: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', zip: '94043', country: 'US' },
  { name: 'Olivia Brown', address1: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10118', country: 'US' },
  { name: 'Noah Davis', address1: '221 Pine Street', city: 'Seattle', state: 'WA', zip: '98101', country: 'US' },
  { name: 'Ava Wilson', address1: '90 Lake Shore Dr', city: 'Chicago', state: 'IL', zip: '60611', country: 'US' },
  { name: 'Oliver Taylor', address1: '10 Downing Street', city: 'London', zip: 'SW1A 2AA', country: 'GB' },
  { name: 'Amelia Clarke', address1: '4 Royal Crescent', city: 'Bath', zip: 'BA1 2LR', country: 'GB' },
  { name: 'Lukas Müller', address1: 'Friedrichstraße 43', city: 'Berlin', zip: '10117', country: 'DE' },
  { name: 'Hanna Schmidt', address1: 'Marienplatz 8', city: 'München', zip: '80331', country: 'DE' },
  { name: 'Camille Dubois', address1: '12 Rue de Rivoli', city: 'Paris', zip: '75001', country: 'FR' },
  { name: 'Léa Martin', address1: '5 Quai Saint-Antoine', city: 'Lyon', zip: '69002', country: 'FR' },
  { name: 'João Silva', address1: 'Rua Augusta 100', city: 'Lisboa', zip: '1100-053', country: 'PT' },
  { name: 'Beatriz Costa', address1: 'Avenida dos Aliados 20', city: 'Porto', zip: '4000-064', country: 'PT' },
  { name: 'Chloe Tremblay', address1: '1 Rue Sherbrooke', city: 'Montréal', state: 'QC', zip: 'H3A 1A1', country: 'CA' },
  { name: 'Jack Thompson', address1: '2 George Street', city: 'Sydney', state: 'NSW', zip: '2000', country: 'AU' },
];

/** How the demo's orders came in, by their number in their store (every source shows in the productions filter). */
const SEED_SOURCES = ['store', 'store', 'csv', 'store', 'manual', 'store', 'api', 'store', 'csv', 'store'] as const;

const DEMO_STORES: Array<{ seller: 'sale' | 'fulfiller' | 'mara'; name: string; platform: StorePlatform; domain: string }> = [
  { seller: 'sale', name: 'Sofia’s Tees', platform: 'shopify', domain: 'sofias-tees.myshopify.com' },
  { seller: 'sale', name: 'Sofia Prints', platform: 'etsy', domain: 'etsy.com/shop/sofiaprints' },
  { seller: 'fulfiller', name: 'Felix Gear', platform: 'tiktok', domain: 'shop.tiktok.com/felixgear' },
  { seller: 'mara', name: 'Mara Makes', platform: 'woocommerce', domain: 'maramakes.shop' },
];

/** The path each final status took (transitions in order), for the timeline. */
const PATHS: Record<OrderStatus, Array<[string, OrderStatus]>> = {
  Pending: [],
  Processing: [['process', 'Processing']],
  'In Production': [
    ['process', 'Processing'],
    ['start_production', 'In Production'],
  ],
  Fulfilled: [
    ['process', 'Processing'],
    ['start_production', 'In Production'],
    ['fulfil', 'Fulfilled'],
  ],
  Completed: [
    ['process', 'Processing'],
    ['start_production', 'In Production'],
    ['fulfil', 'Fulfilled'],
    ['complete', 'Completed'],
  ],
  'On Hold': [['hold', 'On Hold']],
  Cancelled: [
    ['process', 'Processing'],
    ['cancel', 'Cancelled'],
  ],
  Refunded: [
    ['process', 'Processing'],
    ['start_production', 'In Production'],
    ['fulfil', 'Fulfilled'],
    ['refund', 'Refunded'],
  ],
  Trash: [['trash', 'Trash']],
};

/** What an order of this age is likely to be by now: old ones completed, recent ones still moving. */
function statusFor(ageDays: number, r: number): OrderStatus {
  if (ageDays < 1) return r < 0.55 ? 'Pending' : r < 0.9 ? 'Processing' : 'On Hold';
  if (ageDays < 4) return r < 0.2 ? 'Pending' : r < 0.5 ? 'Processing' : r < 0.88 ? 'In Production' : r < 0.94 ? 'On Hold' : 'Cancelled';
  if (ageDays < 10)
    return r < 0.1 ? 'Processing' : r < 0.35 ? 'In Production' : r < 0.8 ? 'Fulfilled' : r < 0.9 ? 'Completed' : r < 0.96 ? 'Cancelled' : 'Trash';
  return r < 0.8 ? 'Completed' : r < 0.86 ? 'Fulfilled' : r < 0.93 ? 'Cancelled' : r < 0.97 ? 'Refunded' : 'Trash';
}

/** A third demo seller, so the Orders screen shows several merchants (same password as every demo login). */
async function ensureThirdSeller(db: SeedContext['db'], saleId: string): Promise<string> {
  const email = 'mara@demo.pod';
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return existing.id;
  const [sale] = await db.select({ groupId: users.groupId }).from(users).where(eq(users.id, saleId));
  const id = newId();
  await db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    name: 'Mara Merchant',
    role: 'sale',
    groups: ['sale'],
    groupId: sale?.groupId ?? null,
    identity: 'D-MARA',
    status: 'Active',
  });
  return id;
}

/**
 * About 2,000 orders over 90 days across 4 stores and 3 sellers, in every status the lifecycle
 * reaches, with real lines from the demo catalogue (priced by the shared pricing and the seeded
 * cost table), the sample designs on their print areas, and each order's timeline.
 * Billing's seed then writes the payments and refunds of these orders.
 */
export async function seedOrders({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const saleId = people.get('sale');
  const fulfillerId = people.get('fulfiller');
  if (!saleId || !fulfillerId) return;
  const sellers = { sale: saleId, fulfiller: fulfillerId, mara: await ensureThirdSeller(db, saleId) };
  const storeIds: Array<{ id: string; sellerId: string; platform: StorePlatform }> = [];
  for (const s of DEMO_STORES) {
    const sellerId = sellers[s.seller];
    const [existing] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.sellerId, sellerId), eq(stores.name, s.name)))
      .limit(1);
    const id = existing?.id ?? newId();
    if (!existing)
      await db.insert(stores).values({ id, sellerId, name: s.name, platform: s.platform, domain: s.domain, createdAt: new Date(Date.now() - 120 * DAY) });
    storeIds.push({ id, sellerId, platform: s.platform });
  }
  if (
    (await db.$count(
      orders,
      inArray(
        orders.storeId,
        storeIds.map((s) => s.id),
      ),
    )) > 0
  )
    return;

  const catalogue = await db
    .select({ variant: productVariants, preset: productPresets })
    .from(productVariants)
    .innerJoin(productPresets, eq(productPresets.id, productVariants.presetId))
    .where(eq(productPresets.visible, true))
    .orderBy(asc(productPresets.createdAt), asc(productVariants.position))
    .limit(400);
  if (!catalogue.length) return;
  const designs = (await db.select({ id: files.id }).from(files).where(eq(files.type, 'design')).limit(20)).map((f) => f.id);
  const [method] = await db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.audience, 'everyone'))
    .orderBy(asc(shippingMethods.createdAt))
    .limit(1);
  const zones = method
    ? (await db.select().from(shippingZones).where(eq(shippingZones.methodId, method.id)).orderBy(asc(shippingZones.position))).map(toZoneModel)
    : [];
  const buyers = new Map(
    (
      await db
        .select({ id: users.id, vip: users.vip, wholesale: users.wholesaleLevel })
        .from(users)
        .where(inArray(users.id, Object.values(sellers)))
    ).map((u) => [u.id, u]),
  );

  const rand = sequence(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const now = Date.now();
  const created = Array.from({ length: ORDER_COUNT }, () => now - Math.floor(rand() * rand() * 90 * DAY)).sort((a, b) => a - b);
  const orderRows: Array<typeof orders.$inferInsert> = [];
  const itemRows: Array<typeof orderItems.$inferInsert> = [];
  const timelineRows: Array<typeof timeline.$inferInsert> = [];
  const staff = [people.get('root'), people.get('order_qc')].filter((id): id is string => !!id);

  const perStore = new Map<string, number>();
  for (const at of created) {
    const store = pick(storeIds);
    const storeNumber = (perStore.get(store.id) ?? 1000) + 1;
    perStore.set(store.id, storeNumber);
    const buyer = buyers.get(store.sellerId);
    const status = statusFor((now - at) / DAY, rand());
    const id = newId();
    const lines = Array.from({ length: 1 + Math.floor(rand() * rand() * 3) }, () => pick(catalogue));
    let weight = 0;
    let units = 0;
    const priced = lines.map(({ variant, preset }, position) => {
      const quantity = 1 + Math.floor(rand() * rand() * 3);
      const areas = preset.printAreas.filter((a) => a.is_required || rand() < 0.25).map((a) => a.key);
      // A few orders still wait for their artwork: the design check keeps them Pending.
      const withDesigns = status !== 'Pending' || rand() > 0.15;
      const lineDesigns = withDesigns && designs.length ? Object.fromEntries(areas.map((area) => [area, pick(designs)])) : {};
      const quote = quotePrice({
        preset: pricingOf(preset),
        variant: { base_price: variant.basePrice, sale_price: variant.salePrice, wholesale_price: variant.wholesalePrice },
        buyer: { vip: buyer?.vip ?? 0, wholesale_level: buyer?.wholesale ?? 0 },
        quantity,
        extra_sides: Math.max(0, Object.keys(lineDesigns).length - 1),
        platform: store.platform,
      });
      weight += (variant.weight ?? preset.weight ?? 250) * quantity;
      units += quantity;
      const name = variant.nameValue.map((nv) => nv.value).join(' / ');
      itemRows.push({
        id: newId(),
        orderId: id,
        position,
        variantId: variant.id,
        presetId: preset.id,
        sku: variant.sku,
        name: name ? `${preset.name} – ${name}` : preset.name,
        quantity,
        unitPrice: quote.unit_price,
        basePrice: variant.basePrice,
        total: quote.total,
        designs: lineDesigns,
        meta: {},
      });
      return { quote, base_price: variant.basePrice };
    });
    const address = pick(CUSTOMERS);
    const ship = shippingCost(zones, { country: address.country, weight, items: Math.max(1, units) });
    const money = orderMoney(priced, ship.ok ? ship.cost : '0.00');
    const path = PATHS[status];
    const step = (i: number) => new Date(at + (i + 1) * (0.4 + rand()) * DAY * (status === 'Pending' || status === 'Processing' ? 0.05 : 1));
    const dates: Partial<Record<string, Date>> = {};
    let from: OrderStatus = 'Pending';
    path.forEach(([transition, to], i) => {
      const when = new Date(Math.min(step(i).getTime(), now - 60_000));
      dates[transition] = when;
      timelineRows.push({
        id: newId(),
        entity: 'order',
        entityId: id,
        from,
        to,
        transition,
        actorId: transition === 'process' || transition === 'cancel' ? store.sellerId : pick(staff),
        note: transition === 'hold' ? 'Address to be confirmed with the customer' : transition === 'cancel' ? 'Customer cancelled' : null,
        createdAt: when,
      });
      from = to;
    });
    // A design link the server could not fetch: its note is a code the web words (messages.ts).
    if (status === 'Pending')
      timelineRows.push({
        id: newId(),
        entity: 'order',
        entityId: id,
        from: 'Pending',
        to: 'Pending',
        transition: 'note',
        actorId: null,
        text: serverText('design_links_failed', { links: 'TS-BLK-M back' }),
        createdAt: new Date(Math.min(at + 60_000, now - 60_000)),
      });
    const paidNow = ['Processing', 'In Production', 'Fulfilled', 'Completed'].includes(status);
    orderRows.push({
      id,
      sellerId: store.sellerId,
      storeId: store.id,
      platform: store.platform,
      platformOrderId: `${store.platform.slice(0, 2).toUpperCase()}-${storeNumber}`,
      // Mostly pushed by the store; some from order files, typed in or sent through the API.
      source: SEED_SOURCES[storeNumber % SEED_SOURCES.length],
      status,
      shippingAddress: address,
      shippingMethodId: method?.id ?? null,
      subtotal: money.subtotal,
      discount: money.discount,
      additionalPrint: money.additional_print,
      tax: money.tax,
      shipping: money.shipping,
      total: money.total,
      baseCost: money.base_cost,
      paid: paidNow ? money.total : '0.00',
      priority: rand() < 0.05,
      itemCount: units,
      createdBy: store.sellerId,
      createdAt: new Date(at),
      updatedAt: new Date(at),
      paidAt: dates.process ?? null,
      producedAt: dates.start_production ?? null,
      fulfilledAt: dates.fulfil ?? null,
      completedAt: dates.complete ?? null,
      cancelledAt: dates.cancel ?? null,
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < orderRows.length; i += 500) await tx.insert(orders).values(orderRows.slice(i, i + 500));
    for (let i = 0; i < itemRows.length; i += 500) await tx.insert(orderItems).values(itemRows.slice(i, i + 500));
    for (let i = 0; i < timelineRows.length; i += 500) await tx.insert(timeline).values(timelineRows.slice(i, i + 500));
  });
}
