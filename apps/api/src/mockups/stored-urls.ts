import { Inject, Injectable } from '@nestjs/common';
import { BadField } from '../common/errors';
import { STORAGE, type StorageDriver, type UrlContext } from '../storage/storage.driver';

/**
 * URLs the editor sends back (a side's rendered mockup, a preview `src`, a listing's images and
 * designs) are our signed storage URLs: they are kept as storage keys and answered as fresh
 * signed URLs. Anything else (another host, a path that is not stored) is refused with `url`.
 */
@Injectable()
export class StoredUrls {
  constructor(@Inject(STORAGE) private readonly storage: StorageDriver) {}

  async keyOf(url: string, field: string, ctx: UrlContext): Promise<string> {
    const refuse = () => BadField(field, 'url', 'Not a file of ours.', 'Only files stored by this application can be used.');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw refuse();
    }
    const key = this.storage.keyOfUrl(parsed, ctx);
    if (!key || !(await this.storage.head(key))) throw refuse();
    return key;
  }

  async keysOf(urls: readonly string[], field: string, ctx: UrlContext): Promise<string[]> {
    return Promise.all(urls.map((u, i) => this.keyOf(u, `${field}.${i}`, ctx)));
  }

  /** An optional URL: absent stays null. */
  async optionalKey(url: string | null | undefined, field: string, ctx: UrlContext): Promise<string | null> {
    return url ? this.keyOf(url, field, ctx) : null;
  }

  urlOf(key: string | null | undefined, ctx: UrlContext): Promise<string | null> {
    return key ? this.storage.getUrl(key, ctx) : Promise.resolve(null);
  }
}
