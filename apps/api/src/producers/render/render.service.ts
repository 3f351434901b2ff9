import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { mockupDocumentInput, PRINT_DPI, printAreaSizeOf, settingsOf, variantColorInput, type EditorSide, type MockupDocument } from '@pod/shared';
import type { Caller } from '../../platform/auth/ownership';
import { BadField, DomainError } from '../../platform/common/errors';
import { parseInput } from '../../platform/common/validation';
import { ENV, type Env } from '../../platform/config/env';
import type { JobContext } from '../../platform/jobs/job-handler.decorator';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { JobName } from '../../platform/jobs/registry';
import { STORAGE, type StorageDriver, type UrlContext } from '../../platform/storage/storage.driver';
import { storeImageSizes } from '../media/image-sizes';
import { parseColor } from './compositor';
import type { DesignAssets } from './design';
import { decodeBlank, renderMockup, renderPrintFile } from './mockup';
import { RenderAssets } from './render.assets';
import { RenderClaims } from './render.claims';
import { RenderStore } from './render.store';
import type { RenderAssetKeys, RenderManifest, RenderMockupPayload, RenderPrintFilePayload } from './render.types';
import { openFont } from './text';

/** Bump when the renderer's output changes: earlier results are then made again. */
const RENDER_VERSION = 1;

export interface RenderOptions {
  /** Who asks: the document may draw only files they may use (`FilesService.getFor`). */
  caller: Caller;
  /** The caller's origin for the URLs answered (and for reading our own URLs in the document). */
  ctx?: UrlContext;
  /** How long to wait for the job before answering its id instead; IMAGE_SIZES_WAIT_MS by default. */
  waitMs?: number;
}

export interface RenderedImageSize {
  name: string;
  url: string;
  width: number;
  height: number;
}

/** A finished render's picture, or the job still making it. */
export interface RenderResult {
  url?: string;
  width?: number;
  height?: number;
  image_sizes: RenderedImageSize[];
  /** The render job, when it did not finish within the wait (follow it with `job` / `jobProgress`). */
  job_id?: string;
  /** The same inputs were rendered before: the stored file is answered. */
  reused: boolean;
  /** The render's address (the hash of its inputs): `findRendered` answers it once made. */
  hash: string;
}

export interface PrintFileResult extends RenderResult {
  side: string;
  position: string;
  dpi: number;
}

/** JSON with sorted keys: the same inputs always hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A side as the workers need it: file references reduced to their ids (URLs are signed per request; keys travel apart). */
function withoutUrls(side: EditorSide): EditorSide {
  return {
    ...side,
    image: { _id: side.image._id, width: side.image.width, height: side.image.height },
    mockup: undefined,
    layers: side.layers.map((l) => ({
      ...l,
      settings: l.settings.map((s) =>
        s.value && typeof s.value === 'object' ? { name: s.name, value: { _id: (s.value as { _id?: string })._id ?? null } } : s,
      ),
    })),
  };
}

function renderHash(kind: string, body: object): string {
  return createHash('sha256')
    .update(canonical({ v: RENDER_VERSION, kind, ...body }))
    .digest('hex');
}

/** What a render_mockup job draws for a side of a parsed document, addressed by the hash of it all. */
export function mockupPayload(doc: MockupDocument, side: EditorSide, color: string | null, assets: RenderAssetKeys): RenderMockupPayload {
  const documentSettings = settingsOf(side.document.settings);
  const background = parseColor(documentSettings.backgroundColor) ? String(documentSettings.backgroundColor) : null;
  const body = { side: withoutUrls(side), print: printAreaSizeOf(doc, side), color, background, assets };
  return { hash: renderHash('mockup', body), ...body };
}

/** What a side's layers are drawn from, read from storage by the keys resolved at request time. */
async function readDesignAssets(storage: StorageDriver, keys: RenderAssetKeys): Promise<DesignAssets> {
  const read = async (entries: Record<string, string>) => Promise.all(Object.entries(entries).map(async ([id, key]) => [id, await storage.read(key)] as const));
  const [images, fonts] = await Promise.all([read(keys.files), read(keys.fonts)]);
  return { images: new Map(images), fonts: new Map(fonts.map(([id, bytes]) => [id, openFont(bytes)])) };
}

/** Draws a side's mockup and stores it with its image sizes under its hash, the manifest last (the worker's job; the demo seed calls it directly). */
export async function drawMockup(storage: StorageDriver, p: RenderMockupPayload, progress: (percent: number) => Promise<void> = async () => {}): Promise<void> {
  if (!p.assets.image) throw new Error('A mockup needs the side image.');
  const [blankBytes, assets] = await Promise.all([storage.read(p.assets.image), readDesignAssets(storage, p.assets)]);
  await progress(20);
  const { rendered, full } = await renderMockup({
    side: p.side,
    print: p.print,
    blank: await decodeBlank(blankBytes),
    assets,
    color: parseColor(p.color),
    background: parseColor(p.background),
  });
  await progress(80);
  const path = RenderStore.key(p.hash, 'mockup.webp');
  const [{ imageSizes }] = await Promise.all([storeImageSizes(storage, path, rendered), storage.write(path, full, 'image/webp')]);
  await new RenderStore(storage).finish(p.hash, {
    kind: 'mockup',
    path,
    width: rendered.width,
    height: rendered.height,
    image_sizes: imageSizes.map((s) => ({ name: s.name, path: s.path, width: s.width, height: s.height })),
  });
}

/** What a render_print_file job draws for a side of a parsed document, addressed by the hash of it all. */
export function printFilePayload(doc: MockupDocument, side: EditorSide, assets: RenderAssetKeys): RenderPrintFilePayload {
  const body = { side: withoutUrls(side), print: printAreaSizeOf(doc, side), assets };
  return { hash: renderHash('print', body), ...body };
}

/** Draws a side's print file at its print area's full size and stores it under its hash, the manifest last (the worker's job; the demo seed calls it directly). */
export async function drawPrintFile(
  storage: StorageDriver,
  p: RenderPrintFilePayload,
  progress: (percent: number) => Promise<void> = async () => {},
): Promise<void> {
  const assets = await readDesignAssets(storage, p.assets);
  await progress(20);
  const png = await renderPrintFile(p.side, p.print, assets);
  await progress(80);
  const path = RenderStore.key(p.hash, `print-${p.print.position.toLowerCase().replace(/[^a-z0-9_-]/g, '-')}.png`);
  await storage.write(path, png, 'image/png');
  await new RenderStore(storage).finish(p.hash, { kind: 'print', path, width: p.print.width, height: p.print.height, dpi: PRINT_DPI, image_sizes: [] });
}

/**
 * Mockups and print files of a mockup document, made by the render workers (`mockup` queue) and
 * addressed by the hash of their inputs: asking again for the same document answers the stored
 * files without rendering. The later editor operations (makeMockupPreview, the save flow) call
 * `renderSide` and `renderPrintFiles`.
 */
@Injectable()
export class RenderService {
  constructor(
    private readonly assets: RenderAssets,
    private readonly store: RenderStore,
    private readonly claims: RenderClaims,
    private readonly jobs: JobsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** A side's mockup, tinted with `variantColor` (or the side document's own colour), with its image sizes. */
  async renderSide(document: unknown, sideId: string, variantColor: string | null | undefined, options: RenderOptions): Promise<RenderResult> {
    const doc = parseInput(mockupDocumentInput, document);
    const index = doc.sides.findIndex((s) => s.id === sideId);
    if (index < 0) throw BadField('side', 'not_exist', 'No such side.', `The document has no side "${String(sideId).slice(0, 64)}".`);
    const side = doc.sides[index];
    const documentSettings = settingsOf(side.document.settings);
    const color = variantColor ? parseInput(variantColorInput, variantColor) : parseColor(documentSettings.color) ? String(documentSettings.color) : null;
    const assets = await this.assets.resolve(side, `sides.${index}`, options.ctx ?? {}, { image: true, caller: options.caller });
    return this.render('render_mockup', mockupPayload(doc, side, color, assets), options);
  }

  /**
   * Refuses (BadField on the document's field) any side image, image layer file or text layer font
   * that is not ours, without rendering: what saving a document checks. A side without an image
   * is allowed (spec section 5: it is skipped in preview generation).
   */
  async checkDocument(doc: MockupDocument, caller: Caller, ctx: UrlContext = {}): Promise<void> {
    for (const [index, side] of doc.sides.entries())
      await this.assets.resolve(side, `sides.${index}`, ctx, { image: Boolean(side.image._id || side.image.url), caller });
  }

  /** A print file per print area of the document (each side with something visible to print), at full size. */
  async renderPrintFiles(document: unknown, options: RenderOptions): Promise<PrintFileResult[]> {
    const doc: MockupDocument = parseInput(mockupDocumentInput, document);
    const ctx = options.ctx ?? {};
    const planned: RenderPrintFilePayload[] = [];
    for (const [index, side] of doc.sides.entries()) {
      const assets = await this.assets.resolve(side, `sides.${index}`, ctx, { image: false, caller: options.caller });
      if (Object.keys(assets.files).length + Object.keys(assets.fonts).length === 0) continue;
      planned.push(printFilePayload(doc, side, assets));
    }
    return Promise.all(
      planned.map(async (payload) => {
        const result = await this.render('render_print_file', payload, options);
        return { ...result, side: payload.side.id, position: payload.print.position, dpi: PRINT_DPI };
      }),
    );
  }

  private async render(
    name: Extract<JobName, 'render_mockup' | 'render_print_file'>,
    payload: RenderMockupPayload | RenderPrintFilePayload,
    options: RenderOptions,
  ) {
    const ctx = options.ctx ?? {};
    const stored = await this.store.find(payload.hash);
    if (stored) return this.result(payload.hash, stored, ctx, true);
    const jobId = await this.claims.jobFor(payload.hash, () =>
      name === 'render_mockup'
        ? this.jobs.enqueue(name, payload as RenderMockupPayload, { track: true, createdBy: options.caller.user.id })
        : this.jobs.enqueue(name, payload, { track: true, createdBy: options.caller.user.id }),
    );
    const job = await this.jobs.wait(jobId, options.waitMs ?? this.env.IMAGE_SIZES_WAIT_MS);
    if (job?.status === 'completed' || job?.status === 'failed') await this.claims.release(payload.hash);
    if (job?.status === 'failed') throw new DomainError('INTERNAL', `The render failed: ${job.error ?? 'unknown error'}`);
    const done = job?.status === 'completed' ? await this.store.find(payload.hash) : null;
    return done ? this.result(payload.hash, done, ctx, false) : { image_sizes: [], job_id: jobId, reused: false, hash: payload.hash };
  }

  /** A render made earlier, by its hash; null while it is still being made (or never was). */
  async findRendered(hash: string, ctx: UrlContext = {}): Promise<RenderResult | null> {
    const stored = await this.store.find(hash);
    return stored ? this.result(hash, stored, ctx, true) : null;
  }

  private async result(hash: string, m: RenderManifest, ctx: UrlContext, reused: boolean): Promise<RenderResult> {
    return {
      hash,
      url: await this.storage.getUrl(m.path, ctx),
      width: m.width,
      height: m.height,
      image_sizes: await Promise.all(
        m.image_sizes.map(async (s) => ({ name: s.name, width: s.width, height: s.height, url: await this.storage.getUrl(s.path, ctx) })),
      ),
      reused,
    };
  }

  // ---------------------------------------------------------------- worker side

  /** The render_mockup job: nothing to do when the same inputs were rendered already. */
  async runMockup(p: RenderMockupPayload, job: JobContext) {
    if (await this.store.find(p.hash)) return { hash: p.hash, reused: true };
    await drawMockup(this.storage, p, (percent) => job.progress(percent));
    return { hash: p.hash, reused: false };
  }

  /** The render_print_file job. */
  async runPrintFile(p: RenderPrintFilePayload, job: JobContext) {
    if (await this.store.find(p.hash)) return { hash: p.hash, reused: true };
    await drawPrintFile(this.storage, p, (percent) => job.progress(percent));
    return { hash: p.hash, reused: false };
  }
}
