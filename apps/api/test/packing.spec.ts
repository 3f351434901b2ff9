import { eq, inArray } from 'drizzle-orm';
import { OWN_TRACKING } from '@pod/shared';
import { orders, outbox, packageProductions, packages, productions, users } from '../src/platform/db/schema';
import { labelPdf } from '../src/producers/documents/layouts';
import { EventsService } from '../src/platform/events/events.service';
import { eventsSettled } from './events-settled';
import { manufacturingWorld } from './factories/manufacturing';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { pdfPagesPng, readCode128 } from './support/barcode-reader';
import { confirmImport, uploadImport } from './support/imports';
import { pdfText } from './support/pdf';
import { fetchSignedFile } from './support/signed-file';

const PKG = `_id code status order_id order_number bin_number units_total units_packed declared_weight real_weight real_width estimated_cost
  carrier carrier_name tracking_number tracking_status has_label production_ids`;
interface PackageView {
  _id: string;
  code: string;
  status: string;
  order_id: string;
  order_number: number;
  bin_number: number | null;
  units_total: number;
  units_packed: number;
  declared_weight: number;
  real_weight: number | null;
  real_width: number | null;
  estimated_cost: string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_status: string;
  has_label: boolean;
  production_ids: string[];
}
interface ScanView {
  package: PackageView;
  bin_number: number | null;
  packed: number;
  total: number;
  complete: boolean;
  changed: boolean;
  reason: string | null;
}

const PACK = doc<{ packMrpProduct: ScanView }>(
  `mutation($code: String!, $pkg: String) { packMrpProduct(code: $code, package_id: $pkg) { package { ${PKG} } bin_number packed total complete changed reason } }`,
);
const LIST = doc<{ mrpPackages: { items: PackageView[]; total: number } }>(
  `query($status: String, $shipping: String, $search: String) { mrpPackages(status: $status, shipping: $shipping, search: $search) { items { ${PKG} } total } }`,
);
const COUNTERS = doc<{ mrpPackageCounters: { statuses: Array<{ key: string; count: number }>; shipping: Array<{ key: string; count: number }> } }>(
  `query { mrpPackageCounters { statuses { key count } shipping { key name count } tracking { key count } } }`,
);
const MEASURE = doc<{ setMrpPackageMeasures: PackageView }>(
  `mutation($id: String!, $weight: Int!, $width: Int, $height: Int, $length: Int) { setMrpPackageMeasures(_id: $id, weight: $weight, width: $width, height: $height, length: $length) { ${PKG} } }`,
);
const LABEL = doc<{ labelMrpPackage: PackageView }>(`mutation($id: String!) { labelMrpPackage(_id: $id) { ${PKG} } }`);
const PRINT = doc<{ printMrpPackage: { url: string; pages: number } }>(`mutation($id: String!) { printMrpPackage(_id: $id) { url pages } }`);
const SCAN_TRACKING = doc<{ scanPackageTracking: PackageView }>(`mutation($t: String!) { scanPackageTracking(tracking: $t) { ${PKG} } }`);
const SPLIT = doc<{ mrpPackageSplit: PackageView[] }>(`mutation($id: String!, $ids: [ID!]!) { mrpPackageSplit(_id: $id, production_ids: $ids) { ${PKG} } }`);
const TRASH = doc<{ trashMrpProductPackage: PackageView }>(`mutation($id: String!) { trashMrpProductPackage(_id: $id) { ${PKG} } }`);
const MANIFEST = doc<{ mrpPackageManifest: { csv: string; count: number } }>(`query { mrpPackageManifest { filename csv count } }`);
const SELLER_TRACKING = doc<{ setMrpPackageTracking: PackageView }>(
  `mutation($id: String!, $n: String!) { setMrpPackageTracking(_id: $id, tracking_number: $n, carrier: "UPS") { ${PKG} } }`,
);
const ORDER = doc<{ order: { status: string; partly_shipped: boolean; packages: Array<{ code: string; status: string }> } }>(
  `query($id: ID!) { order(_id: $id) { status partly_shipped packages { code status } } }`,
);

describe('packing: box packages, bins, labels and the order following its packages', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;
  const packer = () => w.workers.packager;

  /** A paid, released order of `n` Lisbon mugs, its units moved to the Packing station. */
  const atPacking = async (n: number, who = seller) => {
    const orderId = await w.paidOrder(who, [[w.skus.mug, n]]);
    await w.releaseAfter(61);
    const units = await w.productionsOf(orderId);
    await t.db
      .update(productions)
      .set({ status: 'Packing' })
      .where(
        inArray(
          productions.id,
          units.map((u) => u.id),
        ),
      );
    return { orderId, units };
  };
  const packAll = async (units: Array<{ code: string }>) => {
    let last: ScanView | undefined;
    for (const u of units) last = (await t.gql(PACK, { code: u.code }, packer().token, w.at(w.lisbon))).data!.packMrpProduct;
    return last!;
  };
  const orderStatus = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0].status;

  beforeAll(async () => {
    // Workers run the imports pipeline's job (the seller-label import).
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    root = await t.userWithToken({ role: 'root' });
    w = await manufacturingWorld(t, root);
    seller = await w.newSeller();
  });
  afterAll(() => t.stop());

  it('is refused to sellers and to workers of another factory, then allowed to the factory’s packer', async () => {
    const { units } = await atPacking(1);
    for (const who of [seller, w.berliner]) {
      expect(codeOf(await t.gql(LIST, {}, who.token, w.at(w.lisbon)))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(PACK, { code: units[0].code }, who.token, w.at(w.lisbon)))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(SCAN_TRACKING, { t: 'OWN0000000001' }, who.token))).toMatch(/FORBIDDEN|BAD_USER_INPUT/);
    }
    expect(await t.db.select().from(packageProductions).where(eq(packageProductions.productionId, units[0].id))).toEqual([]);
    const list = await t.gql(LIST, {}, packer().token, w.at(w.lisbon));
    expect(list.errors).toBeUndefined();
    // a single-unit order is complete at once, without a bin
    const scan = (await t.gql(PACK, { code: units[0].code }, packer().token, w.at(w.lisbon))).data!.packMrpProduct;
    expect(scan).toMatchObject({ packed: 1, total: 1, complete: true, changed: true, bin_number: null });
    expect(scan.package.status).toBe('Packed');
    // root opens any factory
    expect((await t.gql(LIST, { status: 'Packed' }, root.token, w.at(w.lisbon))).data!.mrpPackages.items.map((p) => p.code)).toContain(scan.package.code);
  });

  it('fills a 3-unit order’s bin unit by unit, says so when a unit is scanned twice, and completes it with its weight and estimated cost', async () => {
    const { units } = await atPacking(3);
    const scan = (code: string) => t.gql(PACK, { code }, packer().token, w.at(w.lisbon));
    const first = (await scan(units[0].code)).data!.packMrpProduct;
    expect(first).toMatchObject({ packed: 1, total: 3, complete: false, changed: true });
    expect(first.bin_number).toBeGreaterThan(0);
    expect(first.package.status).toBe('Processing');
    const again = (await scan(units[0].code.toLowerCase())).data!.packMrpProduct;
    expect(again).toMatchObject({ packed: 1, total: 3, complete: false, changed: false, reason: 'already_packed', bin_number: first.bin_number });
    // another multi-unit order filling at the same time gets another bin
    const other = await atPacking(2);
    const otherScan = (await scan(other.units[0].code)).data!.packMrpProduct;
    expect(otherScan.bin_number).not.toBe(first.bin_number);
    const second = (await scan(units[1].code)).data!.packMrpProduct;
    expect(second).toMatchObject({ packed: 2, total: 3, complete: false, bin_number: first.bin_number });
    const third = (await scan(units[2].code)).data!.packMrpProduct;
    expect(third).toMatchObject({ packed: 3, total: 3, complete: true, changed: true, bin_number: first.bin_number });
    expect(third.package).toMatchObject({ status: 'Packed', units_packed: 3, units_total: 3 });
    expect(third.package.estimated_cost).toBe('6.00');
    expect(new Set(third.package.production_ids)).toEqual(new Set(units.map((u) => u.id)));
    // the bin is free again: the next order may take it
    const counters = (await t.gql(COUNTERS, {}, packer().token, w.at(w.lisbon))).data!.mrpPackageCounters;
    const real = await t.db.select().from(packages).where(eq(packages.manufactureId, w.lisbon));
    expect(counters.statuses.find((s) => s.key === 'All')!.count).toBe(real.length);
    expect(counters.statuses.find((s) => s.key === 'Processing')!.count).toBe(real.filter((p) => p.status === 'Processing').length);
    const tab = (await t.gql(LIST, { status: 'Processing', shipping: 'mulstran' }, packer().token, w.at(w.lisbon))).data!.mrpPackages;
    expect(tab.total).toBe(real.filter((p) => p.status === 'Processing').length);
    expect((await t.gql(LIST, { search: `#${third.package.order_number}` }, packer().token, w.at(w.lisbon))).data!.mrpPackages.items).toHaveLength(1);
  });

  it('refuses bad input and writes nothing: two orders in one package, a weight of 0, a missing dimension, an unknown tracking number', async () => {
    const a = await atPacking(2);
    const b = await atPacking(1);
    const opened = (await t.gql(PACK, { code: a.units[0].code }, packer().token, w.at(w.lisbon))).data!.packMrpProduct.package;
    const mixed = await t.gql(PACK, { code: b.units[0].code, pkg: opened.code }, packer().token, w.at(w.lisbon));
    expect([codeOf(mixed), mixed.errors![0].extensions!.reasons]).toEqual(['BAD_USER_INPUT', { code: 'mixed_orders' }]);
    expect(await t.db.select().from(packageProductions).where(eq(packageProductions.productionId, b.units[0].id))).toEqual([]);
    expect(await t.db.select().from(packages).where(eq(packages.orderId, b.orderId))).toEqual([]);

    const done = (await t.gql(PACK, { code: a.units[1].code }, packer().token, w.at(w.lisbon))).data!.packMrpProduct.package;
    const zero = await t.gql(MEASURE, { id: done._id, weight: 0 }, packer().token, w.at(w.lisbon));
    expect([codeOf(zero), zero.errors![0].extensions!.reasons]).toEqual(['BAD_USER_INPUT', { weight: 'range' }]);
    await t.db.update(users).set({ enableCheckDimension: true }).where(eq(users.id, seller.id));
    try {
      const flat = await t.gql(MEASURE, { id: done._id, weight: 420 }, packer().token, w.at(w.lisbon));
      expect([codeOf(flat), flat.errors![0].extensions!.reasons]).toEqual(['BAD_USER_INPUT', { width: 'measures_required' }]);
      const unlabelled = await t.gql(LABEL, { id: done._id }, packer().token, w.at(w.lisbon));
      expect(unlabelled.errors![0].extensions!.reasons).toEqual({ weight: 'measures_required' });
      const [row] = await t.db.select().from(packages).where(eq(packages.id, done._id));
      expect([row.realWeight, row.realWidth, row.trackingNumber]).toEqual([null, null, null]);
      const measured = (await t.gql(MEASURE, { id: done._id, weight: 420, width: 20, height: 10, length: 30 }, packer().token, w.at(w.lisbon))).data!
        .setMrpPackageMeasures;
      expect([measured.real_weight, measured.real_width]).toEqual([420, 20]);
    } finally {
      await t.db.update(users).set({ enableCheckDimension: false }).where(eq(users.id, seller.id));
    }
    const unknown = await t.gql(SCAN_TRACKING, { t: 'ZZZ9999999999' }, packer().token);
    expect([codeOf(unknown), unknown.errors![0].extensions!.reasons]).toEqual(['BAD_USER_INPUT', { tracking: 'unknown_tracking' }]);
    // a package still filling is neither labelled nor printed
    const c = await atPacking(2);
    const filling = (await t.gql(PACK, { code: c.units[0].code }, packer().token, w.at(w.lisbon))).data!.packMrpProduct.package;
    expect((await t.gql(LABEL, { id: filling._id }, packer().token, w.at(w.lisbon))).errors![0].extensions!.reasons).toEqual({ package: 'package_state' });
    // a production not at Packing is refused
    const d = await w.paidOrder(seller, [[w.skus.mug, 1]]);
    await w.releaseAfter(61);
    const [todo] = await w.productionsOf(d);
    expect((await t.gql(PACK, { code: todo.code }, packer().token, w.at(w.lisbon))).errors![0].extensions!.reasons).toEqual({ code: 'not_at_packing' });
  });

  it('labels a package with our series: the printed label’s barcode decodes back to its tracking number, merged after the slip', async () => {
    const { units } = await atPacking(2);
    const pkg = (await packAll(units)).package;
    const labelled = (await t.gql(LABEL, { id: pkg._id }, packer().token, w.at(w.lisbon))).data!.labelMrpPackage;
    expect(labelled.tracking_number).toMatch(OWN_TRACKING);
    expect(labelled).toMatchObject({ carrier: 'own', has_label: true, status: 'Packed' });
    await eventsSettled(t);
    const recorded = await t.db.select().from(outbox).where(eq(outbox.name, 'package.labelled'));
    expect(recorded.map((e) => (e.payload as { packageId: string }).packageId)).toContain(pkg._id);
    // labelling again changes nothing
    expect((await t.gql(LABEL, { id: pkg._id }, packer().token, w.at(w.lisbon))).data!.labelMrpPackage.tracking_number).toBe(labelled.tracking_number);

    const printed = (await t.gql(PRINT, { id: pkg.code }, packer().token, w.at(w.lisbon))).data!.printMrpPackage;
    expect(printed.pages).toBe(2);
    const pdf = (await fetchSignedFile(t, printed.url)).body as Buffer;
    const codes = new Set<string>();
    for (const page of pdfPagesPng(pdf)) for (const code of await readCode128(page)) codes.add(code);
    expect(codes).toContain(labelled.tracking_number);
    expect(codes).toContain(pkg.code);
    const text = pdfText(pdf);
    for (const word of ['Packing slip', `#${pkg.order_number}`, 'Ada Lovelace', 'Mug']) expect(text).toContain(word);
    // the carrier's manifest lists it until it is picked up
    const manifest = (await t.gql(MANIFEST, {}, packer().token, w.at(w.lisbon))).data!.mrpPackageManifest;
    expect(manifest.csv.split('\n')[0]).toBe('tracking_number,package,order,method,weight_g,name,city,zip,country');
    expect(manifest.csv).toContain(`${labelled.tracking_number},${pkg.code},${pkg.order_number}`);
  });

  it('prints slip and label in one action: a Packed package with no label is labelled by its carrier first', async () => {
    const { units } = await atPacking(1);
    const pkg = (await packAll(units)).package;
    expect(pkg.tracking_number).toBeNull();
    const printed = (await t.gql(PRINT, { id: pkg._id }, packer().token, w.at(w.lisbon))).data!.printMrpPackage;
    expect(printed.pages).toBe(2);
    const [row] = await t.db.select().from(packages).where(eq(packages.id, pkg._id));
    expect(row.trackingNumber).toMatch(OWN_TRACKING);
    const pdf = (await fetchSignedFile(t, printed.url)).body as Buffer;
    const codes = new Set<string>();
    for (const page of pdfPagesPng(pdf)) for (const code of await readCode128(page)) codes.add(code);
    expect(codes).toContain(row.trackingNumber);
  });

  it('merges a seller-supplied label (the imports pipeline) with the slip, stamped with the order code; both texts read back', async () => {
    const shopSeller = await w.newSeller();
    const { units, orderId } = await atPacking(1, shopSeller);
    const pkg = (await packAll(units)).package;
    const sellerPdf = await labelPdf({ code: '9400111899223344556677', shipTo: ['Seller Warehouse Return'], headline: 'USPS GROUND ADVANTAGE' });
    const file = await t.upload(shopSeller.token, { type: 'attachment', bytes: sellerPdf, filename: 'usps.pdf', mimetype: 'application/pdf' });
    const csv = `order_number,tracking_number,carrier,label_file_id\n${pkg.order_number},9400111899223344556677,USPS,${file._id}\n`;
    // another seller cannot label this order
    const stranger = await w.newSeller();
    const refused = await confirmImport(
      t,
      stranger.token,
      await uploadImport(t, stranger.token, Buffer.from(csv), 'package_labels'),
      'all_or_nothing',
      'package_labels',
    );
    expect(refused.created).toBe(0);
    const result = await confirmImport(
      t,
      shopSeller.token,
      await uploadImport(t, shopSeller.token, Buffer.from(csv), 'package_labels'),
      'all_or_nothing',
      'package_labels',
    );
    expect([result.created, result.refused]).toEqual([1, []]);
    const printed = (await t.gql(PRINT, { id: pkg._id }, packer().token, w.at(w.lisbon))).data!.printMrpPackage;
    const text = pdfText((await fetchSignedFile(t, printed.url)).body as Buffer);
    for (const word of ['Packing slip', 'USPS GROUND', 'Seller Warehouse Return', `#${pkg.order_number} ${pkg.code}`]) expect(text).toContain(word);
    const [row] = await t.db.select().from(packages).where(eq(packages.orderId, orderId));
    expect([row.carrier, row.trackingNumber]).toEqual(['seller', '9400111899223344556677']);
  });

  it('moves the order to Fulfilled when every package is shipped and to Completed when every one is delivered', async () => {
    const { units, orderId } = await atPacking(3);
    const whole = (await packAll(units)).package;
    // split one unit off: two packages of one order
    const [kept, split] = (await t.gql(SPLIT, { id: whole._id, ids: [units[0].id] }, packer().token, w.at(w.lisbon))).data!.mrpPackageSplit;
    expect([kept.units_packed, split.units_packed, split.order_id]).toEqual([2, 1, orderId]);
    const bad = await t.gql(SPLIT, { id: whole._id, ids: [units[1].id, units[2].id] }, packer().token, w.at(w.lisbon));
    expect(codeOf(bad)).toBe('CONFLICT');
    const tracked: string[] = [];
    for (const p of [kept, split]) tracked.push((await t.gql(LABEL, { id: p._id }, packer().token, w.at(w.lisbon))).data!.labelMrpPackage.tracking_number!);
    expect(await orderStatus(orderId)).toBe('In Production');

    const firstScan = await t.gql(SCAN_TRACKING, { t: tracked[0] }, packer().token);
    expect(firstScan.errors).toBeUndefined();
    const first = firstScan.data!.scanPackageTracking;
    expect(first.status).toBe('Picked Up');
    await eventsSettled(t);
    const partly = (await t.gql(ORDER, { id: orderId }, seller.token)).data!.order;
    expect([partly.status, partly.partly_shipped, partly.packages.length]).toEqual(['In Production', true, 2]);
    // the same label scanned twice changes nothing
    expect((await t.gql(SCAN_TRACKING, { t: tracked[0].toLowerCase() }, packer().token)).data!.scanPackageTracking.status).toBe('Picked Up');
    await t.gql(SCAN_TRACKING, { t: tracked[1] }, packer().token);
    await eventsSettled(t);
    expect(await orderStatus(orderId)).toBe('Fulfilled');
    const pickedUp = await t.db.select().from(outbox).where(eq(outbox.name, 'package.picked_up'));
    expect(pickedUp.filter((e) => (e.payload as { orderId: string }).orderId === orderId)).toHaveLength(2);

    const events = t.app.get(EventsService);
    const shipment = (packageId: string, trackingNumber: string, to: string) =>
      t.db.transaction((tx) =>
        events.record(tx, 'shipment.status_changed', {
          shipmentId: `s-${packageId}`,
          packageId,
          orderId,
          sellerId: seller.id,
          trackingNumber,
          from: 'In Transit',
          to,
        }),
      );
    await shipment(kept._id, tracked[0], 'Delivered');
    await eventsSettled(t);
    expect(await orderStatus(orderId)).toBe('Fulfilled');
    await shipment(split._id, tracked[1], 'Exception');
    await eventsSettled(t);
    expect((await t.db.select().from(packages).where(eq(packages.id, split._id)))[0]).toMatchObject({ status: 'Exception', trackingStatus: 'Exception' });
    await shipment(split._id, tracked[1], 'Delivered');
    await eventsSettled(t);
    expect(await orderStatus(orderId)).toBe('Completed');
    const done = (await t.gql(ORDER, { id: orderId }, seller.token)).data!.order;
    expect([done.status, done.partly_shipped, done.packages.map((p) => p.status)]).toEqual(['Completed', false, ['Delivered', 'Delivered']]);
  });

  it('a cost is never negative: setMrpPackageMeasures refuses a negative real cost and writes nothing; 0 and a positive cost are kept', async () => {
    const COST = doc<{ setMrpPackageMeasures: { real_weight: number | null } }>(
      `mutation($id: String!, $cost: String) { setMrpPackageMeasures(_id: $id, weight: 250, real_cost: $cost) { real_weight } }`,
    );
    const { units } = await atPacking(1);
    const pkg = (await packAll(units)).package;
    const row = async () => (await t.db.select().from(packages).where(eq(packages.id, pkg._id)))[0];
    const before = await row();
    for (const cost of ['-100.00', '-0.01', '-5']) {
      const res = await t.gql(COST, { id: pkg._id, cost }, packer().token, w.at(w.lisbon));
      expect([cost, codeOf(res), res.errors?.[0].extensions?.reasons]).toEqual([cost, 'BAD_USER_INPUT', { real_cost: 'negative' }]);
    }
    expect(await row()).toEqual(before);
    for (const cost of ['0.00', '7.45']) {
      expect((await t.gql(COST, { id: pkg._id, cost }, packer().token, w.at(w.lisbon))).errors).toBeUndefined();
      expect((await row()).realCost).toBe(cost);
    }
  });

  it('Packing lists only what is still to pack, and a filling package names the units it waits for, where each is and when due', async () => {
    const PACKING = doc<{ mrpProducts: { items: Array<{ code: string }> } }>(
      `query($s: String) { mrpProducts(mrp_status: "Packing", search: $s) { items { code } } }`,
    );
    const COUNTS = doc<{ mrpProductCounters: Array<{ status: string; count: number }> }>(`query { mrpProductCounters { status count } }`);
    const MISSING = doc<{ mrpPackage: { units_packed: number; units_total: number; missing_units: Array<{ code: string; status: string; ship_by: string }> } }>(
      `query($id: String!) { mrpPackage(_id: $id) { units_packed units_total missing_units { code status ship_by } } }`,
    );
    const atFactory = w.at(w.lisbon);
    const toPack = async () => (await t.gql(COUNTS, {}, packer().token, atFactory)).data!.mrpProductCounters.find((c) => c.status === 'Packing')!.count;
    const listed = async (n: number) => (await t.gql(PACKING, { s: String(n) }, packer().token, atFactory)).data!.mrpProducts.items.map((p) => p.code);
    const before = await toPack();
    const { orderId, units } = await atPacking(2);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    // the second unit is still at Quality check
    await t.db.update(productions).set({ status: 'Quality check' }).where(eq(productions.id, units[1].id));
    expect(await listed(order.number)).toEqual([units[0].code]);
    expect(await toPack()).toBe(before + 1);
    const filling = (await packAll([units[0]])).package;
    expect(await listed(order.number)).toEqual([]);
    expect(await toPack()).toBe(before);
    const drawer = (await t.gql(MISSING, { id: filling._id }, packer().token, atFactory)).data!.mrpPackage;
    expect(drawer).toMatchObject({ units_packed: 1, units_total: 2, missing_units: [{ code: units[1].code, status: 'Quality check' }] });
    expect(new Date(drawer.missing_units[0].ship_by).getTime()).toBeGreaterThan(0);
    // a cancelled package's unit is to pack again
    await t.gql(TRASH, { id: filling._id }, packer().token, atFactory);
    expect(await listed(order.number)).toEqual([units[0].code]);
    expect(await toPack()).toBe(before + 1);
  });

  it('trashes a package (its units pack again) and lets a ship-by-seller order carry the seller’s own tracking number', async () => {
    const { units } = await atPacking(1);
    const pkg = (await packAll(units)).package;
    const trashed = (await t.gql(TRASH, { id: pkg._id }, packer().token, w.at(w.lisbon))).data!.trashMrpProductPackage;
    expect(trashed.status).toBe('Cancelled');
    const repacked = (await t.gql(PACK, { code: units[0].code }, packer().token, w.at(w.lisbon))).data!.packMrpProduct;
    expect(repacked).toMatchObject({ changed: true, complete: true });
    expect(repacked.package._id).not.toBe(pkg._id);
    // ship by seller: no label of ours; the seller gives the tracking number
    await t.db.update(packages).set({ shipBySeller: true }).where(eq(packages.id, repacked.package._id));
    expect((await t.gql(LABEL, { id: repacked.package._id }, packer().token, w.at(w.lisbon))).errors![0].extensions!.reasons).toEqual({
      package: 'ship_by_seller',
    });
    const other = await w.newSeller();
    expect(codeOf(await t.gql(SELLER_TRACKING, { id: repacked.package._id, n: '1Z999AA10123456784' }, other.token))).toBe('NOT_FOUND');
    const given = (await t.gql(SELLER_TRACKING, { id: repacked.package._id, n: '1Z999AA10123456784' }, seller.token)).data!.setMrpPackageTracking;
    expect(given).toMatchObject({ tracking_number: '1Z999AA10123456784', carrier: 'seller', status: 'Picked Up' });
    await eventsSettled(t);
    expect(await orderStatus(repacked.package.order_id)).toBe('Fulfilled');
  });
});
