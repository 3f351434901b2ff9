import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FONT_PROVIDERS, fontSlug, isOneOf, TEXT_LIMITS, type SignedUploadFontInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, NotFound } from '../../platform/common/errors';
import { isId, newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PENDING_MAX_AGE_MS, UPLOAD_URL_TTL_SECONDS } from '../files/files.service';
import { STORAGE, type StorageDriver, type UrlContext } from '../../platform/storage/storage.driver';
import { RenderSources } from '../../producers/render/render-sources';
import { guessVariant, parseFont, variantName } from './font-parse';
import type { FontModel, FontUploadModel } from './fonts.models';
import type { FontsArgs } from './fonts.inputs';
import { FontsRepository, type FontFilter, type FontRow, type GoogleFontValues, type StoredFontFile } from './fonts.repository';

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
export class FontsService implements OnModuleInit {
  constructor(
    private readonly repo: FontsRepository,
    private readonly jobs: JobsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    private readonly renderSources: RenderSources,
  ) {}

  onModuleInit() {
    // Render draws text layers with our stored files; it sits below us and reaches them through its port.
    this.renderSources.serveFontsWith({
      get: async (id, ctx) => (await this.list({ ids: [id] }, { page: 1, perPage: 1, offset: 0 }, ctx)).items[0],
    });
  }

  /** Queues the import of the Google Fonts catalogue (a tracked job); answers the job id. */
  importGoogle(auth: AuthContext): Promise<string> {
    return this.jobs.enqueue('fonts_import_google', {}, { track: true, createdBy: auth.user.id });
  }

  async list(args: FontsArgs, paging: Paging, ctx: UrlContext): Promise<{ items: FontModel[]; total: number }> {
    const f: FontFilter = {};
    if (args.provider) {
      if (!isOneOf(FONT_PROVIDERS, args.provider)) throw BadField('provider', 'unknown_value', 'Unknown provider.', 'provider must be google or custom.');
      f.provider = args.provider;
    }
    // `id` is a font id or a family's slug.
    const key = args.id?.trim().toLowerCase();
    if (key) Object.assign(f, isId(key) ? { id: key } : { slug: key });
    if (args.name?.trim()) f.name = args.name.trim().slice(0, TEXT_LIMITS.name);
    if (args.ids) {
      if (args.ids.length > 500 || !args.ids.every(isId))
        throw BadField('ids', args.ids.length > 500 ? 'too_many' : 'invalid_id', 'Invalid ids.', 'ids must be at most 500 font ids.');
      f.ids = args.ids;
    }
    const [rows, total] = await Promise.all([this.repo.page(f, paging.perPage, paging.offset), this.repo.count(f)]);
    return { items: await Promise.all(rows.map((r) => this.toModel(r, ctx))), total };
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

  /** Step 1 of a custom font upload (input checked by `signedUploadFontInput`): one signed PUT URL per file of the family. */
  async signedUpload(auth: AuthContext, input: SignedUploadFontInput, ctx: UrlContext): Promise<FontUploadModel[]> {
    const slug = fontSlug(input.family);
    const planned: Array<{ variant: string; ext: string; mimetype: string; size: number }> = [];
    for (const u of input.files) {
      const variant = guessVariant(u.filename);
      if (planned.some((p) => p.variant === variant))
        throw BadField('files', 'duplicate', 'Duplicate variant.', `Two files look like the same variant (${variant}). Upload one file per weight and style.`);
      planned.push({ variant, ext: u.extension, mimetype: u.mimetype, size: u.size });
    }
    return this.repo.locked({ customSlug: slug }, async (existing, tx) => {
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
      if (existing) await this.repo.update(id, { files: [...kept, ...entries] }, tx);
      else await this.repo.insert({ id, provider: 'custom', family: input.family, slug, status: 'pending', files: entries, createdBy: auth.user.id }, tx);
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
  async confirmUpload(family: string, variants: readonly string[], ctx: UrlContext): Promise<FontModel> {
    const row = await this.repo.findCustom(fontSlug(family));
    if (!row) throw NotFound('Font');
    const checked: Array<{ entry: StoredFontFile; weight: number; style: string; bytes: Buffer; family: string }> = [];
    for (const variant of variants) {
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
    await this.repo.locked({ id: row.id }, async (current, tx) => {
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
      await this.repo.update(
        row.id,
        {
          files,
          status: 'ready',
          variants: [...new Set(ready.map((f) => f.variant))].sort((a, b) => order(a) - order(b)),
          preview: previewKey ?? current.preview,
        },
        tx,
      );
    });
    if (replaced.length) await this.storage.remove(replaced);
    const saved = await this.repo.findById(row.id);
    if (!saved) throw NotFound('Font');
    return this.toModel(saved, ctx);
  }

  /** Custom families whose upload was never confirmed within a day go, with their objects. */
  async cleanupPending(olderThan = new Date(Date.now() - PENDING_MAX_AGE_MS)): Promise<number> {
    const rows = await this.repo.deletePendingCustom(olderThan);
    const keys = rows.flatMap((r) => [...r.files.map((f) => f.path), ...(r.preview ? [r.preview] : [])]);
    if (keys.length) await this.storage.remove(keys);
    return rows.length;
  }

  /** Removes a custom font family and its files. */
  async remove(id: string): Promise<boolean> {
    const row = await this.repo.deleteCustom(id);
    if (!row) throw NotFound('Font');
    await this.storage.remove([...row.files.map((f) => f.path), ...(row.preview ? [row.preview] : [])]).catch(() => undefined);
    return true;
  }

  /** Used by the google import: upsert one family by slug. */
  upsertGoogle(values: GoogleFontValues): Promise<void> {
    return this.repo.upsertGoogle(values, newId());
  }

  /** Slugs of the google families already stored. */
  googleSlugs(): Promise<Set<string>> {
    return this.repo.googleSlugs();
  }
}
