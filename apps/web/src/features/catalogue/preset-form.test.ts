import { describe, expect, it } from 'vitest';
import { checkInput, FULL_PRESET_FIELDS, FULL_VARIANT_FIELDS, productPresetUpdateInput } from '@pod/shared';
import type { PresetFullFieldsFragment } from '../../gql/graphql';
import { toForm, toInput } from './preset-form';

const ID = '01a20cc7-c1e7-73b8-96bc-2e78082b3aa1';
const preset = {
  _id: ID,
  name: 'Classic Tee',
  sku: 'CUS-1',
  identity: 'A1',
  image: null,
  images_thumbnail: [],
  provider: 'customcat',
  collection: '3D',
  category: 'apparel',
  category_id: null,
  visible: false,
  is_catalog: false,
  is_new: false,
  is_best_seller: false,
  is_featured: false,
  skip_design_check: false,
  skip_affiliate: false,
  min_price: '8.50',
  max_price: '10.50',
  price: '8.50',
  favorite: false,
  created_at: '2026-11-24T09:00:00Z',
  updated_at: '2026-11-24T09:00:00Z',
  raw_name: 'Classic Tee',
  type: null,
  provider_id: null,
  manufacture_id: null,
  videos: [],
  template_description: null,
  print_document: null,
  print_template: null,
  hts_code: null,
  description: null,
  short_description: null,
  shipping_sku: null,
  shipping_preset: null,
  size_chart: null,
  base_tag_price: '0.00',
  sale_tag_price: '0.00',
  tax_fee: '0.00',
  tax_fee_fix: '0.00',
  value_of_goods: '0.00',
  tax_groups: [],
  shipping_cost: '4.99',
  shipping_additional_cost: '2.00',
  international_shipping_cost: '12.99',
  international_shipping_additional_cost: '5.00',
  side_additional_cost: '3.50',
  position_additional_cost: '1.50',
  tiktok_vip_discount: '0.30',
  wholesale_level: 2,
  weight: null,
  package_width: null,
  package_height: null,
  package_length: null,
  platform_category: [],
  platform_specifics: [],
  linked_products: [],
  monopolist_users: [],
  vip: [{ level: 1, value: '0.50' }],
  unit_discounts: [],
  specifics: [],
  print_areas: [
    {
      key: 'front',
      position: 'front',
      print: 'front',
      width: 4200,
      height: 4800,
      addition_price: null,
      addition_base_price: null,
      is_part: false,
      is_required: true,
      is_embroidery: false,
    },
  ],
  prety_attributes: [
    { attribute_type: 'Color', plf_attribute_name: 'Color', options: [{ ffm_value: 'Black', plf_value: 'Black', hex: '#111111', default: true }] },
  ],
  tags: [],
  attribute_specifics: [
    {
      _id: '01a20cc7-c1e7-73b9-ba3e-7b206e154659',
      sku: 'T-BLK-S',
      base_price: '8.50',
      sale_price: null,
      wholesale_price: null,
      stock: 3,
      price: '8.50',
      in_stock: true,
      name_value: [{ name: 'Size', type: 'size', value: 'S' }],
    },
  ],
} as unknown as PresetFullFieldsFragment;

/** A preset with every stored field filled in, as the form reads it (PresetFullFields). */
const VARIANT_ID = '01a20cc7-c1e7-73b9-ba3e-7b206e154659';
const TAG_ID = '01a20cc7-c1e7-73b9-ba3e-7b206e154660';
const FACTORY_ID = '01a20cc7-c1e7-73b9-ba3e-7b206e154661';
const LINKED_ID = '01a20cc7-c1e7-73b9-ba3e-7b206e154662';
const full = {
  ...preset,
  ...FULL_PRESET_FIELDS,
  manufacture_id: FACTORY_ID,
  category_id: '01a20cc7-c1e7-73b9-ba3e-7b206e154663',
  linked_products: [LINKED_ID],
  monopolist_users: [FACTORY_ID],
  tags: [{ _id: TAG_ID, name: 'Summer' }],
  attribute_specifics: [
    { _id: VARIANT_ID, sku: 'T-BLK-S', ...FULL_VARIANT_FIELDS, stock: 3, price: '8.50', name_value: [{ name: 'Size', type: 'size', value: 'S' }] },
  ],
} as unknown as PresetFullFieldsFragment;

describe('preset form', () => {
  it('a fully populated preset saved untouched sends back every stored field, as the API parses it', () => {
    const checked = checkInput(productPresetUpdateInput, toInput(ID, toForm(full)));
    if (!checked.ok) throw new Error(JSON.stringify(checked.reasons));
    const v = checked.value;
    const { _id, sku, name_value } = full.attribute_specifics[0] as unknown as Record<string, unknown>;
    expect(v.attribute_specifics).toEqual([{ _id, sku, name_value, ...FULL_VARIANT_FIELDS }]);
    expect(v).toMatchObject({
      ...FULL_PRESET_FIELDS,
      name: full.name,
      sku: full.sku,
      provider: 'customcat',
      manufacture_id: FACTORY_ID,
      category_id: full.category_id,
      tag_ids: [TAG_ID],
      linked_products: [LINKED_ID],
      monopolist_users: [FACTORY_ID],
    });
  });

  it('a field emptied in the form clears it (null), it is never left out', () => {
    const form = toForm(full);
    form.variants[0].weight = '';
    form.print_areas[0].addition_base_price = '';
    form.manufacture_id = '';
    const input = toInput(ID, form);
    expect(input.attribute_specifics[0]).toHaveProperty('weight', null);
    expect(input.print_areas[0]).toHaveProperty('addition_base_price', null);
    expect(input.manufacture_id).toBeNull();
  });
  it('an untouched form sends an input the shared schema accepts, with the same values', () => {
    const input = toInput(ID, toForm(preset));
    const checked = checkInput(productPresetUpdateInput, input);
    expect(checked.ok).toBe(true);
    expect(input.attribute_specifics[0]).toMatchObject({ _id: preset.attribute_specifics[0]._id, sku: 'T-BLK-S', base_price: '8.50', sale_price: null });
    expect(input.vip).toEqual([{ level: '1', value: '0.50' }]);
    expect(input.platform_category).toEqual([]);
  });

  it('a price typed wrong is reported on its variant cell, as the grid shows it', () => {
    const form = toForm(preset);
    form.variants[0].base_price = 'ten';
    const checked = checkInput(productPresetUpdateInput, toInput(ID, form));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reasons['attribute_specifics.0.base_price']).toBe('number');
  });

  it('a chosen marketplace path and its specifics go out as platform_category and platform_specifics', () => {
    const form = toForm(preset);
    form.platform = {
      platform: 'tiktok',
      path: [
        { id: '1', name: 'Tops', level: 1 },
        { id: '11', name: 'T-shirts', level: 2 },
      ],
      specifics: { material: 'Cotton' },
    };
    const input = toInput(ID, form);
    expect(input.platform_category).toEqual([
      {
        type: 'tiktok',
        category_selected: [
          { id: '1', name: 'Tops', level: 1, parent: null },
          { id: '11', name: 'T-shirts', level: 2, parent: '1' },
        ],
      },
    ]);
    expect(input.platform_specifics).toEqual([{ platform: 'tiktok', specifics: [{ key: 'material', value: 'Cotton' }] }]);
    expect(checkInput(productPresetUpdateInput, input).ok).toBe(true);
  });
});
