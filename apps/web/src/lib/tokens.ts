import { COOKIES, getCookie, removeCookie, setCookie } from './cookies';

/** Token storage: cookies that last COOKIE_DAYS (spec section 9). */
export interface Tokens {
  token: string | null;
  superToken: string | null;
  /** Set while impersonating: the super user's own token, kept to go back. */
  originalToken: string | null;
  impersonating: string | null;
}

export function getTokens(): Tokens {
  return {
    token: getCookie(COOKIES.token),
    superToken: getCookie(COOKIES.superToken),
    originalToken: getCookie(COOKIES.originalToken),
    impersonating: getCookie(COOKIES.impersonating),
  };
}

export function storeToken(token: string): void {
  setCookie(COOKIES.token, token);
}

export function storeSuperToken(token: string | null | undefined): void {
  if (token) setCookie(COOKIES.superToken, token);
  else removeCookie(COOKIES.superToken);
}

/** Switch user: keep the current token (and super token) and the screen `from` to come back to, and use the new one. */
export function beginImpersonation(newToken: string, label: string, from: string): void {
  const { token, superToken, originalToken } = getTokens();
  if (!originalToken && token) {
    setCookie(COOKIES.originalToken, token);
    if (superToken) setCookie(COOKIES.originalSuperToken, superToken);
    setCookie(COOKIES.impersonatedFrom, from);
  }
  setCookie(COOKIES.impersonating, label);
  setCookie(COOKIES.token, newToken);
}

/**
 * Back to the super user: restore the kept token. Answers the screen the switch was made from (a path
 * of ours, `/` if unknown), or null when there is nothing to go back to.
 */
export function endImpersonation(): string | null {
  const original = getCookie(COOKIES.originalToken);
  if (!original) return null;
  const originalSuper = getCookie(COOKIES.originalSuperToken);
  const from = getCookie(COOKIES.impersonatedFrom);
  setCookie(COOKIES.token, original);
  if (originalSuper) setCookie(COOKIES.superToken, originalSuper);
  for (const name of [COOKIES.originalToken, COOKIES.originalSuperToken, COOKIES.impersonating, COOKIES.impersonatedFrom]) removeCookie(name);
  // Only a path of this app: never `//elsewhere` or a full URL.
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** Logout: every stored token goes (spec section 4). */
export function clearTokens(): void {
  for (const name of [COOKIES.token, COOKIES.superToken, COOKIES.originalToken, COOKIES.originalSuperToken, COOKIES.impersonating, COOKIES.impersonatedFrom]) {
    removeCookie(name);
  }
}
