import { Inject, Injectable, Logger } from '@nestjs/common';
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { isSuperLevel, type FieldReason } from '@pod/shared';
import type { AuthContext } from '../auth/auth-context';
import { BadField, FieldErrors, Forbidden, NotFound } from '../common/errors';
import { isId, newId } from '../common/ids';
import type { Paging } from '../common/paging';
import { ENV, type Env } from '../config/env';
import { DB, type Db } from '../db/database';
import { fileTagLinks, fileTags, files, users, type FileRow, type StoredImageSize } from '../db/schema';
import { JobHandler, type JobContext } from '../jobs/job-handler.decorator';
import { JobsService } from '../jobs/jobs.service';
import { STORAGE, type StorageDriver, type UrlContext } from '../storage/storage.driver';
import { FILE_TYPES, FILE_TYPE_NAMES, RASTER_MIMETYPES } from './file-types';
import type { FileBlobModel, FileModel, FilesArgs, FileTagModel, SignedUploadModel } from './file.model';
import { readDimensions, renderImageSizes } from './image-sizes';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** Upload URLs are valid this long. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Uploads never confirmed are removed after this long. */
export const PENDING_MAX_AGE_MS = 24 * 3600 * 1000;
/** fileBlob answers files up to this size (the editor's canvas needs bytes, not prints). */
export const BLOB_MAX_BYTES = 25 * 1024 * 1024;
const MAX_TAGS = 50;
const TAG_MAX_LENGTH = 64;

const SHARP_FORMAT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif', 'image/tiff': 'tiff' };

type FileWithUser = FileRow & { user: { id: string; email: string; name: string; role: string } | null };

/** A file name as shown: the last path segment, no control characters, at most 255 characters. */
function cleanFilename(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const base = raw.split(/[\\/]/).pop() ?? '';
  return base.replace(CONTROL_CHARS, '').trim().slice(0, 255);
}

function keysOf(row: Pick<FileRow, 'path' | 'mask' | 'imageSizes'>): string[] {
  const keys = [row.path];
  if (row.mask) keys.push(row.mask);
  for (const s of row.imageSizes ?? []) {
    keys.push(s.path);
    if (s.mask) keys.push(s.mask);
  }
  return [...new Set(keys)];
}

function parseDate(value: string, field: string, endOfDay: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(d.getTime())) throw BadField(field, 'date', 'Invalid date.', `${field} must be a date (YYYY-MM-DD or ISO date-time).`);
  if (dateOnly && endOfDay) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

@Injectable()
export class FilesService {
  private readonly logger = new Logger('Files');

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    private readonly jobs: JobsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  // ---------------------------------------------------------------- upload

  /** Checks type, mimetype and size, records a pending file and answers where to PUT the bytes. */
  async signedUpload(
    auth: AuthContext,
    input: { type: string; filename: string; mimetype: string; size: number; sku?: string | null },
    ctx: UrlContext,
  ): Promise<SignedUploadModel> {
    const errs = new FieldErrors();
    const rule = FILE_TYPES[input.type];
    const mimetype = String(input.mimetype ?? '')
      .trim()
      .toLowerCase();
    const filename = cleanFilename(input.filename);
    if (!rule) errs.add('type', 'file_type', `Unknown file type "${String(input.type).slice(0, 40)}". Use one of: ${FILE_TYPE_NAMES.join(', ')}.`);
    else if (!rule.mimetypes[mimetype])
      errs.add(
        'mimetype',
        'file_type',
        `${mimetype || 'This file type'} is not allowed for ${input.type} files. Allowed: ${Object.keys(rule.mimetypes).join(', ')}.`,
      );
    if (!filename) errs.add('filename', 'required', 'Please give the file name.');
    if (!Number.isInteger(input.size) || input.size <= 0) errs.add('size', 'file_size', 'Size must be a positive number of bytes.');
    else if (rule && input.size > rule.maxBytes)
      errs.add('size', 'file_size', `The file is too large: ${input.type} files may be at most ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`);
    const sku = input.sku?.trim() || null;
    if (sku && sku.length > 100) errs.add('sku', 'too_long', 'SKU must be at most 100 characters.');
    errs.throwIfAny();
    const id = newId();
    const key = `files/${id}/original.${rule.mimetypes[mimetype]}`;
    const url = await this.storage.putUrl(key, { contentType: mimetype, contentLength: input.size, expiresIn: UPLOAD_URL_TTL_SECONDS }, ctx);
    await this.db
      .insert(files)
      .values({ id, type: input.type, status: 'pending', path: key, filename, mimetype, size: input.size, sku, createdBy: auth.user.id });
    return { _id: id, url };
  }

  /** After the PUT: checks the stored object matches, reads its dimensions, marks it ready and makes its sizes. */
  async confirmUpload(auth: AuthContext, id: string, ctx: UrlContext): Promise<FileModel> {
    if (!isId(id)) throw NotFound('File');
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    if (!row) throw NotFound('File');
    if (row.createdBy !== auth.user.id && !isSuperLevel(auth.user)) throw Forbidden('Only the uploader can confirm this upload.');
    if (row.status === 'ready') return this.get(id, ctx);
    const rule = FILE_TYPES[row.type];
    const info = await this.storage.head(row.path);
    if (!info) throw BadField('_id', 'file_not_uploaded', 'Not uploaded.', 'The file has not been uploaded yet. Please upload it, then try again.');
    let refused: [FieldReason, string] | null =
      info.size !== row.size
        ? ['file_size', `The uploaded file is ${info.size} bytes, not the ${row.size} announced.`]
        : info.contentType && info.contentType.split(';')[0].trim().toLowerCase() !== row.mimetype
          ? ['file_type', `The uploaded file is ${info.contentType}, not ${row.mimetype}.`]
          : null;
    let dims: { width: number; height: number } | null = null;
    if (!refused && RASTER_MIMETYPES.has(row.mimetype)) {
      const found = await readDimensions(await this.storage.readStart(row.path, 512 * 1024));
      if (!found || found.format !== SHARP_FORMAT[row.mimetype]) refused = ['file_invalid', `The uploaded file is not a valid ${row.mimetype} image.`];
      else dims = found;
    }
    if (refused) {
      // The wrong bytes go; the upload URL can be used again until it expires.
      await this.storage.remove([row.path]);
      const [reason, message] = refused;
      throw BadField('_id', reason, message, `${message} Please upload it again.`);
    }
    const [updated] = await this.db
      .update(files)
      .set({ status: 'ready', width: dims?.width ?? null, height: dims?.height ?? null, updatedAt: sql`now()` })
      .where(and(eq(files.id, id), eq(files.status, 'pending')))
      .returning({ id: files.id });
    if (!updated) return this.get(id, ctx);
    if (rule?.imageSizes && dims) {
      const jobId = await this.jobs.enqueue('image_sizes', { fileId: id }, { track: true, createdBy: auth.user.id });
      const job = await this.jobs.wait(
        jobId,
        this.env.IMAGE_SIZES_WAIT_MS /* how long updatePreSignedFile waits for image_sizes before answering with job_id */,
      );
      const model = await this.get(id, ctx);
      return job?.status === 'completed' ? model : { ...model, job_id: jobId };
    }
    return this.get(id, ctx);
  }

  // ---------------------------------------------------------------- jobs

  @JobHandler('image_sizes')
  async makeImageSizes(payload: { fileId: string }, job: JobContext) {
    const [row] = await this.db.select().from(files).where(eq(files.id, payload.fileId));
    if (!row || row.status !== 'ready') return { skipped: true };
    const rule = FILE_TYPES[row.type];
    const input = await this.storage.read(row.path);
    await job.progress(20);
    const rendered = await renderImageSizes(input, { mask: !!rule?.mask });
    await job.progress(70);
    const base = row.path.slice(0, row.path.lastIndexOf('/'));
    const sizes: StoredImageSize[] = [];
    const writes: Array<Promise<void>> = [];
    for (const s of rendered.sizes) {
      const entry: StoredImageSize = { name: s.name, path: `${base}/${s.name}.webp`, width: s.width, height: s.height, mask: null };
      writes.push(this.storage.write(entry.path, s.webp, 'image/webp'));
      if (s.mask) {
        entry.mask = `${base}/${s.name}-mask.webp`;
        writes.push(this.storage.write(entry.mask, s.mask, 'image/webp'));
      }
      sizes.push(entry);
    }
    const mask = rendered.mask ? `${base}/mask.png` : null;
    if (mask) writes.push(this.storage.write(mask, rendered.mask!, 'image/png'));
    await Promise.all(writes);
    const [saved] = await this.db
      .update(files)
      .set({ imageSizes: sizes, mask, width: rendered.width, height: rendered.height, updatedAt: sql`now()` })
      .where(and(eq(files.id, row.id), eq(files.status, 'ready')))
      .returning({ id: files.id });
    if (!saved) {
      // Removed while we worked: leave nothing behind.
      await this.storage.remove(keysOf({ path: row.path, mask, imageSizes: sizes }).filter((k) => k !== row.path));
      return { skipped: true };
    }
    return { sizes: sizes.map((s) => ({ name: s.name, width: s.width, height: s.height })) };
  }

  @JobHandler('files_cleanup_pending')
  async cleanupPendingJob() {
    return { removed: await this.cleanupPending() };
  }

  /** Removes uploads left pending for more than a day: their objects, then their rows. */
  async cleanupPending(olderThan = new Date(Date.now() - PENDING_MAX_AGE_MS)): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await this.db
        .select({ id: files.id, path: files.path, mask: files.mask, imageSizes: files.imageSizes })
        .from(files)
        .where(and(eq(files.status, 'pending'), lt(files.createdAt, olderThan)))
        .limit(200);
      if (rows.length === 0) return removed;
      await this.storage.remove(rows.flatMap(keysOf));
      await this.db.delete(files).where(
        and(
          inArray(
            files.id,
            rows.map((r) => r.id),
          ),
          eq(files.status, 'pending'),
        ),
      );
      removed += rows.length;
    }
  }

  // ---------------------------------------------------------------- reads

  async list(args: FilesArgs, paging: Paging, ctx: UrlContext): Promise<{ items: FileModel[]; total: number }> {
    const where = this.filters(args);
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({ file: files, user: { id: users.id, email: users.email, name: users.name, role: users.role } })
        .from(files)
        .leftJoin(users, eq(users.id, files.createdBy))
        .where(where)
        .orderBy(desc(files.createdAt), desc(files.id))
        .limit(paging.perPage)
        .offset(paging.offset),
      this.db.select({ n: count() }).from(files).where(where),
    ]);
    const items = await this.toModels(
      rows.map((r) => ({ ...r.file, user: r.user })),
      ctx,
    );
    return { items, total: Number(n) };
  }

  private filters(args: FilesArgs): SQL | undefined {
    const conds: SQL[] = [];
    const status = args.status ?? 'ready';
    if (!['ready', 'pending', 'all'].includes(status)) throw BadField('status', 'unknown_value', 'Invalid status.', 'status must be ready, pending or all.');
    if (status !== 'all') conds.push(eq(files.status, status));
    if (args.type) {
      if (!FILE_TYPES[args.type]) throw BadField('type', 'file_type', 'Unknown type.', `Unknown file type "${args.type.slice(0, 40)}".`);
      conds.push(eq(files.type, args.type));
    }
    if (args.sku?.trim()) conds.push(eq(files.sku, args.sku.trim()));
    if (args.created_by) {
      if (!isId(args.created_by)) throw BadField('created_by', 'invalid_id', 'Invalid id.', 'Invalid created_by user id.');
      conds.push(eq(files.createdBy, args.created_by));
    }
    if (args.name?.trim()) {
      const escaped = args.name
        .trim()
        .slice(0, 200)
        .replace(/[\\%_]/g, (c) => `\\${c}`);
      conds.push(sql`lower(coalesce(${files.name}, ${files.filename})) like ${`%${escaped.toLowerCase()}%`}`);
    }
    if (args.ids) {
      if (args.ids.length > 500 || !args.ids.every(isId))
        throw BadField('ids', args.ids.length > 500 ? 'too_many' : 'invalid_id', 'Invalid ids.', 'ids must be at most 500 file ids.');
      conds.push(args.ids.length ? inArray(files.id, args.ids) : sql`false`);
    }
    if (args.tags?.length) {
      const tags = args.tags
        .map((t) => String(t).trim())
        .filter(Boolean)
        .slice(0, 50);
      const ids = tags.filter(isId);
      const names = tags.map((t) => t.toLowerCase());
      const match = ids.length ? or(inArray(sql`lower(${fileTags.name})`, names), inArray(fileTags.id, ids)) : inArray(sql`lower(${fileTags.name})`, names);
      const tagged = this.db
        .select({ one: sql`1` })
        .from(fileTagLinks)
        .innerJoin(fileTags, eq(fileTags.id, fileTagLinks.tagId))
        .where(and(eq(fileTagLinks.fileId, files.id), match));
      if (tags.length) conds.push(sql`exists (${tagged})`);
    }
    if (args.size?.trim()) {
      const m = /^\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/.exec(args.size);
      if (!m || (!m[1] && !m[2])) throw BadField('size', 'invalid', 'Invalid size range.', 'size must be a byte range: "min-max", "min-" or "-max".');
      if (m[1]) conds.push(gte(files.size, Number(m[1])));
      if (m[2]) conds.push(lte(files.size, Number(m[2])));
    }
    if (args.start) conds.push(gte(files.createdAt, parseDate(args.start, 'start', false)));
    if (args.end) conds.push(lt(files.createdAt, parseDate(args.end, 'end', true)));
    return conds.length ? and(...conds) : undefined;
  }

  async get(id: string, ctx: UrlContext): Promise<FileModel> {
    if (!isId(id)) throw NotFound('File');
    const [row] = await this.db
      .select({ file: files, user: { id: users.id, email: users.email, name: users.name, role: users.role } })
      .from(files)
      .leftJoin(users, eq(users.id, files.createdBy))
      .where(eq(files.id, id));
    if (!row) throw NotFound('File');
    const [model] = await this.toModels([{ ...row.file, user: row.user }], ctx);
    return model;
  }

  private async toModels(rows: FileWithUser[], ctx: UrlContext): Promise<FileModel[]> {
    const ids = rows.map((r) => r.id);
    const links = ids.length
      ? await this.db
          .select({ fileId: fileTagLinks.fileId, id: fileTags.id, name: fileTags.name })
          .from(fileTagLinks)
          .innerJoin(fileTags, eq(fileTags.id, fileTagLinks.tagId))
          .where(inArray(fileTagLinks.fileId, ids))
          .orderBy(sql`lower(${fileTags.name})`)
      : [];
    const tagsOf = new Map<string, FileTagModel[]>();
    for (const l of links) tagsOf.set(l.fileId, [...(tagsOf.get(l.fileId) ?? []), { _id: l.id, name: l.name }]);
    return Promise.all(
      rows.map(async (r) => ({
        _id: r.id,
        type: r.type,
        status: r.status,
        url: await this.storage.getUrl(r.path, ctx),
        path: r.path,
        mask: r.mask ? await this.storage.getUrl(r.mask, ctx) : undefined,
        tags: tagsOf.get(r.id) ?? [],
        sku: r.sku ?? undefined,
        filename: r.filename,
        name: r.name ?? r.filename.replace(/\.[a-z0-9]+$/i, ''),
        size: r.size,
        width: r.width ?? undefined,
        height: r.height ?? undefined,
        mimetype: r.mimetype,
        created_at: r.createdAt,
        updated_at: r.updatedAt,
        created_by: r.user?.id ? { _id: r.user.id, email: r.user.email, name: r.user.name, role: r.user.role } : undefined,
        image_sizes: await Promise.all(
          (r.imageSizes ?? []).map(async (s) => ({
            name: s.name,
            width: s.width,
            height: s.height,
            url: await this.storage.getUrl(s.path, ctx),
            mask: s.mask ? await this.storage.getUrl(s.mask, ctx) : undefined,
          })),
        ),
      })),
    );
  }

  // ---------------------------------------------------------------- writes

  /** Deletes the file and every stored object of it (original, sizes, masks). */
  async remove(id: string): Promise<boolean> {
    if (!isId(id)) throw NotFound('File');
    const [row] = await this.db.delete(files).where(eq(files.id, id)).returning();
    if (!row) throw NotFound('File');
    await this.storage.remove(keysOf(row)).catch((e: Error) => this.logger.error(`objects of file ${id} not removed: ${e.message}`));
    return true;
  }

  async tags(name: string | undefined): Promise<FileTagModel[]> {
    const q = name?.trim().slice(0, TAG_MAX_LENGTH).toLowerCase();
    const rows = await this.db
      .select({ id: fileTags.id, name: fileTags.name })
      .from(fileTags)
      .where(q ? ilike(fileTags.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
      .orderBy(sql`lower(${fileTags.name})`)
      .limit(100);
    return rows.map((r) => ({ _id: r.id, name: r.name }));
  }

  /** Sets the file's tags by name (and its display name when given); new tags are created. One transaction. */
  async save(id: string, rawTags: string[], ctx: UrlContext, options: { name?: string | null; type?: string } = {}): Promise<FileModel> {
    if (!isId(id)) throw NotFound('File');
    const name = options.name === undefined || options.name === null ? undefined : options.name.replace(/\s+/g, ' ').trim();
    if (name !== undefined && (!name || name.length > 200))
      throw BadField('name', name ? 'too_long' : 'required', 'Invalid name.', 'Name must be 1 to 200 characters.');
    const byLower = new Map<string, string>();
    for (const raw of rawTags ?? []) {
      const t = String(raw).replace(/\s+/g, ' ').trim();
      if (!t) continue;
      if (t.length > TAG_MAX_LENGTH) throw BadField('tags', 'too_long', 'Tag too long.', `Tags must be at most ${TAG_MAX_LENGTH} characters.`);
      if (!byLower.has(t.toLowerCase())) byLower.set(t.toLowerCase(), t);
    }
    if (byLower.size > MAX_TAGS) throw BadField('tags', 'too_many', 'Too many tags.', `A file may have at most ${MAX_TAGS} tags.`);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: files.id, type: files.type }).from(files).where(eq(files.id, id)).for('update');
      if (!row || (options.type && row.type !== options.type)) throw NotFound(options.type === 'clipart' ? 'Clipart' : 'File');
      const lowers = [...byLower.keys()];
      let tagIds: string[] = [];
      if (lowers.length) {
        await tx
          .insert(fileTags)
          .values([...byLower.values()].map((name) => ({ id: newId(), name })))
          .onConflictDoNothing();
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
        .set({ updatedAt: sql`now()`, ...(name !== undefined ? { name } : {}) })
        .where(eq(files.id, id));
    });
    return this.get(id, ctx);
  }

  /**
   * The bytes of a file in our own storage. The URL is only parsed, never fetched: it must be
   * one of our storage URLs and name an object of a ready file. Anything else is refused.
   */
  async blob(rawUrl: string, ctx: UrlContext): Promise<FileBlobModel> {
    const refuse = () => BadField('url', 'invalid', 'Not a file of ours.', 'Only files stored by this application can be read.');
    let url: URL;
    try {
      url = new URL(String(rawUrl ?? '').trim());
    } catch {
      throw refuse();
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse();
    if (url.username || url.password) throw refuse();
    const key = this.storage.keyOfUrl(url, ctx);
    const m = key ? /^files\/([0-9a-f-]{36})\//.exec(key) : null;
    if (!key || !m) throw refuse();
    const [row] = await this.db.select().from(files).where(eq(files.id, m[1]));
    if (!row || row.status !== 'ready' || !keysOf(row).includes(key)) throw refuse();
    const info = await this.storage.head(key);
    if (!info) throw NotFound('File');
    if (info.size > BLOB_MAX_BYTES)
      throw BadField('url', 'file_size', 'Too large.', `The file is too large to read here (over ${BLOB_MAX_BYTES / 1024 / 1024} MB).`);
    const bytes = await this.storage.read(key);
    const mimetype = key === row.path ? row.mimetype : key.endsWith('.png') ? 'image/png' : 'image/webp';
    return { mimetype, size: bytes.length, base64: bytes.toString('base64') };
  }
}
