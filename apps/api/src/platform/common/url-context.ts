import type { GqlContext } from '../auth/access.guard';
import type { UrlContext } from '../storage/storage.driver';

/** The origin the client called, for storage URLs when PUBLIC_URL is not set. */
export function urlContext(ctx: GqlContext | undefined): UrlContext {
  const req = ctx?.req as unknown as { protocol?: string; get?: (h: string) => string | undefined } | undefined;
  const host = req?.get?.('host');
  return host && /^[\w.\-:[\]]+$/.test(host) ? { origin: `${req?.protocol ?? 'http'}://${host}` } : {};
}
