import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, timeZoneNames } from './time-zones';
import { makeManufactureInput } from './inputs/logistics';

describe('time zones', () => {
  it('answers the canonical IANA spelling, or null for no zone', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });

  it('offers UTC first, then every zone the runtime knows, each accepted by the factory form', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe('UTC');
    expect(names).toContain('Europe/Lisbon');
    expect(new Set(names).size).toBe(names.length);
    for (const zone of names) expect(makeManufactureInput.safeParse({ name: 'X', time_zone: zone }).success).toBe(true);
  });

  it('the factory form refuses an unknown zone with its reason', () => {
    const res = makeManufactureInput.safeParse({ name: 'X', time_zone: 'Nowhere/City' });
    expect(res.success).toBe(false);
    expect(res.error!.issues[0]).toMatchObject({ path: ['time_zone'], params: { reason: 'time_zone' } });
  });
});
