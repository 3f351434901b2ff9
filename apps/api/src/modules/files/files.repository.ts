import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { newId } from '../../platform/common/ids';
import { anyOf, likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { fileTagLinks, fileTags, files, type FileRow, type StoredImageSize } from '../../platform/db/schema';

export type { FileRow };
export type NewFileRow = typeof files.$inferInsert;

/** A checked list filter (the service validates the client's arguments into this). */
export interface FileFilter {
  status?: string;
  type?: string;
  sku?: string;
  createdBy?: string;
  name?: string;
  ids?: string[];
  /** Tag names (lower-cased) or tag ids. */
  tags?: { names: string[]; ids: string[] };
  sizeMin?: number;
  sizeMax?: number;
  from?: Date;
  before?: Date;
}

/** The only place that queries files, file_tags and file_tag_links. */
@Injectable()
export class FilesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private where(f: FileFilter): SQL | undefined {
    const conds: SQL[] = [];
    if (f.status) conds.push(eq(files.status, f.status));
    if (f.type) conds.push(eq(files.type, f.type));
    if (f.sku) conds.push(eq(files.sku, f.sku));
    if (f.createdBy) conds.push(eq(files.createdBy, f.createdBy));
    if (f.name) conds.push(sql`lower(coalesce(${files.name}, ${files.filename})) like ${likePattern(f.name)}`);
    if (f.ids) conds.push(f.ids.length ? anyOf(files.id, f.ids) : sql`false`);
    if (f.tags && (f.tags.names.length || f.tags.ids.length)) {
      const byName = f.tags.names.length ? inArray(sql`lower(${fileTags.name})`, f.tags.names) : undefined;
      const byId = f.tags.ids.length ? anyOf(fileTags.id, f.tags.ids) : undefined;
      const tagged = this.db
        .select({ one: sql`1` })
        .from(fileTagLinks)
        .innerJoin(fileTags, eq(fileTags.id, fileTagLinks.tagId))
        .where(and(eq(fileTagLinks.fileId, files.id), or(byName, byId)));
      conds.push(sql`exists (${tagged})`);
    }
    if (f.sizeMin !== undefined) conds.push(gte(files.size, f.sizeMin));
    if (f.sizeMax !== undefined) conds.push(lte(files.size, f.sizeMax));
    if (f.from) conds.push(gte(files.createdAt, f.from));
    if (f.before) conds.push(lt(files.createdAt, f.before));
    return conds.length ? and(...conds) : undefined;
  }

  /** Newest first. */
  page(f: FileFilter, limit: number, offset: number): Promise<FileRow[]> {
    return this.db.select().from(files).where(this.where(f)).orderBy(desc(files.createdAt), desc(files.id)).limit(limit).offset(offset);
  }

  async count(f: FileFilter): Promise<number> {
    const [{ n }] = await this.db.select({ n: count() }).from(files).where(this.where(f));
    return Number(n);
  }

  async findById(id: string): Promise<FileRow | null> {
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    return row ?? null;
  }

  /** Which of `ids` are files (of any status). */
  async existingIds(ids: readonly string[], tx: DbOrTx = this.db): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await tx
      .select({ id: files.id })
      .from(files)
      .where(anyOf(files.id, [...ids]));
    return rows.map((r) => r.id);
  }

  /**
   * The files module's access check for a seller (auth/ownership.ts), one statement: of `ids`, the
   * files `userId` uploaded or whose type is `sharedTypes`, with their uploader and type (the service
   * decides the rest).
   */
  ownOrShared(
    userId: string,
    ids: readonly string[],
    sharedTypes: readonly string[],
    tx: DbOrTx = this.db,
  ): Promise<Array<Pick<FileRow, 'id' | 'type' | 'createdBy'>>> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select({ id: files.id, type: files.type, createdBy: files.createdBy })
      .from(files)
      .where(and(anyOf(files.id, [...ids]), or(eq(files.createdBy, userId), anyOf(files.type, [...sharedTypes]))));
  }

  /** Type and uploader of files by id (files that do not exist are missing). */
  creatorsOf(ids: readonly string[], tx: DbOrTx = this.db): Promise<Array<Pick<FileRow, 'id' | 'type' | 'createdBy'>>> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select({ id: files.id, type: files.type, createdBy: files.createdBy })
      .from(files)
      .where(anyOf(files.id, [...ids]));
  }

  /** Path, stored sizes and driver of files by id (the small pictures other modules show). */
  picturesOf(ids: readonly string[], tx: DbOrTx = this.db): Promise<Array<Pick<FileRow, 'id' | 'path' | 'imageSizes' | 'name' | 'filename' | 'storage'>>> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select({ id: files.id, path: files.path, imageSizes: files.imageSizes, name: files.name, filename: files.filename, storage: files.storage })
      .from(files)
      .where(anyOf(files.id, [...ids]));
  }

  /** The driver each file was written to (null: the boot driver), by id. */
  async storageOf(ids: readonly string[]): Promise<Map<string, FileRow['storage']>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: files.id, storage: files.storage })
      .from(files)
      .where(anyOf(files.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.storage]));
  }

  /** Whether any file was written to `storage`. */
  async anyOn(storage: NonNullable<FileRow['storage']>): Promise<boolean> {
    const rows = await this.db.select({ id: files.id }).from(files).where(eq(files.storage, storage)).limit(1);
    return rows.length > 0;
  }

  async insert(values: NewFileRow): Promise<void> {
    await this.db.insert(files).values(values);
  }

  /** pending → ready with the image's dimensions; false when it was not pending any more. */
  async markReady(id: string, dims: { width: number; height: number } | null): Promise<boolean> {
    const rows = await this.db
      .update(files)
      .set({ status: 'ready', width: dims?.width ?? null, height: dims?.height ?? null, updatedAt: sql`now()` })
      .where(and(eq(files.id, id), eq(files.status, 'pending')))
      .returning({ id: files.id });
    return rows.length > 0;
  }

  /** Records the generated sizes of a ready file; false when it is gone. */
  async setImageSizes(id: string, values: { imageSizes: StoredImageSize[]; mask: string | null; width: number; height: number }): Promise<boolean> {
    const rows = await this.db
      .update(files)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(files.id, id), eq(files.status, 'ready')))
      .returning({ id: files.id });
    return rows.length > 0;
  }

  pendingOlderThan(olderThan: Date, limit: number): Promise<Array<Pick<FileRow, 'id' | 'path' | 'mask' | 'imageSizes' | 'storage'>>> {
    return this.db
      .select({ id: files.id, path: files.path, mask: files.mask, imageSizes: files.imageSizes, storage: files.storage })
      .from(files)
      .where(and(eq(files.status, 'pending'), lt(files.createdAt, olderThan)))
      .limit(limit);
  }

  async deletePending(ids: readonly string[]): Promise<void> {
    await this.db.delete(files).where(and(anyOf(files.id, [...ids]), eq(files.status, 'pending')));
  }

  async delete(id: string): Promise<FileRow | null> {
    const [row] = await this.db.delete(files).where(eq(files.id, id)).returning();
    return row ?? null;
  }

  /** The tags of every listed file, by file id, in name order: one query. */
  async tagsOf(fileIds: readonly string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
    const byFile = new Map<string, Array<{ id: string; name: string }>>();
    if (fileIds.length === 0) return byFile;
    const links = await this.db
      .select({ fileId: fileTagLinks.fileId, id: fileTags.id, name: fileTags.name })
      .from(fileTagLinks)
      .innerJoin(fileTags, eq(fileTags.id, fileTagLinks.tagId))
      .where(anyOf(fileTagLinks.fileId, [...fileIds]))
      .orderBy(sql`lower(${fileTags.name})`);
    for (const l of links) byFile.set(l.fileId, [...(byFile.get(l.fileId) ?? []), { id: l.id, name: l.name }]);
    return byFile;
  }

  /** Tags whose name contains `q` (any case), at most `limit`. */
  searchTags(q: string | undefined, limit: number): Promise<Array<{ id: string; name: string }>> {
    return this.db
      .select({ id: fileTags.id, name: fileTags.name })
      .from(fileTags)
      .where(q ? sql`lower(${fileTags.name}) like ${likePattern(q)}` : undefined)
      .orderBy(sql`lower(${fileTags.name})`)
      .limit(limit);
  }

  /**
   * Replaces a file's tags by name (new tags are created) and optionally its display name, in one
   * transaction. False when the file does not exist or is not of `type`.
   */
  async setTags(id: string, tagNames: readonly string[], options: { name?: string; type?: string }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: files.id, type: files.type }).from(files).where(eq(files.id, id)).for('update');
      if (!row || (options.type && row.type !== options.type)) return false;
      let tagIds: string[] = [];
      if (tagNames.length) {
        await tx
          .insert(fileTags)
          .values(tagNames.map((name) => ({ id: newId(), name })))
          .onConflictDoNothing();
        const lowers = tagNames.map((t) => t.toLowerCase());
        tagIds = (
          await tx
            .select({ id: fileTags.id })
            .from(fileTags)
            .where(inArray(sql`lower(${fileTags.name})`, lowers))
        ).map((r) => r.id);
      }
      await tx.delete(fileTagLinks).where(eq(fileTagLinks.fileId, id));
      if (tagIds.length) await tx.insert(fileTagLinks).values(tagIds.map((tagId) => ({ fileId: id, tagId })));
      await tx
        .update(files)
        .set({ updatedAt: sql`now()`, ...(options.name !== undefined ? { name: options.name } : {}) })
        .where(eq(files.id, id));
      return true;
    });
  }
}
