import { describe, expect, it } from 'vitest';
import { lowestUnitPrice, quotePrice, type PriceRequest } from './pricing';

const preset = {
  vip: [
    { level: 1, value: '0.50' },
    { level: 3, value: '1.25' },
  ],
  unit_discounts: [
    { unit: 10, value: '0.30' },
    { unit: 50, value: '0.80' },
  ],
  tiktok_vip_discount: '0.40',
  wholesale_level: 2,
  side_additional_cost: '3.00',
  position_additional_cost: '1.10',
  tax_fee: '0',
  tax_fee_fix: '0',
};
const variant = { base_price: '12.99', sale_price: '11.49', wholesale_price: '9.90' };
const buyer = { vip: 0, wholesale_level: 0 };

describe('quotePrice', () => {
  it.each<[string, Partial<PriceRequest>, { rule: string; unit_price: string; total: string }]>([
    ['base price when there is no sale price', { variant: { base_price: '12.99' } }, { rule: 'base', unit_price: '12.99', total: '12.99' }],
    ['a sale price below base replaces it', {}, { rule: 'sale', unit_price: '11.49', total: '11.49' }],
    [
      'a sale price of 0 or above base is ignored',
      { variant: { base_price: '12.99', sale_price: '13.50' } },
      { rule: 'base', unit_price: '12.99', total: '12.99' },
    ],
    ['vip 1 takes its tier off', { buyer: { vip: 1 } }, { rule: 'sale', unit_price: '10.99', total: '10.99' }],
    ['vip 2 still gets tier 1 (highest level not above)', { buyer: { vip: 2 } }, { rule: 'sale', unit_price: '10.99', total: '10.99' }],
    ['vip 5 gets tier 3', { buyer: { vip: 5 } }, { rule: 'sale', unit_price: '10.24', total: '10.24' }],
    ['tiktok adds its discount for vip sellers', { buyer: { vip: 3 }, platform: 'tiktok' }, { rule: 'sale', unit_price: '9.84', total: '9.84' }],
    ['tiktok discount needs a vip level', { platform: 'tiktok' }, { rule: 'sale', unit_price: '11.49', total: '11.49' }],
    [
      'wholesale level below the preset threshold pays the sale price',
      { buyer: { wholesale_level: 1 } },
      { rule: 'sale', unit_price: '11.49', total: '11.49' },
    ],
    ['wholesale price is net: no vip on top', { buyer: { wholesale_level: 2, vip: 3 } }, { rule: 'wholesale', unit_price: '9.90', total: '9.90' }],
    ['10 units take the first quantity tier', { quantity: 10 }, { rule: 'sale', unit_price: '11.19', total: '111.90' }],
    [
      '60 units take the 50 tier, wholesale included',
      { quantity: 60, buyer: { wholesale_level: 4 } },
      { rule: 'wholesale', unit_price: '9.10', total: '546.00' },
    ],
    ['extra sides and positions add to each unit', { extra_sides: 1, extra_positions: 2, quantity: 2 }, { rule: 'sale', unit_price: '16.69', total: '33.38' }],
    [
      'tax percent rounds half away from zero, plus the fixed fee once',
      { preset: { ...preset, tax_fee: '8.25', tax_fee_fix: '0.99' }, quantity: 3 },
      // 34.47 × 8.25 % = 2.843775 → 2.84, + 0.99
      { rule: 'sale', unit_price: '11.49', total: '38.30' },
    ],
    [
      'discounts never push the price below 0',
      { variant: { base_price: '0.60' }, buyer: { vip: 3 }, quantity: 50 },
      { rule: 'base', unit_price: '0.00', total: '0.00' },
    ],
    [
      'float-prone amounts stay exact',
      { variant: { base_price: 0.1 }, preset: { side_additional_cost: 0.2 }, extra_sides: 1, quantity: 3 },
      { rule: 'base', unit_price: '0.30', total: '0.90' },
    ],
    ['bad numbers count as 0 and a bad quantity as 1', { variant: { base_price: 'abc' }, quantity: -4 }, { rule: 'base', unit_price: '0.00', total: '0.00' }],
    [
      'a non-ship seller pays the non-ship price',
      { variant: { base_price: '12.99', nonship_price: '10.49' }, buyer: { enable_non_ship: true } },
      { rule: 'nonship', unit_price: '10.49', total: '10.49' },
    ],
    [
      'a non-ship price is ignored for sellers without enable_non_ship',
      { variant: { base_price: '12.99', nonship_price: '10.49' }, buyer: { enable_non_ship: false } },
      { rule: 'base', unit_price: '12.99', total: '12.99' },
    ],
    [
      'a non-ship seller pays the base price for a variant without a non-ship price',
      { variant: { base_price: '12.99', nonship_price: null }, buyer: { enable_non_ship: true } },
      { rule: 'base', unit_price: '12.99', total: '12.99' },
    ],
    [
      'a sale price below the non-ship price still wins',
      { variant: { base_price: '12.99', nonship_price: '10.49', sale_price: '9.99' }, buyer: { enable_non_ship: true } },
      { rule: 'sale', unit_price: '9.99', total: '9.99' },
    ],
    [
      'the seller addition_base_cost adds to every unit, after discounts, taxed with the line',
      { variant: { base_price: '10.00' }, buyer: { vip: 1, addition_base_cost: '1.25' }, quantity: 2, preset: { ...preset, tax_fee: '10' } },
      // (10.00 − 0.50 + 1.25) × 2 = 21.50, + 10 % = 2.15
      { rule: 'base', unit_price: '10.75', total: '23.65' },
    ],
    [
      'a negative addition_base_cost counts as 0',
      { variant: { base_price: '10.00' }, buyer: { addition_base_cost: '-3.00' } },
      { rule: 'base', unit_price: '10.00', total: '10.00' },
    ],
  ])('%s', (_label, overrides, expected) => {
    const quote = quotePrice({ preset, variant, buyer, ...overrides });
    expect({ rule: quote.rule, unit_price: quote.unit_price, total: quote.total }).toEqual(expected);
  });

  it('reports each discount exactly as it was taken', () => {
    const quote = quotePrice({ preset, variant: { base_price: '1.00' }, buyer: { vip: 3 }, platform: 'tiktok', quantity: 50 });
    expect(quote).toMatchObject({ list_price: '1.00', vip_discount: '1.00', tiktok_discount: '0.00', quantity_discount: '0.00', unit_price: '0.00' });
  });

  it('reports the seller addition apart from the extras', () => {
    const quote = quotePrice({ preset, variant: { base_price: '5.00' }, buyer: { addition_base_cost: '0.70' }, extra_sides: 1 });
    expect(quote).toMatchObject({ extras: '3.00', seller_addition: '0.70', unit_price: '8.70' });
  });

  it('lowestUnitPrice answers the cheapest variant for the buyer, null without variants', () => {
    const variants = [{ base_price: '15.00' }, { base_price: '13.00', sale_price: '12.00' }, { base_price: '14.00' }];
    expect(lowestUnitPrice(preset, variants, { vip: 1 })).toBe('11.50');
    expect(lowestUnitPrice(preset, [], { vip: 1 })).toBeNull();
  });
});
