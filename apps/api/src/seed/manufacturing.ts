import { and, asc, eq, isNotNull, isNull, like } from 'drizzle-orm';
import { DEFAULT_PRODUCTION_ERRORS, nextStep, productionRoute, ROLE_STEP, type ProductionStep, type Role } from '@pod/shared';
import { newId } from '../platform/common/ids';
import { addWorkingDays, newProductionCode } from '../modules/manufacturing/production-code';
import { colourOf } from '../modules/manufacturing/production-release';
import {
  files,
  manufactures,
  orderItems,
  orders,
  productionErrorCodes,
  productionErrors,
  productions,
  productionSteps,
  productPresets,
  productVariants,
  providerProductTypes,
  timeline,
  type NewProductionRow,
} from '../platform/db/schema';
import type { DbOrTx } from '../platform/db/database';
import type { DemoUsers, SeedContext } from './context';

const HOUR = 3_600_000;
/** Units made into demo productions (the In Production orders' lines of our factories, oldest first). */
const MAX_UNITS = 360;

/** A repeatable pseudo-random sequence, so every demo database tells the same story. */
function sequence(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Demo orders of our own factory's products (the orders seed picks providers' products). */
const FACTORY_ORDERS = 40;

/**
 * Paid orders of the products our Lisbon factory makes, released over the last week: the orders seed
 * sells providers' products, so without these only Berlin would have productions. Runs before the
 * billing seeds, which tell these payments in the ledger like the others.
 */
export async function seedFactoryOrders({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const sellerId = people.get('sale');
  if (!sellerId || (await db.$count(orders, like(orders.platformOrderId, 'OWN-%'))) > 0) return;
  const catalogue = await db
    .select({ variant: productVariants, preset: productPresets })
    .from(productVariants)
    .innerJoin(productPresets, eq(productPresets.id, productVariants.presetId))
    .where(and(eq(productPresets.provider, 'private'), isNotNull(productPresets.manufactureId)))
    .orderBy(asc(productVariants.sku));
  const designs = (await db.select({ id: files.id }).from(files).where(eq(files.type, 'design')).limit(10)).map((f) => f.id);
  if (!catalogue.length || !designs.length) return;
  const random = sequence(7);
  const now = Date.now();
  for (let n = 0; n < FACTORY_ORDERS; n++) {
    const { variant, preset } = catalogue[n % catalogue.length];
    const id = newId();
    const quantity = 1 + Math.floor(random() * 3);
    const unit = variant.salePrice ?? variant.basePrice;
    const total = (Number(unit) * quantity).toFixed(2);
    const paidAt = new Date(now - (8 - (n * 7) / FACTORY_ORDERS) * 24 * HOUR);
    const producedAt = new Date(paidAt.getTime() + 2 * HOUR);
    await db.transaction(async (tx) => {
      await tx.insert(orders).values({
        id,
        sellerId,
        platform: 'manual',
        platformOrderId: `OWN-${1000 + n}`,
        status: 'In Production',
        shippingAddress: { name: 'Beatriz Costa', address1: 'Avenida dos Aliados 20', city: 'Porto', zip: '4000-064', country: 'PT' },
        subtotal: total,
        total,
        baseCost: (Number(variant.basePrice) * quantity).toFixed(2),
        paid: total,
        itemCount: quantity,
        createdBy: sellerId,
        createdAt: paidAt,
        paidAt,
        producedAt,
      });
      await tx.insert(orderItems).values({
        id: newId(),
        orderId: id,
        variantId: variant.id,
        presetId: preset.id,
        sku: variant.sku,
        name: preset.name,
        quantity,
        unitPrice: unit,
        basePrice: variant.basePrice,
        total,
        designs: Object.fromEntries(preset.printAreas.filter((a) => a.is_required).map((a) => [a.key, designs[n % designs.length]])),
      });
      await tx.insert(timeline).values([
        { id: newId(), entity: 'order', entityId: id, from: 'Pending', to: 'Processing', transition: 'process', actorId: sellerId, createdAt: paidAt },
        {
          id: newId(),
          entity: 'order',
          entityId: id,
          from: 'Processing',
          to: 'In Production',
          transition: 'start_production',
          actorId: null,
          createdAt: producedAt,
        },
      ]);
    });
  }
}

const STATION_WORKER = Object.fromEntries(Object.entries(ROLE_STEP).map(([role, step]) => [step, role])) as Record<string, Role>;

/**
 * Productions of the demo's In Production orders, as the release job would make them, spread over
 * every step of their factory's route, with a week of scans by the station workers (and root), some
 * errors sent back, a design held for the seller and a reproduction; the error codes. Only when
 * there are none yet.
 */
export async function seedManufacturing({ db }: SeedContext, people: DemoUsers): Promise<void> {
  await seedPrintMethods(db);
  await db
    .insert(productionErrorCodes)
    .values(DEFAULT_PRODUCTION_ERRORS.map((c) => ({ code: c.code, step: c.step, key: c.key, redo: c.redo, reproduce: c.reproduce })))
    .onConflictDoNothing();
  if ((await db.$count(productions)) > 0) return;
  const lines = await db
    .select({ order: orders, item: orderItems, preset: productPresets, factory: manufactures, variant: productVariants, needs: providerProductTypes.stations })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(productPresets, eq(productPresets.id, orderItems.presetId))
    .innerJoin(manufactures, eq(manufactures.id, productPresets.manufactureId))
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .leftJoin(providerProductTypes, eq(providerProductTypes.id, productPresets.productTypeId))
    .where(and(eq(orders.status, 'In Production'), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.paidAt), asc(orderItems.position));
  const random = sequence(30);
  const now = Date.now();
  const made: NewProductionRow[] = [];
  const steps: Array<typeof productionSteps.$inferInsert> = [];
  for (const { order, item, preset, factory, variant, needs } of lines) {
    for (let unitIndex = 0; unitIndex < item.quantity && made.length < MAX_UNITS; unitIndex++) {
      const route = productionRoute(factory.stations, needs);
      // Every step of the route gets its share; the scans that brought it there are spread over the last 6 days
      // (inside the report's last-7-days tab), each production's a few hours apart.
      const reached = made.length % route.length;
      const id = newId();
      const span = reached * 6 * HOUR;
      let at = now - span - random() * (6 * 24 * HOUR - span);
      let status: ProductionStep = 'To Do';
      for (let i = 0; i < reached; i++) {
        const station: ProductionStep = i === 0 ? route[1] : status;
        const to: ProductionStep = i === 0 ? route[1] : nextStep(route, status)!;
        // Root covers a station now and then: the report shows several workers per station.
        const worker = steps.length % 7 === 0 ? 'root' : STATION_WORKER[station];
        steps.push({ id: newId(), productionId: id, from: status, to, station, workerId: people.get(worker) ?? null, scannedAt: new Date(at) });
        status = to;
        at += (1 + random() * 5) * HOUR;
      }
      made.push({
        id,
        code: newProductionCode(),
        orderId: order.id,
        orderNumber: order.number,
        orderItemId: item.id,
        unitIndex,
        sellerId: order.sellerId,
        manufactureId: factory.id,
        presetId: preset.id,
        variantId: variant.id,
        productTypeId: preset.productTypeId,
        productName: item.name,
        variantTitle: variant.nameValue.map((v) => v.value).join(' / ') || item.sku,
        printFiles: Object.entries(item.designs).map(([side, fileId]) => ({ side, file_id: fileId })),
        printMethod: preset.printMethod,
        colour: colourOf(variant.nameValue),
        route,
        status,
        priority: order.priority ? 1 : 0,
        shipBy: addWorkingDays(order.createdAt, preset.productionDays, factory.workingDays),
        source: order.source,
        blankTaken: status !== 'To Do',
        createdAt: new Date(now - 7 * 24 * HOUR),
      });
    }
  }
  if (!made.length) return;
  await db.transaction(async (tx) => {
    await tx.insert(productions).values(made);
    for (let i = 0; i < steps.length; i += 500) await tx.insert(productionSteps).values(steps.slice(i, i + 500));
    await seedErrors(tx, made, people);
  });
}

/** How our factories print each kind of product (garments by DTF, so their batches get gang sheets). */
const PRINT_METHODS: Array<[RegExp, string]> = [
  [/tee|shirt|hoodie|apron|tote|sweat/i, 'DTF'],
  [/mug/i, 'Sublimation'],
  [/poster|canvas/i, 'UV'],
];

/** The print method of the presets our factories make, where none is set; productions copy it at release. */
async function seedPrintMethods(db: DbOrTx): Promise<void> {
  const made = await db
    .select({ id: productPresets.id, name: productPresets.name })
    .from(productPresets)
    .where(and(isNotNull(productPresets.manufactureId), isNull(productPresets.printMethod)));
  for (const p of made) {
    const method = PRINT_METHODS.find(([re]) => re.test(p.name))?.[1];
    if (method) await db.update(productPresets).set({ printMethod: method }).where(eq(productPresets.id, p.id));
  }
}

/** Errors of a week: some sent back and fixed, a design held for the seller, a ruined blank made again. */
async function seedErrors(db: DbOrTx, made: NewProductionRow[], people: DemoUsers): Promise<void> {
  const at = (step: ProductionStep) => made.filter((p) => p.status === step);
  const reporter = (role: Role) => people.get(role) ?? null;
  const fixed = at('Sewing').slice(0, 4);
  const resolvedAt = new Date(Date.now() - 24 * HOUR);
  if (fixed.length)
    await db.insert(productionErrors).values(
      fixed.map((p, i) => ({
        productionId: p.id,
        code: [1001, 1004, 3001, 3004][i],
        step: 'Sewing',
        note: 'Fixed and sent on',
        reporterId: reporter('sewer'),
        resolvedAt,
      })),
    );
  const [held] = at('Printing');
  if (held) {
    await db
      .insert(productionErrors)
      .values({ productionId: held.id, code: 2011, step: 'Printing', note: 'Artwork is cut off at the top', reporterId: reporter('printer') });
    await db.update(productions).set({ status: 'On Hold', resumeStatus: 'Printing' }).where(eq(productions.id, held.id));
  }
  const [ruined] = at('Quality check');
  if (ruined) {
    await db
      .insert(productionErrors)
      .values({ productionId: ruined.id, code: 2002, step: 'Quality check', note: 'Smudged print on the chest', reporterId: reporter('order_qc') });
    await db.update(productions).set({ status: 'Error', resumeStatus: 'Quality check' }).where(eq(productions.id, ruined.id));
    await db
      .insert(productions)
      .values({ ...ruined, id: newId(), code: newProductionCode(), status: 'To Do', blankTaken: false, reproductionOf: ruined.id, createdAt: new Date() });
  }
}
