import { Injectable, Inject } from '@nestjs/common';
import {
  dmyRangeToIso,
  type CreateMockupDesignInput,
  type DesignImage,
  type MockupDesignFilterInput,
  type MockupDesignValues,
  type UpdateMockupDesignInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { owns, requireAccess, sellerScope, type OwnedKind } from '../../platform/auth/ownership';
import { BadField, DomainError, FieldErrors, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db } from '../../platform/db/database';
import type { FileModel } from '../files/files.models';
import { FilesService } from '../files/files.service';
import { RenderService, type RenderResult } from '../../producers/render/render.service';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { previewDocument } from './design-preview';
import { DesignsRepository, type DesignFilter, type MockupDesignRow, type MockupDesignTagRow } from './designs.repository';

export interface DesignCounters {
  all: number;
  published: number;
  draft: number;
  trashed: number;
}

/**
 * The mockup design catalogue. Sellers see and change only their own designs (another's answers
 * NOT_FOUND, as if it did not exist); staff holding the permission see everyone's. Saving queues
 * one preview render per mockup image and keeps the renders' hashes on the design.
 */
@Injectable()
export class DesignsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly designs: DesignsRepository,
    private readonly files: FilesService,
    private readonly render: RenderService,
  ) {}

  private readonly owned: OwnedKind = { entity: 'Design', ownedBy: (ownerId, ids, tx) => this.designs.ownedBy(ownerId, ids, tx) };

  /** The filter a caller may use: a seller only ever sees their own designs. */
  filterFor(auth: AuthContext, input: MockupDesignFilterInput): DesignFilter {
    const range = input.start || input.end ? dmyRangeToIso(input.start, input.end) : {};
    return {
      ownerId: sellerScope(auth),
      status: input.status,
      name: input.name,
      tagId: input.tag,
      start: range.start ? new Date(range.start) : undefined,
      end: range.end ? new Date(range.end) : undefined,
    };
  }

  page(filter: DesignFilter, paging: Paging): Promise<MockupDesignRow[]> {
    return this.designs.page(filter, paging.perPage, paging.offset);
  }

  async counters(filter: DesignFilter): Promise<DesignCounters> {
    const { status: _tab, ...rest } = filter;
    const c = await this.designs.countsByStatus(rest);
    const [published, draft, trashed] = [c.published ?? 0, c.draft ?? 0, c.trashed ?? 0];
    return { all: published + draft + trashed, published, draft, trashed };
  }

  async findVisible(auth: AuthContext, id: string): Promise<MockupDesignRow> {
    const design = await this.designs.findById(id);
    if (!design || !owns(auth, design.ownerId)) throw NotFound('Design');
    return design;
  }

  tags(auth: AuthContext, name?: string): Promise<MockupDesignTagRow[]> {
    return this.designs.tags({ ownerId: sellerScope(auth), name });
  }

  tagsOf(designIds: readonly string[]): Promise<Map<string, MockupDesignTagRow[]>> {
    return this.designs.tagsOf(designIds);
  }

  create(auth: AuthContext, input: CreateMockupDesignInput, ctx: UrlContext): Promise<MockupDesignRow> {
    return this.save(auth, auth.user.id, null, input, ctx);
  }

  async update(auth: AuthContext, input: UpdateMockupDesignInput, ctx: UrlContext): Promise<MockupDesignRow> {
    const existing = await this.findVisible(auth, input._id);
    return this.save(
      auth,
      existing.ownerId,
      existing,
      { ...input, status: input.keepStatus ? (existing.status as MockupDesignValues['status']) : input.status },
      ctx,
    );
  }

  /** Trashes the designs, all or none: one the caller may not see answers NOT_FOUND. */
  async trash(auth: AuthContext, ids: readonly string[]): Promise<number> {
    const unique = [...new Set(ids)];
    await requireAccess(auth, this.owned, unique);
    return this.db.transaction(async (tx) => {
      const found = await this.designs.findByIds(unique, tx);
      if (found.length !== unique.length) throw NotFound('Design');
      await this.designs.setStatus(unique, 'trashed', tx);
      return unique.length;
    });
  }

  /** Checks what the design points at, queues its previews, then writes it and its tags together. */
  private async save(auth: AuthContext, ownerId: string, existing: MockupDesignRow | null, v: MockupDesignValues, ctx: UrlContext): Promise<MockupDesignRow> {
    const artwork = await this.checkFiles(auth, v);
    const previewRenders = await this.renderPreviews(auth, v, artwork, ctx);
    const values = {
      name: v.name,
      status: v.status,
      width: v.width.toFixed(2),
      height: v.height.toFixed(2),
      imageFileId: v.image ?? null,
      images: v.images,
      prints: v.prints,
      previewRenders,
    };
    return this.db.transaction(async (tx) => {
      const owned = await this.designs.ownedTags(ownerId, v.tags, tx);
      const errors = new FieldErrors();
      v.tags.forEach((id, i) => {
        if (!owned.some((t) => t.id === id)) errors.add(`tags.${i}`, 'not_exist', 'This tag does not exist.');
      });
      errors.throwIfAny();
      const created = await this.designs.ensureTags(
        ownerId,
        v.new_tags.map((name) => ({ id: newId(), name })),
        tx,
      );
      const design = existing
        ? await this.designs.update(existing.id, values, tx)
        : await this.designs.insert({ id: newId(), ownerId, createdBy: auth.user.id, ...values }, tx);
      await this.designs.setTags(design.id, [...new Set([...v.tags, ...created])], tx);
      return design;
    });
  }

  /** Every file the design names must be a ready file of the library the caller may use; answers the artwork. */
  private async checkFiles(auth: AuthContext, v: MockupDesignValues): Promise<FileModel | null> {
    // The artwork and the mockup photos are drawn, so they must be pictures; print files may be anything.
    const wanted: Array<{ field: string; id: string; picture: boolean }> = [];
    if (v.image) wanted.push({ field: 'image', id: v.image, picture: true });
    v.images.forEach((item, i) => item.image && wanted.push({ field: `images.${i}.image`, id: item.image, picture: true }));
    v.prints.forEach((p, i) =>
      p.prints.forEach((print, j) => print.image && wanted.push({ field: `prints.${i}.prints.${j}.image`, id: print.image, picture: false })),
    );
    if (!wanted.length) return null;
    await this.files.requireUsable(auth, wanted);
    const ids = [...new Set(wanted.map((w) => w.id))];
    const { items } = await this.files.list({ ids }, { page: 1, perPage: ids.length, offset: 0 }, {});
    const errors = new FieldErrors();
    for (const { field, id, picture } of wanted) {
      const file = items.find((f) => f._id === id);
      if (!file) errors.add(field, 'not_exist', 'This file does not exist.');
      else if (picture && !(file.width && file.height)) errors.add(field, 'file_type', 'This file is not a picture.');
    }
    errors.throwIfAny();
    return items.find((f) => f._id === v.image) ?? null;
  }

  /** One preview per mockup image with a picture, queued (not waited for); null where there is nothing to draw. */
  private renderPreviews(auth: AuthContext, v: MockupDesignValues, artwork: FileModel | null, ctx: UrlContext): Promise<Array<string | null>> {
    return Promise.all(
      v.images.map(async (item, i) => {
        if (!artwork || !item.image) return null;
        const document = previewDocument(
          { width: v.width, height: v.height, artworkId: artwork._id, artwork: { width: artwork.width!, height: artwork.height! } },
          item as DesignImage & { image: string },
        );
        try {
          const result = await this.render.renderSide(document, 'preview', null, { caller: auth, ctx, waitMs: 0 });
          return result.hash;
        } catch (e) {
          // The print area as the renderer refused it (outside the canvas, no size): the form's line.
          if (e instanceof DomainError && e.code === 'BAD_USER_INPUT') throw BadField(`images.${i}`, 'range', e.message);
          throw e;
        }
      }),
    );
  }

  /** A preview made earlier, by its render hash; null while it is still being drawn. */
  preview(hash: string | null, ctx: UrlContext): Promise<RenderResult | null> {
    return hash ? this.render.findRendered(hash, ctx) : Promise.resolve(null);
  }
}
