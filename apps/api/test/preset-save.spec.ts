import { eq } from 'drizzle-orm';
import { manufactures, productPresets, productVariants } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { insertCategory, insertProductType } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { FULL_PRESET_FIELDS, FULL_VARIANT_FIELDS } from '@pod/shared';

/** Every stored field of a preset, its variants, options and print areas, as the preset form reads them. */
const FULL = `_id name raw_name sku hts_code type provider provider_id manufacture_id collection category_id image images_thumbnail videos
  description short_description template_description shipping_sku shipping_preset size_chart print_document print_template
  base_tag_price sale_tag_price tax_fee tax_fee_fix value_of_goods tax_groups shipping_cost shipping_additional_cost
  international_shipping_cost international_shipping_additional_cost side_additional_cost position_additional_cost
  tiktok_vip_discount wholesale_level weight package_width package_height package_length visible is_catalog is_new is_featured
  is_best_seller skip_design_check skip_affiliate linked_products monopolist_users platform_category platform_specifics
  vip { level value } unit_discounts { unit value } specifics { key value required } tags { _id name }
  print_areas { key position print width height addition_price addition_base_price is_part is_required is_embroidery }
  prety_attributes { attribute_type plf_attribute_name options { ffm_value plf_value plf_price hex default } }
  attribute_specifics { _id sku base_price sale_price wholesale_price ship_price nonship_price tiktok_final_price fix_profit
    weight package_width package_height package_length in_stock name_value { name type value } }`;

type Saved = Record<string, unknown> & {
  _id: string;
  attribute_specifics: Array<Record<string, unknown> & { _id: string; sku: string }>;
};
const CREATE = doc<{ productPresetCreate: Saved }>(
  `mutation($type: String!) { productPresetCreate(provider: "customcat", product_type_id: $type) { ${FULL} } }`,
);
const UPDATE = doc<{ productPresetUpdate: Saved }>(`mutation($input: ProductPresetUpdateInput!) { productPresetUpdate(input: $input) { ${FULL} } }`);
const READ = doc<{ productPreset: Saved[] }>(`query($id: ID!) { productPreset(_id: $id) { ${FULL} } }`);
const SAVE_TAG = doc<{ saveProductTag: { _id: string; name: string } }>(`mutation($input: CatalogueNameInput!) { saveProductTag(input: $input) { _id name } }`);

describe('preset save keeps every field', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let typeId: string;
  let categoryId: string;
  let factoryId: string;
  let tagId: string;

  beforeAll(async () => {
    t = await TestApp.start();
    ({ seller } = await t.cast());
    root = await t.userWithToken({ role: 'root' });
    categoryId = await insertCategory(t.db, 'Apparel', true);
    typeId = (await insertProductType(t.db, { provider: 'customcat', product_id: 'CC-SAVE-1', name: 'Classic Tee', sizes: 'S; M', colors: 'Black:#111111' }))
      .productId;
    factoryId = newId();
    await t.db.insert(manufactures).values({ id: factoryId, name: 'Hanoi plant' });
    tagId = (await t.gql(SAVE_TAG, { input: { name: 'Summer' } }, root.token)).data!.saveProductTag._id;
  });
  afterAll(() => t.stop());

  async function created(): Promise<Saved> {
    const res = await t.gql(CREATE, { type: typeId }, root.token);
    expect(res.errors).toBeUndefined();
    return res.data!.productPresetCreate;
  }

  /** A fully populated input, every field differing from the created preset. */
  function fullInput(p: Saved, linkedId: string) {
    return {
      _id: p._id,
      name: 'Premium Tee',
      sku: 'PREMIUM-TEE',
      provider: 'printify',
      ...FULL_PRESET_FIELDS,
      manufacture_id: factoryId,
      collection: '2D',
      category_id: categoryId,
      tag_ids: [tagId],
      linked_products: [linkedId],
      monopolist_users: [seller.id],
      attribute_specifics: p.attribute_specifics.map((v, i) => ({
        _id: v._id,
        sku: `${v.sku}-X`,
        name_value: [{ name: 'Size', type: 'size', value: `S${i}` }],
        ...FULL_VARIANT_FIELDS,
        weight: FULL_VARIANT_FIELDS.weight + i,
      })),
    };
  }

  /** What the API answers for a full input: the same values, tags as objects, the tag ids as a tag list. */
  function expected(input: ReturnType<typeof fullInput>) {
    const { tag_ids, attribute_specifics, ...rest } = input;
    void tag_ids;
    return { ...rest, tags: [{ name: 'Summer' }], attribute_specifics: attribute_specifics.map((v) => ({ ...v })) };
  }

  it('refuses sellers; root saves every field of a fully populated preset and reads each back', async () => {
    const p = await created();
    const linked = await created();
    const input = fullInput(p, linked._id);
    expect(codeOf(await t.gql(UPDATE, { input }, seller.token))).toBe('FORBIDDEN');
    const res = await t.gql(UPDATE, { input }, root.token);
    expect(res.errors).toBeUndefined();
    const read = (await t.gql(READ, { id: p._id }, root.token)).data!.productPreset[0];
    expect(read).toMatchObject(expected(input));
  });

  it('a client that leaves out the fields it does not know erases none of them', async () => {
    const p = await created();
    const linked = await created();
    const input = fullInput(p, linked._id);
    expect((await t.gql(UPDATE, { input }, root.token)).errors).toBeUndefined();
    // An older form: variants with their prices only, print areas with their size only, options with their label only.
    const older = {
      _id: p._id,
      name: 'Premium Tee 2',
      attribute_specifics: input.attribute_specifics.map((v) => ({ _id: v._id, sku: v.sku, base_price: '9.00', sale_price: v.sale_price })),
      print_areas: [{ key: 'front', width: 4000, height: 4600 }],
      prety_attributes: [{ attribute_type: 'Color', options: [{ ffm_value: 'Black', plf_value: 'Black' }] }],
    };
    expect((await t.gql(UPDATE, { input: older }, root.token)).errors).toBeUndefined();
    const read = (await t.gql(READ, { id: p._id }, root.token)).data!.productPreset[0];
    const want = expected(input);
    expect(read).toMatchObject({
      ...want,
      name: 'Premium Tee 2',
      print_areas: [{ ...want.print_areas[0], width: 4000, height: 4600 }],
      prety_attributes: [{ ...want.prety_attributes[0], options: [{ ...want.prety_attributes[0].options[0], plf_value: 'Black' }] }],
      attribute_specifics: want.attribute_specifics.map((v) => ({ ...v, base_price: '9.00' })),
    });
    const weights = await t.db.select({ w: productVariants.weight }).from(productVariants).where(eq(productVariants.presetId, p._id));
    expect(weights.every((r) => r.w !== null)).toBe(true);
  });

  it('null clears a field; an unknown factory is refused and writes nothing', async () => {
    const p = await created();
    const v = p.attribute_specifics[0];
    const set = await t.gql(UPDATE, { input: { _id: p._id, manufacture_id: factoryId, print_document: 'doc' } }, root.token);
    expect(set.errors).toBeUndefined();
    const cleared = await t.gql(
      UPDATE,
      { input: { _id: p._id, print_document: null, attribute_specifics: [{ _id: v._id, sku: v.sku, base_price: '1.00', weight: null }] } },
      root.token,
    );
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.productPresetUpdate).toMatchObject({ print_document: null, manufacture_id: factoryId });
    expect(cleared.data!.productPresetUpdate.attribute_specifics[0]).toMatchObject({ weight: null });
    const bad = await t.gql(UPDATE, { input: { _id: p._id, manufacture_id: newId(), name: 'Never' } }, root.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions?.reasons?.manufacture_id).toBe('not_exist');
    const [row] = await t.db.select().from(productPresets).where(eq(productPresets.id, p._id));
    expect([row.name, row.manufactureId]).toEqual(['Classic Tee', factoryId]);
  });

  it("a seller's non-ship and base-cost settings price the catalogue: non-ship price plus their addition, others unchanged", async () => {
    const p = await created();
    const [v] = p.attribute_specifics;
    const saved = await t.gql(
      UPDATE,
      { input: { _id: p._id, visible: true, attribute_specifics: [{ _id: v._id, sku: v.sku, base_price: '10.00', nonship_price: '8.00' }] } },
      root.token,
    );
    expect(saved.errors).toBeUndefined();
    const nonShip = await t.userWithToken({ role: 'sale', enableNonShip: true, additionBaseCost: '1.25' });
    const PRICE = doc<{ productPreset: Array<{ attribute_specifics: Array<{ price: string }> }> }>(
      `query($id: ID!) { productPreset(_id: $id) { attribute_specifics { price } } }`,
    );
    const priceFor = async (token: string) => (await t.gql(PRICE, { id: p._id }, token)).data!.productPreset[0].attribute_specifics[0].price;
    expect(await priceFor(nonShip.token)).toBe('9.25');
    expect(await priceFor(seller.token)).toBe('10.00');
  });
});
