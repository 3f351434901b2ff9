import { and, eq } from 'drizzle-orm';
import type { EditorSide } from '@pod/shared';
import { newId } from '../src/platform/common/ids';
import { listings, listingStores, notifications } from '../src/platform/db/schema';
import type { StorageDriver } from '../src/platform/storage/storage.driver';
import { blankPng, insertImageFile, insertPreset, insertStore, mockupDocument, mockupInputs } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { exportDownload } from './support/exports';

interface Counters {
  all: number;
  draft: number;
  publish: number;
  trash: number;
}

interface ListingView {
  _id: string;
  seller_id: string;
  name: string;
  price: string | null;
  status: string;
  images: Array<{ src: string }>;
  front: string | null;
  mockup_id: string | null;
  attribute_specifics_modify: Array<{ sku: string; sale_price: string; name_value: Array<{ name: string; value: string }> }>;
  print_files: Array<{ side: string; position: string; dpi: number; url: string | null; width: number | null }>;
  items: Array<{ platform: string; queue_status: string; queue_messenger: string | null }>;
  store_queue: Array<{ platform: string; queue_status: string }>;
  mockup: { _id: string } | null;
  product: { _id: string; name: string; provider: string } | null;
  ebay_template_id: string | null;
  platform_category: unknown[];
  platform_specifics: unknown[];
  attribute_specifics: Array<{ sku: string; price: string }>;
}

const FIELDS = `_id seller_id name price status images { src } front mockup_id attribute_specifics_modify { sku sale_price name_value { name value } }
  print_files { side position dpi url width } items { platform queue_status queue_messenger } store_queue { platform queue_status }
  mockup { _id } product { _id name provider } ebay_template_id platform_category platform_specifics attribute_specifics { sku price }`;
const MAKE = doc<{ makeItemInfo: ListingView }>(
  `mutation($_id: ID, $name: String!, $product_id: ID!, $price: Money, $images: [ListingImageInput!], $front: String, $mockup_id: ID, $status: String, $attribute_specifics_modify: [ListingVariantInput!],
    $ebay_template_id: String, $platform_category: JSON, $platform_specifics: JSON) {
    makeItemInfo(_id: $_id, name: $name, product_id: $product_id, price: $price, images: $images, front: $front, mockup_id: $mockup_id, status: $status,
      attribute_specifics_modify: $attribute_specifics_modify, ebay_template_id: $ebay_template_id, platform_category: $platform_category,
      platform_specifics: $platform_specifics) { ${FIELDS} } }`,
);
const LIST = doc<{ itemsInfo: ListingView[] }>(
  `query($search: String, $status: String, $product_id: ID, $start: String, $end: String) { itemsInfo(search: $search, status: $status, product_id: $product_id, start: $start, end: $end) { _id name status seller_id } }`,
);
const ONE = doc<{ itemInfo: ListingView }>(`query($id: ID!) { itemInfo(_id: $id) { ${FIELDS} } }`);
const COUNTERS = doc<{ itemsInfoCounters: Counters }>(
  `query($search: String, $product_id: ID) { itemsInfoCounters(search: $search, product_id: $product_id) { all draft publish trash } }`,
);
const TRASH = doc<{ trashItemInfo: number }>(`mutation($ids: [ID!]!) { trashItemInfo(ids: $ids) }`);
const MAKE_MOCKUP = doc<{ makeProductMockup: { _id: string } }>(
  `mutation($product_id: ID!, $sides: JSON) { makeProductMockup(product_id: $product_id, sides: $sides) { _id } }`,
);
const PREVIEW = doc<{ makeMockupPreview: { url: string | null; job_id: string | null } }>(
  `mutation($item_info_id: ID, $side: String!) { makeMockupPreview(item_info_id: $item_info_id, side: $side) { url job_id } }`,
);

describe('listings', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let other: SignedInUser;
  let partner: SignedInUser;
  let root: SignedInUser;
  let storage: StorageDriver;
  let product: { id: string; skus: string[] };
  let mockupId: string;
  let otherProductId: string;

  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    const inputs = await mockupInputs(t.app, t.db, { blank: [530, 630], artSide: 200, colour: '#16a34a' });
    storage = inputs.storage;
    root = await t.userWithToken({ role: 'root' });
    ({ seller, partner } = await t.cast());
    other = await t.newUser();
    const skus = [`LS-S-${newId().slice(-6)}`, `LS-M-${newId().slice(-6)}`];
    const preset = await insertPreset(t.db, {
      name: 'Listing Tee',
      variants: [
        { sku: skus[0], basePrice: '10.00' },
        { sku: skus[1], basePrice: '12.50', salePrice: '11.00' },
      ],
    });
    product = { id: preset.id, skus };
    otherProductId = (await insertPreset(t.db, { name: 'Other Tee', variants: [{ sku: `LS-O-${newId().slice(-6)}`, basePrice: '5.00' }] })).id;
    const sides = mockupDocument({ imageId: inputs.blank.id, width: 530, height: 630, artId: inputs.art.id, fontId: inputs.fontId, text: 'Listing' })
      .sides as EditorSide[];
    const made = await t.gql(MAKE_MOCKUP, { product_id: product.id, sides }, seller.token);
    expect(made.errors).toBeUndefined();
    mockupId = made.data!.makeProductMockup._id;
  }, 120_000);
  afterAll(() => t.stop());

  const rows = () => t.db.$count(listings);
  const make = async (token: string, vars: Record<string, unknown> = {}) => {
    const res = await t.gql(MAKE, { name: 'Summer tee', product_id: product.id, ...vars }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.makeItemInfo;
  };

  it('each operation is refused to the signed-out and partners, then allowed to a seller', async () => {
    const mine = await make(seller.token);
    const calls = [
      (token: string) => t.gql(MAKE, { name: 'x', product_id: product.id }, token),
      (token: string) => t.gql(LIST, {}, token),
      (token: string) => t.gql(ONE, { id: mine._id }, token),
      (token: string) => t.gql(COUNTERS, {}, token),
      (token: string) => t.gql(TRASH, { ids: [mine._id] }, token),
    ];
    const before = await rows();
    for (const call of calls) {
      expect(codeOf(await call(''))).toBe('UNAUTHENTICATED');
      expect(codeOf(await call(partner.token))).toBe('FORBIDDEN');
    }
    expect(await rows()).toBe(before);
    for (const call of calls) expect((await call(seller.token)).errors).toBeUndefined();
    expect((await t.gql(ONE, { id: mine._id }, seller.token)).data!.itemInfo.status).toBe('Trash');
  });

  it('refuses bad input with the field and a reason, and writes nothing', async () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['an unknown product preset', { product_id: newId() }, 'product_id', 'not_exist'],
      [
        'a price below the variant cost',
        { attribute_specifics_modify: [{ sku: product.skus[0], sale_price: '9.99' }] },
        'attribute_specifics_modify.0.sale_price',
        'price_below_cost',
      ],
      ['an unknown variant', { attribute_specifics_modify: [{ sku: 'NOPE', sale_price: '20' }] }, 'attribute_specifics_modify.0.sku', 'unknown_sku'],
      ['a foreign image URL', { images: [{ src: 'https://evil.example/a.png' }] }, 'images.0', 'url'],
      [
        'a marketplace category of an unknown platform',
        { platform_category: [{ type: 'myspace', category_selected: [] }] },
        'platform_category.0.type',
        'unknown_value',
      ],
      ['a foreign design URL', { front: 'https://evil.example/front.png' }, 'front', 'url'],
      ['an unknown mockup', { mockup_id: newId() }, 'mockup_id', 'not_exist'],
      ['a mockup of another product', { product_id: otherProductId, mockup_id: mockupId }, 'mockup_id', 'invalid'],
      ['no title', { name: '' }, 'name', 'required'],
    ];
    for (const [name, vars, field, reason] of cases) {
      const before = await rows();
      const res = await t.gql(MAKE, { name: 'Bad', product_id: product.id, ...vars }, seller.token);
      expect([name, codeOf(res)]).toEqual([name, 'BAD_USER_INPUT']);
      expect([name, res.errors![0].extensions]).toEqual([name, expect.objectContaining({ reasons: expect.objectContaining({ [field]: reason }) })]);
      expect(await rows()).toBe(before);
    }
  });

  it('keeps per-variant prices exactly; a sale price is the cost when it is lower', async () => {
    const l = await make(seller.token, {
      price: '24.90',
      attribute_specifics_modify: [
        { sku: product.skus[0], sale_price: '10.00', name_value: [{ name: 'Size', value: 'S' }] },
        { sku: product.skus[1], sale_price: 11.0 },
      ],
    });
    expect(l.price).toBe('24.90');
    expect(l.attribute_specifics_modify).toEqual([
      { sku: product.skus[0], sale_price: '10.00', name_value: [{ name: 'Size', value: 'S' }] },
      { sku: product.skus[1], sale_price: '11.00', name_value: [] },
    ]);
  });

  it("a seller sees and changes only their own listings; staff with items view see everyone's", async () => {
    const theirs = await make(other.token, { name: 'Not yours' });
    expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(MAKE, { _id: theirs._id, name: 'Mine', product_id: product.id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(TRASH, { ids: [theirs._id] }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PREVIEW, { item_info_id: theirs._id, side: 'front' }, seller.token))).toBe('NOT_FOUND');
    expect((await t.gql(LIST, {}, seller.token)).data!.itemsInfo.every((l) => l.seller_id === seller._id)).toBe(true);
    expect((await t.gql(ONE, { id: theirs._id }, other.token)).data!.itemInfo.name).toBe('Not yours');
    const all = await t.gql(LIST, { search: 'not YOURS' }, root.token);
    expect(all.data!.itemsInfo.map((l) => l._id)).toEqual([theirs._id]);
    expect(Number(all.headers['x-total'])).toBe(1);
    // Staff change a seller's listing; it stays the seller's, priced at what the seller pays.
    const changed = await make(root.token, { _id: theirs._id, name: 'Not yours', attribute_specifics_modify: [{ sku: product.skus[0], sale_price: '10.00' }] });
    expect(changed.seller_id).toBe(other._id);
  });

  it('itemsInfoCounters: the trigger-kept counts equal the real counts through create and trash; a seller counts only their own', async () => {
    /** The real counts, by counting the rows. */
    const real = async (sellerId?: string): Promise<Counters> => {
      const n = (status: string) => t.db.$count(listings, and(eq(listings.status, status), sellerId ? eq(listings.sellerId, sellerId) : undefined));
      const [draft, publish, trash] = await Promise.all([n('Draft'), n('Publish'), n('Trash')]);
      return { all: draft + publish + trash, draft, publish, trash };
    };
    const counters = async (token: string, vars: Record<string, unknown> = {}) => {
      const res = await t.gql(COUNTERS, vars, token);
      expect(res.errors).toBeUndefined();
      return res.data!.itemsInfoCounters;
    };
    const check = async () => {
      expect(await counters(seller.token)).toEqual(await real(seller._id));
      expect(await counters(other.token)).toEqual(await real(other._id));
      expect(await counters(root.token)).toEqual(await real());
    };
    await check();
    const before = await counters(seller.token);
    const drafts = [await make(seller.token, { name: 'Counted one' }), await make(seller.token, { name: 'Counted two' })];
    const published = await make(seller.token, { name: 'Counted three', status: 'Publish' });
    await make(other.token, { name: 'Counted elsewhere' });
    await check();
    expect(await counters(seller.token)).toEqual({ ...before, all: before.all + 3, draft: before.draft + 2, publish: before.publish + 1 });
    expect((await t.gql(TRASH, { ids: [drafts[0]._id, published._id] }, seller.token)).errors).toBeUndefined();
    await check();
    expect(await counters(seller.token)).toEqual({ ...before, all: before.all + 3, draft: before.draft + 1, trash: before.trash + 2 });
    // A filter the counters cannot answer is counted, for the same seller only.
    expect(await counters(seller.token, { search: 'COUNTED' })).toEqual({ all: 3, draft: 1, publish: 0, trash: 2 });
    expect((await counters(root.token, { search: 'counted' })).all).toBe(4);
    // A deleted row leaves the counters too.
    await t.db.delete(listings).where(eq(listings.id, drafts[1]._id));
    await check();
  });

  it('saved with a mockup, a listing gets its print files (rendered once) and previews its sides; its store rows are read', async () => {
    const l = await make(seller.token, { name: 'With mockup', mockup_id: mockupId, status: 'Publish' });
    expect(l.mockup).toEqual({ _id: mockupId });
    expect(l.print_files).toEqual([expect.objectContaining({ side: 'front', position: 'front', dpi: 150 })]);
    // Queued on save: the print file appears once the render job is done.
    const files = await t.waitFor(
      async () => {
        const seen = (await t.gql(ONE, { id: l._id }, seller.token)).data!.itemInfo.print_files;
        return seen[0].url && seen;
      },
      { timeout: 30_000, what: 'the rendered print file' },
    );
    expect(files[0]).toMatchObject({ width: 1668 });
    const png = await fetch(files[0].url!);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);
    // Saving again reuses the same render (hash addressed).
    const again = await make(seller.token, { _id: l._id, name: 'With mockup', mockup_id: mockupId });
    expect(again.print_files[0].url).toBeTruthy();
    const preview = await t.gql(PREVIEW, { item_info_id: l._id, side: 'front' }, seller.token);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.makeMockupPreview.url).toBeTruthy();
    const storeId = await insertStore(t.db, seller._id);
    await t.db
      .insert(listingStores)
      .values({ id: newId(), listingId: l._id, storeId, platform: 'shopify', queueStatus: 'failed', queueMessenger: 'Token expired' });
    expect((await t.gql(ONE, { id: l._id }, seller.token)).data!.itemInfo.store_queue).toEqual([]);
    expect((await t.gql(ONE, { id: l._id }, seller.token)).data!.itemInfo.items).toEqual([
      { platform: 'shopify', queue_status: 'failed', queue_messenger: 'Token expired' },
    ]);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, l._id));
    expect(row.printFiles[0].hash).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);

  it('the marketplace fields are saved and read back; the listing answers its product and the product variants at the seller price', async () => {
    const platform = {
      ebay_template_id: 'tpl-42',
      platform_category: [{ type: 'ebay', category_selected: [{ id: '15687', level: 1, name: 'T-Shirts', parent: null }] }],
      platform_specifics: [{ platform: 'ebay', specifics: [{ key: 'Brand', value: 'Unbranded' }] }],
    };
    const l = await make(seller.token, platform);
    const read = (await t.gql(ONE, { id: l._id }, seller.token)).data!.itemInfo;
    expect(read).toMatchObject({
      ...platform,
      product: { _id: product.id, provider: expect.any(String), name: expect.any(String) },
      mockup: null,
      store_queue: [],
    });
    expect(read.attribute_specifics.length).toBeGreaterThan(0);
    expect(read.attribute_specifics.every((v) => /^\d+\.\d{2}$/.test(v.price))).toBe(true);
  });

  it('a listing may show our stored pictures: the URLs are kept as keys and answered signed again', async () => {
    const picture = await insertImageFile(t.db, storage, await blankPng(40, 40), 'design', seller.id);
    const url = await storage.getUrl(picture.path, { origin: t.url });
    const l = await make(seller.token, { images: [{ src: url }], front: url });
    expect(new URL(l.images[0].src).pathname).toBe(`/_storage/${picture.path}`);
    expect(new URL(l.front!).pathname).toBe(`/_storage/${picture.path}`);
  });

  it('publishItemInfo: a job writes the store platform’s product file and marks the store rows; refused elsewhere, nothing written', async () => {
    const PUBLISH = doc<{ publishItemInfo: { _id: string; name: string; subject: string | null } }>(
      `mutation($ids: [ID!]!, $store_id: ID!) { publishItemInfo(ids: $ids, store_id: $store_id) { _id name subject } }`,
    );
    const JOB = doc<{ job: { status: string; result: { url?: string; filename?: string; exported: number; failed: number } | null } }>(
      `query($id: ID!) { job(_id: $id) { status result } }`,
    );
    const finished = (id: string) =>
      t.waitFor(
        async () => {
          const job = (await t.gql(JOB, { id }, seller.token)).data!.job;
          return (job.status === 'completed' || job.status === 'failed') && job;
        },
        { timeout: 20_000, what: 'the publish job to end' },
      );
    const listing = await make(seller.token, {
      name: 'Sunset, "limited" tee',
      attribute_specifics_modify: [
        { sku: product.skus[0], sale_price: '24.90', name_value: [{ name: 'Size', value: 'S' }] },
        { sku: product.skus[1], sale_price: '26.90', name_value: [{ name: 'Size', value: 'M' }] },
      ],
    });
    const shop = await insertStore(t.db, seller.id, 'shopify');
    const api = await insertStore(t.db, seller.id, 'api');
    const othersShop = await insertStore(t.db, other.id, 'shopify');
    const storeRows = () => t.db.$count(listingStores);
    const before = await storeRows();
    expect(codeOf(await t.gql(PUBLISH, { ids: [listing._id], store_id: shop }, partner.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(PUBLISH, { ids: [listing._id], store_id: othersShop }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PUBLISH, { ids: [newId()], store_id: shop }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PUBLISH, { ids: [], store_id: shop }, seller.token))).toBe('BAD_USER_INPUT');
    // staff may publish, but only to the listing's own seller's store
    const wrongSeller = await t.gql(PUBLISH, { ids: [listing._id], store_id: othersShop }, root.token);
    expect([codeOf(wrongSeller), wrongSeller.errors?.[0].extensions?.reasons]).toEqual(['BAD_USER_INPUT', { store_id: 'invalid' }]);
    expect(await storeRows()).toBe(before);

    for (let i = 0; i < 2; i++) {
      const started = await t.gql(PUBLISH, { ids: [listing._id], store_id: shop }, seller.token);
      expect(started.errors).toBeUndefined();
      expect(started.data!.publishItemInfo).toMatchObject({ name: 'listing_publish', subject: 'shopify' });
      const job = await finished(started.data!.publishItemInfo._id);
      expect(job).toMatchObject({ status: 'completed', result: { exported: 1, failed: 0, filename: expect.stringMatching(/^shopify-products-.*\.csv$/) } });
      const csv = (await exportDownload(t, job.result!.url!)).toString('utf8');
      const [header, first, second] = csv.trim().split('\r\n');
      expect(header.split(',').slice(0, 3)).toEqual(['Handle', 'Title', 'Body (HTML)']);
      expect(first).toContain('"Sunset, ""limited"" tee"');
      expect(first).toContain(`${product.skus[0]},24.90`);
      expect(second).toContain(`${product.skus[1]},26.90`);
    }
    // published twice to one store: still one row for it, exported, naming its file
    const stores = (await t.gql(ONE, { id: listing._id }, seller.token)).data!.itemInfo.items;
    expect(stores).toEqual([{ platform: 'shopify', queue_status: 'exported', queue_messenger: expect.stringMatching(/shopify-products-.*\.csv/) }]);
    // the seller is told (type Item, to /items/internal?_id=…), once per publishing
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.referent, listing._id)));
    expect(told.map((n) => [n.type, n.code, n.subject, n.content])).toEqual([
      ['Item', 'listing_exported', 'Sunset, "limited" tee', 'shopify'],
      ['Item', 'listing_exported', 'Sunset, "limited" tee', 'shopify'],
    ]);
    // a platform without a product file: failed, saying so
    const toApi = await t.gql(PUBLISH, { ids: [listing._id], store_id: api }, seller.token);
    expect((await finished(toApi.data!.publishItemInfo._id)).result).toMatchObject({ exported: 0, failed: 1 });
    const afterApi = (await t.gql(ONE, { id: listing._id }, seller.token)).data!.itemInfo.items;
    expect(afterApi.find((r) => r.platform === 'api')).toMatchObject({ queue_status: 'failed', queue_messenger: expect.stringContaining('No product file') });
  });
});
