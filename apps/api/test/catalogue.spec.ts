import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { productCategories, productPresets, productStockHistory, productTags, productVariants, platformCategories } from '../src/platform/db/schema';
import { insertCategory, insertProductType } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { fetchSignedFile } from './support/signed-file';

interface Variant {
  _id: string;
  sku: string;
  base_price: string;
  sale_price: string | null;
  stock: number;
  price: string;
  name_value: Array<{ name: string; value: string }>;
}
interface Preset {
  _id: string;
  name: string;
  provider: string;
  collection: string;
  category: string | null;
  visible: boolean;
  price: string | null;
  favorite: boolean;
  attribute_specifics: Variant[];
  tags: Array<{ _id: string; name: string }>;
}
const PRESET_FIELDS = `_id name provider collection category visible price favorite tags { _id name } attribute_specifics { _id sku base_price sale_price stock price name_value { name value } }`;

const LIST = doc<{ productPreset: Preset[] }>(
  `query($provider: String, $collection: String, $category: String, $name: String, $ids: [ID!], $favorites: Boolean) {
    productPreset(provider: $provider, collection: $collection, category: $category, name: $name, ids: $ids, favorites: $favorites) { ${PRESET_FIELDS} } }`,
);
const COUNT = doc<{ productPresetCount: number }>(`query($collection: String) { productPresetCount(collection: $collection) }`);
const COUNT_PROVIDER = doc<{ productPresetCountProvider: Record<string, number> }>(
  `query($collection: String) { productPresetCountProvider(collection: $collection) { all customcat printify gearment private } }`,
);
const COUNT_CATEGORY = doc<{ productPresetCountCategory: Array<{ category: string; total: number }> }>(
  `query($collection: String) { productPresetCountCategory(collection: $collection) { category total } }`,
);
const CREATE = doc<{ productPresetCreate: Preset }>(
  `mutation($provider: String!, $type: String!, $collection: String) { productPresetCreate(provider: $provider, product_type_id: $type, collection: $collection) { ${PRESET_FIELDS} } }`,
);
const UPDATE = doc<{ productPresetUpdate: Preset }>(`mutation($input: ProductPresetUpdateInput!) { productPresetUpdate(input: $input) { ${PRESET_FIELDS} } }`);
const REMOVE = doc<{ productPresetRemove: boolean }>(`mutation($id: ID!) { productPresetRemove(_id: $id) }`);
const TYPES = doc<{ providerProductType: Array<{ _id: string; id: string; name: string; variant_count: number; preset_count: number }> }>(
  `query($provider: String!) { providerProductType(provider: $provider) { _id id name variant_count preset_count } }`,
);
const TYPE = doc<{
  providerProductTypeProvider: { id: string; attributes: Array<{ attribute_type: string; options: Array<{ ffm_value: string; hex: string | null }> }> };
}>(
  `query($provider: String!, $id: String!) { providerProductTypeProvider(provider: $provider, product_type_id: $id) { id attributes { attribute_type options { ffm_value hex } } } }`,
);
const PLATFORM_LEVEL = doc<{ platformProductCategory: Array<{ id: string; name: string; has_children: boolean }> }>(
  `query($platform: String!, $level: Int!, $parent: String) { platformProductCategory(platform: $platform, level: $level, parent: $parent) { id name has_children } }`,
);
const SPECIFICS = doc<{ platformProductSpecifics: Array<{ key: string; type: string; mode: string; value: string[] }> }>(
  `query($platform: String!, $id: String!) { platformProductSpecifics(platform: $platform, id: $id) { key type mode value } }`,
);
const FAVORITE = doc<{ makeProductTypeFavorite: boolean }>(`mutation($id: ID!) { makeProductTypeFavorite(_id: $id) }`);
const FAVORITES = doc<{ userProductPresetFavorites: Array<{ _id: string }> }>(`query { userProductPresetFavorites { _id } }`);
const ADJUST = doc<{ adjustProductStock: { stock_before: number; stock_after: number; quantity: number; reason: string; changed_by: { _id: string } | null } }>(
  `mutation($input: AdjustProductStockInput!) { adjustProductStock(input: $input) { stock_before stock_after quantity reason changed_by { _id } } }`,
);
const HISTORY = doc<{
  paginateProductStockHistory: { total_items: number; current_page: number; total_pages: number; items: Array<{ quantity: number; stock_after: number }> };
}>(
  `query($id: ID!, $page: Int) { paginateProductStockHistory(product_id: $id, page: $page) { total_items current_page total_pages items { quantity stock_after } } }`,
);
const INVENTORY = doc<{ productInventory: Array<{ _id: string; sku: string; stock: number }> }>(
  `query($low: Boolean, $search: String) { productInventory(low_stock: $low, search: $search) { _id sku stock } }`,
);
const EXPORT = doc<{ exportProducts: { url: string; rows: number } }>(
  `mutation($provider: String, $collection: String) { exportProducts(provider: $provider, collection: $collection) { url rows } }`,
);
const CATEGORIES = doc<{ productCategories: Array<{ _id: string; name: string; position: number; preset_count: number }> }>(
  `query { productCategories { _id name position preset_count } }`,
);
const SAVE_CATEGORY = doc<{ saveProductCategory: { _id: string; name: string; slug: string } }>(
  `mutation($input: CatalogueNameInput!) { saveProductCategory(input: $input) { _id name slug } }`,
);
const REORDER = doc<{ reorderProductCategories: Array<{ _id: string }> }>(`mutation($ids: [ID!]!) { reorderProductCategories(ids: $ids) { _id } }`);
const REMOVE_CATEGORY = doc<{ removeProductCategory: boolean }>(`mutation($id: ID!) { removeProductCategory(_id: $id) }`);
const TAGS = doc<{ productTags: Array<{ _id: string; name: string; preset_count: number }> }>(`query { productTags { _id name preset_count } }`);
const SAVE_TAG = doc<{ saveProductTag: { _id: string; name: string } }>(`mutation($input: CatalogueNameInput!) { saveProductTag(input: $input) { _id name } }`);
const MERGE_TAGS = doc<{ mergeProductTags: { _id: string; preset_count: number } }>(
  `mutation($from: [ID!]!, $into: ID!) { mergeProductTags(from_ids: $from, into_id: $into) { _id preset_count } }`,
);
const REMOVE_TAG = doc<{ removeProductTag: boolean }>(`mutation($id: ID!) { removeProductTag(_id: $id) }`);

describe('catalogue', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let root: SignedInUser;
  let seller: SignedInUser;
  let vipSeller: SignedInUser;
  let fulfiller: SignedInUser;
  let partner: SignedInUser;
  let printer: SignedInUser;
  let apparel: string;
  let tee: { id: string; provider: string; productId: string };
  let mug: { id: string; provider: string; productId: string };

  const presetCount = () => t.db.$count(productPresets);
  const variantCount = () => t.db.$count(productVariants);

  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    ({ sr, seller, partner } = await t.cast());
    root = await t.userWithToken({ role: 'root' });
    vipSeller = await t.userWithToken({ role: 'sale', vip: 3 });
    fulfiller = await t.userWithToken({ role: 'fulfiller' });
    printer = await t.userWithToken({ role: 'printer' });
    apparel = await insertCategory(t.db, 'Apparel', true);
    await insertCategory(t.db, 'Giftaccessories', true);
    tee = await insertProductType(t.db, { provider: 'customcat', product_id: 'CC-TEE-1', name: 'Classic Tee' });
    mug = await insertProductType(t.db, {
      provider: 'printify',
      product_id: 'PF-MUG-11',
      name: 'Ceramic Mug 11oz',
      category: 'giftaccessories',
      sizes: '11oz',
      colors: 'White:#ffffff',
    });
  });
  afterAll(() => t.stop());

  const UPLOAD = `mutation($kind: String!, $filename: String!, $mimetype: String!, $size: Int!) {
    importUpload(kind: $kind, filename: $filename, mimetype: $mimetype, size: $size) { _id url } }`;
  const CONFIRM = `mutation($kind: String!, $id: ID!, $policy: String!) { importConfirm(kind: $kind, file_id: $id, policy: $policy) { _id } }`;
  const JOB = `query($id: ID!) { job(_id: $id) { status error_text { code params } result } }`;

  /** A provider or marketplace file through the shared import pipeline (signed upload, confirm, job); answers the job's result. */
  async function importFile(
    kind: string,
    csv: string,
    token: string,
  ): Promise<{ created: number; refused: Array<{ line: number; issues: Array<{ field: string; reason: string }> }> }> {
    const body = Buffer.from(csv);
    const signed = await t.gql<{ importUpload: { _id: string; url: string } }>(
      UPLOAD,
      { kind, filename: `${kind}.csv`, mimetype: 'text/csv', size: body.length },
      token,
    );
    expect(signed.errors).toBeUndefined();
    const url = new URL(signed.data!.importUpload.url);
    expect(
      (
        await t
          .http()
          .put(url.pathname + url.search)
          .set('content-type', 'text/csv')
          .send(body)
      ).status,
    ).toBe(200);
    const job = await t.gql<{ importConfirm: { _id: string } }>(CONFIRM, { kind, id: signed.data!.importUpload._id, policy: 'skip_failed' }, token);
    expect(job.errors).toBeUndefined();
    const ended = await t.waitFor(
      async () => {
        const j = (await t.gql<{ job: { status: string; error_text?: unknown; result: never } }>(JOB, { id: job.data!.importConfirm._id }, token)).data!.job;
        return (j.status === 'completed' || j.status === 'failed') && j;
      },
      { timeout: 30_000, what: 'the import job to end' },
    );
    if (ended.status === 'failed') throw new Error(JSON.stringify(ended.error_text));
    return ended.result;
  }

  async function createTee(collection = '3D'): Promise<Preset> {
    const res = await t.gql(CREATE, { provider: 'customcat', type: tee.productId, collection }, root.token);
    expect(res.errors).toBeUndefined();
    return res.data!.productPresetCreate;
  }

  it('productPresetCreate: refused to anonymous, seller, partner, fulfiller; root makes a preset from a provider type with its variants', async () => {
    const args = { provider: 'customcat', type: tee.productId };
    expect(codeOf(await t.gql(CREATE, args))).toBe('UNAUTHENTICATED');
    for (const u of [seller, partner, fulfiller, printer]) expect(codeOf(await t.gql(CREATE, args, u.token))).toBe('FORBIDDEN');
    expect(await presetCount()).toBe(0);
    const preset = await createTee();
    expect(preset).toMatchObject({ name: 'Classic Tee', provider: 'customcat', collection: '3D', category: 'apparel', visible: false });
    // 4 sizes × 2 colours, 2XL dearer
    expect(preset.attribute_specifics).toHaveLength(8);
    expect(preset.attribute_specifics.map((v) => v.base_price)).toEqual(['8.50', '8.50', '8.50', '8.50', '8.50', '8.50', '10.50', '10.50']);
    expect(preset.attribute_specifics[0].name_value).toEqual([
      { name: 'Size', value: 'S' },
      { name: 'Color', value: 'Black' },
    ]);
    const bySr = await t.gql(CREATE, { provider: 'printify', type: mug.productId, collection: '2D' }, sr.token);
    expect(bySr.data!.productPresetCreate.category).toBe('giftaccessories');
  });

  it.each([
    ['an unknown provider', { provider: 'acme', type: 'X' }, 'provider', 'unknown_value'],
    ['an unknown product type', { provider: 'customcat', type: 'NOPE' }, 'product_type_id', 'not_exist'],
    ['a blank product type', { provider: 'customcat', type: ' ' }, 'product_type_id', 'required'],
    ['an unknown collection', { provider: 'customcat', type: 'CC-TEE-1', collection: '4D' }, 'collection', 'unknown_value'],
  ])('productPresetCreate refuses %s and writes nothing', async (_l, args, field, reason) => {
    const [presets, variants] = [await presetCount(), await variantCount()];
    const res = await t.gql(CREATE, args, root.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions?.reasons?.[field]).toBe(reason);
    expect([await presetCount(), await variantCount()]).toEqual([presets, variants]);
  });

  it('productPresetUpdate: refused to all but items:update; edits prices and variants, replaces tags', async () => {
    const preset = await createTee();
    const input = { _id: preset._id, name: 'Premium Tee', visible: true };
    expect(codeOf(await t.gql(UPDATE, { input }))).toBe('UNAUTHENTICATED');
    for (const u of [seller, partner, fulfiller]) expect(codeOf(await t.gql(UPDATE, { input }, u.token))).toBe('FORBIDDEN');
    const tag = (await t.gql(SAVE_TAG, { input: { name: 'Summer' } }, root.token)).data!.saveProductTag;
    const [first, second] = preset.attribute_specifics;
    const res = await t.gql(
      UPDATE,
      {
        input: {
          ...input,
          vip: [{ level: 2, value: '1.00' }],
          tag_ids: [tag._id],
          attribute_specifics: [
            { _id: first._id, sku: first.sku, base_price: '12.00', sale_price: '11.00', name_value: first.name_value },
            { _id: second._id, sku: second.sku, base_price: 12.5, name_value: second.name_value },
            { sku: 'PREMIUM-NEW-XS', base_price: '13.99', name_value: [{ name: 'Size', value: 'XS' }] },
          ],
        },
      },
      root.token,
    );
    expect(res.errors).toBeUndefined();
    const saved = res.data!.productPresetUpdate;
    expect(saved).toMatchObject({ name: 'Premium Tee', visible: true, tags: [{ name: 'Summer' }] });
    expect(saved.attribute_specifics.map((v) => [v.sku, v.base_price, v.sale_price])).toEqual([
      [first.sku, '12.00', '11.00'],
      [second.sku, '12.50', null],
      ['PREMIUM-NEW-XS', '13.99', null],
    ]);
    expect(await t.db.$count(productVariants, eq(productVariants.presetId, preset._id))).toBe(3);
    const [row] = await t.db.select().from(productPresets).where(eq(productPresets.id, preset._id));
    expect([row.minPrice, row.maxPrice]).toEqual(['12.00', '13.99']);
    expect((await t.db.select().from(productTags).where(eq(productTags.id, tag._id)))[0].presetCount).toBe(1);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', 'too_long|required|invalid'],
    ['a negative price', { attribute_specifics: [{ sku: 'A1', base_price: '-1' }] }, 'attribute_specifics.0.base_price', 'range'],
    ['a price that is not a number', { tax_fee: 'lots' }, 'tax_fee', 'number'],
    ['a variant without sku', { attribute_specifics: [{ sku: '', base_price: '1' }] }, 'attribute_specifics.0.sku', 'required'],
    [
      'the same sku twice',
      {
        attribute_specifics: [
          { sku: 'DUP', base_price: '1' },
          { sku: 'dup', base_price: '1' },
        ],
      },
      'attribute_specifics.1.sku',
      'duplicate',
    ],
    ['an unknown category', { category_id: '00000000-0000-7000-8000-000000000000' }, 'category_id', 'not_exist'],
    [
      'a bad colour',
      { prety_attributes: [{ attribute_type: 'Color', options: [{ ffm_value: 'Red', hex: 'red' }] }] },
      'prety_attributes.0.options.0.hex',
      'invalid',
    ],
    ['a VIP level of 0', { vip: [{ level: 0, value: '1' }] }, 'vip.0.level', 'range'],
    [
      'a variant of another preset',
      { attribute_specifics: [{ _id: '00000000-0000-7000-8000-000000000001', sku: 'X', base_price: '1' }] },
      'attribute_specifics.0._id',
      'not_exist',
    ],
  ])('productPresetUpdate refuses %s and writes nothing', async (_l, change, field, reason) => {
    const preset = await createTee();
    const before = await t.db.select().from(productVariants).where(eq(productVariants.presetId, preset._id));
    const res = await t.gql(UPDATE, { input: { _id: preset._id, ...change } }, root.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions?.reasons?.[field]).toMatch(new RegExp(`^(${reason})$`));
    expect(await t.db.select().from(productVariants).where(eq(productVariants.presetId, preset._id))).toEqual(before);
    const [row] = await t.db.select().from(productPresets).where(eq(productPresets.id, preset._id));
    expect(row.name).toBe('Classic Tee');
  });

  it('a SKU used by another preset is a conflict; an unknown preset is NOT_FOUND', async () => {
    const a = await createTee();
    const b = await createTee();
    const res = await t.gql(UPDATE, { input: { _id: b._id, attribute_specifics: [{ sku: a.attribute_specifics[0].sku, base_price: '1' }] } }, root.token);
    expect(codeOf(res)).toBe('CONFLICT');
    expect(await t.db.$count(productVariants, eq(productVariants.presetId, b._id))).toBe(8);
    expect(codeOf(await t.gql(UPDATE, { input: { _id: '00000000-0000-7000-8000-000000000000', name: 'X' } }, root.token))).toBe('NOT_FOUND');
  });

  it('productPreset: root sees every preset; a seller only visible ones at their VIP price; a partner only the partner catalogue; others are refused', async () => {
    const preset = await createTee('embroidery');
    const v = preset.attribute_specifics[0];
    await t.gql(
      UPDATE,
      {
        input: {
          _id: preset._id,
          visible: true,
          vip: [
            { level: 1, value: '0.50' },
            { level: 3, value: '1.25' },
          ],
          attribute_specifics: [{ _id: v._id, sku: v.sku, base_price: '14.00', sale_price: '12.99', name_value: v.name_value }],
        },
      },
      root.token,
    );
    const hidden = await createTee('embroidery');
    expect(codeOf(await t.gql(LIST, { collection: 'embroidery' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(LIST, { collection: 'embroidery' }, printer.token))).toBe('FORBIDDEN');
    const all = (await t.gql(LIST, { collection: 'embroidery' }, root.token)).data!.productPreset.map((p) => p._id);
    expect(all).toEqual([hidden._id, preset._id]);
    const asSeller = (await t.gql(LIST, { collection: 'embroidery' }, seller.token)).data!.productPreset;
    expect(asSeller.map((p) => p._id)).toEqual([preset._id]);
    expect(asSeller[0].price).toBe('12.99');
    const asVip = (await t.gql(LIST, { collection: 'embroidery' }, vipSeller.token)).data!.productPreset[0];
    expect(asVip.price).toBe('11.74');
    expect(asVip.attribute_specifics[0].price).toBe('11.74');
    expect((await t.gql(LIST, { collection: 'embroidery' }, partner.token)).data!.productPreset).toEqual([]);
    await t.gql(UPDATE, { input: { _id: preset._id, is_catalog: true } }, root.token);
    expect((await t.gql(LIST, { collection: 'embroidery' }, partner.token)).data!.productPreset.map((p) => p._id)).toEqual([preset._id]);
    // filters
    expect((await t.gql(LIST, { provider: 'printify' }, root.token)).data!.productPreset.every((p) => p.provider === 'printify')).toBe(true);
    expect(codeOf(await t.gql(LIST, { provider: 'acme' }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(LIST, { category: 'nothing' }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(LIST, { ids: ['1 OR 1=1'] }, root.token))).toBe('BAD_USER_INPUT');
  });

  it('counts per provider and per category come from the trigger-kept counters and match the rows', async () => {
    const providers = (await t.gql(COUNT_PROVIDER, { collection: '3D' }, root.token)).data!.productPresetCountProvider;
    const rows = await t.db.select().from(productPresets).where(eq(productPresets.collection, '3D'));
    expect(providers.all).toBe(rows.length);
    expect(providers.customcat).toBe(rows.filter((r) => r.provider === 'customcat').length);
    expect((await t.gql(COUNT, { collection: '3D' }, root.token)).data!.productPresetCount).toBe(rows.length);
    const categories = (await t.gql(COUNT_CATEGORY, {}, root.token)).data!.productPresetCountCategory;
    expect(categories.find((c) => c.category === 'all')!.total).toBe(await presetCount());
    expect(categories.find((c) => c.category === 'apparel')!.total).toBe(await t.db.$count(productPresets, eq(productPresets.categoryId, apparel)));
    const [cat] = await t.db.select().from(productCategories).where(eq(productCategories.id, apparel));
    expect(cat.presetCount).toBe(categories.find((c) => c.category === 'apparel')!.total);
    // a seller counts only what they see
    const sellerCounts = (await t.gql(COUNT_PROVIDER, {}, seller.token)).data!.productPresetCountProvider;
    expect(sellerCounts.all).toBe(await t.db.$count(productPresets, eq(productPresets.visible, true)));
    const partnerCounts = (await t.gql(COUNT_PROVIDER, {}, partner.token)).data!.productPresetCountProvider;
    expect(partnerCounts.all).toBe(await t.db.$count(productPresets, and(eq(productPresets.visible, true), eq(productPresets.isCatalog, true))));
    expect(partnerCounts.all).toBeGreaterThan(0);
  });

  it('productPresetRemove: refused but to items:delete; removes the preset and its variants; unknown is NOT_FOUND', async () => {
    const preset = await createTee();
    for (const u of [seller, partner, fulfiller]) expect(codeOf(await t.gql(REMOVE, { id: preset._id }, u.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(REMOVE, { id: 'nope' }, root.token))).toBe('BAD_USER_INPUT');
    expect(await t.db.$count(productPresets, eq(productPresets.id, preset._id))).toBe(1);
    expect((await t.gql(REMOVE, { id: preset._id }, root.token)).data!.productPresetRemove).toBe(true);
    expect(await t.db.$count(productVariants, eq(productVariants.presetId, preset._id))).toBe(0);
    expect(codeOf(await t.gql(REMOVE, { id: preset._id }, root.token))).toBe('NOT_FOUND');
  });

  it('provider product types and marketplace categories: root only; bad provider or platform refused', async () => {
    expect(codeOf(await t.gql(TYPES, { provider: 'customcat' }, seller.token))).toBe('FORBIDDEN');
    const types = (await t.gql(TYPES, { provider: 'customcat' }, root.token)).data!.providerProductType;
    expect(types.find((x) => x.id === 'CC-TEE-1')).toMatchObject({ name: 'Classic Tee', variant_count: 8 });
    expect(types.find((x) => x.id === 'CC-TEE-1')!.preset_count).toBeGreaterThan(0);
    const one = (await t.gql(TYPE, { provider: 'customcat', id: 'CC-TEE-1' }, root.token)).data!.providerProductTypeProvider;
    expect(one.attributes[1].options).toEqual([
      { ffm_value: 'Black', hex: '#111111' },
      { ffm_value: 'White', hex: '#ffffff' },
    ]);
    expect(codeOf(await t.gql(TYPE, { provider: 'customcat', id: 'NOPE' }, root.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(TYPES, { provider: 'acme' }, root.token))).toBe('BAD_USER_INPUT');

    await t.db.insert(platformCategories).values([
      { platform: 'tiktok', id: '1', name: 'Womenswear', level: 1 },
      { platform: 'tiktok', id: '11', name: 'Tops', level: 2, parent: '1' },
      {
        platform: 'tiktok',
        id: '111',
        name: 'T-shirts',
        level: 3,
        parent: '11',
        specifics: [{ key: 'material', name: 'Material', type: 'select', required: true, value: ['Cotton', 'Polyester'] }],
      },
    ]);
    expect(codeOf(await t.gql(PLATFORM_LEVEL, { platform: 'tiktok', level: 1 }, seller.token))).toBe('FORBIDDEN');
    expect((await t.gql(PLATFORM_LEVEL, { platform: 'tiktok', level: 1 }, root.token)).data!.platformProductCategory).toEqual([
      { id: '1', name: 'Womenswear', has_children: true },
    ]);
    expect((await t.gql(PLATFORM_LEVEL, { platform: 'tiktok', level: 3, parent: '11' }, root.token)).data!.platformProductCategory).toEqual([
      { id: '111', name: 'T-shirts', has_children: false },
    ]);
    expect((await t.gql(SPECIFICS, { platform: 'tiktok', id: '111' }, root.token)).data!.platformProductSpecifics).toEqual([
      { key: 'material', type: 'select', mode: 'required', value: ['Cotton', 'Polyester'] },
    ]);
    expect(codeOf(await t.gql(PLATFORM_LEVEL, { platform: 'myspace', level: 1 }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SPECIFICS, { platform: 'tiktok', id: '999' }, root.token))).toBe('NOT_FOUND');
  });

  it('provider catalogues and marketplace trees come in through the import pipeline; bad rows are refused with their reason', async () => {
    const upload = (token: string) => t.gql(UPLOAD, { kind: 'provider_product_types', filename: 'x.csv', mimetype: 'text/csv', size: 10 }, token);
    expect(codeOf(await upload(seller.token))).toBe('FORBIDDEN');
    const types = await importFile(
      'provider_product_types',
      [
        'provider,product_id,name,category,collection,base_price,sizes,colors,print_areas',
        'lionnix,LX-HOOD,Lionnix Pullover Hoodie,apparel,3D,19.50,S;M;L;2XL,Black:#111111;Heather:#9a9a9a,front;back;hood',
        'lionnix,LX-MUG,Lionnix Mug,giftaccessories,2D,4.10,11oz,White:#ffffff,wrap',
        'acme,AC-1,Nobody,apparel,3D,1.00,S,,front',
        'lionnix,LX-BAD,Bad colours,apparel,3D,2.00,S,Red,front',
        'lionnix,LX-HOOD,Twice,apparel,3D,2.00,S,,front',
      ].join('\n'),
      root.token,
    );
    expect(types.created).toBe(2);
    expect(types.refused.map((r) => [r.line, r.issues[0].field, r.issues[0].reason])).toEqual([
      [4, 'provider', 'unknown_value'],
      [5, 'colors', 'invalid'],
      [6, 'product_id', 'duplicate'],
    ]);
    const hoodie = (await t.gql(TYPES, { provider: 'lionnix' }, root.token)).data!.providerProductType.find((x) => x.id === 'LX-HOOD')!;
    expect(hoodie.variant_count).toBe(8);
    const made = (await t.gql(CREATE, { provider: 'lionnix', type: 'LX-HOOD' }, root.token)).data!.productPresetCreate;
    expect(made.attribute_specifics.find((v) => v.sku.startsWith('LX-HOOD-BLACK-2XL'))!.base_price).toBe('21.50');

    const tree = await importFile(
      'platform_categories',
      [
        'platform,id,name,level,parent,specifics',
        'etsy,E1,Home & Living,1,,',
        'etsy,E11,Kitchen,2,E1,',
        'etsy,E111,Mugs,3,E11,capacity*:text;color:select:White/Black',
        'myspace,X,Bad,1,,',
      ].join('\n'),
      root.token,
    );
    expect(tree.created).toBe(3);
    expect(tree.refused.map((r) => r.issues[0].reason)).toEqual(['unknown_value']);
    expect((await t.gql(PLATFORM_LEVEL, { platform: 'etsy', level: 2, parent: 'E1' }, root.token)).data!.platformProductCategory).toEqual([
      { id: 'E11', name: 'Kitchen', has_children: true },
    ]);
    expect((await t.gql(SPECIFICS, { platform: 'etsy', id: 'E111' }, root.token)).data!.platformProductSpecifics).toEqual([
      { key: 'capacity', type: 'text', mode: 'required', value: [] },
      { key: 'color', type: 'select', mode: 'optional', value: ['White', 'Black'] },
    ]);
  });

  it('favourites: sellers and partners only, toggled per user, hidden presets are NOT_FOUND', async () => {
    const [visible] = (await t.gql(LIST, {}, seller.token)).data!.productPreset;
    expect(codeOf(await t.gql(FAVORITE, { id: visible._id }, root.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(FAVORITES, {}, root.token))).toBe('FORBIDDEN');
    expect((await t.gql(FAVORITE, { id: visible._id }, seller.token)).data!.makeProductTypeFavorite).toBe(true);
    expect((await t.gql(FAVORITES, {}, seller.token)).data!.userProductPresetFavorites.map((p) => p._id)).toEqual([visible._id]);
    expect((await t.gql(FAVORITES, {}, vipSeller.token)).data!.userProductPresetFavorites).toEqual([]);
    expect((await t.gql(LIST, { ids: [visible._id] }, seller.token)).data!.productPreset[0].favorite).toBe(true);
    expect((await t.gql(FAVORITE, { id: visible._id }, seller.token)).data!.makeProductTypeFavorite).toBe(false);
    const hidden = await createTee();
    expect(codeOf(await t.gql(FAVORITE, { id: hidden._id }, seller.token))).toBe('NOT_FOUND');
  });

  it('adjustProductStock: inventory roles only; bad input and going below 0 are refused and write nothing', async () => {
    const preset = await createTee();
    const variant = preset.attribute_specifics[0];
    const input = { variant_id: variant._id, quantity: 5, reason: 'Counted the shelf' };
    expect(codeOf(await t.gql(ADJUST, { input }))).toBe('UNAUTHENTICATED');
    for (const u of [seller, partner, printer]) expect(codeOf(await t.gql(ADJUST, { input }, u.token))).toBe('FORBIDDEN');
    const ok = await t.gql(ADJUST, { input }, fulfiller.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.adjustProductStock).toMatchObject({
      stock_before: 0,
      stock_after: 5,
      quantity: 5,
      reason: 'Counted the shelf',
      changed_by: { _id: fulfiller._id },
    });
    const ledger = () => t.db.$count(productStockHistory, eq(productStockHistory.variantId, variant._id));
    for (const [bad, field, reason] of [
      [{ quantity: 0 }, 'quantity', 'range'],
      [{ quantity: 'many' }, 'quantity', 'integer'],
      [{ reason: ' ' }, 'reason', 'required'],
      [{ variant_id: 'x' }, 'variant_id', 'invalid_id'],
      [{ action: 'steal' }, 'action', 'unknown_value'],
      [{ quantity: -6 }, 'quantity', 'range'],
    ] as const) {
      const res = await t.gql(ADJUST, { input: { ...input, ...bad } }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reasons?.[field]).toBe(reason);
    }
    expect(codeOf(await t.gql(ADJUST, { input: { ...input, variant_id: '00000000-0000-7000-8000-000000000000' } }, root.token))).toBe('NOT_FOUND');
    expect(await ledger()).toBe(1);
    expect((await t.db.select().from(productVariants).where(eq(productVariants.id, variant._id)))[0].stock).toBe(5);
  });

  it('100 concurrent adjustments of one variant end with the exact stock and 100 ledger rows', async () => {
    const preset = await createTee();
    const variant = preset.attribute_specifics[1];
    const changes = Array.from({ length: 100 }, (_, i) => (i % 4 === 3 ? -1 : 2));
    // Start above the largest possible dip, so a removal served first is never refused for stock.
    const start = 25;
    await t.db.update(productVariants).set({ stock: start }).where(eq(productVariants.id, variant._id));
    const results = await Promise.all(
      changes.map((quantity, i) => t.gql(ADJUST, { input: { variant_id: variant._id, quantity, reason: `Batch ${i}` } }, root.token)),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const expected = changes.reduce((a, b) => a + b, start);
    expect((await t.db.select().from(productVariants).where(eq(productVariants.id, variant._id)))[0].stock).toBe(expected);
    const rows = await t.db.select().from(productStockHistory).where(eq(productStockHistory.variantId, variant._id));
    expect(rows).toHaveLength(100);
    // the rows form one chain from the start to the end: every stock_after is the next change's stock_before
    expect(rows.every((r) => r.stockAfter === r.stockBefore + r.quantity)).toBe(true);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(sorted([start, ...rows.map((r) => r.stockAfter)])).toEqual(sorted([...rows.map((r) => r.stockBefore), expected]));

    const history = (await t.gql(HISTORY, { id: preset._id, page: 2 }, root.token)).data!.paginateProductStockHistory;
    expect(history).toMatchObject({ total_items: 100, current_page: 2, total_pages: 5 });
    expect(history.items).toHaveLength(20);
    expect(codeOf(await t.gql(HISTORY, { id: preset._id }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(HISTORY, { id: 'x' }, root.token))).toBe('BAD_USER_INPUT');
  });

  it('productInventory: inventory roles; the low-stock filter lists variants at or under their mark', async () => {
    expect(codeOf(await t.gql(INVENTORY, {}, seller.token))).toBe('FORBIDDEN');
    const low = (await t.gql(INVENTORY, { low: true }, fulfiller.token)).data!.productInventory;
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((v) => v.stock <= 10)).toBe(true);
    const stocked = await t.db.select().from(productVariants).where(eq(productVariants.stock, 5));
    expect((await t.gql(INVENTORY, { search: stocked[0].sku }, root.token)).data!.productInventory.map((v) => v.sku)).toEqual([stocked[0].sku]);
  });

  it('exportProducts: root only; an XLSX whose rows match the filter', async () => {
    expect(codeOf(await t.gql(EXPORT, { provider: 'printify' }, seller.token))).toBe('FORBIDDEN');
    const res = await t.gql(EXPORT, { provider: 'customcat', collection: '3D' }, root.token);
    expect(res.errors).toBeUndefined();
    const file = await fetchSignedFile(t, res.data!.exportProducts.url);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as never);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const rows: Array<Record<string, unknown>> = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, (row.values as unknown[])[i + 1]])));
    });
    const expected = (await t.db.select().from(productPresets)).filter((p) => p.provider === 'customcat' && p.collection === '3D');
    expect(rows).toHaveLength(expected.length);
    expect(res.data!.exportProducts.rows).toBe(expected.length);
    expect(rows.map((r) => r.sku).sort()).toEqual(expected.map((p) => p.sku).sort());
    expect(rows.every((r) => r.provider === 'customcat' && r.collection === '3D')).toBe(true);
    expect(codeOf(await t.gql(EXPORT, { provider: 'acme' }, root.token))).toBe('BAD_USER_INPUT');
  });

  it('categories: everyone with a catalogue reads; root creates, renames, reorders, deletes; bad input writes nothing', async () => {
    expect(codeOf(await t.gql(CATEGORIES, {}, printer.token))).toBe('FORBIDDEN');
    expect((await t.gql(CATEGORIES, {}, seller.token)).errors).toBeUndefined();
    expect(codeOf(await t.gql(SAVE_CATEGORY, { input: { name: 'Pets' } }, seller.token))).toBe('FORBIDDEN');
    const pets = (await t.gql(SAVE_CATEGORY, { input: { name: 'Pets' } }, root.token)).data!.saveProductCategory;
    expect(pets.slug).toBe('pets');
    const count = () => t.db.$count(productCategories);
    const before = await count();
    expect(codeOf(await t.gql(SAVE_CATEGORY, { input: { name: 'pets' } }, root.token))).toBe('CONFLICT');
    expect(codeOf(await t.gql(SAVE_CATEGORY, { input: { name: '  ' } }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SAVE_CATEGORY, { input: { name: '!!!' } }, root.token))).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
    expect((await t.gql(SAVE_CATEGORY, { input: { _id: pets._id, name: 'Pet supplies' } }, root.token)).data!.saveProductCategory.name).toBe('Pet supplies');
    const ids = (await t.gql(CATEGORIES, {}, root.token)).data!.productCategories.map((c) => c._id);
    expect(codeOf(await t.gql(REORDER, { ids: ids.slice(1) }, root.token))).toBe('BAD_USER_INPUT');
    const reordered = [...ids].reverse();
    expect((await t.gql(REORDER, { ids: reordered }, root.token)).data!.reorderProductCategories.map((c) => c._id)).toEqual(reordered);
    expect(codeOf(await t.gql(REMOVE_CATEGORY, { id: apparel }, root.token))).toBe('CONFLICT');
    expect(codeOf(await t.gql(REMOVE_CATEGORY, { id: pets._id }, seller.token))).toBe('FORBIDDEN');
    expect((await t.gql(REMOVE_CATEGORY, { id: pets._id }, root.token)).data!.removeProductCategory).toBe(true);
    expect(await count()).toBe(before - 1);
  });

  it('product tags: every role reads, root edits; merge moves presets; duplicates and bad ids refused', async () => {
    expect(codeOf(await t.gql(TAGS, {}))).toBe('UNAUTHENTICATED');
    expect((await t.gql(TAGS, {}, printer.token)).errors).toBeUndefined();
    // Writing is root's (security-hardening.spec walks every write as a seller and a printer).
    expect(codeOf(await t.gql(SAVE_TAG, { input: { name: 'Vintage' } }, partner.token))).toBe('FORBIDDEN');
    const a = (await t.gql(SAVE_TAG, { input: { name: 'Vintage' } }, root.token)).data!.saveProductTag;
    const b = (await t.gql(SAVE_TAG, { input: { name: 'Retro' } }, root.token)).data!.saveProductTag;
    const count = () => t.db.$count(productTags);
    const before = await count();
    expect(codeOf(await t.gql(SAVE_TAG, { input: { name: 'VINTAGE' } }, root.token))).toBe('CONFLICT');
    expect(codeOf(await t.gql(SAVE_TAG, { input: { name: '' } }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(MERGE_TAGS, { from: [a._id], into: a._id }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(MERGE_TAGS, { from: ['00000000-0000-7000-8000-000000000000'], into: a._id }, root.token))).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
    const preset = await createTee();
    await t.gql(UPDATE, { input: { _id: preset._id, tag_ids: [a._id, b._id] } }, root.token);
    const merged = (await t.gql(MERGE_TAGS, { from: [b._id], into: a._id }, root.token)).data!.mergeProductTags;
    expect(merged.preset_count).toBe(1);
    expect(await count()).toBe(before - 1);
    expect((await t.gql(REMOVE_TAG, { id: a._id }, root.token)).data!.removeProductTag).toBe(true);
    expect(codeOf(await t.gql(REMOVE_TAG, { id: a._id }, root.token))).toBe('NOT_FOUND');
  });
});
