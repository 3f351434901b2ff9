import { describe, expect, it } from 'vitest';
import { chartMoney, dmyOf, ordersOfDay, ordersOfStatus, todayOf } from './figures';

describe('report figures', () => {
  it('links a day and a status to the orders list with its filters', () => {
    expect(dmyOf('2026-11-27')).toBe('27-11-2026');
    expect(ordersOfDay('2026-11-27')).toBe('/orders?status=All&start=27-11-2026&end=27-11-2026');
    expect(ordersOfStatus('In Production')).toBe('/orders?status=In%20Production');
  });

  it("finds today's row and turns money into chart numbers", () => {
    const days = [{ key: '2026-11-26' }, { key: '2026-11-27' }];
    expect(todayOf(days, new Date('2026-11-27T10:00:00Z'))).toEqual({ key: '2026-11-27' });
    expect(todayOf(days, new Date('2026-11-28T10:00:00Z'))).toBeUndefined();
    expect(chartMoney('1234.50')).toBe(1234.5);
  });
});
