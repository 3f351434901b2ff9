import { describe, expect, it } from 'vitest';
import { approveReturnRequestInput, makeReturnRequestInput } from './inputs/returns';
import { RETURN_TABS, returnCode, returnFilterOf, returnTabOf } from './returns';

describe('return & replacement rules', () => {
  it('reads /rar/{filter} as a tab and back, any case, "on hold" with a space or a dash', () => {
    for (const tab of RETURN_TABS) expect(returnTabOf(returnFilterOf(tab))).toBe(tab);
    expect(returnTabOf('on hold')).toBe('On Hold');
    expect(returnTabOf('OPENING')).toBe('Opening');
    expect(returnTabOf('nonsense')).toBe('All');
    expect(returnTabOf(undefined)).toBe('All');
  });

  it('quotes a request by its code', () => {
    expect(returnCode(42)).toBe('RR-000042');
  });

  it('refuses a request without lines, a line named twice, and an amount on a replacement', () => {
    const id = '01a21c6f-010d-72d0-9de0-39847d61ceda';
    expect(makeReturnRequestInput.safeParse({ order_id: id, reason: 'damaged', lines: [] }).success).toBe(false);
    expect(
      makeReturnRequestInput.safeParse({
        order_id: id,
        reason: 'damaged',
        lines: [
          { item_id: id, quantity: 1 },
          { item_id: id, quantity: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(approveReturnRequestInput.safeParse({ _id: id, resolution: 'replacement', amount: '5.00' }).success).toBe(false);
    expect(approveReturnRequestInput.safeParse({ _id: id, resolution: 'refund', amount: '5.00' }).success).toBe(true);
  });
});
