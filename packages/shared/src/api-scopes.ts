/**
 * What an integration API token may do (spec section 1, the e-commerce platform integration):
 * each area read or write. Declared once; the API checks operations against them, the token
 * dialog offers them. `write` includes `read`.
 *
 * No `customers` area: the product keeps no customer records apart from an order's shipping
 * address, which is part of the order (orders:read reads it, orders:write changes it). A scope
 * that allows no operation would only mislead an integrator into granting or requesting it (so
 * `extensions` has `read` only: the sellers' browser extension downloads its rule sets).
 */
export const API_TOKEN_SCOPE_AREAS = ['orders', 'products', 'inventory', 'fulfilments', 'extensions'] as const;
export type ApiScopeArea = (typeof API_TOKEN_SCOPE_AREAS)[number];
export const API_TOKEN_SCOPE_LEVELS = ['read', 'write'] as const;
export type ApiScopeLevel = (typeof API_TOKEN_SCOPE_LEVELS)[number];

/** Every scope as stored on a token: `orders:read`, `orders:write`, … */
export const API_TOKEN_SCOPES = [
  'orders:read',
  'orders:write',
  'products:read',
  'products:write',
  'inventory:read',
  'inventory:write',
  'fulfilments:read',
  'fulfilments:write',
  // The browser extension's rule sets (GET /api/extensions/rules): read only, so there is no extensions:write.
  'extensions:read',
] as const satisfies ReadonlyArray<`${ApiScopeArea}:${ApiScopeLevel}`>;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Whether a token holding `scopes` may run an operation that needs `area` at `level` (write includes read). */
export function scopeAllows(scopes: readonly string[], area: ApiScopeArea, level: ApiScopeLevel): boolean {
  return scopes.includes(`${area}:${level}`) || (level === 'read' && scopes.includes(`${area}:write`));
}
