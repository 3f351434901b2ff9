import { Injectable } from '@nestjs/common';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { StorageRouter } from '../../platform/storage/storage-router';
import { UserRefLoader } from '../users/user-ref.loader';
import { FilesRepository, type FileRow } from './files.repository';
import type { FileModel } from './files.models';

/** Files as the API answers them. */
@Injectable()
export class FileModels {
  constructor(
    private readonly repo: FilesRepository,
    private readonly userRefs: UserRefLoader,
    private readonly router: StorageRouter,
  ) {}

  /**
   * Models of a page of files: their tags in one query, their uploaders through the UserRef
   * DataLoader (one query for the page, keyed by this call's URL context), URLs signed by the
   * driver each row names.
   */
  async of(rows: FileRow[], ctx: UrlContext): Promise<FileModel[]> {
    const [tagsOf, uploaders] = await Promise.all([
      this.repo.tagsOf(rows.map((r) => r.id)),
      this.userRefs.loadMany(
        ctx,
        rows.map((r) => r.createdBy),
      ),
    ]);
    return Promise.all(
      rows.map(async (r, i) => {
        const storage = await this.router.of(r.storage);
        return {
          _id: r.id,
          type: r.type,
          status: r.status,
          url: await storage.getUrl(r.path, ctx),
          path: r.path,
          mask: r.mask ? await storage.getUrl(r.mask, ctx) : undefined,
          tags: (tagsOf.get(r.id) ?? []).map((t) => ({ _id: t.id, name: t.name })),
          sku: r.sku ?? undefined,
          filename: r.filename,
          name: r.name ?? r.filename.replace(/\.[a-z0-9]+$/i, ''),
          size: r.size,
          width: r.width ?? undefined,
          height: r.height ?? undefined,
          mimetype: r.mimetype,
          created_at: r.createdAt,
          updated_at: r.updatedAt,
          created_by: uploaders[i] ?? undefined,
          image_sizes: await Promise.all(
            (r.imageSizes ?? []).map(async (s) => ({
              name: s.name,
              width: s.width,
              height: s.height,
              url: await storage.getUrl(s.path, ctx),
              mask: s.mask ? await storage.getUrl(s.mask, ctx) : undefined,
            })),
          ),
        };
      }),
    );
  }
}
