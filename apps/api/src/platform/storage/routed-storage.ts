import { Injectable } from '@nestjs/common';
import type { StorageDriverName } from '@pod/shared';
import DataLoader from 'dataloader';
import type { ObjectInfo, PutUrlOptions, StorageDriver, UrlContext } from './storage.driver';
import { StorageRouter } from './storage-router';

const FILE_KEY = /^files\/([0-9a-f-]{36})\//;

/**
 * STORAGE: every key through the driver holding it. A file's objects (`files/<id>/…`) go to the
 * driver its row names, looked up in one query per tick for all keys asked together (modules that
 * keep file keys: renders, listings, imports); any other key is a system object on the boot driver.
 * The files module itself routes by the row it already has.
 */
@Injectable()
export class RoutedStorage implements StorageDriver {
  private readonly storageOfFile = new DataLoader<string, StorageDriverName | null>(
    async (ids) => {
      const byId = await this.router.files.storageOf(ids);
      return ids.map((id) => byId.get(id) ?? null);
    },
    // A file's driver never changes, but a process-long cache would grow without bound: batch only.
    { cache: false },
  );

  constructor(private readonly router: StorageRouter) {}

  get name() {
    return this.router.boot.name;
  }

  /** The driver holding `key`. */
  async driverOf(key: string): Promise<StorageDriver> {
    const fileId = FILE_KEY.exec(key)?.[1];
    return fileId ? this.router.of(await this.storageOfFile.load(fileId)) : this.router.boot;
  }

  async putUrl(key: string, options: PutUrlOptions, ctx?: UrlContext) {
    return (await this.driverOf(key)).putUrl(key, options, ctx);
  }
  async getUrl(key: string, ctx?: UrlContext) {
    return (await this.driverOf(key)).getUrl(key, ctx);
  }
  async head(key: string): Promise<ObjectInfo | null> {
    return (await this.driverOf(key)).head(key);
  }
  async read(key: string) {
    return (await this.driverOf(key)).read(key);
  }
  async readStart(key: string, bytes: number) {
    return (await this.driverOf(key)).readStart(key, bytes);
  }
  async write(key: string, body: Buffer, contentType: string) {
    return (await this.driverOf(key)).write(key, body, contentType);
  }

  async remove(keys: string[]): Promise<void> {
    const byDriver = new Map<StorageDriver, string[]>();
    for (const [i, driver] of (await Promise.all(keys.map((k) => this.driverOf(k)))).entries())
      byDriver.set(driver, [...(byDriver.get(driver) ?? []), keys[i]]);
    await Promise.all([...byDriver].map(([driver, ks]) => driver.remove(ks)));
  }

  keyOfUrl(url: URL, ctx?: UrlContext): string | null {
    return this.router.keyOfUrl(url, ctx)?.key ?? null;
  }

  check() {
    return this.router.boot.check();
  }
}
