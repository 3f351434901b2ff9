import { Injectable, Module } from '@nestjs/common';
import type { Caller } from '../../platform/auth/ownership';
import type { UrlContext } from '../../platform/storage/storage.driver';

/** The library's files, as render draws them. */
export interface RenderFileSource {
  /** A file the caller may use (their own, a shared one, any for staff); NOT_FOUND otherwise. */
  getFor(caller: Caller, id: string, ctx: UrlContext): Promise<{ status: string; path: string }>;
  /** The library file a storage key belongs to, or undefined for other keys. */
  idOfKey(key: string): string | undefined;
}

/** The fonts' stored files, as render draws text with them. */
export interface RenderFontSource {
  /** A font's family and files (one per variant), or undefined when there is no such font. */
  get(id: string, ctx: UrlContext): Promise<{ family: string; files: Array<{ variant: string; url: string }> } | undefined>;
}

/**
 * What render reads from the files and fonts modules, which sit above it: each fills its part at
 * start-up (FilesService, FontsService), in the API and in workers alike.
 */
@Injectable()
export class RenderSources {
  private fileSource?: RenderFileSource;
  private fontSource?: RenderFontSource;

  serveFilesWith(source: RenderFileSource) {
    this.fileSource = source;
  }

  serveFontsWith(source: RenderFontSource) {
    this.fontSource = source;
  }

  get files(): RenderFileSource {
    if (!this.fileSource) throw new Error('Render draws files in a process without the files module.');
    return this.fileSource;
  }

  get fonts(): RenderFontSource {
    if (!this.fontSource) throw new Error('Render draws text in a process without the fonts module.');
    return this.fontSource;
  }
}

/** One RenderSources per process, imported by render and by the modules that fill it. */
@Module({ providers: [RenderSources], exports: [RenderSources] })
export class RenderSourcesModule {}
