import { describe, expect, it } from 'vitest';
import { missingDesigns, orderEditable, orderMoney } from './orders';
import { quotePrice } from './pricing';
import { addMoney } from './money';

const preset = { vip: [{ level: 1, value: '1.00' }], side_additional_cost: '2.50', tax_fee: '10', tax_fee_fix: '0.05' };

describe('orderMoney', () => {
  it('adds the lines and shipping exactly, with total = Σ line totals + shipping', () => {
    const a = quotePrice({ preset, variant: { base_price: '12.99' }, buyer: { vip: 1 }, quantity: 3, extra_sides: 1 });
    const b = quotePrice({ preset, variant: { base_price: '0.10', sale_price: '0.07' }, buyer: {}, quantity: 7 });
    const m = orderMoney(
      [
        { quote: a, base_price: '12.99' },
        { quote: b, base_price: '0.10' },
      ],
      '4.35',
    );
    expect(m.subtotal).toBe('39.46'); // 12.99×3 + 0.07×7
    expect(m.discount).toBe('3.00');
    expect(m.additional_print).toBe('7.50');
    expect(m.base_cost).toBe('39.67');
    expect(m.total).toBe(addMoney(a.total, b.total, '4.35'));
    expect(addMoney(m.subtotal, `-${m.discount}`, m.additional_print, m.tax, m.shipping)).toBe(m.total);
  });

  it('is zero for no lines and no shipping', () => {
    expect(orderMoney([], 0).total).toBe('0.00');
  });
});

describe('orderEditable', () => {
  it('allows edits before payment only', () => {
    expect(orderEditable('Pending', false)).toBe(true);
    expect(orderEditable('On Hold', false)).toBe(true);
    expect(orderEditable('On Hold', true)).toBe(false);
    expect(orderEditable('Processing', true)).toBe(false);
    expect(orderEditable('Cancelled', false)).toBe(false);
  });
});

describe('missingDesigns', () => {
  it('names the areas without a design', () => {
    expect(missingDesigns(['front', 'back'], { front: 'f1' })).toEqual(['back']);
    expect(missingDesigns(['front'], null)).toEqual(['front']);
  });
});
