import { describe, expect, it } from 'vitest';
import { API_TOKEN_SCOPES, scopeAllows } from './api-scopes';
import { apiTokenScopesInput } from './inputs/auth';
import { isDesignUrl, orderLineInput } from './inputs/orders';

describe('API token scopes', () => {
  it('write includes read; read does not include write; areas are separate', () => {
    expect(scopeAllows(['orders:write'], 'orders', 'read')).toBe(true);
    expect(scopeAllows(['orders:write'], 'orders', 'write')).toBe(true);
    expect(scopeAllows(['orders:read'], 'orders', 'write')).toBe(false);
    expect(scopeAllows(['products:write'], 'orders', 'read')).toBe(false);
    expect(scopeAllows([], 'orders', 'read')).toBe(false);
  });

  it('a token needs at least one known scope, stored once each in the declared order', () => {
    expect(apiTokenScopesInput.safeParse({ scopes: [] }).success).toBe(false);
    expect(apiTokenScopesInput.safeParse({ scopes: ['orders:delete'] }).success).toBe(false);
    expect(apiTokenScopesInput.parse({ scopes: ['products:read', 'orders:write', 'products:read'] }).scopes).toEqual(['orders:write', 'products:read']);
    expect(API_TOKEN_SCOPES).toHaveLength(9);
    expect(apiTokenScopesInput.safeParse({ scopes: ['extensions:write'] }).success).toBe(false);
    // customers allowed no operation (the shipping address is the order's), so it is not offered.
    expect(apiTokenScopesInput.safeParse({ scopes: ['customers:read'] }).success).toBe(false);
  });
});

describe('design references on an order line', () => {
  const line = (front: string) => orderLineInput.safeParse({ sku: 'TEE-1', quantity: 1, designs: { front } });
  it('takes a file id or an http(s) link, nothing else', () => {
    expect(line('0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b').success).toBe(true);
    expect(line('https://cdn.example.com/art/front.png').success).toBe(true);
    expect(line('file:///etc/passwd').success).toBe(false);
    expect(line('javascript:alert(1)').success).toBe(false);
    expect(line('not-an-id').success).toBe(false);
    expect(isDesignUrl('HTTP://example.com/a.png')).toBe(true);
    expect(isDesignUrl('ftp://example.com/a.png')).toBe(false);
  });
});
