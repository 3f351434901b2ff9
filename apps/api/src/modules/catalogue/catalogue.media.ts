import type { GqlContext } from '../../platform/auth/access.guard';
import { urlContext } from '../../platform/common/url-context';
import type { StorageDriver } from '../../platform/storage/storage.driver';

/** An image as stored (a storage key, or an outside URL) to a URL the caller can load. */
export async function mediaUrl(storage: StorageDriver, value: string | null, ctx: GqlContext): Promise<string | null> {
  if (!value) return null;
  return /^https?:\/\//.test(value) ? value : storage.getUrl(value, urlContext(ctx));
}
