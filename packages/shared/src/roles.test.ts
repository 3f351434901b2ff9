import { describe, expect, it } from 'vitest';
import { checkRoles, choosesDesignProduction, isSeller, isSuperLevel, membership, ROLES } from './roles';

describe('checkRoles', () => {
  it('admits everyone when the rule is empty or missing', () => {
    expect(checkRoles({ role: 'partner' }, [])).toBe(true);
    expect(checkRoles({ role: 'partner' }, undefined)).toBe(true);
    expect(checkRoles(null, [])).toBe(true);
  });
  it('admits a member of any positive entry, from role or groups', () => {
    expect(checkRoles({ role: 'sale' }, ['root', 'sale'])).toBe(true);
    expect(checkRoles({ role: 'printer', groups: ['order_qc'] }, ['order_qc'])).toBe(true);
    expect(checkRoles({ role: 'printer' }, ['root', 'sale'])).toBe(false);
  });
  it('lets super_root pass every positive check', () => {
    expect(checkRoles({ role: 'super_root' }, ['root'])).toBe(true);
    expect(checkRoles({ role: 'x', groups: ['super_root'] }, ['cutting'])).toBe(true);
  });
  it('excludes a negated group, even super_root', () => {
    expect(checkRoles({ role: 'partner' }, ['sale', 'fulfiller', '!partner'])).toBe(false);
    expect(checkRoles({ role: 'super_root' }, ['sale', '!super_root'])).toBe(false);
    expect(checkRoles({ role: 'sale', groups: ['partner'] }, ['sale', '!partner'])).toBe(false);
    expect(checkRoles({ role: 'sale' }, ['!partner'])).toBe(true);
  });
  it('knows sellers and super-level users', () => {
    expect(isSeller({ role: 'sale' })).toBe(true);
    expect(isSeller({ role: 'sale', groups: ['root'] })).toBe(false);
    expect(isSuperLevel({ role: 'accounting' })).toBe(true);
    expect(isSuperLevel({ role: 'fulfiller' })).toBe(false);
    expect([...membership({ role: 'a', groups: ['b', 'a'] })].sort()).toEqual(['a', 'b']);
  });
  it("shows 'Hide design in production' to every user who is not sale (spec section 6)", () => {
    const shown = ROLES.filter((role) => choosesDesignProduction({ role }));
    expect(shown).toEqual(ROLES.filter((role) => role !== 'sale'));
    // Staff who are also in the sale group are no sellers (section 6), so they keep it.
    expect(choosesDesignProduction({ role: 'root', groups: ['sale'] })).toBe(true);
  });
});
