import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { hasPermission, isSuperLevel, type FieldReason, type SignedUploadInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { allowedIds, isStaff, type Caller, type OwnedKind } from '../../platform/auth/ownership';
import { BadField, Forbidden, NotFound, NotFoundFields } from '../../platform/common/errors';
import { isId, newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { ENV, type Env } from '../../platform/config/env';
import type { DbOrTx } from '../../platform/db/database';
import type { JobContext } from '../../platform/jobs/job-handler.decorator';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { StorageRouter } from '../../platform/storage/storage-router';
import { ImportUploads } from '../../producers/imports/import-uploads';
import { RenderSources } from '../../producers/render/render-sources';
import { UsersService } from '../users/users.service';
import { FileModels } from './file-models';
import { fileFilterOf } from './file-filter';
import { FILE_TYPES, RASTER_MIMETYPES } from './file-types';
import { FilesRepository, type FileRow } from './files.repository';
import type { FileBlobModel, FileModel, FileTagModel } from './files.models';
import type { SignedUploadModel } from '../../platform/storage/signed-upload.models';
import type { FilesArgs } from './files.inputs';
import { readDimensions, renderImageSizes, storeImageSizes } from '../../producers/media/image-sizes';

/** Upload URLs are valid this long. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** Uploads never confirmed are removed after this long. */
export const PENDING_MAX_AGE_MS = 24 * 3600 * 1000;
/** fileBlob answers files up to this size (the editor's canvas needs bytes, not prints). */
export const BLOB_MAX_BYTES = 25 * 1024 * 1024;
const TAG_SEARCH_MAX = 64;

const SHARP_FORMAT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif', 'image/tiff': 'tiff' };

function keysOf(row: Pick<FileRow, 'path' | 'mask' | 'imageSizes'>): string[] {
  const keys = [row.path];
  if (row.mask) keys.push(row.mask);
  for (const s of row.imageSizes ?? []) {
    keys.push(s.path);
    if (s.mask) keys.push(s.mask);
  }
  return [...new Set(keys)];
}

/**
 * Who makes mockup designs (designs add or update) without the file library's permission, a seller
 * usually, still uploads and picks the pictures a design needs: only of these types, only their own.
 */
const DESIGNER_TYPES = new Set(['design', 'mockup', 'print']);
/** What a designer (a seller) may upload: their design files, and photos for their support tickets. */
const DESIGNER_UPLOADS = new Set([...DESIGNER_TYPES, 'attachment']);
const designerOnly = (auth: AuthContext, action: 'view' | 'add') => !hasPermission(auth.permissions, 'files', action);

/**
 * Files every seller may use by id, besides their own: the clipart and font libraries (whoever
 * uploaded them), and mockup pictures staff uploaded (the catalogue's blanks that templates and the
 * products' mockups are drawn on). A seller's own mockup photos, designs, print files, imports and
 * documents stay theirs.
 */
const LIBRARY_TYPES = ['clipart', 'font'];
const CATALOGUE_TYPES = ['mockup'];

/** The library file a storage key belongs to (`files/<id>/…`), or undefined for other keys (renders, documents). */
export function fileIdOfKey(key: string): string | undefined {
  return /^files\/([0-9a-f-]{36})\//.exec(key)?.[1];
}

/** A file id given in a request, and the field to name when it is refused. */
export interface FileRef {
  field: string;
  id: string;
}

@Injectable()
export class FilesService implements OnModuleInit {
  private readonly logger = new Logger('Files');

  constructor(
    private readonly repo: FilesRepository,
    private readonly models: FileModels,
    private readonly users: UsersService,
    private readonly router: StorageRouter,
    private readonly jobs: JobsService,
    @Inject(ENV) private readonly env: Env,
    private readonly renderSources: RenderSources,
    private readonly importUploads: ImportUploads,
  ) {}

  onModuleInit() {
    // Other modules keep file keys (renders, listings, imports): STORAGE asks us which driver holds them.
    this.router.serveFileStorageWith({ storageOf: (ids) => this.repo.storageOf(ids), anyOn: (name) => this.repo.anyOn(name) });
    // Render draws library files and imports read their uploaded sheets: both sit below us and reach us through their ports.
    this.renderSources.serveFilesWith({ getFor: (caller, id, ctx) => this.getFor(caller, id, ctx), idOfKey: fileIdOfKey });
    this.importUploads.serveWith(this);
  }

  // ---------------------------------------------------------------- upload

  /**
   * Records a pending file (input checked by `signedUploadInput`) and answers where to PUT the bytes.
   * `checkedByCaller`: another module already decided this caller may upload it (an import of a kind they may add).
   */
  async signedUpload(auth: AuthContext, input: SignedUploadInput, ctx: UrlContext, checkedByCaller = false): Promise<SignedUploadModel> {
    if (!checkedByCaller && designerOnly(auth, 'add') && !DESIGNER_UPLOADS.has(input.type))
      throw Forbidden('Only design, mockup, print and attachment files can be uploaded here.');
    const id = newId();
    const key = `files/${id}/original.${input.extension}`;
    const target = await this.router.forNewFiles();
    const url = await target.driver.putUrl(key, { contentType: input.mimetype, contentLength: input.size, expiresIn: UPLOAD_URL_TTL_SECONDS }, ctx);
    await this.repo.insert({
      id,
      type: input.type,
      status: 'pending',
      storage: target.name,
      path: key,
      filename: input.filename,
      mimetype: input.mimetype,
      size: input.size,
      sku: input.sku,
      createdBy: auth.user.id,
    });
    return { _id: id, url };
  }

  /** After the PUT: checks the stored object matches, reads its dimensions, marks it ready and makes its sizes. */
  async confirmUpload(auth: AuthContext, id: string, ctx: UrlContext): Promise<FileModel> {
    const row = await this.repo.findById(id);
    if (!row) throw NotFound('File');
    // Another's upload is as good as absent.
    if (row.createdBy !== auth.user.id && !isSuperLevel(auth.user)) throw NotFound('File');
    if (row.status === 'ready') return this.get(id, ctx);
    const rule = FILE_TYPES[row.type];
    const storage = await this.router.of(row.storage);
    const info = await storage.head(row.path);
    if (!info) throw BadField('_id', 'file_not_uploaded', 'Not uploaded.', 'The file has not been uploaded yet. Please upload it, then try again.');
    let refused: [FieldReason, string] | null =
      info.size !== row.size
        ? ['file_size', `The uploaded file is ${info.size} bytes, not the ${row.size} announced.`]
        : info.contentType && info.contentType.split(';')[0].trim().toLowerCase() !== row.mimetype
          ? ['file_type', `The uploaded file is ${info.contentType}, not ${row.mimetype}.`]
          : null;
    let dims: { width: number; height: number } | null = null;
    if (!refused && RASTER_MIMETYPES.has(row.mimetype)) {
      const found = await readDimensions(await storage.readStart(row.path, 512 * 1024));
      if (!found || found.format !== SHARP_FORMAT[row.mimetype]) refused = ['file_invalid', `The uploaded file is not a valid ${row.mimetype} image.`];
      else dims = found;
    }
    if (refused) {
      // The wrong bytes go; the upload URL can be used again until it expires.
      await storage.remove([row.path]);
      const [reason, message] = refused;
      throw BadField('_id', reason, message, `${message} Please upload it again.`);
    }
    if (!(await this.repo.markReady(id, dims))) return this.get(id, ctx);
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

  /**
   * Stores bytes fetched for someone (a design link on an order) as their ready file of `type`;
   * refused unless the type takes the mimetype and the bytes really are that image. Answers the id.
   */
  async storeFetched(input: { type: string; bytes: Buffer; mimetype: string; filename: string; createdBy: string }): Promise<string> {
    const rule = FILE_TYPES[input.type];
    const extension = rule?.mimetypes[input.mimetype];
    if (!rule || !extension) throw BadField('file', 'file_type', `A ${input.type} file cannot be ${input.mimetype}.`);
    if (input.bytes.length > rule.maxBytes) throw BadField('file', 'file_size', `The file is larger than ${rule.maxBytes} bytes.`);
    const dims = await readDimensions(input.bytes);
    if (!dims || dims.format !== SHARP_FORMAT[input.mimetype]) throw BadField('file', 'file_invalid', `The file is not a valid ${input.mimetype} image.`);
    const id = newId();
    const path = `files/${id}/original.${extension}`;
    const target = await this.router.forNewFiles();
    await target.driver.write(path, input.bytes, input.mimetype);
    await this.repo.insert({
      id,
      type: input.type,
      status: 'ready',
      storage: target.name,
      path,
      filename: input.filename,
      mimetype: input.mimetype,
      size: input.bytes.length,
      width: dims.width,
      height: dims.height,
      createdBy: input.createdBy,
    });
    if (rule.imageSizes) await this.jobs.enqueue('image_sizes', { fileId: id });
    return id;
  }

  // ---------------------------------------------------------------- background work (files.jobs.ts)

  /** Renders and stores the WebP sizes (and a mask where the type needs one) of a ready image. */
  async makeImageSizes(fileId: string, job: JobContext) {
    const row = await this.repo.findById(fileId);
    if (!row || row.status !== 'ready') return { skipped: true };
    const rule = FILE_TYPES[row.type];
    const storage = await this.router.of(row.storage);
    const input = await storage.read(row.path);
    await job.progress(20);
    const rendered = await renderImageSizes(input, { mask: !!rule?.mask });
    await job.progress(70);
    const { imageSizes: sizes, mask } = await storeImageSizes(storage, row.path, rendered);
    const saved = await this.repo.setImageSizes(row.id, { imageSizes: sizes, mask, width: rendered.width, height: rendered.height });
    if (!saved) {
      // Removed while we worked: leave nothing behind.
      await storage.remove(keysOf({ path: row.path, mask, imageSizes: sizes }).filter((k) => k !== row.path));
      return { skipped: true };
    }
    return { sizes: sizes.map((s) => ({ name: s.name, width: s.width, height: s.height })) };
  }

  /** Removes uploads left pending for more than a day: their objects, then their rows. */
  async cleanupPending(olderThan = new Date(Date.now() - PENDING_MAX_AGE_MS)): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await this.repo.pendingOlderThan(olderThan, 200);
      if (rows.length === 0) return removed;
      await Promise.all(rows.map(async (r) => (await this.router.of(r.storage)).remove(keysOf(r))));
      await this.repo.deletePending(rows.map((r) => r.id));
      removed += rows.length;
    }
  }

  // ---------------------------------------------------------------- reads

  async list(args: FilesArgs, paging: Paging, ctx: UrlContext): Promise<{ items: FileModel[]; total: number }> {
    const filter = fileFilterOf(args);
    const [rows, total] = await Promise.all([this.repo.page(filter, paging.perPage, paging.offset), this.repo.count(filter)]);
    return { items: await this.models.of(rows, ctx), total };
  }

  /** The file library's list arguments `auth` may use: a designer's are narrowed to their own design pictures. */
  argsFor(auth: AuthContext, args: FilesArgs): FilesArgs {
    if (!designerOnly(auth, 'view')) return args;
    if (!args.type || !DESIGNER_TYPES.has(args.type)) throw Forbidden('Only design, mockup and print files can be listed for designs.');
    return { ...args, created_by: auth.user.id };
  }

  /** The ownership rule's kind for files (auth/ownership.ts): a seller's own, the libraries and the catalogue's pictures. */
  private readonly usable: OwnedKind = { entity: 'File', ownedBy: (sellerId, ids, tx) => this.usableBySeller(sellerId, ids, tx) };

  private async usableBySeller(sellerId: string, ids: readonly string[], tx?: DbOrTx): Promise<ReadonlySet<string>> {
    const rows = await this.repo.ownOrShared(sellerId, ids, [...LIBRARY_TYPES, ...CATALOGUE_TYPES], tx);
    const byStaff = new Set<string>();
    const uploaders = [...new Set(rows.flatMap((r) => (CATALOGUE_TYPES.includes(r.type) && r.createdBy && r.createdBy !== sellerId ? [r.createdBy] : [])))];
    if (uploaders.length) {
      // The same staff definition as every other ownership check, read from the uploader's role.
      for (const user of await this.users.findByIds(uploaders, tx)) if (isStaff({ user })) byStaff.add(user.id);
    }
    return new Set(rows.filter((r) => r.createdBy === sellerId || LIBRARY_TYPES.includes(r.type) || byStaff.has(r.createdBy ?? '')).map((r) => r.id));
  }

  /**
   * The one owner-checked read of files by id: which of `ids` are files the caller may use (staff
   * any file; a seller their own and the shared ones above). Every argument that takes a file id
   * goes through this (or `requireUsable` / `getFor`), so another seller's file is as absent as one
   * that never existed.
   */
  async usableIds(auth: Caller, ids: readonly string[], tx?: DbOrTx): Promise<ReadonlySet<string>> {
    const allowed = await allowedIds(auth, this.usable, ids.filter(isId), tx);
    // Staff are allowed every id: which of them are files is still to be seen.
    return isStaff(auth) ? new Set(await this.repo.existingIds([...allowed], tx)) : allowed;
  }

  /** NOT_FOUND naming every refused field (reason not_exist) unless the caller may use each file. */
  async requireUsable(auth: Caller, refs: readonly FileRef[]): Promise<void> {
    const usable = await this.usableIds(
      auth,
      refs.map((r) => r.id),
    );
    const refused = refs.filter((r) => !usable.has(r.id));
    if (refused.length)
      throw NotFoundFields(
        refused.map((r) => r.field),
        'File',
        'This file does not exist.',
      );
  }

  /**
   * Which of `ids` may be put into a seller's row by someone acting for them (staff delivering a
   * design request): what the seller may use themself (their own, clipart, catalogue) and what staff
   * (the studio) uploaded; never another seller's file.
   */
  async usableForSeller(sellerId: string, ids: readonly string[], tx?: DbOrTx): Promise<ReadonlySet<string>> {
    const valid = [...new Set(ids.filter(isId))];
    if (!valid.length) return new Set();
    const [rows, own] = await Promise.all([this.repo.creatorsOf(valid, tx), this.usableBySeller(sellerId, valid, tx)]);
    const uploaders = [...new Set(rows.flatMap((r) => (!own.has(r.id) && r.createdBy ? [r.createdBy] : [])))];
    const staff = new Set((uploaders.length ? await this.users.findByIds(uploaders, tx) : []).filter((user) => isStaff({ user })).map((u) => u.id));
    return new Set(rows.filter((r) => own.has(r.id) || staff.has(r.createdBy ?? '')).map((r) => r.id));
  }

  /**
   * NOT_FOUND naming every refused field unless the caller may use each file and the seller whose
   * row it goes into may too (`usableForSeller`): a file attached on a seller's behalf is theirs to use.
   */
  async requireUsableFor(auth: Caller, sellerId: string, refs: readonly FileRef[], tx?: DbOrTx): Promise<void> {
    const ids = refs.map((r) => r.id);
    const [caller, seller] = await Promise.all([this.usableIds(auth, ids, tx), this.usableForSeller(sellerId, ids, tx)]);
    const refused = refs.filter((r) => !caller.has(r.id) || !seller.has(r.id));
    if (refused.length)
      throw NotFoundFields(
        refused.map((r) => r.field),
        'File',
        'This file does not exist.',
      );
  }

  /** A file as `auth` may read it (`usableIds`); another seller's answers NOT_FOUND. */
  async getFor(auth: Caller, id: string, ctx: UrlContext): Promise<FileModel> {
    if (!(await this.usableIds(auth, [id])).has(id)) throw NotFound('File');
    return this.get(id, ctx);
  }

  async get(id: string, ctx: UrlContext): Promise<FileModel> {
    if (!isId(id)) throw NotFound('File');
    const row = await this.repo.findById(id);
    if (!row) throw NotFound('File');
    const [model] = await this.models.of([row], ctx);
    return model;
  }

  /** A stored file's bytes, from whichever store holds it (other modules' exports read them). */
  async bytesOf(id: string): Promise<Buffer> {
    const row = isId(id) ? await this.repo.findById(id) : null;
    if (!row) throw NotFound('File');
    return (await this.router.of(row.storage)).read(row.path);
  }

  /**
   * A small picture of each file (its smallest stored size, else the original), for other modules'
   * lists (an order line's designs); files that do not exist are missing from the map.
   */
  async thumbnailsOf(ids: readonly string[], ctx: UrlContext): Promise<Map<string, { url: string; name: string }>> {
    const rows = await this.repo.picturesOf(ids.filter(isId));
    const entries = await Promise.all(
      rows.map(async (r) => {
        const smallest = [...(r.imageSizes ?? [])].sort((a, b) => a.width - b.width)[0];
        const storage = await this.router.of(r.storage);
        return [r.id, { url: await storage.getUrl(smallest?.path ?? r.path, ctx), name: r.name ?? r.filename }] as const;
      }),
    );
    return new Map(entries);
  }

  /** The storage key of each file (what a listing keeps for its designs); files that do not exist are missing from the map. */
  async storageKeysOf(ids: readonly string[], tx?: DbOrTx): Promise<Map<string, string>> {
    return new Map((await this.repo.picturesOf(ids.filter(isId), tx)).map((r) => [r.id, r.path]));
  }

  /** The original's signed URL of each file (one query); files that do not exist are missing from the map. */
  async urlsOf(ids: readonly string[], ctx: UrlContext): Promise<Map<string, string>> {
    const rows = await this.repo.picturesOf(ids.filter(isId));
    return new Map(await Promise.all(rows.map(async (r) => [r.id, await (await this.router.of(r.storage)).getUrl(r.path, ctx)] as const)));
  }

  // ---------------------------------------------------------------- writes

  /** Deletes the file and every stored object of it (original, sizes, masks). */
  async remove(id: string): Promise<boolean> {
    const row = await this.repo.delete(id);
    if (!row) throw NotFound('File');
    const storage = await this.router.of(row.storage);
    await storage.remove(keysOf(row)).catch((e: Error) => this.logger.error(`objects of file ${id} not removed: ${e.message}`));
    return true;
  }

  async tags(name: string | undefined): Promise<FileTagModel[]> {
    const rows = await this.repo.searchTags(name?.trim().slice(0, TAG_SEARCH_MAX) || undefined, 100);
    return rows.map((r) => ({ _id: r.id, name: r.name }));
  }

  /** Sets the file's tags by name (checked by the shared schema) and its display name when given; new tags are created. */
  async save(id: string, tags: readonly string[], ctx: UrlContext, options: { name?: string; type?: string } = {}): Promise<FileModel> {
    if (!(await this.repo.setTags(id, tags, options))) throw NotFound(options.type === 'clipart' ? 'Clipart' : 'File');
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
    const key = this.router.keyOfUrl(url, ctx)?.key;
    const m = key ? /^files\/([0-9a-f-]{36})\//.exec(key) : null;
    if (!key || !m) throw refuse();
    const row = await this.repo.findById(m[1]);
    if (!row || row.status !== 'ready' || !keysOf(row).includes(key)) throw refuse();
    const storage = await this.router.of(row.storage);
    const info = await storage.head(key);
    if (!info) throw NotFound('File');
    if (info.size > BLOB_MAX_BYTES)
      throw BadField('url', 'file_size', 'Too large.', `The file is too large to read here (over ${BLOB_MAX_BYTES / 1024 / 1024} MB).`);
    const bytes = await storage.read(key);
    const mimetype = key === row.path ? row.mimetype : key.endsWith('.png') ? 'image/png' : 'image/webp';
    return { mimetype, size: bytes.length, base64: bytes.toString('base64') };
  }
}
