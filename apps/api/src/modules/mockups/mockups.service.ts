import { Injectable } from '@nestjs/common';
import {
  defaultMockupDocument,
  mockupDocumentInput,
  PRODUCT_PROVIDERS,
  settingsOf,
  type EditorFileRef,
  type EditorSide,
  type MakeProductMockupInput,
  type MakeProductMockupPresetInput,
  type MockupDocument,
  type MockupFilterInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { owns, sellerScope } from '../../platform/auth/ownership';
import { PresetsService } from '../catalogue/presets.service';
import { BadField, DomainError, FieldErrors, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { FilesService } from '../files/files.service';
import { RenderService, type PrintFileResult, type RenderResult } from '../../producers/render/render.service';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { MockupsRepository, type MockupFilter, type MockupPresetRow, type MockupPrintArea } from './mockups.repository';
import { StoredUrls } from './stored-urls';

export type { MockupPresetRow };
export type ProductPreset = Awaited<ReturnType<PresetsService['visibleOne']>>;

/**
 * Mockup presets: root's templates per product preset (`owner_id` null, Can('items', …)) and
 * sellers' product mockups (`owner_id` the seller). Staff holding items view see and change every
 * one; anyone else (a seller through catalog) sees the published templates and only their own
 * mockups, and changes only their own: another's answers NOT_FOUND, as designs do.
 */
@Injectable()
export class MockupsService {
  constructor(
    private readonly mockups: MockupsRepository,
    private readonly presets: PresetsService,
    private readonly files: FilesService,
    private readonly render: RenderService,
    private readonly urls: StoredUrls,
  ) {}

  filterFor(auth: AuthContext, input: MockupFilterInput & { template?: boolean | null }): MockupFilter {
    return {
      sellerId: sellerScope(auth),
      template: input.template ?? undefined,
      id: input._id,
      code: input.id,
      productId: input.product_id,
      name: input.name,
      mockupType: input.mockup_type,
      provider: input.provider,
      status: input.status,
    };
  }

  page(filter: MockupFilter, paging: Paging): Promise<MockupPresetRow[]> {
    return this.mockups.page(filter, paging.perPage, paging.offset);
  }

  count(filter: MockupFilter): Promise<number> {
    return this.mockups.count(filter);
  }

  /** Every provider's total for the filters (the provider filter itself set aside), zeros included. */
  async countByProvider(filter: MockupFilter): Promise<Array<{ provider: string; total: number }>> {
    const { provider: _tab, ...rest } = filter;
    const counts = await this.mockups.countByProvider(rest);
    return PRODUCT_PROVIDERS.map((provider) => ({ provider, total: counts.get(provider) ?? 0 }));
  }

  /** A mockup the caller may see (a published template, their own, or any for staff), else NOT_FOUND. */
  async findVisible(auth: AuthContext, id: string): Promise<MockupPresetRow> {
    const row = await this.mockups.findById(id);
    if (!row) throw NotFound('Mockup');
    if (owns(auth, row.ownerId) || (row.ownerId === null && row.status === 'Publish')) return row;
    throw NotFound('Mockup');
  }

  /** A mockup the caller may change: staff any, a seller only their own. */
  private async findOwn(auth: AuthContext, id: string): Promise<MockupPresetRow> {
    const row = await this.mockups.findById(id);
    if (!row || !owns(auth, row.ownerId)) throw NotFound('Mockup');
    return row;
  }

  /** The newest published template of a product preset, or NOT_FOUND. */
  async templateOf(productId: string): Promise<MockupPresetRow> {
    const row = await this.mockups.templateOf(productId);
    if (!row) throw NotFound('Mockup template');
    return row;
  }

  async remove(auth: AuthContext, id: string): Promise<boolean> {
    await this.findOwn(auth, id);
    return this.mockups.remove(id);
  }

  /** makeProductMockupPreset: root saves a product preset's template (create, or update by _id). */
  async saveTemplate(auth: AuthContext, input: MakeProductMockupPresetInput, ctx: UrlContext): Promise<MockupPresetRow> {
    const existing = input._id ? await this.findOwn(auth, input._id) : null;
    if (existing && existing.ownerId !== null) throw NotFound('Mockup template');
    return this.save(auth, existing, null, input, null, ctx);
  }

  /** makeProductMockup: a seller saves their product mockup; its sides must be sides of the product's template when it has one. */
  async saveProductMockup(auth: AuthContext, input: MakeProductMockupInput, ctx: UrlContext): Promise<MockupPresetRow> {
    const existing = input._id ? await this.findOwn(auth, input._id) : null;
    if (existing && existing.ownerId === null) throw NotFound('Mockup');
    const template = await this.mockups.templateOf(input.product_id);
    return this.save(auth, existing, existing?.ownerId ?? auth.user.id, input, template, ctx);
  }

  /**
   * Checks and writes a mockup: the product preset exists, the document is valid and normalised
   * (spec section 5, the shared `mockupDocumentInput`), every file it names is ours; nothing is
   * written when anything is refused.
   */
  private async save(
    auth: AuthContext,
    existing: MockupPresetRow | null,
    ownerId: string | null,
    input: MakeProductMockupPresetInput | MakeProductMockupInput,
    template: MockupPresetRow | null,
    ctx: UrlContext,
  ): Promise<MockupPresetRow> {
    const product = await this.productFor(auth, input.product_id);
    const defaults = template ? { sides: template.sides, print_areas: template.printAreas } : defaultMockupDocument();
    const printAreas = input.print_areas ?? (template ? template.printAreas : defaults.print_areas);
    const doc = parseInput(mockupDocumentInput, {
      mockup_type: input.mockup_type ?? template?.mockupType,
      sides: input.sides ?? defaults.sides,
      print_areas: printAreas.map((a) => ({ position: a.position, width: a.width, height: a.height })),
    });
    if (template) {
      const known = new Set(template.sides.map((s) => s.id));
      const errors = new FieldErrors();
      doc.sides.forEach((s, i) => {
        if (!known.has(s.id)) errors.add(`sides.${i}.id`, 'not_exist', `The product has no side "${s.id}".`);
      });
      errors.throwIfAny();
    }
    await this.render.checkDocument(doc, auth, ctx);
    const sides = await this.storedSides(auth, doc, ctx);
    const areas = await this.storedPrintAreas(auth, doc, printAreas, ctx);
    // A save that sends no picture keeps the one it has (an editor save whose preview is still rendering).
    const srcKey = input.src === undefined && existing ? existing.srcKey : await this.urls.optionalKey(input.src, 'src', ctx, auth);
    const values = {
      code: input.id ?? existing?.code ?? `${product.sku}-${newId().slice(-6)}`.toUpperCase(),
      sku: input.sku ?? existing?.sku ?? product.sku,
      productId: product.id,
      provider: product.provider,
      name: input.name ?? existing?.name ?? product.name,
      mockupType: doc.mockup_type,
      model: input.model ?? null,
      printAreas: areas,
      sides,
      srcKey,
      status: input.status,
    };
    return existing ? this.mockups.update(existing.id, values) : this.mockups.insert({ id: newId(), ownerId, createdBy: auth.user.id, ...values });
  }

  /** A product preset the caller may see (a seller: the catalogue's visible ones), else BadField `product_id`. */
  async productFor(auth: AuthContext, id: string): Promise<ProductPreset> {
    try {
      return await this.presets.visibleOne(auth, id);
    } catch (e) {
      if (e instanceof DomainError && e.code === 'NOT_FOUND')
        throw BadField('product_id', 'not_exist', 'No such product.', 'The product preset does not exist.');
      throw e;
    }
  }

  private async storedSides(auth: AuthContext, doc: MockupDocument, ctx: UrlContext): Promise<EditorSide[]> {
    return Promise.all(
      doc.sides.map(async (side, i) =>
        side.mockup?.url ? { ...side, mockup: { ...side.mockup, url: await this.urls.keyOf(side.mockup.url, `sides.${i}.mockup.url`, ctx, auth) } } : side,
      ),
    );
  }

  /** The preset print areas with their pictures, each a file of ours the caller may use. */
  private async storedPrintAreas(auth: AuthContext, doc: MockupDocument, sent: readonly MockupPrintArea[], ctx: UrlContext): Promise<MockupPrintArea[]> {
    await this.files.requireUsable(
      auth,
      sent.flatMap((a, i) => (a.image?._id ? [{ field: `print_areas.${i}.image`, id: a.image._id }] : [])),
    );
    return Promise.all(
      doc.print_areas.map(async (area, i): Promise<MockupPrintArea> => {
        const image = sent[i]?.image;
        if (!image?._id && image?.url) await this.urls.keyOf(image.url, `print_areas.${i}.image.url`, ctx, auth);
        return { ...area, image: image?._id ? { _id: image._id } : image?.url ? { url: image.url } : null };
      }),
    );
  }

  /** The mockup's document as the renderer reads it (the stored side mockups left out). */
  documentOf(row: MockupPresetRow): MockupDocument {
    return {
      mockup_type: row.mockupType,
      sides: row.sides.map(({ mockup: _mockup, ...side }) => side),
      print_areas: row.printAreas.map((a) => ({ position: a.position, width: a.width, height: a.height })),
    };
  }

  /** A side of the mockup rendered (within the image-sizes wait, else the job to follow); unknown side: BadField `side`. */
  preview(auth: AuthContext, row: MockupPresetRow, side: string, color: string | null, ctx: UrlContext): Promise<RenderResult> {
    return this.render.renderSide(this.documentOf(row), side, color, { caller: auth, ctx });
  }

  /** The mockup's print files (queued, not waited for: their hashes are kept and answered once made). */
  printFiles(auth: AuthContext, row: MockupPresetRow, ctx: UrlContext): Promise<PrintFileResult[]> {
    return this.render.renderPrintFiles(this.documentOf(row), { caller: auth, ctx, waitMs: 0 });
  }

  findRendered(hash: string, ctx: UrlContext): Promise<RenderResult | null> {
    return this.render.findRendered(hash, ctx);
  }

  /**
   * The stored sides as the editor opens them: their mockup keys answered as signed URLs, and every
   * library file they name (the side's image, image layers' files) with a fresh URL (the stored one
   * expires; seeded templates keep only the id). `fileUrls` looks files up by id, batched per request.
   */
  async sidesOut(row: MockupPresetRow, ctx: UrlContext, fileUrls: (id: string) => Promise<string | null>): Promise<EditorSide[]> {
    const fresh = async <T extends EditorFileRef>(ref: T): Promise<T> => {
      const url = ref._id ? await fileUrls(ref._id) : null;
      return url ? { ...ref, url } : ref;
    };
    return Promise.all(
      row.sides.map(async (side) => ({
        ...side,
        image: await fresh(side.image),
        layers: await Promise.all(
          side.layers.map(async (layer) => {
            const file = layer.type === 'image' ? (settingsOf(layer.settings).file as EditorFileRef | undefined) : undefined;
            if (!file?._id) return layer;
            const ref = await fresh(file);
            return { ...layer, settings: layer.settings.map((s) => (s.name === 'file' ? { ...s, value: ref } : s)) };
          }),
        ),
        ...(side.mockup?.url ? { mockup: { ...side.mockup, url: (await this.urls.urlOf(side.mockup.url, ctx)) ?? '' } } : {}),
      })),
    );
  }

  /** Signed URLs of library files by id (for `sidesOut`'s per-request loader). */
  fileUrls(ids: readonly string[], ctx: UrlContext): Promise<Map<string, string>> {
    return this.files.urlsOf(ids, ctx);
  }

  srcOut(row: MockupPresetRow, ctx: UrlContext): Promise<string | null> {
    return this.urls.urlOf(row.srcKey, ctx);
  }
}
