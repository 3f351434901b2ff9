import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AuthContext } from '../auth/auth-context';
import { BadField, NotFound } from '../common/errors';
import { isId, newId } from '../common/ids';
import type { Paging } from '../common/paging';
import { DB, type Db } from '../db/database';
import { fonts, type FontRow, type StoredFontFile } from '../db/schema';
import { FILE_TYPES } from '../files/file-types';
import { PENDING_MAX_AGE_MS, UPLOAD_URL_TTL_SECONDS } from '../files/files.service';
import { JobHandler } from '../jobs/job-handler.decorator';
import { STORAGE, type StorageDriver, type UrlContext } from '../storage/storage.driver';
import { guessVariant, parseFont, variantName } from './font-parse';
import type { FontModel, FontsArgs, FontUploadFileInput, FontUploadModel } from './font.model';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

export const FONT_PROVIDERS = ['google', 'custom'] as const;
const MAX_FILES = 30;

/** Browsers name font files in many ways; the stored extension is ours. */
const FONT_MIMETYPES: Record<string, string> = {
  ...FILE_TYPES.font.mimetypes,
  'application/x-font-ttf': 'ttf',
  'application/x-font-truetype': 'ttf',
  'application/x-font-otf': 'otf',
  'application/x-font-opentype': 'otf',
  'application/vnd.ms-opentype': 'otf',
  'application/font-sfnt': 'ttf',
  'application/font-woff': 'woff',
  'application/font-woff2': 'woff2',
};
const BY_EXTENSION: Record<string, string> = { ttf: 'ttf', otf: 'otf', woff: 'woff', woff2: 'woff2' };

export function slugify(family: string): string {
  return family
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

function cleanFamily(raw: unknown): string {
  return typeof raw === 'string' ? raw.replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim() : '';
}

/** A picture of the family name set in the font (PNG), or null when the renderer cannot load it. */
export async function renderFontPreview(bytes: Buffer, ext: string, family: string, internalFamily = family): Promise<Buffer | null> {
  const dir = await mkdtemp(join(tmpdir(), 'pod-font-'));
  try {
    const file = join(dir, `${randomBytes(6).toString('hex')}.${ext}`);
    await writeFile(file, bytes);
    const text = family.replace(/[<>&]/g, '').slice(0, 40) || 'Aa';
    return await sharp({ text: { text, fontfile: file, font: internalFamily.replace(/[<>&,]/g, ''), rgba: true, dpi: 144 } })
      .png()
      .toBuffer();
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

@Injectable()
export class FontsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  async list(args: FontsArgs, paging: Paging, ctx: UrlContext): Promise<{ items: FontModel[]; total: number }> {
    const conds: SQL[] = [eq(fonts.status, 'ready')];
    if (args.provider) {
      if (!(FONT_PROVIDERS as readonly string[]).includes(args.provider))
        throw BadField('provider', 'unknown_value', 'Unknown provider.', 'provider must be google or custom.');
      conds.push(eq(fonts.provider, args.provider));
    }
    if (args.id?.trim()) conds.push(isId(args.id.trim()) ? eq(fonts.id, args.id.trim()) : eq(fonts.slug, args.id.trim().toLowerCase()));
    if (args.name?.trim()) {
      const q = args.name
        .trim()
        .slice(0, 100)
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`);
      conds.push(sql`lower(${fonts.family}) like ${`%${q}%`}`);
    }
    if (args.ids) {
      if (args.ids.length > 500 || !args.ids.every(isId))
        throw BadField('ids', args.ids.length > 500 ? 'too_many' : 'invalid_id', 'Invalid ids.', 'ids must be at most 500 font ids.');
      conds.push(args.ids.length ? inArray(fonts.id, args.ids) : sql`false`);
    }
    const where = and(...conds);
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(fonts)
        .where(where)
        .orderBy(asc(sql`lower(${fonts.family})`), asc(fonts.id))
        .limit(paging.perPage)
        .offset(paging.offset),
      this.db.select({ n: count() }).from(fonts).where(where),
    ]);
    return { items: await Promise.all(rows.map((r) => this.toModel(r, ctx))), total: Number(n) };
  }

  async toModel(row: FontRow, ctx: UrlContext): Promise<FontModel> {
    return {
      _id: row.id,
      family: row.family,
      slug: row.slug,
      variants: row.variants,
      subsets: row.subsets,
      provider: row.provider,
      category: row.category ?? undefined,
      preview: row.preview ? await this.storage.getUrl(row.preview, ctx) : undefined,
      files: await Promise.all(
        row.files
          .filter((f) => f.status === 'ready')
          .map(async (f) => ({
            variant: f.variant,
            url: await this.storage.getUrl(f.path, ctx),
            style: f.style ?? undefined,
            weight: f.weight ?? undefined,
            subset: f.subset ?? undefined,
          })),
      ),
    };
  }

  /** Step 1 of a custom font upload: one signed PUT URL per file of the family. */
  async signedUpload(auth: AuthContext, rawFamily: string, uploads: FontUploadFileInput[], ctx: UrlContext): Promise<FontUploadModel[]> {
    const family = cleanFamily(rawFamily);
    const slug = slugify(family);
    if (!family || family.length > 100 || !slug) {
      throw BadField(
        'family',
        !family ? 'required' : family.length > 100 ? 'too_long' : 'invalid',
        'Invalid family.',
        'Please give the font family name (at most 100 characters).',
      );
    }
    if (!Array.isArray(uploads) || uploads.length === 0 || uploads.length > MAX_FILES) {
      throw BadField('files', uploads?.length > MAX_FILES ? 'too_many' : 'required', 'Invalid files.', `Give between 1 and ${MAX_FILES} font files.`);
    }
    const planned: Array<{ variant: string; ext: string; mimetype: string; size: number }> = [];
    uploads.forEach((u, i) => {
      const mimetype = String(u.mimetype ?? '')
        .trim()
        .toLowerCase();
      const fileExt = /\.([a-z0-9]+)$/i.exec(String(u.filename ?? ''))?.[1]?.toLowerCase() ?? '';
      const ext = FONT_MIMETYPES[mimetype] ?? (mimetype === 'application/octet-stream' || mimetype === '' ? BY_EXTENSION[fileExt] : undefined);
      if (!ext) throw BadField(`files.${i}.mimetype`, 'file_type', 'Not a font type.', `${u.filename}: only TTF, OTF, WOFF and WOFF2 font files are allowed.`);
      if (!Number.isInteger(u.size) || u.size <= 0 || u.size > FILE_TYPES.font.maxBytes) {
        throw BadField(
          `files.${i}.size`,
          'file_size',
          'Invalid size.',
          `${u.filename}: font files may be at most ${FILE_TYPES.font.maxBytes / 1024 / 1024} MB.`,
        );
      }
      const variant = guessVariant(String(u.filename ?? ''));
      if (planned.some((p) => p.variant === variant))
        throw BadField('files', 'duplicate', 'Duplicate variant.', `Two files look like the same variant (${variant}). Upload one file per weight and style.`);
      planned.push({ variant, ext, mimetype: mimetype || 'application/octet-stream', size: u.size });
    });
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(fonts)
        .where(and(eq(fonts.provider, 'custom'), eq(fonts.slug, slug)))
        .for('update');
      const id = existing?.id ?? newId();
      const entries: StoredFontFile[] = planned.map((p) => ({
        variant: p.variant,
        path: `fonts/${id}/${newId()}.${p.ext}`,
        style: null,
        weight: null,
        size: p.size,
        mimetype: p.mimetype,
        status: 'pending',
      }));
      // Earlier pending uploads of the same variants are replaced.
      const kept = (existing?.files ?? []).filter((f) => !(f.status === 'pending' && entries.some((e) => e.variant === f.variant)));
      if (existing) {
        await tx
          .update(fonts)
          .set({ files: [...kept, ...entries], updatedAt: sql`now()` })
          .where(eq(fonts.id, id));
      } else {
        await tx.insert(fonts).values({ id, provider: 'custom', family, slug, status: 'pending', files: entries, createdBy: auth.user.id });
      }
      return Promise.all(
        entries.map(async (e) => ({
          variant: e.variant,
          path: e.path,
          url: await this.storage.putUrl(e.path, { contentType: e.mimetype, contentLength: e.size, expiresIn: UPLOAD_URL_TTL_SECONDS }, ctx),
        })),
      );
    });
  }

  /** Step 3: every named variant must be uploaded and be a real font; weight and style come from the file. */
  async confirmUpload(rawFamily: string, variants: string[], ctx: UrlContext): Promise<FontModel> {
    const slug = slugify(cleanFamily(rawFamily));
    if (!slug) throw BadField('family', 'required', 'Invalid family.', 'Please give the font family name.');
    if (!Array.isArray(variants) || variants.length === 0 || variants.length > MAX_FILES) {
      throw BadField('variants', variants?.length > MAX_FILES ? 'too_many' : 'required', 'Invalid variants.', `Give between 1 and ${MAX_FILES} variants.`);
    }
    const [row] = await this.db
      .select()
      .from(fonts)
      .where(and(eq(fonts.provider, 'custom'), eq(fonts.slug, slug)));
    if (!row) throw NotFound('Font');
    const checked: Array<{ entry: StoredFontFile; weight: number; style: string; bytes: Buffer; family: string }> = [];
    for (const variant of [...new Set(variants)]) {
      const entry = row.files.find((f) => f.variant === variant && f.status === 'pending');
      if (!entry) throw BadField('variants', 'unknown_value', 'Unknown variant.', `No upload is waiting for variant "${String(variant).slice(0, 40)}".`);
      const info = await this.storage.head(entry.path);
      if (!info) throw BadField('variants', 'file_not_uploaded', 'Not uploaded.', `The ${variant} file has not been uploaded yet.`);
      if (info.size !== entry.size) {
        await this.storage.remove([entry.path]);
        throw BadField(
          'variants',
          'file_size',
          'Size mismatch.',
          `The ${variant} file is ${info.size} bytes, not the ${entry.size} announced. Please upload it again.`,
        );
      }
      const bytes = await this.storage.read(entry.path);
      const parsed = parseFont(bytes);
      if (!parsed) {
        await this.storage.remove([entry.path]);
        throw BadField('variants', 'file_invalid', 'Not a font.', `The ${variant} file is not a valid font file.`);
      }
      checked.push({ entry, weight: parsed.weight, style: parsed.style, bytes, family: parsed.family });
    }
    const finalVariants = checked.map((c) => variantName(c.weight, c.style));
    if (new Set(finalVariants).size !== finalVariants.length)
      throw BadField('variants', 'duplicate', 'Duplicate variant.', 'Two of these files are the same weight and style.');
    // The preview is set in the regular face when there is one.
    const regular = checked.find((c) => variantName(c.weight, c.style) === 'regular') ?? checked[0];
    const ext = regular.entry.path.slice(regular.entry.path.lastIndexOf('.') + 1);
    const picture = await renderFontPreview(regular.bytes, ext, row.family, regular.family);
    const previewKey = picture ? `fonts/${row.id}/preview.png` : null;
    if (picture && previewKey) await this.storage.write(previewKey, picture, 'image/png');
    const replaced: string[] = [];
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(fonts).where(eq(fonts.id, row.id)).for('update');
      if (!current) throw NotFound('Font');
      const confirmedPaths = new Set(checked.map((c) => c.entry.path));
      const files: StoredFontFile[] = [];
      for (const f of current.files) {
        if (confirmedPaths.has(f.path)) continue;
        // A ready file of a variant uploaded again is replaced.
        if (f.status === 'ready' && finalVariants.includes(f.variant)) replaced.push(f.path);
        else files.push(f);
      }
      for (const c of checked) files.push({ ...c.entry, variant: variantName(c.weight, c.style), weight: c.weight, style: c.style, status: 'ready' });
      const ready = files.filter((f) => f.status === 'ready');
      const order = (v: string) => (v === 'regular' ? 400 : v === 'italic' ? 401 : Number.parseInt(v, 10) + (v.endsWith('italic') ? 1 : 0));
      await tx
        .update(fonts)
        .set({
          files,
          status: 'ready',
          variants: [...new Set(ready.map((f) => f.variant))].sort((a, b) => order(a) - order(b)),
          preview: previewKey ?? current.preview,
          updatedAt: sql`now()`,
        })
        .where(eq(fonts.id, row.id));
    });
    if (replaced.length) await this.storage.remove(replaced);
    const [saved] = await this.db.select().from(fonts).where(eq(fonts.id, row.id));
    return this.toModel(saved, ctx);
  }

  @JobHandler('fonts_cleanup_pending')
  async cleanupPendingJob() {
    return { removed: await this.cleanupPending() };
  }

  /** Custom families whose upload was never confirmed within a day go, with their objects. */
  async cleanupPending(olderThan = new Date(Date.now() - PENDING_MAX_AGE_MS)): Promise<number> {
    const rows = await this.db
      .delete(fonts)
      .where(and(eq(fonts.provider, 'custom'), eq(fonts.status, 'pending'), lt(fonts.createdAt, olderThan)))
      .returning({ files: fonts.files, preview: fonts.preview });
    const keys = rows.flatMap((r) => [...r.files.map((f) => f.path), ...(r.preview ? [r.preview] : [])]);
    if (keys.length) await this.storage.remove(keys);
    return rows.length;
  }

  /** Removes a custom font family and its files. */
  async remove(id: string): Promise<boolean> {
    if (!isId(id)) throw NotFound('Font');
    const [row] = await this.db
      .delete(fonts)
      .where(and(eq(fonts.id, id), eq(fonts.provider, 'custom')))
      .returning();
    if (!row) throw NotFound('Font');
    await this.storage.remove([...row.files.map((f) => f.path), ...(row.preview ? [row.preview] : [])]).catch(() => undefined);
    return true;
  }

  /** Used by the google import: upsert one family by slug. */
  async upsertGoogle(values: Omit<typeof fonts.$inferInsert, 'id' | 'provider'>): Promise<void> {
    await this.db
      .insert(fonts)
      .values({ ...values, id: newId(), provider: 'google' })
      .onConflictDoUpdate({
        target: [fonts.provider, fonts.slug],
        set: {
          family: values.family,
          category: values.category,
          variants: values.variants,
          subsets: values.subsets,
          files: values.files,
          preview: values.preview,
          status: 'ready',
          updatedAt: sql`now()`,
        },
      });
  }
}
