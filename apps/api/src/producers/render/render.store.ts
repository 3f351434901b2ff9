import { Inject, Injectable } from '@nestjs/common';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';
import type { RenderManifest } from './render.types';

/**
 * Renders addressed by the hash of their inputs: `renders/<hash>/` holds the picture, its image
 * sizes and, written last, `render.json`. A render whose manifest exists is done and never made
 * again; a render cut short leaves no manifest and is made again (same keys, same bytes).
 */
@Injectable()
export class RenderStore {
  constructor(@Inject(STORAGE) private readonly storage: StorageDriver) {}

  static key(hash: string, name: string): string {
    return `renders/${hash}/${name}`;
  }

  async find(hash: string): Promise<RenderManifest | null> {
    const key = RenderStore.key(hash, 'render.json');
    if (!(await this.storage.head(key))) return null;
    return JSON.parse((await this.storage.read(key)).toString('utf8')) as RenderManifest;
  }

  async finish(hash: string, manifest: RenderManifest): Promise<void> {
    await this.storage.write(RenderStore.key(hash, 'render.json'), Buffer.from(JSON.stringify(manifest)), 'application/json');
  }
}
