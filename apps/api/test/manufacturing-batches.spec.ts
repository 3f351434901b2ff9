import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { newId } from '../src/platform/common/ids';
import { mrpBatches, productPresets, productions, productVariants, providerProductTypes } from '../src/platform/db/schema';
import { ManufacturingBatchesService } from '../src/modules/manufacturing-batches/manufacturing-batches.service';
import { manufacturingWorld, SCAN } from './factories/manufacturing';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { pdfPagesPng, readCode128 } from './support/barcode-reader';
import { fetchSignedFile } from './support/signed-file';

const FIELDS = `_id code status manufacture_id product_count print_method note progress { status count }`;
interface BatchView {
  _id: string;
  code: string;
  status: string;
  manufacture_id: string;
  product_count: number;
  print_method: string | null;
  note: string | null;
  progress: Array<{ status: string; count: number }>;
}
const LIST = doc<{ mrpBatches: BatchView[] }>(`query($m: ID!, $status: String) { mrpBatches(manufacture_id: $m, status: $status) { ${FIELDS} } }`);
const MAKE = doc<{ makeMrpBatchProduct: BatchView }>(
  `mutation($ids: [ID!]!, $note: String) { makeMrpBatchProduct(product_ids: $ids, params: { note: $note }) { ${FIELDS} } }`,
);
const UPDATE = doc<{ updateMrpBatchProduct: BatchView }>(`mutation($input: UpdateMrpBatchInput!) { updateMrpBatchProduct(input: $input) { ${FIELDS} } }`);
const COUNTERS = doc<{ mrpBatchCounters: Array<{ status: string; count: number }> }>(
  `query($m: ID!) { mrpBatchCounters(manufacture_id: $m) { status count } }`,
);
const NAMED = doc<{ mrpBatches: Array<{ _id: string; product_type: string | null; product_type_name: string | null }> }>(
  `query($m: ID!) { mrpBatches(manufacture_id: $m) { _id product_type product_type_name } }`,
);
const ONE = doc<{ mrpBatch: BatchView }>(`query($id: ID!) { mrpBatch(_id: $id) { ${FIELDS} } }`);
const BATCH_CODES = doc<{ mrpProducts: { items: Array<{ code: string; batch_id: string | null; batch_code: string | null }> } }>(
  `query($search: String) { mrpProducts(mrp_status: "All", search: $search, per_page: 100) { items { code batch_id batch_code } } }`,
);
const TRASH = doc<{ trashMrpBatchProduct: boolean }>(`mutation($id: ID!) { trashMrpBatchProduct(_id: $id) }`);
const LABELS = doc<{ printBarcodeMrpBatch: { url: string } }>(`mutation($id: ID!) { printBarcodeMrpBatch(_id: $id) { url size } }`);
const EXPORT = doc<{ exportBatchProducts: { url: string } }>(`mutation($id: ID!) { exportBatchProducts(_id: $id) { url size } }`);

describe('manufacturing batches', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;
  const batchCount = async () => (await t.db.select({ n: count() }).from(mrpBatches))[0].n;
  /** Fresh Lisbon tees, released, in To Do. */
  const tees = async (n: number) => {
    const id = await w.paidOrder(seller, [[w.skus.tee, n]]);
    await w.releaseAfter(61);
    return w.productionsOf(id);
  };

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'root' });
    w = await manufacturingWorld(t, root);
    seller = await w.newSeller();
  });
  afterAll(() => t.stop());

  it('is refused to sellers, and to a worker for a factory they do not work at', async () => {
    expect(codeOf(await t.gql(LIST, { m: w.lisbon }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LIST, { m: w.lisbon }, w.berliner.token))).toBe('NOT_FOUND');
    const units = await tees(1);
    const before = await batchCount();
    expect(codeOf(await t.gql(MAKE, { ids: [units[0].id] }, w.berliner.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(MAKE, { ids: [units[0].id] }, seller.token))).toBe('FORBIDDEN');
    expect(await batchCount()).toBe(before);
    expect((await t.gql(LIST, { m: w.lisbon }, w.workers.printer.token)).errors).toBeUndefined();
  });

  it('makes a batch by hand; its progress is the real count of its productions per station', async () => {
    const units = await tees(3);
    const made = await t.gql(MAKE, { ids: units.map((u) => u.id), note: 'Rush' }, w.workers.printer.token);
    expect(made.errors).toBeUndefined();
    const batch = made.data!.makeMrpBatchProduct;
    expect(batch).toMatchObject({ status: 'Producting', manufacture_id: w.lisbon, product_count: 3, note: 'Rush' });
    expect(batch.code).toMatch(/^B[0-9A-Z]{6}$/);
    const inBatch = await t.db.select().from(productions).where(eq(productions.batchId, batch._id));
    expect(inBatch.map((p) => p.id).sort()).toEqual(units.map((u) => u.id).sort());

    await t.gql(SCAN, { id: units[0].code, at: new Date().toISOString() }, w.workers.cutting.token, w.at(w.lisbon));
    const listed = (await t.gql(LIST, { m: w.lisbon, status: 'Producting' }, w.workers.printer.token)).data!.mrpBatches.find((b) => b._id === batch._id)!;
    const real = await t.db
      .select({ status: productions.status, n: count() })
      .from(productions)
      .where(eq(productions.batchId, batch._id))
      .groupBy(productions.status);
    const asMap = (rows: Array<{ status: string; n?: number; count?: number }>) => Object.fromEntries(rows.map((r) => [r.status, r.n ?? r.count]));
    expect(asMap(listed.progress)).toEqual(asMap(real));
    expect(asMap(listed.progress)).toEqual({ 'To Do': 2, Cutting: 1 });
  });

  it("a production names its batch by code, and the batch it links opens for the factory's workers only", async () => {
    const units = await tees(2);
    const made = (await t.gql(MAKE, { ids: [units[0].id] }, w.workers.printer.token)).data!.makeMrpBatchProduct;
    const listed = (await t.gql(BATCH_CODES, { search: String(units[0].orderNumber) }, w.workers.printer.token, w.at(w.lisbon))).data!.mrpProducts.items;
    expect(Object.fromEntries(listed.map((p) => [p.code, p.batch_code]))).toEqual({ [units[0].code]: made.code, [units[1].code]: null });
    const one = await t.gql(ONE, { id: made._id }, w.workers.cutting.token);
    expect(one.data?.mrpBatch).toMatchObject({ _id: made._id, code: made.code, product_count: 1 });
    expect(codeOf(await t.gql(ONE, { id: made._id }, w.berliner.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ONE, { id: made._id }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(ONE, { id: newId() }, root.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ONE, { id: 'not an id' }, root.token))).toBe('BAD_USER_INPUT');
  });

  it('refuses productions already in a batch or of two factories, writing nothing', async () => {
    const units = await tees(2);
    await t.gql(MAKE, { ids: [units[0].id] }, root.token);
    const before = await batchCount();
    const again = await t.gql(MAKE, { ids: units.map((u) => u.id) }, root.token);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.extensions?.reasons).toEqual({ product_ids: 'in_other_batch' });
    const berlinOrder = await w.paidOrder(seller, [[w.skus.berlinTee, 1]]);
    await w.releaseAfter(61);
    const [berlinUnit] = await w.productionsOf(berlinOrder);
    const mixed = await t.gql(MAKE, { ids: [units[1].id, berlinUnit.id] }, root.token);
    expect(mixed.errors?.[0]?.extensions?.reasons).toEqual({ product_ids: 'batch_mixed_factories' });
    expect(codeOf(await t.gql(MAKE, { ids: [] }, root.token))).toBe('BAD_USER_INPUT');
    expect(await batchCount()).toBe(before);
    expect((await t.db.select().from(productions).where(eq(productions.id, units[1].id)))[0].batchId).toBeNull();
  });

  it('updates, prints labels that decode back, exports a zip, and trashes a batch freeing its productions', async () => {
    const units = await tees(3);
    const batch = (await t.gql(MAKE, { ids: units.map((u) => u.id) }, root.token)).data!.makeMrpBatchProduct;
    const updated = await t.gql(UPDATE, { input: { _id: batch._id, status: 'On Hold', remove_product_ids: [units[2].id] } }, w.workers.printer.token);
    expect(updated.data?.updateMrpBatchProduct).toMatchObject({ status: 'On Hold', product_count: 2 });
    const wrong = await t.gql(UPDATE, { input: { _id: batch._id, remove_product_ids: [units[2].id] } }, root.token);
    expect(wrong.errors?.[0]?.extensions?.reasons).toEqual({ remove_product_ids: 'not_in_batch' });

    const labels = await t.gql(LABELS, { id: batch._id }, w.workers.printer.token);
    const pdf = (await fetchSignedFile(t, labels.data!.printBarcodeMrpBatch.url)).body as Buffer;
    const codes = new Set<string>();
    for (const page of pdfPagesPng(pdf)) for (const c of await readCode128(page)) codes.add(c);
    expect(codes).toEqual(new Set([batch.code, units[0].code, units[1].code]));

    const exported = await t.gql(EXPORT, { id: batch._id }, w.workers.printer.token);
    expect(exported.errors).toBeUndefined();
    const zip = await JSZip.loadAsync((await fetchSignedFile(t, exported.data!.exportBatchProducts.url)).body as Buffer);
    expect(Object.keys(zip.files).sort()).toEqual([`print-files/${units[0].code}-front.png`, `print-files/${units[1].code}-front.png`, 'products.xlsx'].sort());

    expect((await t.gql(TRASH, { id: batch._id }, root.token)).data?.trashMrpBatchProduct).toBe(true);
    const freed = await t.db.select().from(productions).where(eq(productions.orderId, units[0].orderId));
    expect(freed.every((p) => p.batchId === null)).toBe(true);
    expect((await t.gql(LIST, { m: w.lisbon, status: 'Cancelled' }, root.token)).data!.mrpBatches.some((b) => b._id === batch._id)).toBe(false);
  });

  it('counts a factory’s batches per status without the trashed ones, and names their product type', async () => {
    const units = await tees(2);
    const batch = (await t.gql(MAKE, { ids: [units[0].id] }, root.token)).data!.makeMrpBatchProduct;
    const trashed = (await t.gql(MAKE, { ids: [units[1].id] }, root.token)).data!.makeMrpBatchProduct;
    await t.gql(TRASH, { id: trashed._id }, root.token);
    const listed = await t.gql(COUNTERS, { m: w.lisbon }, w.workers.printer.token);
    expect(listed.errors).toBeUndefined();
    const real = await t.db
      .select({ status: mrpBatches.status, count: count() })
      .from(mrpBatches)
      .where(and(eq(mrpBatches.manufactureId, w.lisbon), isNull(mrpBatches.trashedAt)))
      .groupBy(mrpBatches.status);
    const asMap = (rows: Array<{ status: string; count: number }>) => Object.fromEntries(rows.map((r) => [r.status, r.count]));
    expect(asMap(listed.data!.mrpBatchCounters)).toEqual(asMap(real));
    expect(codeOf(await t.gql(COUNTERS, { m: w.lisbon }, w.berliner.token))).toBe('NOT_FOUND');

    // The batch of tees has no product type; one of a typed product names it.
    const [type] = await t.db.select({ id: providerProductTypes.id, name: providerProductTypes.name }).from(providerProductTypes).limit(1);
    await t.db.update(mrpBatches).set({ productType: type.id }).where(eq(mrpBatches.id, batch._id));
    const names = (await t.gql(NAMED, { m: w.lisbon }, root.token)).data!.mrpBatches;
    expect(names.find((b) => b._id === batch._id)).toMatchObject({ product_type: type.id, product_type_name: type.name });
    expect(names.filter((b) => !b.product_type).every((b) => b.product_type_name === null)).toBe(true);
  });

  it('keeps each preset’s batch_total equal to a count of its productions in a batch, through make, remove, trash and auto-batching', async () => {
    /** Presets whose kept batch_total differs from COUNT(*) of their batched productions. */
    const drift = async () => {
      const real = await t.db
        .select({ id: productions.presetId, n: count() })
        .from(productions)
        .where(sql`${productions.batchId} is not null`)
        .groupBy(productions.presetId);
      const of = new Map(real.map((r) => [r.id, r.n]));
      const kept = await t.db.select({ id: productPresets.id, total: productPresets.batchTotal }).from(productPresets);
      return kept.filter((p) => p.total !== (of.get(p.id) ?? 0));
    };
    const units = await tees(4);
    const [preset] = await t.db.select().from(productPresets).where(eq(productPresets.id, units[0].presetId));
    const batch = (await t.gql(MAKE, { ids: units.slice(0, 3).map((u) => u.id) }, root.token)).data!.makeMrpBatchProduct;
    expect(await drift()).toEqual([]);
    const [made] = await t.db.select().from(productPresets).where(eq(productPresets.id, preset.id));
    expect(made.batchTotal).toBe(preset.batchTotal + 3);
    await t.gql(UPDATE, { input: { _id: batch._id, remove_product_ids: [units[2].id] } }, root.token);
    expect(await drift()).toEqual([]);
    await t.gql(TRASH, { id: batch._id }, root.token);
    expect(await drift()).toEqual([]);
    await t.app.get(ManufacturingBatchesService).autoBatch(new Date(Date.now() + 2 * 86_400_000));
    expect(await drift()).toEqual([]);
    const [after] = await t.db.select().from(productPresets).where(eq(productPresets.id, preset.id));
    expect(after.batchTotal).toBeGreaterThanOrEqual(preset.batchTotal + 4);
  });

  it('batches by colour too: the blank’s Color option is copied at release, and tees of two colours make two batches', async () => {
    const setColour = (value: string) =>
      t.db
        .update(productVariants)
        .set({ nameValue: [{ name: 'Color', value }] })
        .where(eq(productVariants.id, w.variants.tee));
    await setColour('Black');
    const black = await tees(2);
    await setColour('White');
    const white = await tees(1);
    await t.db.update(productVariants).set({ nameValue: [] }).where(eq(productVariants.id, w.variants.tee));
    expect(black.map((p) => p.colour)).toEqual(['Black', 'Black']);
    expect(white.map((p) => p.colour)).toEqual(['White']);
    await t.app.get(ManufacturingBatchesService).autoBatch(new Date(Date.now() + 2 * 86_400_000));
    const batchOf = async (id: string) => (await t.db.select().from(productions).where(eq(productions.id, id)))[0].batchId!;
    const [b1, b2, w1] = [await batchOf(black[0].id), await batchOf(black[1].id), await batchOf(white[0].id)];
    expect(b1).toBe(b2);
    expect(w1).not.toBe(b1);
    const made = await t.db
      .select()
      .from(mrpBatches)
      .where(inArray(mrpBatches.id, [b1, w1]));
    expect(Object.fromEntries(made.map((b) => [b.id, b.colour]))).toEqual({ [b1]: 'Black', [w1]: 'White' });
  });

  it('batches by the rules at the cut-off: released productions of one factory, product type and print method together', async () => {
    const units = await tees(2);
    const made = await t.app.get(ManufacturingBatchesService).autoBatch(new Date(Date.now() + 2 * 86_400_000));
    expect(made).toBeGreaterThan(0);
    const after = await t.db.select().from(productions).where(eq(productions.orderId, units[0].orderId));
    expect(new Set(after.map((p) => p.batchId)).size).toBe(1);
    const [auto] = await t.db.select().from(mrpBatches).where(eq(mrpBatches.id, after[0].batchId!));
    expect(auto).toMatchObject({ auto: true, manufactureId: w.lisbon, productType: after[0].productTypeId, printMethod: after[0].printMethod });
    // Nothing released and unbatched is left behind.
    const left = await t.db.select({ n: count() }).from(productions).where(isNull(productions.batchId));
    const again = await t.app.get(ManufacturingBatchesService).autoBatch(new Date(Date.now() + 2 * 86_400_000));
    expect(again).toBe(0);
    expect((await t.db.select({ n: count() }).from(productions).where(isNull(productions.batchId)))[0].n).toBe(left[0].n);
  });
});
