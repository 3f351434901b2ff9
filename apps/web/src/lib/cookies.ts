import { COOKIE_DAYS } from './constants';

/** Cookie names the web keeps. Tokens live here so a reload keeps the session (spec section 9: 365 days). */
export const COOKIES = {
  token: 'pod_token',
  superToken: 'pod_super_token',
  originalToken: 'pod_original_token',
  originalSuperToken: 'pod_original_super_token',
  impersonating: 'pod_impersonating',
  impersonatedFrom: 'pod_impersonated_from',
  returnRef: 'pod_return_ref',
  language: 'pod_lang',
} as const;

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const c = part.trim();
    if (c.startsWith(prefix)) {
      try {
        return decodeURIComponent(c.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, days: number = COOKIE_DAYS): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
