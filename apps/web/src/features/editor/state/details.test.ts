import { describe, expect, it } from 'vitest';
import { emptyDetails, suggestedPrice } from './details';
import type { EditorPreset } from '../types';

describe('a new listing’s prices', () => {
  it('start at the preset’s suggested retail price when it is above the cost', () => {
    expect(suggestedPrice('8.50', '19.99')).toBe('19.99');
  });

  it('else at the cost plus the default 40 % margin, never at the cost', () => {
    expect(suggestedPrice('10.00', '0.00')).toBe('14.00');
    expect(suggestedPrice('12.99', '9.99')).toBe('18.19');
    expect(suggestedPrice('8.50', null)).toBe('11.90');
  });

  it('stay empty without a cost', () => {
    expect(suggestedPrice(null, '19.99')).toBe('');
  });

  it('every variant of a new listing has a profit above 0', () => {
    const preset = {
      name: 'Tee',
      sale_tag_price: '0.00',
      attribute_specifics: [
        { _id: 'a', price: '8.50' },
        { _id: 'b', price: '10.50' },
      ],
    } as unknown as EditorPreset;
    expect(emptyDetails(preset).prices).toEqual({ a: '11.90', b: '14.70' });
  });
});
