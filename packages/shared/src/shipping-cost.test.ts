import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, isCountryCode } from './countries';
import { MENU, resolveMenu, flattenMenu } from './menu';
import { overlappingTiers, shippingCost, type ShippingZone } from './shipping-cost';

const zones: ShippingZone[] = [
  {
    name: 'EU',
    countries: ['DE', 'FR'],
    rest_of_world: false,
    tiers: [
      { min_weight: 0, max_weight: 500, first_item: '4.10', additional_item: '1.10' },
      { min_weight: 500, max_weight: null, first_item: '7.00', additional_item: '0.20' },
    ],
  },
  { name: 'World', countries: [], rest_of_world: true, tiers: [{ min_weight: 100, max_weight: null, first_item: '9.99', additional_item: '0.01' }] },
];

describe('shippingCost', () => {
  it.each([
    ['DE', 0, 1, '4.10', 'EU'],
    ['fr', 499, 3, '6.30', 'EU'],
    ['DE', 500, 1, '7.00', 'EU'],
    ['DE', 100_000, 11, '9.00', 'EU'],
    ['JP', 100, 2, '10.00', 'World'],
  ])('%s, %i g, %i items: %s in %s (exact cents)', (country, weight, items, cost, zone) => {
    expect(shippingCost(zones, { country, weight, items })).toMatchObject({ ok: true, cost, zone });
  });

  it('says why it cannot price a shipment', () => {
    expect(shippingCost(zones, { country: 'JP', weight: 99, items: 1 })).toEqual({ ok: false, reason: 'no_tier' });
    expect(shippingCost(zones.slice(0, 1), { country: 'JP', weight: 1, items: 1 })).toEqual({ ok: false, reason: 'no_zone' });
    expect(shippingCost(zones, { country: 'DE', weight: 1.5, items: 1 })).toEqual({ ok: false, reason: 'bad_shipment' });
    expect(shippingCost(zones, { country: 'DE', weight: 1, items: 0 })).toEqual({ ok: false, reason: 'bad_shipment' });
  });
});

describe('overlappingTiers', () => {
  it('finds tiers that share a weight, open-ended ones included; touching ends do not overlap', () => {
    expect(
      overlappingTiers([
        { min_weight: 0, max_weight: 500 },
        { min_weight: 500, max_weight: null },
      ]),
    ).toEqual([]);
    expect(
      overlappingTiers([
        { min_weight: 0, max_weight: 501 },
        { min_weight: 500, max_weight: 900 },
      ]),
    ).toEqual([[0, 1]]);
    expect(
      overlappingTiers([
        { min_weight: 1000, max_weight: null },
        { min_weight: 0, max_weight: 2000 },
      ]),
    ).toEqual([[0, 1]]);
  });
});

describe('countries', () => {
  it('knows ISO codes and names them in the four languages', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(['en', 'de', 'fr', 'pt'].map((l) => countryName('DE', l as 'en'))).toEqual(['Germany', 'Deutschland', 'Allemagne', 'Alemanha']);
    expect(countryOptions('de').length).toBeGreaterThan(240);
  });
});

describe('per-manufacture menu and stations', () => {
  const user = { role: 'root', groups: ['root'] };
  const ids = (stations?: Record<string, boolean>) =>
    flattenMenu(resolveMenu(MENU, { user, manufactures: [{ _id: 'm1', name: 'Hub', stations }] }))
      .map((i) => i.id)
      .filter((id) => id.endsWith('-m1'));
  it('shows box packages only where packing runs, productions where a production station does', () => {
    expect(ids({ printing: true, packing: false })).toEqual(['station-m1', 'barcode-sheet-m1', 'mrp-m1', 'mrp-batch-m1', 'mrp-report-m1']);
    expect(ids({ packing: true })).toEqual(['station-m1', 'barcode-sheet-m1', 'mrp-package-m1', 'mrp-report-m1']);
    expect(ids(undefined)).toEqual(['station-m1', 'barcode-sheet-m1', 'mrp-m1', 'mrp-batch-m1', 'mrp-package-m1', 'mrp-report-m1']);
  });
});
