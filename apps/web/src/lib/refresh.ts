import { rest } from './http';
import { getTokens, storeToken } from './tokens';

const REFRESH_BEFORE_S = 7 * 24 * 3600;

/** Seconds until the JWT expires, or null when it cannot be read. */
export function secondsLeft(token: string, nowMs: number = Date.now()): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp - Math.floor(nowMs / 1000) : null;
  } catch {
    return null;
  }
}

/** Renews the session token when it is within a week of expiring (POST /api/authenticate/refresh-token). */
export async function refreshIfNeeded(): Promise<boolean> {
  const { token } = getTokens();
  if (!token) return false;
  const left = secondsLeft(token);
  if (left === null || left > REFRESH_BEFORE_S || left <= 0) return false;
  try {
    const r = await rest<{ data?: { token?: string } }>('POST', '/api/authenticate/refresh-token', { token });
    if (r?.data?.token && getTokens().token === token) {
      storeToken(r.data.token);
      return true;
    }
  } catch {
    /* an expired or revoked token is handled by the next UNAUTHENTICATED answer */
  }
  return false;
}
