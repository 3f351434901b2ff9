import { afterEach, describe, expect, it } from 'vitest';
import { authHeaders, setCurrentManufacture } from './headers';
import { beginImpersonation, clearTokens, endImpersonation, getTokens, storeSuperToken, storeToken } from './tokens';

describe('request headers (spec section 7)', () => {
  afterEach(() => {
    clearTokens();
    setCurrentManufacture(null);
  });

  it('sends bearer, paging, manufacture and super token', () => {
    storeToken('t1');
    storeSuperToken('s1');
    setCurrentManufacture('m1');
    expect(authHeaders({ page: 2, perPage: 50 })).toEqual({
      Authorization: 'Bearer t1',
      page: '2',
      'per-page': '50',
      'x-manufacture': 'm1',
      'x-super-token': 's1',
    });
  });

  it('sends nothing when signed out', () => {
    expect(authHeaders()).toEqual({});
  });

  it('flags impersonation and goes back to the original token', () => {
    storeToken('mine');
    storeSuperToken('super');
    beginImpersonation('theirs', 'sale@demo.pod', '/users/Opened?page=2');
    expect(authHeaders()).toMatchObject({ Authorization: 'Bearer theirs', 'x-fake-login': '1', 'x-super-token': 'super' });
    expect(getTokens().impersonating).toBe('sale@demo.pod');
    expect(endImpersonation()).toBe('/users/Opened?page=2');
    expect(authHeaders()).toEqual({ Authorization: 'Bearer mine', 'x-super-token': 'super' });
    expect(endImpersonation()).toBeNull();
  });

  it('goes back only to a path of this app', () => {
    storeToken('mine');
    beginImpersonation('theirs', 'sale@demo.pod', '//evil.example/x');
    expect(endImpersonation()).toBe('/');
  });

  it('logout clears every token', () => {
    storeToken('a');
    storeSuperToken('b');
    beginImpersonation('c', 'x', '/');
    clearTokens();
    expect(getTokens()).toEqual({ token: null, superToken: null, originalToken: null, impersonating: null });
  });
});
