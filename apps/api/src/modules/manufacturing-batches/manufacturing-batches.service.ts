import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type MakeMrpBatchInput, type UpdateMrpBatchInput } from '@pod/shared';
import { randomInt } from 'node:crypto';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, BadInput, ConflictField, NotFound, NotFoundFields } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { isUniqueViolation } from '../../platform/common/sql';
import type { DbOrTx } from '../../platform/db/database';
import { DocumentsService, type PublishedDocument } from '../../producers/documents/documents.service';
import { ExportsService, type ZipExportResult } from '../../producers/exports/exports.service';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { STORAGE, type StorageDriver, type UrlContext } from '../../platform/storage/storage.driver';
import { ManufacturingService } from '../manufacturing/manufacturing.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import type { BatchableProduction, BatchProductions } from './batch-productions.port';
import { batchGroups, lastCutoff, sharedKey } from './batching-rules';
import { layoutGangSheets, renderGangSheet } from './gang-sheet/gang-sheet';
import { toMrpBatchModel, type GangSheetModel, type MrpBatchModel, type MrpBatchProgressModel } from './manufacturing-batches.models';
import { ManufacturingBatchesRepository, type MrpBatchRow } from './manufacturing-batches.repository';

/** Most productions the rules put in one batch. */
const AUTO_BATCH_SIZE = 200;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `B` and 6 base-36 characters (BATCH_CODE). */
const batchCode = () => `B${Array.from({ length: 6 }, () => BASE36[randomInt(36)]).join('')}`;

/** Root and super_root act for every factory; a worker only for the factories they work at. */
const ALL_FACTORIES = new Set(['root', 'super_root']);

/**
 * Batches: productions of one factory made together, by hand or by the batching rules at each
 * cut-off. Productions are read and moved through the productions module (`BatchProductions`).
 */
@Injectable()
export class ManufacturingBatchesService implements OnModuleInit {
  constructor(
    private readonly repo: ManufacturingBatchesRepository,
    @Inject(ManufacturingService) private readonly productions: BatchProductions,
    private readonly manufactures: ManufacturesService,
    private readonly documents: DocumentsService,
    private readonly exportsService: ExportsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    private readonly timeline: TimelineService,
  ) {}

  onModuleInit(): void {
    // A batch's history is read by the workers of its factory (and root), as the batch itself.
    this.timeline.restrict('batch', async (auth, id) => {
      const batch = await this.repo.find(id);
      if (!batch) return false;
      return this.requireFactory(auth, batch.manufactureId).then(
        () => true,
        () => false,
      );
    });
  }

  /** NOT_FOUND for a factory the caller does not work at (as for one that does not exist). */
  private async requireFactory(auth: AuthContext, manufactureId: string, tx?: DbOrTx): Promise<void> {
    if (ALL_FACTORIES.has(auth.user.role)) return;
    const hubs = await this.manufactures.hubsOf(auth.user.id, tx);
    if (!hubs.some((h) => h._id === manufactureId)) throw NotFound('Manufacture');
  }

  /** A batch the caller may act on. */
  private async batchFor(auth: AuthContext, id: string, tx?: DbOrTx): Promise<MrpBatchRow> {
    const batch = await this.repo.find(id, tx);
    if (!batch) throw NotFound('Batch');
    await this.requireFactory(auth, batch.manufactureId, tx);
    return batch;
  }

  async page(auth: AuthContext, filter: { manufactureId: string; status?: string }, limit: number, offset: number): Promise<[MrpBatchModel[], number]> {
    await this.requireFactory(auth, filter.manufactureId);
    const [rows, total] = await Promise.all([this.repo.page(filter, limit, offset), this.repo.count(filter)]);
    return [rows.map(toMrpBatchModel), total];
  }

  /** One batch (a production links its own); NOT_FOUND at a factory the caller does not work at. */
  async one(auth: AuthContext, id: string): Promise<MrpBatchModel> {
    return toMrpBatchModel(await this.batchFor(auth, id));
  }

  /** The factory's batches per status (tab counts). */
  async counters(auth: AuthContext, manufactureId: string): Promise<MrpBatchProgressModel[]> {
    await this.requireFactory(auth, manufactureId);
    return this.repo.countByStatus(manufactureId);
  }

  /** Productions per status of each batch, from the productions themselves (one query for a page). */
  /** Batch codes by id, for the productions that name their batch. */
  async codesOf(ids: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.repo.codesOf(ids)).map((b) => [b.id, b.code]));
  }

  async progress(batchIds: readonly string[]): Promise<Map<string, MrpBatchProgressModel[]>> {
    const counts = await this.productions.batchStatusCounts(batchIds);
    return new Map(batchIds.map((id) => [id, Object.entries(counts.get(id) ?? {}).map(([status, count]) => ({ status, count: count ?? 0 }))]));
  }

  /** Productions that may join a batch: all found, all of the batch's factory, none in another batch. */
  private async joinable(ids: readonly string[], manufactureId: string | null, field: string, tx: DbOrTx): Promise<BatchableProduction[]> {
    const found = await this.productions.forBatching(ids, tx);
    const missing = ids.filter((id) => !found.some((p) => p.id === id));
    if (missing.length) throw NotFoundFields([field], 'Production', `Not found: ${missing.slice(0, 5).join(', ')}`);
    const factory = manufactureId ?? found[0].manufactureId;
    if (found.some((p) => p.manufactureId !== factory))
      throw BadField(field, 'batch_mixed_factories', 'Productions of different factories cannot share a batch.');
    const taken = found.filter((p) => p.batchId);
    if (taken.length)
      throw ConflictField(
        field,
        'in_other_batch',
        `Already in a batch: ${taken
          .map((p) => p.code)
          .slice(0, 5)
          .join(', ')}`,
      );
    if (found.some((p) => p.status === 'Cancelled')) throw BadField(field, 'production_cancelled', 'A cancelled production cannot join a batch.');
    return found;
  }

  private async insertBatch(values: Omit<Parameters<ManufacturingBatchesRepository['insert']>[0], 'id' | 'code'>, tx: DbOrTx): Promise<MrpBatchRow> {
    for (let attempt = 0; ; attempt++) {
      try {
        // A savepoint, so a code already taken (1 in 2 billion) is tried again without losing the transaction.
        return await tx.transaction((sp) => this.repo.insert({ ...values, id: newId(), code: batchCode() }, sp));
      } catch (e) {
        if (!isUniqueViolation(e) || attempt === 3) throw e;
      }
    }
  }

  /** makeMrpBatchProduct: a batch of the chosen productions, made by hand. */
  async make(auth: AuthContext, input: MakeMrpBatchInput): Promise<MrpBatchModel> {
    const row = await this.repo.transaction(async (tx) => {
      const list = await this.joinable(input.product_ids, null, 'product_ids', tx);
      await this.requireFactory(auth, list[0].manufactureId, tx);
      const batch = await this.insertBatch(
        { manufactureId: list[0].manufactureId, ...sharedKey(list), productCount: list.length, note: input.note ?? null, createdBy: auth.user.id },
        tx,
      );
      await this.productions.setBatch(input.product_ids, batch.id, tx);
      return batch;
    });
    return toMrpBatchModel(row);
  }

  /** updateMrpBatchProduct: status, note, productions added or taken out. */
  async update(auth: AuthContext, input: UpdateMrpBatchInput): Promise<MrpBatchModel> {
    const row = await this.repo.transaction(async (tx) => {
      const batch = await this.batchFor(auth, input._id, tx);
      const add = input.add_product_ids ?? [];
      const remove = input.remove_product_ids ?? [];
      if (add.length) await this.joinable(add, batch.manufactureId, 'add_product_ids', tx);
      if (remove.length) {
        const inIt = await this.productions.forBatching(remove, tx);
        const foreign = remove.filter((id) => !inIt.some((p) => p.id === id && p.batchId === batch.id));
        if (foreign.length) throw BadField('remove_product_ids', 'not_in_batch', `Not in this batch: ${foreign.slice(0, 5).join(', ')}`);
        await this.productions.setBatch(remove, null, tx);
      }
      if (add.length) await this.productions.setBatch(add, batch.id, tx);
      const members = add.length || remove.length ? await this.productions.inBatch(batch.id, tx) : null;
      return this.repo.update(
        batch.id,
        {
          ...(input.status ? { status: input.status } : {}),
          ...(input.note !== undefined ? { note: input.note } : {}),
          ...(members ? { productCount: members.length, ...sharedKey(members) } : {}),
        },
        tx,
      );
    });
    return toMrpBatchModel(row);
  }

  /** trashMrpBatchProduct: the batch is cancelled and trashed; its productions are free for another batch. */
  async trash(auth: AuthContext, id: string): Promise<boolean> {
    await this.repo.transaction(async (tx) => {
      const batch = await this.batchFor(auth, id, tx);
      const members = await this.productions.inBatch(batch.id, tx);
      await this.productions.setBatch(
        members.map((p) => p.id),
        null,
        tx,
      );
      await this.repo.update(batch.id, { status: 'Cancelled', trashedAt: new Date() }, tx);
    });
    return true;
  }

  /** printBarcodeMrpBatch: the batch's code, then each production's, with the order under it. */
  async printBarcodes(auth: AuthContext, id: string, ctx: UrlContext): Promise<PublishedDocument> {
    const batch = await this.batchFor(auth, id);
    const members = await this.productions.inBatch(batch.id);
    const codes = [
      { code: batch.code, caption: [batch.printMethod, batch.productType, batch.colour].filter(Boolean).join(' · ') || batch.code },
      ...members.map((p) => ({ code: p.code, caption: `#${p.orderNumber}` })),
    ];
    return this.documents.publish(await this.documents.barcodeSheet(codes), `batch-${batch.code}`, ctx);
  }

  /** exportBatchProducts: a zip of the batch's print files with an XLSX list of its productions. */
  async exportProducts(auth: AuthContext, id: string, ctx: UrlContext): Promise<ZipExportResult> {
    const batch = await this.batchFor(auth, id);
    const members = await this.productions.inBatch(batch.id);
    return this.exportsService.zip({
      name: `batch-${batch.code}`,
      prefix: newId(),
      origin: ctx.origin,
      files: members.flatMap((p) =>
        p.printFiles.map((f) => ({ name: `print-files/${p.code}-${f.area}.png`, read: () => this.productions.printFileBytes(f.fileId) })),
      ),
      list: {
        name: 'products',
        columns: [
          { key: 'production_code', value: (p: BatchableProduction) => p.code },
          { key: 'order', value: (p) => p.orderNumber },
          { key: 'status', value: (p) => p.status },
          { key: 'product_type', value: (p) => p.productType },
          { key: 'colour', value: (p) => p.colour },
          { key: 'print_files', value: (p) => p.printFiles.map((f) => f.area).join(', ') },
        ],
        rows: members,
      },
    });
  }

  /**
   * The DTF gang sheets of a batch: its print files trimmed and nested on the roll, each sheet a
   * print-ready PNG with its DPI, and a PDF pick list of where each production's print sits.
   */
  async gangSheets(auth: AuthContext, id: string, ctx: UrlContext): Promise<GangSheetModel> {
    const batch = await this.batchFor(auth, id);
    if (batch.printMethod?.toUpperCase() !== 'DTF') throw BadInput('Gang sheets are made for batches printed by DTF.');
    const members = await this.productions.inBatch(batch.id);
    const pieces = [];
    for (const p of members)
      for (const f of p.printFiles)
        pieces.push({ id: `${p.id}:${f.area}`, code: p.code, order: `#${p.orderNumber}`, png: await this.productions.printFileBytes(f.fileId) });
    if (!pieces.length) throw BadInput('This batch has no print files yet.');
    const layout = await layoutGangSheets(pieces);
    const prefix = `documents/${newId()}`;
    const sheets = [];
    for (let sheet = 0; sheet < layout.sheetLengths.length; sheet++) {
      const key = `${prefix}/gang-sheet-${batch.code.toLowerCase()}-${sheet + 1}.png`;
      await this.storage.write(key, await renderGangSheet(layout, sheet), 'image/png');
      sheets.push({ url: await this.storage.getUrl(key, ctx), width_px: layout.widthPx, length_px: layout.sheetLengths[sheet] });
    }
    const inches = (px: number) => px / layout.dpi;
    const pickList = await this.documents.gangSheetPickList(
      batch.code,
      layout.placements.map((p) => ({ code: p.code, order: p.order, sheet: p.sheet, x: inches(p.x), y: inches(p.y), rotated: p.rotated })),
    );
    const published = await this.documents.publish(pickList, `pick-list-${batch.code}`, ctx);
    return {
      sheets,
      dpi: layout.dpi,
      pick_list_url: published.url,
      piece_area: layout.pieceArea,
      sheet_area: layout.sheetArea,
      area_used: layout.pieceArea / layout.sheetArea,
    };
  }

  /** The scheduled batching: productions released before the last cut-off, grouped by the rules. */
  async autoBatch(now = new Date()): Promise<number> {
    const cutoff = lastCutoff(now);
    return this.repo.transaction(async (tx) => {
      const groups = batchGroups(await this.productions.unbatchedBefore(cutoff, tx), cutoff, AUTO_BATCH_SIZE);
      for (const g of groups) {
        const batch = await this.insertBatch(
          {
            manufactureId: g.manufactureId,
            productType: g.productType,
            printMethod: g.printMethod,
            colour: g.colour,
            auto: true,
            productCount: g.productionIds.length,
            cutoffAt: cutoff,
          },
          tx,
        );
        await this.productions.setBatch(g.productionIds, batch.id, tx);
      }
      return groups.length;
    });
  }
}
