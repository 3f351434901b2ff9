import { isSuperLevel, landingScreen, type Language } from '@pod/shared';
import { HttpError, rest } from '../../lib/http';
import { clearTokens, getTokens, storeSuperToken, storeToken } from '../../lib/tokens';
import { COOKIES, getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { changeLanguage, isLanguage } from '../../lib/i18n';
import { useSession, type Manufacture, type SessionUser } from '../../stores/session';
import { useCustomizer } from '../../stores/customizer';
import { useBookmarks } from '../../stores/bookmarks';
import { serverTextOf } from '../../ui/serverText';

export const DEFAULT_AFTER_LOGIN = '/orders?status=Processing';

export interface LoginData {
  token: string;
  super_token?: string | null;
  _id?: string;
  role?: string;
  groups?: string[];
  customizer?: unknown;
}

/** Raised when the login answer has no data or the current user is missing (spec section 8: generic login error). */
export class LoginError extends Error {
  constructor() {
    super('Login error');
    this.name = 'LoginError';
  }
}

/**
 * The text shown for a failed login: what the server said, worded from its code (REST
 * `errors[0].text`, GraphQL `extensions.text`), else the translated 'Login error'; never the
 * server's or the browser's English.
 */
export function loginFailureMessage(err: unknown, translatedFallback: string): string {
  if (err instanceof LoginError) return translatedFallback;
  const body = err instanceof HttpError ? err.body : err;
  const first = (body as { errors?: Array<{ text?: unknown; extensions?: { text?: unknown } }> } | null)?.errors?.[0];
  return serverTextOf(first?.text ?? first?.extensions?.text) ?? translatedFallback;
}

async function fetchCurrentUser(): Promise<{ user: SessionUser; manufactures: Manufacture[] }> {
  const [{ apolloClient, resetRealtime }, { readCurrentUser }] = await Promise.all([import('../../lib/apollo'), import('./currentUser')]);
  resetRealtime();
  await apolloClient.clearStore();
  const { user, manufactures, error } = await readCurrentUser(apolloClient);
  if (!user) {
    if (error) throw error;
    throw new LoginError();
  }
  return { user, manufactures };
}

async function applyCustomizer(input: unknown): Promise<void> {
  const value = useCustomizer.getState().apply(input);
  if (value.language && isLanguage(value.language)) await changeLanguage(value.language as Language);
}

/** The stored tokens into the session, then cUser (+manufactures); a failure clears the tokens and the session. */
async function loadSession(): Promise<void> {
  useSession.getState().syncTokens();
  try {
    const { user, manufactures } = await fetchCurrentUser();
    useSession.getState().setUser(user, manufactures);
  } catch (err) {
    clearTokens();
    useSession.getState().reset();
    throw err;
  }
}

/** Spec section 4: store token → fetch cUser (+manufactures) → missing cUser is a login error → apply customizer → navigate. */
export async function completeLogin(data: LoginData | null | undefined): Promise<string> {
  if (!data?.token) throw new LoginError();
  for (const c of [COOKIES.originalToken, COOKIES.originalSuperToken, COOKIES.impersonating]) removeCookie(c);
  storeToken(data.token);
  storeSuperToken(isSuperLevel({ role: data.role, groups: data.groups }) ? (data.super_token ?? null) : null);
  await loadSession();
  await applyCustomizer(data.customizer ?? useSession.getState().user?.customizer);
  return destinationAfterLogin(data.token);
}

export async function loginWithPassword(email: string, password: string): Promise<string> {
  const res = await rest<{ data?: LoginData }>('POST', '/auth', { body: { email, password }, anonymous: true });
  return completeLogin(res?.data);
}

/** Self sign-up; `invite` is the code of an invitation link (`/register?invite=…`) when registration is invite-only. */
export async function register(name: string, email: string, password: string, invite?: string | null): Promise<string> {
  const body = { name, email, password, ...(invite ? { invite } : {}) };
  const res = await rest<{ data?: LoginData }>('POST', '/api/authenticate/register/user', { body, anonymous: true });
  return completeLogin(res?.data);
}

/** Login by token: the pasted token is stored, then cUser is fetched; its saved customizer applies. */
export async function loginWithToken(token: string): Promise<string> {
  const clean = token.trim().replace(/^Bearer\s+/i, '');
  if (!clean) throw new LoginError();
  for (const c of [COOKIES.originalToken, COOKIES.originalSuperToken, COOKIES.impersonating, COOKIES.superToken]) removeCookie(c);
  storeToken(clean);
  await loadSession();
  await applyCustomizer(useSession.getState().user?.customizer);
  return destinationAfterLogin(clean);
}

/** Logout: tell the server, clear every stored token and client cache, go to /login. */
export async function logout(): Promise<void> {
  const { token } = getTokens();
  if (token) {
    try {
      await rest('POST', '/api/authenticate/logout', { token });
    } catch {
      /* the session ends locally whatever the server says */
    }
  }
  clearTokens();
  useSession.getState().reset();
  useCustomizer.getState().reset();
  useBookmarks.getState().reset();
  try {
    const { apolloClient, resetRealtime } = await import('../../lib/apollo');
    resetRealtime();
    await apolloClient.clearStore();
  } catch {
    /* nothing cached */
  }
}

// ---- return reference hand-off -------------------------------------------------------------

export function storeReturnRef(ref: string | null): void {
  if (ref && ref.trim()) setCookie(COOKIES.returnRef, ref.trim(), 1);
}

export function takeReturnRef(): string | null {
  const ref = getCookie(COOKIES.returnRef);
  removeCookie(COOKIES.returnRef);
  return ref;
}

/** A same-origin path ("/x", not "//host" or "/\host"). */
export function isSameOriginPath(ref: string): boolean {
  return /^\/(?![/\\])/.test(ref) && ![...ref].some((ch) => ch.charCodeAt(0) < 0x20);
}

export function refOrigin(ref: string): string | null {
  try {
    const u = new URL(ref);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Who may sign up on this deployment (the API's REGISTRATION setting). */
export type Registration = 'open' | 'invite' | 'closed';
interface PublicConfig {
  returnOrigins: string[];
  registration: Registration;
}

let publicConfigCache: Promise<PublicConfig> | null = null;
/** `/api/public-config`, fetched once; on failure no extra origins and sign-up treated as closed (tried again next time). */
export function fetchPublicConfig(): Promise<PublicConfig> {
  publicConfigCache ??= rest<{ data?: Partial<PublicConfig> }>('GET', '/api/public-config', { anonymous: true })
    .then((r) => ({
      returnOrigins: Array.isArray(r?.data?.returnOrigins) ? r.data!.returnOrigins! : [],
      registration: r?.data?.registration ?? 'closed',
    }))
    .catch(() => {
      publicConfigCache = null;
      return { returnOrigins: [], registration: 'closed' as const };
    });
  return publicConfigCache;
}

export async function isAllowedRef(ref: string, origins?: readonly string[]): Promise<boolean> {
  if (isSameOriginPath(ref)) return true;
  const origin = refOrigin(ref);
  if (!origin) return false;
  if (typeof window !== 'undefined' && origin === window.location.origin) return true;
  const allowed = origins ?? (await fetchPublicConfig()).returnOrigins;
  return allowed.map((o) => o.replace(/\/+$/, '')).includes(origin);
}

/** `${ref}#token=...` — any hash already on the ref is replaced. */
export function withTokenHash(ref: string, token: string): string {
  const base = ref.split('#')[0];
  return `${base}#token=${encodeURIComponent(token)}`;
}

/** Where the user goes after login: the stored return reference (hand-off) or /orders?status=Processing. */
export async function destinationAfterLogin(token: string): Promise<string> {
  const ref = takeReturnRef();
  if (ref && (await isAllowedRef(ref))) return withTokenHash(ref, token);
  return homeFor();
}

/** /orders?status=Processing, or for users whose menu has no Orders the screen the shared menu lands them on, instead of a 404. */
export function homeFor(): string {
  const { user, manufactures } = useSession.getState();
  if (!user) return DEFAULT_AFTER_LOGIN;
  return landingScreen({ user, manufactures })?.link ?? '/profile/info';
}

/** Hand-off target: a `#token=` hash on arrival logs in with that token. Returns the token and strips the hash. */
export function consumeTokenHash(): string | null {
  if (typeof window === 'undefined') return null;
  const m = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (!m) return null;
  const token = decodeURIComponent(m[1]);
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
  return token;
}
