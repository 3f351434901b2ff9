import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  checkRoles,
  DEFAULT_PRODUCTION_ERRORS,
  PRODUCTION_CODE,
  PRODUCTION_STATUSES,
  type ProductionFilterInput,
  type ProductionOrder,
  type ProductionStatus,
  type SaveProductionErrorCodeInput,
  type UpdateProductionsInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, Forbidden, NotFound } from '../../platform/common/errors';
import type { Paging } from '../../platform/common/paging';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { FilesService } from '../files/files.service';
import type { BatchableProduction } from '../manufacturing-batches/batch-productions.port';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { MerchantGroupsService } from '../merchant-groups/merchant-groups.service';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UserRefLoader } from '../users/user-ref.loader';
import { UsersService } from '../users/users.service';
import type { MrpCounterModel, MrpProductModel } from './manufacturing.models';
import { ManufacturingRepository, type ProductionErrorCodeRow, type ProductionFilter, type ProductionRow } from './manufacturing.repository';
import { ProductionFlow } from './production-flow';
import { ProductionRelease } from './production-release';

const DONE: readonly string[] = ['Packing', 'Cancelled'];

/**
 * Productions as a factory sees them: who may work at which factory (the `x-manufacture` header
 * checked against its workers), the list and its counters, bulk hold and priority, the error codes.
 */
/** A production as the batches module reads it. */
const batchable = (r: ProductionRow): BatchableProduction => ({
  id: r.id,
  code: r.code,
  manufactureId: r.manufactureId,
  status: r.status as ProductionStatus,
  batchId: r.batchId,
  printMethod: r.printMethod,
  productType: r.productTypeId,
  colour: r.colour,
  orderNumber: r.orderNumber,
  releasedAt: r.createdAt,
  printFiles: r.printFiles.map((f) => ({ area: f.side, fileId: f.file_id })),
});

/** A production as the packing module reads it. */
export interface PackableProduction {
  id: string;
  code: string;
  orderId: string;
  orderNumber: number;
  orderItemId: string;
  sellerId: string;
  manufactureId: string;
  status: ProductionStatus;
  source: string;
  presetId: string;
  variantId: string;
  productName: string;
  variantTitle: string;
  printFiles: Array<{ side: string; file_id: string }>;
}

const packable = (r: ProductionRow): PackableProduction => ({
  id: r.id,
  code: r.code,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  orderItemId: r.orderItemId,
  sellerId: r.sellerId,
  manufactureId: r.manufactureId,
  status: r.status as ProductionStatus,
  source: r.source,
  presetId: r.presetId,
  variantId: r.variantId,
  productName: r.productName,
  variantTitle: r.variantTitle,
  printFiles: r.printFiles,
});

@Injectable()
export class ManufacturingService implements OnModuleInit {
  constructor(
    private readonly repo: ManufacturingRepository,
    private readonly flow: ProductionFlow,
    private readonly factories: ManufacturesService,
    private readonly users: UsersService,
    private readonly userRefs: UserRefLoader,
    private readonly merchantGroups: MerchantGroupsService,
    private readonly files: FilesService,
    private readonly timeline: TimelineService,
    private readonly release: ProductionRelease,
  ) {}

  onModuleInit(): void {
    // A production's history is read by the workers of its factory (and root).
    this.timeline.restrict('production', async (auth, id) => {
      const [row] = await this.repo.byIds([id]);
      return !!row && this.worksAt(auth, row.manufactureId);
    });
  }

  /** The factory of the request (`x-manufacture`): root and super_root may open any, a worker only their own. */
  /**
   * Releases an order waiting in Processing to production in the caller's transaction (a return's
   * replacement is made now, not after the hold window); answers how many productions were made,
   * or null when the order was not waiting.
   */
  async releaseIn(tx: Tx, orderId: string, actor: AuthContext | null): Promise<number | null> {
    return (await this.release.releaseIn(tx, orderId, actor))?.length ?? null;
  }

  async factoryOf(auth: AuthContext, header: string | undefined): Promise<string> {
    if (!header) throw BadField('x-manufacture', 'required', 'Open a manufacture first (the x-manufacture header).');
    if (!(await this.worksAt(auth, header))) throw Forbidden('You do not work at this manufacture.');
    return header;
  }

  private async worksAt(auth: AuthContext, manufactureId: string): Promise<boolean> {
    if (checkRoles(auth.user, ['root'])) {
      if (!(await this.factories.exists(manufactureId))) throw NotFound('Manufacture');
      return true;
    }
    return this.factories.isWorker(manufactureId, auth.user.id);
  }

  // ------------------------------------------------------------ the list

  /** The navbar's search: productions by (the start of) their code, at factories the caller works at (root: all). */
  async quickSearch(auth: AuthContext, term: string, limit: number): Promise<ProductionRow[]> {
    const code = term.trim().replace(/^#/, '').toUpperCase();
    if (!/^P[0-9A-Z]{1,8}$/.test(code)) return [];
    const rows = await this.repo.byCodePrefix(code, limit * 5);
    const factories = new Map<string, boolean>();
    for (const id of new Set(rows.map((r) => r.manufactureId))) factories.set(id, await this.worksAt(auth, id).catch(() => false));
    return rows.filter((r) => factories.get(r.manufactureId)).slice(0, limit);
  }

  async filterOf(manufactureId: string, input: ProductionFilterInput): Promise<ProductionFilter> {
    const search = input.search?.trim().replace(/^#/, '').toUpperCase();
    return {
      manufactureId,
      status: input.mrp_status && input.mrp_status !== 'All' ? input.mrp_status : undefined,
      source: input.source && input.source !== 'all' ? input.source : undefined,
      sellerIds: input.merchant_group_id ? await this.merchantGroups.merchantIdsOf(input.merchant_group_id) : undefined,
      productTypeId: input.product_type,
      code: search && PRODUCTION_CODE.test(search) ? search : undefined,
      // A search that is neither a code nor a number finds nothing (number -1).
      orderNumber: search && !PRODUCTION_CODE.test(search) ? (/^\d{1,15}$/.test(search) ? Number(search) : -1) : undefined,
      batchId: input.batch_id,
      priority: input.priority ?? undefined,
      late: input.late ?? undefined,
    };
  }

  async page(filter: ProductionFilter, paging: Paging, order: ProductionOrder): Promise<{ rows: ProductionRow[]; total: number }> {
    const [rows, total] = await Promise.all([this.repo.page(filter, paging.perPage, paging.offset, order), this.total(filter)]);
    return { rows, total };
  }

  /** A tab (and intake) alone is read from the counters; narrower filters count their rows. */
  private async total(f: ProductionFilter): Promise<number> {
    const { manufactureId, status, source, ...rest } = f;
    if (Object.values(rest).some((v) => v !== undefined)) return this.repo.count(f);
    const counts = await this.repo.counts(manufactureId, source);
    return status ? (counts.get(status) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0);
  }

  /** Productions per status at the factory, every status listed (zero included). */
  /** Productions past their ship-by date and not packed yet, every factory (the staff dashboard). */
  lateCount(now: Date): Promise<number> {
    return this.repo.lateCount(now);
  }

  async counters(manufactureId: string, source?: string | null, tx?: DbOrTx): Promise<MrpCounterModel[]> {
    const counts = await this.repo.counts(manufactureId, source && source !== 'all' ? source : undefined, tx);
    return PRODUCTION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  /** updateMrpProducts: hold or release, and set the priority of productions of this factory. */
  async update(auth: AuthContext, manufactureId: string, input: UpdateProductionsInput): Promise<ProductionRow[]> {
    return this.repo.transaction(async (tx) => {
      const rows = await this.repo.lockMany(manufactureId, input.ids, tx);
      if (rows.length !== new Set(input.ids).size) throw NotFound('Production');
      if (input.hold != null) await this.flow.setHold(tx, auth, rows, input.hold);
      if (input.priority != null) for (const p of rows) await this.repo.update(p.id, { priority: input.priority }, tx);
      await this.flow.changed(tx, manufactureId);
      return this.repo.byIds(input.ids, tx);
    });
  }

  // ---------------------------------------------------------------- for the packing module

  /** The production with this id or code at this factory, locked in `tx` (a scan at the packing station). */
  async forPacking(manufactureId: string, ref: string, tx: DbOrTx): Promise<PackableProduction | null> {
    const row = await this.repo.lockAt(manufactureId, ref, tx);
    return row ? packable(row) : null;
  }

  /** Units went into a live package (a time) or left a cancelled one (null): the Packing tab lists only the unpacked. */
  setPacked(ids: readonly string[], packedAt: Date | null, tx: DbOrTx): Promise<void> {
    return this.repo.setPacked(ids, packedAt, tx);
  }

  /** Productions by id as packing reads them. */
  async packablesByIds(ids: readonly string[], tx?: DbOrTx): Promise<PackableProduction[]> {
    return (await this.repo.byIds(ids, tx)).map(packable);
  }

  /** An order's units still to be shipped (not cancelled, not replaced by a reproduction). */
  async liveUnitsOfOrder(orderId: string, tx?: DbOrTx): Promise<PackableProduction[]> {
    return (await this.repo.ofOrder(orderId, tx)).filter((r) => r.status !== 'Cancelled' && r.status !== 'Error').map(packable);
  }

  /** The productions' models by id (a package's drawer), in the order of `ids`. */
  async modelsByIds(auth: AuthContext, ctx: object, url: UrlContext, ids: readonly string[]): Promise<MrpProductModel[]> {
    const rows = await this.repo.byIds(ids);
    return this.models(auth, ctx, url, rows);
  }

  // ------------------------------------------------------------ error codes

  /** Every error code; a factory's first read writes the defaults (DEFAULT_PRODUCTION_ERRORS). */
  // ---------------------------------------------------------------- for the batches module (BatchProductions)

  /** Productions by id as batching reads them. */
  async forBatching(ids: readonly string[], tx?: DbOrTx): Promise<BatchableProduction[]> {
    return (await this.repo.byIds(ids, tx)).map(batchable);
  }

  async inBatch(batchId: string, tx?: DbOrTx): Promise<BatchableProduction[]> {
    return (await this.repo.inBatch(batchId, tx)).map(batchable);
  }

  async unbatchedBefore(before: Date, tx?: DbOrTx): Promise<BatchableProduction[]> {
    return (await this.repo.unbatchedBefore(before, tx)).map(batchable);
  }

  setBatch(ids: readonly string[], batchId: string | null, tx: DbOrTx): Promise<void> {
    return this.repo.setBatch(ids, batchId, tx);
  }

  async batchStatusCounts(batchIds: readonly string[]): Promise<Map<string, Partial<Record<ProductionStatus, number>>>> {
    const out = new Map<string, Partial<Record<ProductionStatus, number>>>();
    for (const r of await this.repo.batchStatusCounts(batchIds)) out.set(r.batchId, { ...out.get(r.batchId), [r.status]: r.n });
    return out;
  }

  /** An order's productions, first makes only (reproductions are not billed again): the production ledger links its entries to them. */
  async unitsOfOrder(orderId: string, tx?: DbOrTx): Promise<Array<{ id: string; manufactureId: string; orderItemId: string }>> {
    return (await this.repo.ofOrder(orderId, tx))
      .filter((p) => !p.reproductionOf)
      .map((p) => ({ id: p.id, manufactureId: p.manufactureId, orderItemId: p.orderItemId }));
  }

  /** A print file's bytes (the batch export and gang sheets read them). */
  printFileBytes(fileId: string): Promise<Buffer> {
    return this.files.bytesOf(fileId);
  }

  async errorCodes(): Promise<ProductionErrorCodeRow[]> {
    const codes = await this.repo.errorCodes();
    if (codes.length) return codes;
    await this.repo.addErrorCodes(DEFAULT_PRODUCTION_ERRORS.map((c) => ({ code: c.code, step: c.step, key: c.key, redo: c.redo, reproduce: c.reproduce })));
    return this.repo.errorCodes();
  }

  async errorCodeMap(): Promise<Map<number, ProductionErrorCodeRow>> {
    return new Map((await this.errorCodes()).map((c) => [c.code, c]));
  }

  saveErrorCode(input: SaveProductionErrorCodeInput): Promise<ProductionErrorCodeRow> {
    return this.repo.saveErrorCode({ ...input, label: input.label ?? null });
  }

  // ------------------------------------------------------------ models

  /**
   * A production's model from its row alone (a scan's answer): its relations — steps, errors,
   * files, the seller's name — are left empty; a caller asking for them uses `models`.
   */
  modelOfRow(r: ProductionRow): MrpProductModel {
    return this.toModel(r, { steps: [], errors: [], sellerName: null, files: [] }, Date.now());
  }

  /**
   * The models of a page of productions: steps and errors (one query each), sellers (one), workers
   * (the request's user loader) and files (one); designs hidden from a caller with hide_production
   * and for sellers with disable_design_production.
   */
  async models(auth: AuthContext, ctx: object, url: UrlContext, rows: readonly ProductionRow[]): Promise<MrpProductModel[]> {
    const ids = rows.map((r) => r.id);
    const [steps, errors, sellers] = await Promise.all([
      this.repo.stepsOf(ids),
      this.repo.errorsOf(ids),
      this.users.findByIds([...new Set(rows.map((r) => r.sellerId))]),
    ]);
    const sellerOf = new Map(sellers.map((s) => [s.id, s]));
    const hidden = (r: ProductionRow) => auth.current.row.hideProduction || !!sellerOf.get(r.sellerId)?.disableDesignProduction;
    const fileIds = [...new Set(rows.filter((r) => !hidden(r)).flatMap((r) => r.printFiles.map((f) => f.file_id)))];
    const [thumbs, urls, workers] = await Promise.all([
      fileIds.length ? this.files.thumbnailsOf(fileIds, url) : new Map<string, { url: string }>(),
      fileIds.length ? this.files.urlsOf(fileIds, url) : new Map<string, string>(),
      this.userRefs.loadMany(ctx, [...new Set(steps.map((s) => s.workerId))]),
    ]);
    const workerName = new Map(workers.filter((w) => !!w).map((w) => [w!._id, w!.name]));
    const now = Date.now();
    return rows.map((r) =>
      this.toModel(
        r,
        {
          sellerName: sellerOf.get(r.sellerId)?.name ?? null,
          files: r.printFiles.map((f) => ({
            side: f.side,
            url: hidden(r) ? null : (urls.get(f.file_id) ?? null),
            thumbnail_url: hidden(r) ? null : (thumbs.get(f.file_id)?.url ?? null),
          })),
          errors: errors
            .filter((e) => e.productionId === r.id)
            .map((e) => ({ code: e.code, step: e.step, note: e.note, created_at: e.createdAt, resolved_at: e.resolvedAt })),
          steps: steps
            .filter((s) => s.productionId === r.id)
            .map((s) => ({
              from: s.from,
              to: s.to,
              station: s.station,
              worker_name: s.workerId ? (workerName.get(s.workerId) ?? null) : null,
              scanned_at: s.scannedAt,
            })),
        },
        now,
      ),
    );
  }

  private toModel(
    r: ProductionRow,
    rel: Pick<MrpProductModel, 'steps' | 'errors'> & { sellerName: string | null; files: MrpProductModel['print_files'] },
    now: number,
  ): MrpProductModel {
    return {
      _id: r.id,
      code: r.code,
      status: r.status,
      route: r.route,
      order_id: r.orderId,
      order_number: r.orderNumber,
      order_item_id: r.orderItemId,
      unit_index: r.unitIndex,
      seller_id: r.sellerId,
      seller_name: rel.sellerName,
      manufacture_id: r.manufactureId,
      batch_id: r.batchId,
      preset_id: r.presetId,
      product_name: r.productName,
      variant_title: r.variantTitle,
      print_method: r.printMethod,
      print_files: rel.files,
      image: rel.files[0]?.thumbnail_url ?? null,
      errors: rel.errors,
      priority: r.priority,
      ship_by: r.shipBy,
      late: r.shipBy.getTime() < now && !DONE.includes(r.status),
      note: r.note,
      reproduction_of: r.reproductionOf,
      source: r.source,
      steps: rel.steps,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  }
}
