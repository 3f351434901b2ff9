import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PRODUCT_PROVIDERS, type EditorSide } from '@pod/shared';
import { newId } from '../src/platform/common/ids';
import { mockupPresets, productPresets } from '../src/platform/db/schema';
import { insertPreset, mockupDocument, mockupInputs } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

interface MockupView {
  _id: string;
  id: string;
  name: string;
  product_id: string;
  provider: string;
  mockup_type: string;
  status: string;
  owner_id: string | null;
  print_areas: Array<{ position: string; width: number; height: number }>;
  sides: EditorSide[];
  src: string | null;
}
interface Preview {
  url: string | null;
  width: number | null;
  image_sizes: Array<{ name: string; url: string }>;
  job_id: string | null;
  reused: boolean;
}

const FIELDS = `_id id name product_id provider mockup_type status owner_id print_areas sides src`;
const ARGS = `$_id: ID, $product_id: ID!, $name: String, $sides: JSON, $print_areas: JSON, $status: String, $src: String, $mockup_type: String`;
const PASS = `_id: $_id, product_id: $product_id, name: $name, sides: $sides, print_areas: $print_areas, status: $status, src: $src, mockup_type: $mockup_type`;
const MAKE_PRESET = doc<{ makeProductMockupPreset: MockupView }>(`mutation(${ARGS}) { makeProductMockupPreset(${PASS}) { ${FIELDS} } }`);
const MAKE = doc<{ makeProductMockup: MockupView }>(`mutation(${ARGS}) { makeProductMockup(${PASS}) { ${FIELDS} } }`);
const FILTERS = `$product_id: ID, $provider: String, $status: String, $name: String, $template: Boolean`;
const FILTER_PASS = `product_id: $product_id, provider: $provider, status: $status, name: $name, template: $template`;
const LIST = doc<{ productPresetMockups: MockupView[] }>(`query(${FILTERS}) { productPresetMockups(${FILTER_PASS}) { ${FIELDS} } }`);
const COUNT = doc<{ productPresetMockupCount: number }>(`query(${FILTERS}) { productPresetMockupCount(${FILTER_PASS}) }`);
const BY_PROVIDER = doc<{ productPresetMockupCountProvider: Array<{ provider: string; total: number }> }>(
  `query(${FILTERS}) { productPresetMockupCountProvider(${FILTER_PASS}) { provider total } }`,
);
const ONE = doc<{ productPresetMockup: MockupView }>(`query($id: ID!) { productPresetMockup(_id: $id) { ${FIELDS} } }`);
const REMOVE = doc<{ productPresetMockupRemove: boolean }>(`mutation($id: ID!) { productPresetMockupRemove(_id: $id) }`);
const PREVIEW = doc<{ makeMockupPreview: Preview }>(
  `mutation($item_info_id: ID, $preset_id: ID, $product_id: ID, $side: String!) { makeMockupPreview(item_info_id: $item_info_id, preset_id: $preset_id, product_id: $product_id, side: $side) { url width image_sizes { name url } job_id reused } }`,
);

describe('mockup presets and product mockups', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let partner: SignedInUser;
  let productId: string;
  let blank: { id: string };
  let art: { id: string };
  let fontId: string;

  beforeAll(async () => {
    // The API runs the render workers itself, so previews are drawn within the wait.
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    ({ blank, art, fontId } = await mockupInputs(t.app, t.db, { blank: [530, 630], artSide: 200, colour: '#2563eb' }));
    root = await t.userWithToken({ role: 'root' });
    ({ seller, partner } = await t.cast());
    other = await t.newUser();
    productId = (await insertPreset(t.db, { name: 'Mockup Tee', variants: [{ sku: `MT-${newId().slice(-6)}`, basePrice: '9.00' }] })).id;
  }, 120_000);
  afterAll(() => t.stop());

  const rows = () => t.db.$count(mockupPresets);
  /** The test document's front side, with the blank and a back side beside it. */
  const sides = (text = 'Hi'): EditorSide[] => {
    const front = mockupDocument({ imageId: blank.id, width: 530, height: 630, artId: art.id, fontId, text }).sides[0] as EditorSide;
    return [front, { ...front, id: 'back', name: 'Back', print_area: { ...front.print_area, position: 'back' }, layers: [] }];
  };
  const template = async (vars: Record<string, unknown> = {}) => {
    const res = await t.gql(MAKE_PRESET, { product_id: productId, name: 'Front and back', sides: sides(), status: 'Publish', ...vars }, root.token);
    expect(res.errors).toBeUndefined();
    return res.data!.makeProductMockupPreset;
  };
  const own = async (token: string, vars: Record<string, unknown> = {}) => {
    const res = await t.gql(MAKE, { product_id: productId, sides: sides(), status: 'Publish', ...vars }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.makeProductMockup;
  };

  it('each operation is refused to the signed-out and partners; templates are root’s, product mockups a seller’s', async () => {
    const tpl = await template();
    const mine = await own(seller.token);
    const reads = [
      (token: string) => t.gql(LIST, {}, token),
      (token: string) => t.gql(COUNT, {}, token),
      (token: string) => t.gql(BY_PROVIDER, {}, token),
      (token: string) => t.gql(ONE, { id: mine._id }, token),
      (token: string) => t.gql(MAKE, { product_id: productId }, token),
      (token: string) => t.gql(PREVIEW, { preset_id: mine._id, side: 'front' }, token),
      (token: string) => t.gql(REMOVE, { id: mine._id }, token),
    ];
    const before = await rows();
    for (const call of [...reads, (token: string) => t.gql(MAKE_PRESET, { product_id: productId, name: 'x' }, token)]) {
      expect(codeOf(await call(''))).toBe('UNAUTHENTICATED');
      expect(codeOf(await call(partner.token))).toBe('FORBIDDEN');
    }
    // A seller may not save a template, nor remove one.
    expect(codeOf(await t.gql(MAKE_PRESET, { product_id: productId, name: 'x' }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(REMOVE, { id: tpl._id }, seller.token))).toBe('NOT_FOUND');
    expect(await rows()).toBe(before);
    for (const call of reads) expect((await call(seller.token)).errors).toBeUndefined();
    expect(await rows()).toBe(before); // the seller's call of MAKE added one, REMOVE removed theirs
    expect((await t.gql(REMOVE, { id: tpl._id }, root.token)).data!.productPresetMockupRemove).toBe(true);
  }, 60_000);

  it('a template gets the spec defaults: front and back 530×630 sides in a 2000×2000 document, four print areas, 2D', async () => {
    const m = await template({ sides: undefined, name: 'Defaults' });
    expect(m).toMatchObject({ mockup_type: '2D', provider: 'private', status: 'Publish', owner_id: null });
    expect(m.sides.map((s) => [s.id, s.name, s.image.width, s.image.height, s.document.width, s.document.height])).toEqual([
      ['front', '3D Front', 530, 630, 2000, 2000],
      ['back', 'Back', 530, 630, 2000, 2000],
    ]);
    expect(m.print_areas.map((a) => `${a.position} ${a.width}x${a.height}`)).toEqual([
      'front 1668x1820',
      'left_sleeve 1668x1820',
      'right_sleeve 1668x1820',
      'neck 501x127',
    ]);
  });

  it('rounds layout numbers to 2 decimals, fills scale and rotation, and drops layers without a type', async () => {
    const s = sides();
    s[0].layers = [
      {
        id: 'a',
        name: 'Image',
        type: 'image',
        settings: [
          { name: 'file', value: { _id: art.id } },
          { name: 'x', value: 10.126 },
          { name: 'opacity', value: 0.333 },
        ],
      },
      { id: 'b', name: 'No type', type: '', settings: [{ name: 'x', value: 1 }] },
    ];
    const m = await own(seller.token, { sides: s });
    expect(m.sides[0].layers).toHaveLength(1);
    const settings = Object.fromEntries(m.sides[0].layers[0].settings.map((x) => [x.name, x.value]));
    expect(settings).toMatchObject({ x: 10.13, opacity: 0.33, scaleX: 1, scaleY: 1, rotation: 0 });
    expect(m.owner_id).toBe(seller._id);
  });

  it('refuses bad input with the field and a reason, and writes nothing', async () => {
    await template();
    const cases: Array<[string, typeof MAKE | typeof MAKE_PRESET, Record<string, unknown>, string, string]> = [
      ['an unknown side', MAKE, { sides: [{ ...sides()[0], id: 'left' }] }, 'sides.0.id', 'not_exist'],
      [
        'a print area outside the document',
        MAKE,
        { sides: [{ ...sides()[0], print_area: { ...sides()[0].print_area, x: 1800 } }] },
        'sides.0.print_area',
        'range',
      ],
      [
        'a foreign file URL',
        MAKE,
        {
          sides: [
            { ...sides()[0], layers: [{ id: 'x', name: 'x', type: 'image', settings: [{ name: 'file', value: { url: 'https://evil.example/a.png' } }] }] },
          ],
        },
        'sides.0.layers.0.file',
        'url',
      ],
      [
        'a foreign side image',
        MAKE_PRESET,
        { name: 'x', sides: [{ ...sides()[0], image: { url: 'https://evil.example/b.png', width: 530, height: 630 } }] },
        'sides.0.image',
        'url',
      ],
      ['a foreign src', MAKE_PRESET, { name: 'x', src: 'https://evil.example/c.png' }, 'src', 'url'],
      ['an unknown product preset', MAKE_PRESET, { name: 'x', product_id: newId() }, 'product_id', 'not_exist'],
    ];
    for (const [name, mutation, vars, field, reason] of cases) {
      const before = await rows();
      const res = await t.gql(mutation, { product_id: productId, ...vars }, mutation === MAKE ? seller.token : root.token);
      expect([name, codeOf(res)]).toEqual([name, 'BAD_USER_INPUT']);
      expect([name, res.errors![0].extensions]).toEqual([name, expect.objectContaining({ reasons: expect.objectContaining({ [field]: reason }) })]);
      expect(await rows()).toBe(before);
    }
  }, 60_000);

  it('a seller may not make a mockup of a product preset the catalogue hides', async () => {
    const hidden = await insertPreset(t.db, { name: 'Hidden', variants: [{ sku: `HD-${newId().slice(-6)}`, basePrice: '9.00' }] });
    await t.db.update(productPresets).set({ visible: false }).where(eq(productPresets.id, hidden.id));
    const before = await rows();
    const res = await t.gql(MAKE, { product_id: hidden.id }, seller.token);
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reasons: { product_id: 'not_exist' } });
    expect(await rows()).toBe(before);
    expect((await t.gql(MAKE_PRESET, { product_id: hidden.id, name: 'Root sees it' }, root.token)).errors).toBeUndefined();
  });

  it("a seller cannot read, change or remove another seller's product mockup", async () => {
    const theirs = await own(other.token);
    expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(MAKE, { _id: theirs._id, product_id: productId, name: 'Mine now' }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(REMOVE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PREVIEW, { preset_id: theirs._id, side: 'front' }, seller.token))).toBe('NOT_FOUND');
    const listed = (await t.gql(LIST, { template: false }, seller.token)).data!.productPresetMockups;
    expect(listed.every((m) => m.owner_id === seller._id)).toBe(true);
    expect((await t.gql(ONE, { id: theirs._id }, root.token)).data!.productPresetMockup.name).toBe('Mockup Tee');
  });

  it('productPresetMockupCountProvider equals the real counts, and productPresetMockupCount the list total', async () => {
    const custom = await insertPreset(t.db, { name: 'Customcat hoodie', variants: [{ sku: `CC-${newId().slice(-6)}`, basePrice: '20.00' }] });
    await t.db.update(productPresets).set({ provider: 'customcat' }).where(eq(productPresets.id, custom.id));
    await template({ product_id: custom.id, name: 'Hoodie front' });
    await template({ product_id: custom.id, name: 'Hoodie draft', status: 'Draft' });
    const real = await t.db
      .select({ provider: mockupPresets.provider, n: sql<number>`count(*)::int` })
      .from(mockupPresets)
      .groupBy(mockupPresets.provider);
    const counts = (await t.gql(BY_PROVIDER, {}, root.token)).data!.productPresetMockupCountProvider;
    expect(counts.map((c) => c.provider)).toEqual([...PRODUCT_PROVIDERS]);
    for (const c of counts) expect([c.provider, c.total]).toEqual([c.provider, real.find((r) => r.provider === c.provider)?.n ?? 0]);
    const list = await t.gql(LIST, { provider: 'customcat' }, root.token);
    expect(Number(list.headers['x-total'])).toBe(2);
    expect((await t.gql(COUNT, { provider: 'customcat', status: 'Draft' }, root.token)).data!.productPresetMockupCount).toBe(1);
    // The product preset's mockup_count follows its templates (a trigger), sellers' mockups aside.
    const mockupCount = async () => (await t.db.select({ n: productPresets.mockupCount }).from(productPresets).where(eq(productPresets.id, custom.id)))[0].n;
    expect(await mockupCount()).toBe(2);
    await own(seller.token, { product_id: custom.id, sides: undefined });
    expect(await mockupCount()).toBe(2);
    const extra = await template({ product_id: custom.id, name: 'Hoodie back' });
    expect(await mockupCount()).toBe(3);
    await t.gql(REMOVE, { id: extra._id }, root.token);
    expect(await mockupCount()).toBe(2);
    // A seller sees published templates and their own mockups only (their own, named after the product, is newest).
    const sellerList = (await t.gql(LIST, { product_id: custom.id }, seller.token)).data!.productPresetMockups;
    expect(sellerList.map((m) => m.name)).toEqual(['Customcat hoodie', 'Hoodie front']);
  });

  it('answers the library files a saved document names (side image, image layers) with fresh URLs, for a seller reading the template too', async () => {
    const m = await template({ name: 'Fresh URLs' });
    // The sides were sent with file ids only (as the seeded templates are stored).
    expect(sides()[0].image.url).toBeUndefined();
    for (const token of [root.token, seller.token]) {
      const res = await t.gql(`query($id: ID!) { productPresetMockup(_id: $id) { sides } }`, { id: m._id }, token);
      expect(res.errors).toBeUndefined();
      const [front] = (res.data as { productPresetMockup: { sides: EditorSide[] } }).productPresetMockup.sides;
      const layerFile = front.layers.find((l) => l.type === 'image')!.settings.find((x) => x.name === 'file')!.value as { _id: string; url: string };
      expect([front.image._id, layerFile._id]).toEqual([blank.id, art.id]);
      for (const url of [front.image.url!, layerFile.url]) expect((await fetch(url)).status).toBe(200);
    }
  });

  it('a template saved again without a picture keeps the one it had', async () => {
    const m = await template({ name: 'Kept picture' });
    const read = async () =>
      (await t.gql(`query($id: ID!) { productPresetMockup(_id: $id) { src sides } }`, { id: m._id }, root.token)).data as {
        productPresetMockup: { src: string | null; sides: EditorSide[] };
      };
    const picture = (await read()).productPresetMockup.sides[0].image.url!;
    await template({ _id: m._id, src: picture });
    const src = (await read()).productPresetMockup.src;
    expect(src).toBeTruthy();
    expect((await fetch(src!)).status).toBe(200);
    await template({ _id: m._id, name: 'Kept picture, renamed' });
    expect((await read()).productPresetMockup.src).toBe(src);
  });

  it('makeMockupPreview renders a real picture; the same document rendered twice makes one file', async () => {
    const m = await own(seller.token, { sides: sides('Preview') });
    const renders = () => {
      try {
        return readdirSync(join(t.env.DATA_DIR, 'storage', 'renders')).length;
      } catch {
        return 0;
      }
    };
    const before = renders();
    const first = await t.gql(PREVIEW, { preset_id: m._id, side: 'front' }, seller.token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.makeMockupPreview).toMatchObject({ reused: false, job_id: null, width: 530 });
    expect(first.data!.makeMockupPreview.image_sizes.length).toBeGreaterThan(0);
    const picture = await fetch(first.data!.makeMockupPreview.url!);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(renders()).toBe(before + 1);
    const again = await t.gql(PREVIEW, { preset_id: m._id, side: 'front' }, seller.token);
    expect(again.data!.makeMockupPreview.reused).toBe(true);
    expect(renders()).toBe(before + 1);
    // From the product's published template too; an unknown side is refused.
    expect((await t.gql(PREVIEW, { product_id: productId, side: 'front' }, seller.token)).errors).toBeUndefined();
    const unknown = await t.gql(PREVIEW, { preset_id: m._id, side: 'sleeve' }, seller.token);
    expect(unknown.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reasons: { side: 'not_exist' } });
  }, 60_000);
});
