import { getTokens } from './tokens';

let currentManufacture: string | null = null;
/** The manufacture the user is working in (set by /manufactures/{id}/... screens). */
export function setCurrentManufacture(id: string | null): void {
  currentManufacture = id;
}

export interface HeaderOptions {
  page?: number;
  perPage?: number;
  manufacture?: string | null;
}

/** Headers of spec section 7: bearer token, page, per-page, manufacture, super token, fake-login flag. */
export function authHeaders(opts: HeaderOptions = {}): Record<string, string> {
  const { token, superToken, impersonating } = getTokens();
  const h: Record<string, string> = {};
  if (token) h.Authorization = `Bearer ${token}`;
  if (opts.page != null) h.page = String(opts.page);
  if (opts.perPage != null) h['per-page'] = String(opts.perPage);
  const manufacture = opts.manufacture ?? currentManufacture;
  if (manufacture) h['x-manufacture'] = manufacture;
  if (superToken) h['x-super-token'] = superToken;
  if (impersonating) h['x-fake-login'] = '1';
  return h;
}
