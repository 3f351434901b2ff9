import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../../platform/auth/ownership';
import { BadField } from '../../platform/common/errors';
import { fileIdOfKey, FilesService } from '../files/files.service';
import { STORAGE, type StorageDriver, type UrlContext } from '../../platform/storage/storage.driver';

/**
 * URLs the editor sends back (a side's rendered mockup, a preview `src`, a listing's images and
 * designs) are our signed storage URLs: they are kept as storage keys and answered as fresh
 * signed URLs. Anything else (another host, a path that is not stored) is refused with `url`; a URL
 * of a library file the caller may not use (another seller's) answers NOT_FOUND like a file id.
 */
@Injectable()
export class StoredUrls {
  constructor(
    @Inject(STORAGE) private readonly storage: StorageDriver,
    private readonly files: FilesService,
  ) {}

  async keyOf(url: string, field: string, ctx: UrlContext, caller: Caller): Promise<string> {
    const refuse = () => BadField(field, 'url', 'Not a file of ours.', 'Only files stored by this application can be used.');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw refuse();
    }
    const key = this.storage.keyOfUrl(parsed, ctx);
    if (!key) throw refuse();
    const fileId = fileIdOfKey(key);
    if (fileId) await this.files.requireUsable(caller, [{ field, id: fileId }]);
    if (!(await this.storage.head(key))) throw refuse();
    return key;
  }

  async keysOf(urls: readonly string[], field: string, ctx: UrlContext, caller: Caller): Promise<string[]> {
    return Promise.all(urls.map((u, i) => this.keyOf(u, `${field}.${i}`, ctx, caller)));
  }

  /** An optional URL: absent stays null. */
  async optionalKey(url: string | null | undefined, field: string, ctx: UrlContext, caller: Caller): Promise<string | null> {
    return url ? this.keyOf(url, field, ctx, caller) : null;
  }

  urlOf(key: string | null | undefined, ctx: UrlContext): Promise<string | null> {
    return key ? this.storage.getUrl(key, ctx) : Promise.resolve(null);
  }
}
