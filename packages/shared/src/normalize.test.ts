import { describe, expect, it } from 'vitest';
import { dmyRangeToIso, MissingParamsError } from './dates';
import { normalizeActiveTrackingDay, round2, toBool, toIntOrZero } from './normalize';
import { effectivePermissions, hasPermission, permissionsBeyond } from './permissions';
import { normalizeCustomizer, THEME_DEFAULTS } from './customizer';

describe('normalisation rules (spec section 5)', () => {
  it('active tracking day is an integer 1 to 5, else omitted', () => {
    expect([1, 5, '3'].map(normalizeActiveTrackingDay)).toEqual([1, 5, 3]);
    expect([0, 6, 2.5, 'x', null, ''].map(normalizeActiveTrackingDay)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
  it('vip and wholesale_level parse to integers, default 0', () => {
    expect([3, '3.7', 'abc', null, -2].map(toIntOrZero)).toEqual([3, 3, 0, 0, -2]);
  });
  it('coerces booleans and numbers', () => {
    expect([true, 'true', '1', 1, 'on', false, 'no', 0, null].map(toBool)).toEqual([true, true, true, true, true, false, false, false, false]);
  });
  it('rounds layout numbers to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(10.123456)).toBe(10.12);
  });
  it('turns DD-MM-YYYY into the start and end of those days', () => {
    expect(dmyRangeToIso('01-02-2026', '03-02-2026')).toEqual({ start: '2026-02-01T00:00:00.000Z', end: '2026-02-03T23:59:59.999Z' });
    expect(() => dmyRangeToIso('31-02-2026', null)).toThrow(RangeError);
    expect(() => dmyRangeToIso()).toThrow(MissingParamsError);
    expect(() => dmyRangeToIso()).toThrow('Missing params');
  });
});

describe('permissions', () => {
  it('layers role defaults, group and personal entries; super_root holds all', () => {
    const base = effectivePermissions({ role: 'sale' });
    expect(hasPermission(base, 'orders', 'view')).toBe(true);
    expect(hasPermission(base, 'users', 'view')).toBe(false);
    const granted = effectivePermissions({ role: 'sale' }, [{ module: 'users', title: '', access: { view: true, add: false, update: false, delete: false } }]);
    expect(hasPermission(granted, 'users', 'view')).toBe(true);
    expect(hasPermission(granted, 'users', 'delete')).toBe(false);
    const withdrawn = effectivePermissions({ role: 'sale' }, null, [
      { module: 'orders', title: '', access: { view: false, add: false, update: false, delete: false } },
    ]);
    expect(hasPermission(withdrawn, 'orders', 'view')).toBe(false);
    expect(
      hasPermission(
        effectivePermissions({ role: 'super_root' }, [{ module: 'users', title: '', access: { view: false, add: false, update: false, delete: false } }]),
        'users',
        'delete',
      ),
    ).toBe(true);
  });
  it('finds what a grant would give beyond what the granter holds', () => {
    const held = effectivePermissions({ role: 'root' });
    const wanted = [
      { module: 'users', title: '', access: { view: true, add: false, update: false, delete: false } },
      { module: 'items', title: '', access: { view: true, add: true, update: false, delete: false } },
    ];
    expect(permissionsBeyond(held, wanted)).toEqual([{ module: 'users', action: 'view' }]);
  });
});

describe('customizer', () => {
  it('falls back to the spec defaults and refuses semi-dark in horizontal', () => {
    expect(normalizeCustomizer(null)).toEqual(THEME_DEFAULTS);
    expect(normalizeCustomizer({ layout: 'horizontal', theme: 'semi-dark' }).theme).toBe('light');
    expect(normalizeCustomizer({ navbarType: 'bogus', direction: 'rtl', language: 'de' })).toMatchObject({
      navbarType: 'sticky',
      direction: 'rtl',
      language: 'de',
    });
  });
});
