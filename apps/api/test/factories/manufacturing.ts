import { eq } from 'drizzle-orm';
import { newId } from '../../src/platform/common/ids';
import {
  manufactures,
  manufactureWorkers,
  productionCounts,
  productions,
  productPresets,
  productVariants,
  providerProductTypes,
} from '../../src/platform/db/schema';
import { ProductionRelease } from '../../src/modules/manufacturing/production-release';
import { eventsSettled } from '../events-settled';
import type { SignedInUser, TestApp } from '../harness';
import { doc } from './doc';
import { insertShippingMethod } from './logistics';
import { insertFlatRate, insertPreset } from './orders';
import { insertFile } from './files';
import { STORAGE, type StorageDriver } from '../../src/platform/storage/storage.driver';

export const MRP_FIELDS = `_id code status route order_id order_number order_item_id unit_index seller_id seller_name manufacture_id batch_id preset_id
  product_name variant_title print_method print_files { side url thumbnail_url } image errors { code step note created_at resolved_at } priority ship_by late
  note reproduction_of source steps { from to station worker_name scanned_at } created_at updated_at`;

export interface MrpProductView {
  _id: string;
  code: string;
  status: string;
  route: string[];
  order_id: string;
  unit_index: number;
  seller_name: string | null;
  print_files: Array<{ side: string; url: string | null; thumbnail_url: string | null }>;
  image: string | null;
  errors: Array<{ code: number; step: string; resolved_at: string | null }>;
  reproduction_of: string | null;
  source: string;
  priority: number;
  steps: Array<{ from: string; to: string; station: string | null; worker_name: string | null }>;
}

export const SCAN = doc<{ mrpProductNextProcessStep: { product: MrpProductView; changed: boolean; from: string; to: string; reason: string | null } }>(
  `mutation($id: String!, $station: String, $at: DateTime) { mrpProductNextProcessStep(_id: $id, station: $station, scanned_at: $at) { product { ${MRP_FIELDS} } changed from to reason } }`,
);
export const PRODUCTS = doc<{ mrpProducts: { items: MrpProductView[]; total: number } }>(
  `query($status: String, $source: String, $search: String, $priority: Boolean, $late: Boolean) { mrpProducts(mrp_status: $status, source: $source, search: $search, priority: $priority, late: $late, per_page: 100) { items { ${MRP_FIELDS} } total } }`,
);
export const COUNTERS = doc<{ mrpProductCounters: Array<{ status: string; count: number }> }>(
  `query($source: String) { mrpProductCounters(source: $source) { status count } }`,
);
export const REPORT = doc<{ reportMrpError: MrpProductView }>(
  `mutation($id: String!, $errors: [Int!]!, $note: String) { reportMrpError(_id: $id, errors: $errors, note: $note) { ${MRP_FIELDS} } }`,
);
export const REMOVE_ERROR = doc<{ mrpProductRemoveError: MrpProductView }>(`mutation($id: String!) { mrpProductRemoveError(_id: $id) { ${MRP_FIELDS} } }`);
export const UPDATE = doc<{ updateMrpProducts: MrpProductView[] }>(
  `mutation($ids: [ID!]!, $hold: Boolean, $priority: Int) { updateMrpProducts(ids: $ids, hold: $hold, priority: $priority) { ${MRP_FIELDS} } }`,
);
export const ERROR_CODES = doc<{ mrpErrorCodes: Array<{ code: number; step: string; key: string; redo: string; reproduce: boolean; active: boolean }> }>(
  `{ mrpErrorCodes { code step key label redo reproduce active } }`,
);
export const SAVE_CODE = doc<{ saveMrpErrorCode: { code: number; label: string | null } }>(
  `mutation($code: Int!, $label: String) { saveMrpErrorCode(code: $code, step: "Printing", key: "smudged_print", label: $label, redo: "Printing", reproduce: true, active: true) { code label } }`,
);
export const RELEASE_BY_HAND = doc<{ releaseOrderToProduction: number }>(`mutation($id: ID!) { releaseOrderToProduction(_id: $id) }`);
const CREATE = doc<{ createOrder: { _id: string; number: number } }>(`mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number } }`);
const PROCESS = doc<{ processOrders: Array<{ ok: boolean; reason: string | null }> }>(`mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok reason } }`);
const ADJUST = doc<{ adjustCredit: { _id: string } }>(
  `mutation($user: ID!) { adjustCredit(user_id: $user, amount: "5000.00", message: "test credit") { _id } }`,
);
const ADDRESS = { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'gb' };

export const STATION_ROLES = { cutting: 'cutting', printer: 'printer', sewer: 'sewer', qc: 'order_qc', packager: 'packager' } as const;
type Station = keyof typeof STATION_ROLES;

/**
 * Two factories and their workers: Lisbon runs every station, Berlin prints and packs only. Lisbon
 * makes a tee (every station) and a mug (its product type needs printing and packing); Berlin a
 * tee; a provider makes the hoodie (no production of ours). Every blank has 100 in stock.
 */
export async function manufacturingWorld(t: TestApp, root: SignedInUser) {
  const [lisbon, berlin] = [newId(), newId()];
  await t.db.insert(manufactures).values([
    { id: lisbon, name: `Lisbon ${lisbon.slice(-4)}` },
    { id: berlin, name: `Berlin ${berlin.slice(-4)}`, stations: { cutting: false, printing: true, sewing: false, packing: true } },
  ]);
  const workers = {} as Record<Station, SignedInUser>;
  for (const [key, role] of Object.entries(STATION_ROLES) as Array<[Station, string]>) workers[key] = await t.userWithToken({ role });
  const berliner = await t.userWithToken({ role: 'printer' });
  await t.db
    .insert(manufactureWorkers)
    .values([...Object.values(workers).map((w) => ({ manufactureId: lisbon, userId: w.id })), { manufactureId: berlin, userId: berliner.id }]);
  const mugType = newId();
  await t.db
    .insert(providerProductTypes)
    .values({ id: mugType, provider: 'private', providerProductId: `mug-${mugType}`, name: 'Mug', stations: ['printing', 'packing'] });
  const sku = (name: string) => `${name}-${newId().slice(-8)}`;
  const skus = { tee: sku('TEE'), mug: sku('MUG'), berlinTee: sku('BTEE'), hoodie: sku('HOOD') };
  const tee = await insertPreset(t.db, { name: 'Tee', manufactureId: lisbon, variants: [{ sku: skus.tee, basePrice: '10.00', salePrice: '15.00' }] });
  const mug = await insertPreset(t.db, { name: 'Mug', manufactureId: lisbon, variants: [{ sku: skus.mug, basePrice: '4.00', salePrice: '9.00' }] });
  await t.db.update(productPresets).set({ productTypeId: mugType }).where(eq(productPresets.id, mug.id));
  const berlinTee = await insertPreset(t.db, {
    name: 'Berlin Tee',
    manufactureId: berlin,
    variants: [{ sku: skus.berlinTee, basePrice: '9.00', salePrice: '14.00' }],
  });
  const hoodie = await insertPreset(t.db, { name: 'Hoodie', provider: 'printify', variants: [{ sku: skus.hoodie, basePrice: '20.00', salePrice: '30.00' }] });
  const variants = { tee: tee.variantIds[0], mug: mug.variantIds[0], berlinTee: berlinTee.variantIds[0], hoodie: hoodie.variantIds[0] };
  for (const id of Object.values(variants)) await t.db.update(productVariants).set({ stock: 100 }).where(eq(productVariants.id, id));
  const method = await insertShippingMethod(t.db, { name: 'Standard' });
  await insertFlatRate(t.db, method.id, '4.00', '1.00');
  const design = (await insertFile(t.db, t.app.get<StorageDriver>(STORAGE), { type: 'clipart' })).id;

  /** A new seller with credit. */
  const newSeller = async () => {
    const seller = await t.userWithToken({ role: 'sale' });
    await t.gql(ADJUST, { user: seller.id }, root.token);
    return seller;
  };

  /** A seller's paid order (Processing) of these lines; answers its id. */
  const paidOrder = async (seller: SignedInUser, items: Array<[sku: string, quantity: number]>) => {
    const made = await t.gql(
      CREATE,
      { input: { shipping_address: ADDRESS, items: items.map(([s, quantity]) => ({ sku: s, quantity, designs: { front: design } })) } },
      seller.token,
    );
    if (!made.data) throw new Error(JSON.stringify(made.errors));
    const id = made.data.createOrder._id;
    const paid = await t.gql(PROCESS, { ids: [id] }, seller.token);
    if (!paid.data?.processOrders[0].ok) throw new Error(JSON.stringify(paid));
    await eventsSettled(t);
    return id;
  };

  /** Runs the release job as if `minutes` had passed since now. */
  const releaseAfter = async (minutes: number) => {
    const made = await t.app.get(ProductionRelease).releaseDue(new Date(Date.now() + minutes * 60_000));
    await eventsSettled(t);
    return made;
  };

  const productionsOf = (orderId: string) => t.db.select().from(productions).where(eq(productions.orderId, orderId)).orderBy(productions.code);

  /** The counters against a real count, per status, at a factory. */
  const countersMatch = async (manufactureId: string) => {
    const kept = await t.db.select().from(productionCounts).where(eq(productionCounts.manufactureId, manufactureId));
    const real = await t.db.select().from(productions).where(eq(productions.manufactureId, manufactureId));
    // A packed unit at Packing is counted apart ('Packed'): the Packing tab is what is still to pack.
    const keyOf = (r: { status: string; source: string; packedAt: Date | null }) => `${r.source}:${r.status === 'Packing' && r.packedAt ? 'Packed' : r.status}`;
    const tally = (rows: Array<{ status: string; source: string; packedAt: Date | null }>) =>
      rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [keyOf(r)]: (acc[keyOf(r)] ?? 0) + 1 }), {});
    const keptTally = Object.fromEntries(kept.filter((k) => k.total !== 0).map((k) => [`${k.source}:${k.status}`, k.total]));
    return { kept: keptTally, real: tally(real) };
  };

  const at = (id: string) => ({ 'x-manufacture': id });
  return { lisbon, berlin, workers, berliner, skus, variants, mugType, newSeller, paidOrder, releaseAfter, productionsOf, countersMatch, at, design };
}
