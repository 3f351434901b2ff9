import { hasProductFile, productFile, type ListingForFile } from './platform-files';

const listing: ListingForFile = {
  id: '01a2b3c4-d5e6-7f80-9a1b-2c3d4e5f6a7b',
  name: 'Café au lait, "bold" tee',
  description: 'Soft <b>cotton</b>\nPrinted on demand',
  tags: ['coffee', 'tee'],
  price: '25.00',
  images: ['https://cdn.example/front.webp', 'https://cdn.example/back.webp'],
  variants: [
    { sku: 'TEE-S', sale_price: '24.90', name_value: [{ name: 'Size', value: 'S' }] },
    { sku: 'TEE-M', sale_price: '26.90', name_value: [{ name: 'Size', value: 'M' }] },
  ],
};

describe('platform product files', () => {
  it('Shopify: one row per variant, the product on the first, one more row per further image; the handle from the name', () => {
    const file = productFile('shopify', [listing], '2026-11-25')!;
    expect(file.name).toBe('shopify-products-2026-11-25.csv');
    const col = (name: string) => file.headers.indexOf(name);
    expect(file.rows).toHaveLength(3);
    expect(file.rows.map((r) => r[col('Handle')])).toEqual(Array(3).fill('cafe-au-lait-bold-tee-5f6a7b'));
    expect(file.rows[0][col('Body (HTML)')]).toBe('Soft &lt;b&gt;cotton&lt;/b&gt;<br>Printed on demand');
    expect(file.rows.map((r) => [r[col('Variant SKU')], r[col('Variant Price')], r[col('Option1 Value')]])).toEqual([
      ['TEE-S', '24.90', 'S'],
      ['TEE-M', '26.90', 'M'],
      [null, null, null],
    ]);
    expect(file.rows.map((r) => [r[col('Image Src')], r[col('Image Position')]])).toEqual([
      ['https://cdn.example/front.webp', 1],
      [null, null],
      ['https://cdn.example/back.webp', 2],
    ]);
  });

  it('WooCommerce: a variable product and its variations pointing at it', () => {
    const file = productFile('woocommerce', [listing], '2026-11-25')!;
    expect(file.rows.map((r) => [r[0], r[1], r[2], r[6], r[10]])).toEqual([
      ['variable', 'POD-01a2b3c4-d5e6-7f80-9a1b-2c3d4e5f6a7b', null, null, 'S, M'],
      ['variation', 'TEE-S', 'POD-01a2b3c4-d5e6-7f80-9a1b-2c3d4e5f6a7b', '24.90', 'S'],
      ['variation', 'TEE-M', 'POD-01a2b3c4-d5e6-7f80-9a1b-2c3d4e5f6a7b', '26.90', 'M'],
    ]);
  });

  it('Etsy: one row per listing at its lowest price with up to 10 pictures; platforms without a file answer null', () => {
    const file = productFile('etsy', [listing, { ...listing, variants: [] }], '2026-11-25')!;
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0].slice(0, 6)).toEqual(['Café au lait, "bold" tee', listing.description, '24.90', 'USD', 999, 'coffee,tee']);
    expect(file.rows[1][2]).toBe('25.00');
    expect(file.headers.filter((h) => h.startsWith('IMAGE'))).toHaveLength(10);
    expect([hasProductFile('shopify'), hasProductFile('api'), hasProductFile('amazon')]).toEqual([true, false, false]);
    expect(productFile('manual', [listing], '2026-11-25')).toBeNull();
  });
});
