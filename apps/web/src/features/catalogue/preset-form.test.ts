import { describe, expect, it } from 'vitest';
import { checkInput, productPresetUpdateInput } from '@pod/shared';
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
  print_areas: [{ key: 'front', position: 'front', print: 'front', width: 4200, height: 4800, addition_price: null, is_required: true, is_embroidery: false }],
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

describe('preset form', () => {
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
