import { Injectable } from '@nestjs/common';
import type { GqlContext } from '../../platform/auth/access.guard';
import { loadersOf } from '../../platform/common/loaders';
import { urlContext } from '../../platform/common/url-context';
import type { FileModel } from './files.models';
import { FilesService } from './files.service';

/** A file as other modules' rows show it: its name, a thumbnail and the original's signed URL. */
export interface FilePicture {
  _id: string;
  name: string;
  url: string;
  thumbnail: string;
}

/**
 * Files by id through the request's DataLoaders, for other modules' fields (an order line's designs,
 * a ticket's attachments, a return's photos): a page of rows costs two queries, not one per file.
 */
@Injectable()
export class FilePictureLoader {
  constructor(private readonly files: FilesService) {}

  /** The file's picture, or null when it is gone: its thumbnail and its original, each one query a page shared by every field. */
  async picture(ctx: GqlContext, id: string): Promise<FilePicture | null> {
    const [thumb, url] = await Promise.all([this.thumbnail(ctx, id), this.url(ctx, id)]);
    return thumb && url ? { _id: id, name: thumb.name, url, thumbnail: thumb.url } : null;
  }

  /** Only the original's signed URL. */
  url(ctx: GqlContext, id: string): Promise<string | null> {
    return loadersOf(ctx)
      .get<string, string | null>('files.url', async (ids) => {
        const found = await this.files.urlsOf(ids, urlContext(ctx));
        return ids.map((key) => found.get(key) ?? null);
      })
      .load(id);
  }

  /** Only the file's thumbnail and name (one query a page), for rows that show no original. */
  thumbnail(ctx: GqlContext, id: string): Promise<{ url: string; name: string } | null> {
    return loadersOf(ctx)
      .get<string, { url: string; name: string } | null>('files.thumbnail', async (ids) => {
        const found = await this.files.thumbnailsOf(ids, urlContext(ctx));
        return ids.map((key) => found.get(key) ?? null);
      })
      .load(id);
  }

  /** Several files' pictures in the order of `ids`, leaving out those that are gone. */
  async pictures(ctx: GqlContext, ids: readonly string[]): Promise<FilePicture[]> {
    return (await Promise.all(ids.map((id) => this.picture(ctx, id)))).filter((p): p is FilePicture => !!p);
  }

  /** The whole file model (a design's artwork). */
  file(ctx: GqlContext, id: string): Promise<FileModel | null> {
    return loadersOf(ctx)
      .get<string, FileModel | null>('files.model', async (ids) => {
        const { items } = await this.files.list({ ids: [...ids], status: 'all' }, { page: 1, perPage: ids.length, offset: 0 }, urlContext(ctx));
        return ids.map((key) => items.find((f) => f._id === key) ?? null);
      })
      .load(id);
  }
}
