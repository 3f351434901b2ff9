import { describe, expect, it } from 'vitest';
import { formatHmsDmy, notificationTime } from './format';
import { suggest } from './search';

describe('notificationTime (spec section 9)', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('is relative within 18 hours', () => {
    expect(notificationTime(now / 1000 - 30, now)).toEqual({ kind: 'relative', value: 30, unit: 'second' });
    expect(notificationTime(now / 1000 - 5 * 60, now)).toEqual({ kind: 'relative', value: 5, unit: 'minute' });
    expect(notificationTime(now / 1000 - 17 * 3600 - 59 * 60, now)).toEqual({ kind: 'relative', value: 17, unit: 'hour' });
  });
  it('is H:mm:ss DD/MM/YYYY from 18 hours on', () => {
    const t = notificationTime(now / 1000 - 18 * 3600, now);
    expect(t.kind).toBe('absolute');
    expect(formatHmsDmy(new Date(2026, 0, 5, 7, 3, 9))).toBe('7:03:09 05/01/2026');
  });
});

describe('suggest (spec section 5)', () => {
  const list = ['Orders', 'Shipments', 'Inventory', 'Order QC', 'Box Packages', 'Users', 'orders archive'];
  it('matches substrings case-insensitively, within the limit', () => {
    expect(suggest(list, 'ORD', 6, (s) => s)).toEqual(['Orders', 'Order QC', 'orders archive']);
    expect(suggest(list, 'e', 2, (s) => s)).toEqual(['Orders', 'Shipments']);
    expect(suggest(list, '', 100, (s) => s)).toHaveLength(list.length);
  });
});
