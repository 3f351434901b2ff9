import { describe, expect, it } from 'vitest';
import { pageMatches, pageMatchProblem, selectorProblem } from './extensions';
import { makeExtensionInput } from './inputs/extensions';

describe('extension page matches', () => {
  it('takes URL globs, not regular expressions', () => {
    expect(pageMatchProblem('https://*.etsy.com/your/orders/*')).toBeNull();
    expect(pageMatchProblem('*://sellercentral.amazon.com:8443/orders-v3/*')).toBeNull();
    expect(pageMatchProblem('etsy.com/your/orders')).not.toBeNull();
    expect(pageMatchProblem('^https://(a+)+$')).not.toBeNull();
    expect(pageMatchProblem('https://etsy.com/a b')).not.toBeNull();
    expect(pageMatchProblem(`https://etsy.com/${'*'.repeat(9)}`)).not.toBeNull();
  });

  it('matches with * as any run of characters, quickly even on hostile input', () => {
    expect(pageMatches('https://*.etsy.com/your/orders/*', 'https://www.etsy.com/your/orders/sold?page=2')).toBe(true);
    expect(pageMatches('https://*.etsy.com/your/orders/*', 'https://www.etsy.com/listing/1')).toBe(false);
    expect(pageMatches('https://www.ebay.com/sh/ord/details*', 'HTTPS://WWW.EBAY.COM/sh/ord/details?orderid=1')).toBe(true);
    const started = Date.now();
    expect(pageMatches(`https://a.com/${'*a'.repeat(8)}b`, `https://a.com/${'a'.repeat(50_000)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses selectors that are not plain CSS selectors, and a field mapped twice', () => {
    expect(selectorProblem('[data-test-id="order-id"] > span:nth-child(2)')).toBeNull();
    expect(selectorProblem('h1 { color: red }')).not.toBeNull();
    expect(selectorProblem('div[data-x')).not.toBeNull();
    const input = { marketplace: 'etsy', name: 'Etsy', page_match: 'https://*.etsy.com/*', mappings: [{ field: 'title', selector: 'h1' }] };
    expect(makeExtensionInput.safeParse(input).success).toBe(true);
    expect(makeExtensionInput.safeParse({ ...input, mappings: [...input.mappings, ...input.mappings] }).success).toBe(false);
    expect(makeExtensionInput.safeParse({ ...input, mappings: [{ field: 'password', selector: 'input' }] }).success).toBe(false);
  });
});
