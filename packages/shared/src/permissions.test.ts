import { describe, expect, it } from 'vitest';
import { isModuleKey, MODULE_KEYS, MODULES, type ModuleKey } from './permissions';

describe('module keys', () => {
  it('are a closed, typed set: a typo does not compile (checked by `tsc` over this file)', () => {
    const orders: ModuleKey = 'orders';
    // @ts-expect-error 'ordres' is not a module key
    const typo: ModuleKey = 'ordres';
    expect([orders, typo].map(isModuleKey)).toEqual([true, false]);
  });

  it('hold the business modules the coming issues need, once each', () => {
    for (const key of ['catalog', 'designs', 'logistics', 'billing', 'orders', 'manufacturing', 'shipments', 'tickets'] as const)
      expect(isModuleKey(key)).toBe(true);
    expect(MODULE_KEYS.size).toBe(MODULES.length);
    expect(isModuleKey(undefined)).toBe(false);
  });
});
