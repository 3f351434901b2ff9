import { describe, expect, it } from 'vitest';
import { inputErrors } from './checks';
import { itemsInfoFilterInput, makeItemInfoInput } from './listings';
import { makeProductMockupPresetInput, mockupFilterInput, mockupPreviewInput } from './mockups';

const ID = '0193a7b2-6c1e-7a4b-9d2f-3e4a5b6c7d8e';

describe('listing and mockup inputs', () => {
  it('reads prices exactly and fills the defaults', () => {
    const v = makeItemInfoInput.parse({ name: 'Tee', product_id: ID, price: 19.9, attribute_specifics_modify: [{ sku: 'S', sale_price: '12.3' }] });
    expect(v).toMatchObject({ status: 'Draft', price: '19.90', images: [], include_size_chart: false });
    expect(v.attribute_specifics_modify[0]).toMatchObject({ sale_price: '12.30', name_value: [] });
    // More than 2 decimals is no canonical amount ("12.345" is 12345 in German): refused, not rounded.
    expect(makeItemInfoInput.safeParse({ name: 'Tee', product_id: ID, attribute_specifics_modify: [{ sku: 'S', sale_price: '12.345' }] }).success).toBe(false);
    expect(makeItemInfoInput.parse({ name: 'Tee', product_id: ID, price: '' }).price).toBeUndefined();
  });

  it.each([
    ['no title', { name: '', product_id: ID }, 'name'],
    ['a bad product id', { name: 'x', product_id: 'nope' }, 'product_id'],
    ['a price that is not a number', { name: 'x', product_id: ID, price: 'abc' }, 'price'],
    ['an image that is not a URL', { name: 'x', product_id: ID, images: ['javascript:alert(1)'] }, 'images.0'],
    ['an unknown status', { name: 'x', product_id: ID, status: 'Sold' }, 'status'],
  ])('refuses %s', (_name, value, field) => {
    const result = makeItemInfoInput.safeParse(value);
    expect(result.success).toBe(false);
    expect(Object.keys(inputErrors(result.error!.issues).fields)).toContain(field);
  });

  it("reads 'all' and empty filters as no filter", () => {
    expect(mockupFilterInput.parse({ provider: 'all', status: '' })).toMatchObject({ provider: undefined, status: undefined });
    expect(itemsInfoFilterInput.parse({ status: 'all' }).status).toBeUndefined();
    expect(mockupFilterInput.safeParse({ provider: 'amazon' }).success).toBe(false);
  });

  it('a preview names a listing, a mockup or a product; a template needs a name', () => {
    expect(mockupPreviewInput.safeParse({ side: 'front' }).success).toBe(false);
    expect(mockupPreviewInput.parse({ side: 'front', product_id: ID }).product_id).toBe(ID);
    expect(makeProductMockupPresetInput.safeParse({ product_id: ID }).success).toBe(false);
    expect(makeProductMockupPresetInput.parse({ product_id: ID, name: 'Front' }).status).toBe('Draft');
  });
});
