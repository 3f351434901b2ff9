import { REQUEST_TIMEOUT_MS } from './constants';
import { navigateTo } from './navigation';

/** Status table of spec section 8: these statuses move the user to an error screen. */
export const STATUS_REDIRECTS: Readonly<Record<number, string>> = { 404: '/404', 500: '/500', 503: '/maintenance' };

export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** The first entry of a REST or GraphQL error list is what the user sees (spec section 8). */
export function firstErrorMessage(body: unknown): string | null {
  if (typeof body === 'string') {
    const t = body.trim();
    return t && !t.startsWith('<') && t.length <= 300 ? t : null;
  }
  if (!body || typeof body !== 'object') return null;
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const e = errors[0] as { msg?: unknown; message?: unknown };
    if (typeof e?.msg === 'string' && e.msg) return e.msg;
    if (typeof e?.message === 'string' && e.message) return e.message;
  }
  const msg = (body as { msg?: unknown; message?: unknown }).msg ?? (body as { message?: unknown }).message;
  return typeof msg === 'string' && msg ? msg : null;
}

/**
 * fetch with the product's timeout and status table. 404/500/503 redirect (and still reject so the
 * caller stops); 400/401/405 and any other status come back to the caller as an HttpError with the
 * server's first message; 502 and network failures reject without a redirect.
 */
export async function fetchWithPolicy(input: RequestInfo | URL, init: RequestInit = {}, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), timeoutMs);
  const outer = init.signal;
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
  }
  try {
    const res = await fetch(input, { ...init, signal: controller.signal });
    const target = STATUS_REDIRECTS[res.status];
    if (target) navigateTo(target, { replace: true });
    return res;
  } catch (err) {
    if (controller.signal.aborted && !outer?.aborted) throw new Error('Request timed out');
    throw err instanceof Error ? err : new Error(String(err));
  } finally {
    clearTimeout(timer);
  }
}

let tokenGetter: () => string | null = () => null;
export function setTokenGetter(fn: () => string | null): void {
  tokenGetter = fn;
}

export interface RestOptions {
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Send no Authorization header even when signed in. */
  anonymous?: boolean;
}

/** REST helper for the few non-GraphQL routes (auth, bookmarks, search, public config). */
export async function rest<T>(method: 'GET' | 'POST', path: string, opts: RestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = opts.anonymous ? null : (opts.token ?? tokenGetter());
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetchWithPolicy(path, {
    method,
    headers,
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: opts.signal,
    credentials: 'same-origin',
  });
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!res.ok) {
    throw new HttpError(firstErrorMessage(body) ?? `${res.status} ${res.statusText}`.trim(), res.status, body);
  }
  return body as T;
}
