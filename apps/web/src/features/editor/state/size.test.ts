import { describe, expect, it } from 'vitest';
import { selectedAfterSizeChange, sizeOptions } from './size';

const variant = (id: string, size: string, colour: string) => ({
  _id: id,
  sku: id,
  price: '10.00',
  name_value: [
    { name: 'Size', value: size },
    { name: 'Color', value: colour },
  ],
});
const preset = {
  prety_attributes: [
    {
      attribute_type: 'Size',
      plf_attribute_name: 'Size',
      options: [
        { plf_value: 'S', hex: null, default: true },
        { plf_value: 'M', hex: null, default: false },
      ],
    },
    { attribute_type: 'Color', plf_attribute_name: 'Color', options: [{ plf_value: 'White', hex: '#ffffff', default: true }] },
  ],
  attribute_specifics: [variant('s-white', 'S', 'White'), variant('s-black', 'S', 'Black'), variant('m-white', 'M', 'White')],
};

describe('size change', () => {
  it('lists the Size values with their default flag', () => {
    expect(sizeOptions(preset)).toEqual([
      { value: 'S', isDefault: true },
      { value: 'M', isDefault: false },
    ]);
    expect(sizeOptions(undefined)).toEqual([]);
  });
  it('marks the variants of a default size as selected, keeping the others', () => {
    expect(selectedAfterSizeChange(preset, ['m-white'], 'S')).toEqual(['m-white', 's-white', 's-black']);
    expect(selectedAfterSizeChange(preset, ['s-white'], 'S')).toEqual(['s-white', 's-black']);
  });
  it('selects nothing new for a size whose value is not default, or unknown', () => {
    expect(selectedAfterSizeChange(preset, [], 'M')).toEqual([]);
    expect(selectedAfterSizeChange(preset, ['s-white'], 'M')).toEqual(['s-white']);
    expect(selectedAfterSizeChange(preset, ['s-white'], 'XXL')).toEqual(['s-white']);
  });
});
