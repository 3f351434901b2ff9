import { describe, expect, it } from 'vitest';
import { stationScanOf } from './station-scan';

const ROUTE = ['To Do', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing'];

describe('stationScanOf', () => {
  it('starts at the first station, moves where it waits, and knows a repeat', () => {
    expect(stationScanOf(ROUTE, 'To Do', 'Cutting')).toBe('starts');
    expect(stationScanOf(ROUTE, 'Printing', 'Printing')).toBe('moves');
    expect(stationScanOf(ROUTE, 'Packing', 'Packing')).toBe('moves');
    expect(stationScanOf(ROUTE, 'Sewing', 'Printing')).toBe('passed');
  });

  it('refuses a unit still at Quality check at Packing, one off its route and one held', () => {
    expect(stationScanOf(ROUTE, 'Quality check', 'Packing')).toBe('out_of_order');
    expect(stationScanOf(ROUTE, 'To Do', 'Printing')).toBe('out_of_order');
    expect(stationScanOf(['To Do', 'Printing', 'Quality check', 'Packing'], 'To Do', 'Cutting')).toBe('not_on_route');
    expect(stationScanOf(ROUTE, 'On Hold', 'Printing')).toBe('blocked');
  });
});
