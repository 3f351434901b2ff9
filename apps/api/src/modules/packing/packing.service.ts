import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  ALL_SHIPPING_METHODS,
  checkRoles,
  PACKAGE_CODE,
  PACKAGE_STATUSES,
  SHIPMENT_STATUSES,
  SHIPPED_PACKAGE_STATUSES,
  shippingCost,
  type Address,
  type PackageFilterInput,
  type PackageLabelImportRow,
  type PackageMeasuresInput,
  type PackageStatus,
  type PackageTrackingInput,
  type SplitPackageInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { isStaff, owns, type OwnedKind } from '../../platform/auth/ownership';
import { NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { DocumentsService } from '../../producers/documents/documents.service';
import { EventsService } from '../../platform/events/events.service';
import { FilesRef } from '../files/files-ref';
import { PresetsService } from '../catalogue/presets.service';
import { ShippingMethodsService } from '../logistics/shipping-methods.service';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { ManufacturingService, type PackableProduction } from '../manufacturing/manufacturing.service';
import { OrderProgressService, type OrderPart, type OrderPartState } from '../orders/order-progress';
import { OrdersService } from '../orders/orders.service';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UsersService } from '../users/users.service';
import { Carriers } from './carriers/carriers';
import type { ManifestLine } from './carriers/carrier';
import { MeasuresRequired, MixedOrders, NotAtPacking, PackageState, ShipBySeller, UnknownTracking } from './packing.errors';
import { packageMachine } from './packing.machine';
import type { PackageCountersModel, PackageModel } from './packing.models';
import { PackingRepository, type PackageFilter, type PackageRow } from './packing.repository';

/** What a scan at the packing station did. */
export interface PackOutcome {
  pkg: PackageRow;
  binNumber: number | null;
  packed: number;
  total: number;
  complete: boolean;
  changed: boolean;
  reason: string | null;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function newPackageCode(): string {
  return `K${Array.from(randomBytes(8), (b) => BASE36[b % 36]).join('')}`;
}

const addressLines = (a: Address): string[] =>
  [a.name, a.company, a.address1, a.address2, [a.zip, a.city].filter(Boolean).join(' '), [a.state, a.country?.toUpperCase()].filter(Boolean).join(' ')].filter(
    (l): l is string => !!l && l.trim() !== '',
  );

/**
 * Box packages: a unit scanned at Packing goes to its order's bin; the complete bin is a Packed
 * package, weighed, labelled (a carrier adapter), printed with its slip, handed over (Picked Up)
 * and followed to Delivered by the shipment events. Packages are parts of their order: when one
 * moves, the order follows all its parts (`OrderProgressService`).
 */
@Injectable()
export class PackingService implements OnModuleInit {
  /** Packages as the ownership rule checks them (a seller's own orders' packages). */
  readonly kind: OwnedKind;

  constructor(
    private readonly repo: PackingRepository,
    private readonly manufacturing: ManufacturingService,
    private readonly factories: ManufacturesService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly presets: PresetsService,
    private readonly methods: ShippingMethodsService,
    private readonly documents: DocumentsService,
    private readonly events: EventsService,
    private readonly files: FilesRef,
    private readonly carriers: Carriers,
    private readonly timeline: TimelineService,
    private readonly progress: OrderProgressService,
  ) {
    this.kind = { entity: 'Package', ownedBy: (sellerId, ids, tx) => this.repo.ownedBy(sellerId, ids, tx) };
  }

  onModuleInit(): void {
    // A package's history is read by the workers of its factory (and root).
    this.timeline.restrict('package', async (auth, id) => {
      const [row] = await this.repo.byIds([id]);
      return !!row && (checkRoles(auth.user, ['root']) || (await this.factories.isWorker(row.manufactureId, auth.user.id)));
    });
    // An order's factory parts: its packages, and each unit not in one yet.
    this.progress.registerParts('packing', (orderId, tx) => this.partsOf(orderId, tx));
  }

  /** The factory of the request (an argument, else `x-manufacture`), checked as manufacturing does. */
  factoryOf(auth: AuthContext, id: string | undefined): Promise<string> {
    return this.manufacturing.factoryOf(auth, id);
  }

  // ------------------------------------------------------------ the list

  filterOf(manufactureId: string, input: PackageFilterInput): PackageFilter {
    const search = input.search?.trim().replace(/^#/, '').toUpperCase();
    const code = search && PACKAGE_CODE.test(search) ? search : undefined;
    const number = search && !code && /^\d{1,15}$/.test(search) ? Number(search) : undefined;
    return {
      manufactureId,
      status: input.status && input.status !== 'All' ? input.status : undefined,
      source: input.source && input.source !== 'All' ? input.source : undefined,
      shippingKey: input.shipping && input.shipping !== ALL_SHIPPING_METHODS ? (input.shipping === 'none' ? '' : input.shipping) : undefined,
      code,
      orderNumber: number,
      trackingNumber: search && !code && number === undefined ? search : undefined,
    };
  }

  /** The navbar's search: a package by its code, at a factory the caller works at (root: any). */
  async quickFind(auth: AuthContext, term: string): Promise<PackageRow | null> {
    const code = term.trim().replace(/^#/, '').toUpperCase();
    if (!PACKAGE_CODE.test(code)) return null;
    const pkg = await this.repo.find(code);
    return pkg && (await this.worksAt(auth, pkg.manufactureId)) ? pkg : null;
  }

  async page(filter: PackageFilter, paging: Paging): Promise<{ rows: PackageRow[]; total: number }> {
    const [rows, total] = await Promise.all([this.repo.page(filter, paging.perPage, paging.offset), this.total(filter)]);
    return { rows, total };
  }

  /** A tab, intake and shipping method are read from the counters; a search counts its (few) rows. */
  private async total(f: PackageFilter): Promise<number> {
    if (f.code || f.orderNumber != null || f.trackingNumber) return this.repo.count(f);
    const rows = await this.repo.counts(f.manufactureId, f.source);
    return rows
      .filter((r) => (!f.status || r.status === f.status) && (f.shippingKey === undefined || r.shippingKey === f.shippingKey))
      .reduce((a, r) => a + r.total, 0);
  }

  async counters(manufactureId: string, source: string | undefined, shipping: string | undefined): Promise<PackageCountersModel> {
    const rows = await this.repo.counts(manufactureId, source && source !== 'All' ? source : undefined);
    const key = shipping && shipping !== ALL_SHIPPING_METHODS ? (shipping === 'none' ? '' : shipping) : undefined;
    const inMethod = rows.filter((r) => key === undefined || r.shippingKey === key);
    const sum = (list: typeof rows) => list.reduce((a, r) => a + r.total, 0);
    const methodIds = [...new Set(rows.map((r) => r.shippingKey))];
    const names = new Map(await Promise.all(methodIds.map(async (id) => [id, id ? ((await this.methods.find(id))?.name ?? null) : null] as const)));
    return {
      statuses: [{ key: 'All', count: sum(inMethod) }, ...PACKAGE_STATUSES.map((s) => ({ key: s, count: sum(inMethod.filter((r) => r.status === s)) }))],
      shipping: methodIds.map((id) => ({ key: id, name: names.get(id) ?? null, count: sum(rows.filter((r) => r.shippingKey === id)) })),
      tracking: ['none', ...SHIPMENT_STATUSES].map((s) => ({ key: s, count: sum(inMethod.filter((r) => r.trackingStatus === s)) })).filter((c) => c.count > 0),
    };
  }

  /** Unit ids per package, one query for a page. */
  async unitsOf(packageIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(packageIds.map((id) => [id, []]));
    for (const u of await this.repo.unitsOf(packageIds)) out.get(u.packageId)?.push(u.productionId);
    return out;
  }

  productionModels(auth: AuthContext, ctx: object, url: UrlContext, ids: readonly string[]) {
    return this.manufacturing.modelsByIds(auth, ctx, url, ids);
  }

  /** A package by id or code at the factory. */
  async get(manufactureId: string, ref: string): Promise<PackageRow> {
    const row = await this.repo.find(ref, manufactureId);
    if (!row) throw NotFound('Package');
    return row;
  }

  /** The packages of orders (an order's page), for whoever sees the orders. */
  ofOrders(orderIds: readonly string[]): Promise<PackageRow[]> {
    return this.repo.ofOrders(orderIds);
  }

  // ------------------------------------------------------------ the packing station

  /**
   * packMrpProduct: a unit scanned at Packing goes into its order's package at this factory (made,
   * with a free bin, by the first unit); the order's last unit completes it (Packed). A package
   * named by the packer must be of the unit's order. The same scan twice changes nothing.
   */
  pack(auth: AuthContext, manufactureId: string, code: string, packageRef?: string): Promise<PackOutcome> {
    return this.repo.transaction(async (tx) => {
      const p = await this.manufacturing.forPacking(manufactureId, code, tx);
      if (!p) throw NotFound('Production');
      const already = await this.repo.packageOfProduction(p.id, tx);
      if (already) {
        const packed = (await this.repo.unitsOf([already.id], tx)).length;
        return {
          pkg: already,
          binNumber: already.binNumber,
          packed,
          total: already.unitsTotal,
          complete: already.status !== 'Processing',
          changed: false,
          reason: 'already_packed',
        };
      }
      if (p.status !== 'Packing') throw NotAtPacking(p.code, p.status);
      await this.repo.lockKey(`package:${p.orderId}`, tx);
      let pkg: PackageRow | null;
      if (packageRef) {
        pkg = await this.repo.lock(packageRef, tx, manufactureId);
        if (!pkg) throw NotFound('Package');
        if (pkg.orderId !== p.orderId) throw MixedOrders(p.code);
        if (pkg.status !== 'Processing') throw PackageState(pkg.code, pkg.status, 'filled');
      } else pkg = await this.repo.openOfOrder(p.orderId, manufactureId, tx);
      const units = (await this.manufacturing.liveUnitsOfOrder(p.orderId, tx)).filter((u) => u.manufactureId === manufactureId);
      const packedBefore = pkg ? await this.repo.unitsOf([pkg.id], tx) : [];
      // Units of the order already in its other packages (a split) are not this bin's to wait for.
      const elsewhere = await this.unitsInOtherPackages(p.orderId, pkg?.id ?? null, tx);
      const total = units.filter((u) => !elsewhere.has(u.id)).length;
      if (!pkg) pkg = await this.open(tx, p, manufactureId, total);
      await this.repo.addUnit({ packageId: pkg.id, orderId: p.orderId, productionId: p.id, packedBy: auth.user.id }, tx);
      await this.manufacturing.setPacked([p.id], new Date(), tx);
      const packed = packedBefore.length + 1;
      const complete = packed >= total;
      if (complete) {
        const ids = [...packedBefore.map((u) => u.productionId), p.id];
        pkg = await this.complete(auth, tx, pkg, await this.manufacturing.packablesByIds(ids, tx));
      } else if (pkg.unitsTotal !== total) pkg = await this.repo.update(pkg.id, { unitsTotal: total }, tx);
      return { pkg, binNumber: pkg.binNumber, packed, total, complete, changed: true, reason: null };
    });
  }

  /** A filling package's units still to come: its order's live units at its factory in no live package (the drawer shows where each is and when it is due). */
  async missingUnits(auth: AuthContext, ctx: object, url: UrlContext, pkg: Pick<PackageModel, 'status' | 'order_id' | 'manufacture_id'>) {
    if (pkg.status !== 'Processing') return [];
    const [units, packed] = await Promise.all([this.manufacturing.liveUnitsOfOrder(pkg.order_id), this.unitsInOtherPackages(pkg.order_id, null)]);
    const missing = units.filter((u) => u.manufactureId === pkg.manufacture_id && !packed.has(u.id)).map((u) => u.id);
    return this.manufacturing.modelsByIds(auth, ctx, url, missing);
  }

  private async unitsInOtherPackages(orderId: string, exceptPackage: string | null, tx?: DbOrTx): Promise<Set<string>> {
    const others = (await this.repo.ofOrders([orderId], tx)).filter((k) => k.id !== exceptPackage && k.status !== 'Cancelled');
    return new Set(
      (
        await this.repo.unitsOf(
          others.map((k) => k.id),
          tx,
        )
      ).map((u) => u.productionId),
    );
  }

  /** A new package for the order's units at this factory, in the smallest free bin. */
  private async open(tx: Tx, p: PackableProduction, manufactureId: string, total: number): Promise<PackageRow> {
    const order = await this.orders.findById(p.orderId, tx);
    if (!order) throw NotFound('Order');
    const seller = await this.users.findById(order.sellerId, tx);
    const method = order.shippingMethodId ? await this.methods.find(order.shippingMethodId, tx) : null;
    await this.repo.lockKey(`bins:${manufactureId}`, tx);
    const bin = total > 1 ? await this.repo.freeBin(manufactureId, tx) : null;
    return this.repo.insert(
      {
        id: newId(),
        code: newPackageCode(),
        orderId: order.id,
        orderNumber: order.number,
        sellerId: order.sellerId,
        manufactureId,
        shippingMethodId: order.shippingMethodId,
        shippingKey: order.shippingMethodId ?? '',
        source: p.source,
        binNumber: bin,
        unitsTotal: total,
        shipBySeller: !!seller?.shipBySeller && !order.shippingMethodId,
        international: method?.scope === 'international' || !!seller?.isInternational,
      },
      tx,
    );
  }

  /** The bin is full: Packed, with its declared weight and size from the catalogue and its estimated cost. */
  private async complete(auth: AuthContext, tx: Tx, pkg: PackageRow, units: readonly PackableProduction[]): Promise<PackageRow> {
    const { presets, variants } = await this.presets.productionInfoOf([...new Set(units.map((u) => u.presetId))], tx);
    const presetOf = new Map(presets.map((p) => [p.id, p]));
    const variantOf = new Map(variants.map((v) => [v.id, v]));
    let weight = 0;
    const dims = { w: 0, h: 0, l: 0 };
    for (const u of units) {
      const v = variantOf.get(u.variantId);
      const p = presetOf.get(u.presetId);
      weight += v?.weight ?? p?.weight ?? 0;
      dims.w = Math.max(dims.w, v?.packageWidth ?? p?.packageWidth ?? 0);
      dims.l = Math.max(dims.l, v?.packageLength ?? p?.packageLength ?? 0);
      dims.h += v?.packageHeight ?? p?.packageHeight ?? 0;
    }
    const estimatedCost = await this.estimate(pkg, weight, units.length, tx);
    await packageMachine.fire(tx, { entityId: pkg.id, from: pkg.status as PackageStatus, transition: 'pack', actor: auth });
    return this.repo.update(
      pkg.id,
      {
        status: 'Packed',
        packedAt: new Date(),
        unitsTotal: units.length,
        declaredWeight: weight,
        declaredWidth: dims.w || null,
        declaredHeight: dims.h || null,
        declaredLength: dims.l || null,
        estimatedCost,
      },
      tx,
    );
  }

  /** The logistics cost function over the order's shipping method (null without a method or a price). */
  private async estimate(pkg: PackageRow, weight: number, items: number, tx: DbOrTx): Promise<string | null> {
    if (!pkg.shippingMethodId) return null;
    const order = await this.orders.findById(pkg.orderId, tx);
    if (!order) return null;
    const quote = shippingCost(await this.methods.costTableOf(pkg.shippingMethodId, tx), {
      country: order.shippingAddress.country,
      weight,
      items: Math.max(1, items),
    });
    return quote.ok ? quote.cost : null;
  }

  /** mrpPackageSplit: the chosen units leave for a new package of the same order (same status, no bin). */
  split(auth: AuthContext, manufactureId: string, input: SplitPackageInput): Promise<PackageRow[]> {
    return this.repo.transaction(async (tx) => {
      const pkg = await this.locked(tx, manufactureId, input._id);
      if (pkg.status !== 'Processing' && pkg.status !== 'Packed') throw PackageState(pkg.code, pkg.status, 'split');
      if (pkg.trackingNumber) throw PackageState(pkg.code, 'labelled', 'split');
      const units = (await this.repo.unitsOf([pkg.id], tx)).map((u) => u.productionId);
      const moving = [...new Set(input.production_ids)];
      if (moving.some((id) => !units.includes(id))) throw MixedOrders(moving.find((id) => !units.includes(id))!);
      if (moving.length >= units.length) throw PackageState(pkg.code, pkg.status, 'split into an empty package');
      const made = await this.repo.insert(
        {
          ...pkg,
          id: newId(),
          code: newPackageCode(),
          binNumber: null,
          unitsTotal: moving.length,
          createdAt: undefined,
          updatedAt: undefined,
          labelKey: null,
          slipKey: null,
        },
        tx,
      );
      await this.repo.moveUnits(moving, made.id, tx);
      const kept = await this.repo.update(pkg.id, { unitsTotal: pkg.unitsTotal - moving.length }, tx);
      await this.timeline.note(tx, {
        entity: 'package',
        entityId: made.id,
        state: made.status,
        actorId: auth.user.id,
        text: { code: 'package_split', params: { code: pkg.code } },
      });
      return [kept, made];
    });
  }

  /** trashMrpProductPackage: the package is cancelled and its units are free to pack again. */
  trash(auth: AuthContext, manufactureId: string, ref: string): Promise<PackageRow> {
    return this.repo.transaction(async (tx) => {
      const pkg = await this.locked(tx, manufactureId, ref);
      await packageMachine.fire(tx, { entityId: pkg.id, from: pkg.status as PackageStatus, transition: 'cancel', actor: auth });
      const units = (await this.repo.unitsOf([pkg.id], tx)).map((u) => u.productionId);
      await this.repo.removeUnits(pkg.id, tx);
      await this.manufacturing.setPacked(units, null, tx);
      return this.repo.update(pkg.id, { status: 'Cancelled', cancelledAt: new Date(), binNumber: null }, tx);
    });
  }

  /** setMrpPackageMeasures: the weighed package; its size is required when the seller checks dimensions. */
  measure(manufactureId: string, input: PackageMeasuresInput): Promise<PackageRow> {
    return this.repo.transaction(async (tx) => {
      const pkg = await this.locked(tx, manufactureId, input._id);
      if (pkg.status === 'Cancelled' || pkg.status === 'Delivered') throw PackageState(pkg.code, pkg.status, 'measured');
      const seller = await this.users.findById(pkg.sellerId, tx);
      if (seller?.enableCheckDimension) {
        const missing = (['width', 'height', 'length'] as const).find((k) => !input[k]);
        if (missing) throw MeasuresRequired(missing, 'This seller checks dimensions: give the width, height and length of the box.');
      }
      return this.repo.update(
        pkg.id,
        {
          realWeight: input.weight,
          realWidth: input.width ?? null,
          realHeight: input.height ?? null,
          realLength: input.length ?? null,
          ...(input.real_cost != null && { realCost: input.real_cost }),
        },
        tx,
      );
    });
  }

  // ------------------------------------------------------------ labels and documents

  /** labelMrpPackage: a Packed package gets its tracking number and label from its carrier. */
  label(auth: AuthContext, manufactureId: string, ref: string): Promise<PackageRow> {
    return this.repo.transaction(async (tx) => {
      const pkg = await this.locked(tx, manufactureId, ref);
      if (pkg.status !== 'Packed') throw PackageState(pkg.code, pkg.status, 'labelled');
      if (pkg.trackingNumber) return pkg;
      if (pkg.shipBySeller) throw ShipBySeller(pkg.code);
      const seller = await this.users.findById(pkg.sellerId, tx);
      if (seller?.enableCheckDimension && (!pkg.realWeight || !pkg.realWidth || !pkg.realHeight || !pkg.realLength))
        throw MeasuresRequired('weight', 'This seller checks dimensions: weigh and measure the package before labelling it.');
      const order = await this.orders.findById(pkg.orderId, tx);
      if (!order) throw NotFound('Order');
      const method = pkg.shippingMethodId ? await this.methods.find(pkg.shippingMethodId, tx) : null;
      const [factory] = await this.factories.byIds([manufactureId], tx);
      const customs = pkg.international ? await this.customsOf(pkg, tx) : [];
      const label = await this.carriers.for(method?.carrier).label(tx, {
        packageCode: pkg.code,
        orderNumber: pkg.orderNumber,
        method: method ? { id: method._id, name: method.name, carrier: method.carrier ?? null } : null,
        shipTo: addressLines(order.shippingAddress),
        from: [factory?.name, factory?.address].filter((l): l is string => !!l),
        country: order.shippingAddress.country,
        weight: pkg.realWeight ?? pkg.declaredWeight,
        international: pkg.international,
        customs,
      });
      const stored = await this.documents.publish(label.pdf, `label-${pkg.code}`);
      const labelled = await this.repo.update(
        pkg.id,
        { carrier: label.carrier, carrierName: label.carrierName, trackingNumber: label.trackingNumber, labelKey: stored.key, labelledAt: new Date() },
        tx,
      );
      await this.labelled(tx, labelled);
      await this.timeline.note(tx, {
        entity: 'package',
        entityId: pkg.id,
        state: pkg.status,
        actorId: auth.user.id,
        text: { code: 'package_labelled', params: { tracking: label.trackingNumber } },
      });
      return labelled;
    });
  }

  private labelled(tx: Tx, pkg: PackageRow) {
    return this.events.record(tx, 'package.labelled', {
      packageId: pkg.id,
      orderId: pkg.orderId,
      sellerId: pkg.sellerId,
      manufactureId: pkg.manufactureId,
      trackingNumber: pkg.trackingNumber!,
      carrier: pkg.carrierName ?? pkg.carrier ?? 'own',
      shippingMethodId: pkg.shippingMethodId,
      international: pkg.international,
    });
  }

  /** Customs lines: each order line in the package with its preset's HTS code and value of goods. */
  private async customsOf(pkg: PackageRow, tx: DbOrTx) {
    const units = await this.manufacturing.packablesByIds(
      (await this.repo.unitsOf([pkg.id], tx)).map((u) => u.productionId),
      tx,
    );
    const { presets } = await this.presets.productionInfoOf([...new Set(units.map((u) => u.presetId))], tx);
    const presetOf = new Map(presets.map((p) => [p.id, p]));
    const lines = new Map<string, { description: string; htsCode: string | null; value: string; quantity: number }>();
    for (const u of units) {
      const p = presetOf.get(u.presetId);
      const line = lines.get(u.variantId) ?? {
        description: `${u.productName} ${u.variantTitle}`.trim(),
        htsCode: p?.htsCode ?? null,
        value: p?.valueOfGoods ?? '0.00',
        quantity: 0,
      };
      line.quantity++;
      lines.set(u.variantId, line);
    }
    return [...lines.values()];
  }

  /**
   * printMrpPackage: one PDF per package, its packing slip then its label (ours, or the seller's
   * stamped with the order code); a Packed package we ship without a label gets one from its
   * carrier first (one action at the bench). Answers its signed URL.
   */
  async print(auth: AuthContext, manufactureId: string, ref: string, url: UrlContext): Promise<{ url: string; pages: number }> {
    let pkg = await this.get(manufactureId, ref);
    if (pkg.status === 'Processing' || pkg.status === 'Cancelled') throw PackageState(pkg.code, pkg.status, 'printed');
    if (pkg.status === 'Packed' && !pkg.trackingNumber && !pkg.shipBySeller) pkg = await this.label(auth, manufactureId, pkg.id);
    const slip = await this.slipOf(pkg);
    const parts: Uint8Array[] = [slip];
    if (pkg.labelKey) parts.push(await this.documents.read(pkg.labelKey));
    else if (pkg.sellerLabelFileId)
      parts.push(await this.documents.stamp(await this.files.service.bytesOf(pkg.sellerLabelFileId), `#${pkg.orderNumber} ${pkg.code}`));
    const merged = await this.documents.merge(parts);
    const stored = await this.documents.publish(merged, `package-${pkg.code}`, url);
    await this.repo.setSlip(pkg.id, stored.key);
    return { url: stored.url, pages: await this.pagesOf(merged) };
  }

  private async pagesOf(pdf: Buffer): Promise<number> {
    return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  }

  /** The packing slip of a package: order, ship-to, its units with pictures, the package's Code 128. */
  async slipOf(pkg: PackageRow): Promise<Buffer> {
    const order = await this.orders.findById(pkg.orderId);
    if (!order) throw NotFound('Order');
    const units = await this.manufacturing.packablesByIds((await this.repo.unitsOf([pkg.id])).map((u) => u.productionId));
    const items = await this.orders.itemsOf([pkg.orderId]);
    const skuOf = new Map(items.map((i) => [i.id, i.sku]));
    const seller = await this.users.findById(pkg.sellerId);
    const lines = new Map<string, { sku: string; name: string; quantity: number; image: Buffer | null; fileId: string | null }>();
    for (const u of units) {
      const line = lines.get(u.orderItemId) ?? {
        sku: skuOf.get(u.orderItemId) ?? '',
        name: `${u.productName} ${u.variantTitle}`.trim(),
        quantity: 0,
        image: null,
        fileId: seller?.disableDesignProduction ? null : (u.printFiles[0]?.file_id ?? null),
      };
      line.quantity++;
      lines.set(u.orderItemId, line);
    }
    await Promise.all(
      [...lines.values()].map(async (l) => {
        if (l.fileId) l.image = await this.files.service.bytesOf(l.fileId).catch(() => null);
      }),
    );
    return this.documents.packingSlip({
      number: `#${pkg.orderNumber}`,
      date: order.createdAt,
      shipTo: addressLines(order.shippingAddress),
      items: [...lines.values()].map(({ sku, name, quantity, image }) => ({ sku, name, quantity, image })),
      barcode: pkg.code,
      note: `${pkg.code}${pkg.binNumber ? ` · bin ${pkg.binNumber}` : ''}`,
    });
  }

  /** The carrier's hand-over manifest (CSV) of the factory's labelled packages not picked up yet. */
  async manifest(manufactureId: string): Promise<{ filename: string; csv: string; count: number }> {
    const rows = await this.repo.awaitingPickup(manufactureId);
    const orders = new Map<string, Address>();
    for (const r of rows) if (!orders.has(r.orderId)) orders.set(r.orderId, (await this.orders.findById(r.orderId))!.shippingAddress);
    const methodNames = new Map<string, string>();
    for (const id of new Set(rows.map((r) => r.shippingMethodId).filter((m): m is string => !!m)))
      methodNames.set(id, (await this.methods.find(id))?.name ?? '');
    const lines: ManifestLine[] = rows.map((r) => {
      const a = orders.get(r.orderId)!;
      return {
        trackingNumber: r.trackingNumber!,
        packageCode: r.code,
        orderNumber: r.orderNumber,
        method: r.shippingMethodId ? (methodNames.get(r.shippingMethodId) ?? '') : '',
        weight: r.realWeight ?? r.declaredWeight,
        name: a.name,
        city: a.city,
        zip: a.zip ?? '',
        country: a.country.toUpperCase(),
      };
    });
    const day = new Date().toISOString().slice(0, 10);
    return { filename: `manifest-${day}.csv`, csv: this.carriers.for(null).manifest(lines), count: lines.length };
  }

  // ------------------------------------------------------------ hand-over and tracking

  /** scanPackageTracking: the label scanned at hand-over; the package is Picked Up (the same scan twice changes nothing). */
  async scanTracking(auth: AuthContext, tracking: string): Promise<PackageRow> {
    const found = await this.repo.byTracking(tracking, undefined, false);
    if (!found || !(await this.worksAt(auth, found.manufactureId))) throw UnknownTracking();
    return this.repo.transaction(async (tx) => {
      const pkg = await this.repo.byTracking(tracking, tx);
      if (!pkg) throw UnknownTracking();
      if (pkg.status !== 'Packed') {
        if (SHIPPED_PACKAGE_STATUSES.includes(pkg.status as PackageStatus)) return pkg;
        throw PackageState(pkg.code, pkg.status, 'handed over');
      }
      return this.pickUp(tx, auth, pkg);
    });
  }

  private async worksAt(auth: AuthContext, manufactureId: string): Promise<boolean> {
    return checkRoles(auth.user, ['root']) || this.factories.isWorker(manufactureId, auth.user.id);
  }

  private async pickUp(tx: Tx, auth: AuthContext | null, pkg: PackageRow): Promise<PackageRow> {
    await packageMachine.fire(tx, { entityId: pkg.id, from: pkg.status as PackageStatus, transition: 'pick_up', actor: auth });
    const moved = await this.repo.update(pkg.id, { status: 'Picked Up', pickedUpAt: new Date() }, tx);
    await this.events.record(tx, 'package.picked_up', { packageId: pkg.id, orderId: pkg.orderId, trackingNumber: pkg.trackingNumber! });
    await this.follow(tx, pkg);
    return moved;
  }

  /** setMrpPackageTracking: the seller ships it (ship_by_seller) and gives the carrier's number; it counts as Picked Up. */
  async setTracking(auth: AuthContext, input: PackageTrackingInput): Promise<PackageRow> {
    const found = await this.repo.find(input._id);
    if (!found || !owns(auth, found.sellerId)) throw NotFound('Package');
    if (isStaff(auth) && !(await this.worksAt(auth, found.manufactureId))) throw NotFound('Package');
    return this.repo.transaction(async (tx) => {
      const pkg = await this.repo.lock(found.id, tx);
      if (!pkg) throw NotFound('Package');
      if (!pkg.shipBySeller) throw PackageState(pkg.code, 'labelled by us', 'given a seller tracking number');
      if (pkg.status !== 'Packed' || pkg.trackingNumber) throw PackageState(pkg.code, pkg.status, 'given a tracking number');
      const labelled = await this.repo.update(
        pkg.id,
        { carrier: 'seller', carrierName: input.carrier, trackingNumber: input.tracking_number, labelledAt: new Date() },
        tx,
      );
      await this.labelled(tx, labelled);
      return this.pickUp(tx, auth, labelled);
    });
  }

  /** The seller-label import's row: the order's package gets the seller's tracking number and label PDF. */
  async attachSellerLabel(auth: AuthContext, row: PackageLabelImportRow, tx: Tx): Promise<string> {
    if (!(await this.files.service.usableIds(auth, [row.label_file_id], tx)).has(row.label_file_id)) throw NotFound('File');
    const pkg = (await this.repo.ofOrderNumber(row.order_number, tx)).find(
      (k) => owns(auth, k.sellerId) && (k.status === 'Processing' || k.status === 'Packed') && !k.trackingNumber,
    );
    if (!pkg) throw NotFound('Package');
    const labelled = await this.repo.update(
      pkg.id,
      {
        carrier: 'seller',
        carrierName: row.carrier ?? 'Seller label',
        trackingNumber: row.tracking_number,
        sellerLabelFileId: row.label_file_id,
        labelledAt: new Date(),
      },
      tx,
    );
    await this.labelled(tx, labelled);
    return pkg.id;
  }

  /** Packages waiting for a seller label, by order number (the import's check). */
  ofOrderNumber(orderNumber: number): Promise<PackageRow[]> {
    return this.repo.ofOrderNumber(orderNumber);
  }

  /** A shipment moved (shipments' event): the package follows, then its order. */
  async shipmentMoved(tx: Tx, packageId: string, to: string): Promise<void> {
    const pkg = await this.repo.lock(packageId, tx);
    if (!pkg || pkg.status === 'Cancelled') return;
    const tracking = (SHIPMENT_STATUSES as readonly string[]).includes(to) ? to : 'Other';
    let status = pkg.status as PackageStatus;
    const fire = async (transition: 'deliver' | 'exception' | 'recover' | 'pick_up') => {
      status = await packageMachine.fire(tx, { entityId: pkg.id, from: status, transition, actor: null });
    };
    if (to === 'Delivered' && status !== 'Delivered') await fire('deliver');
    else if ((to === 'Failed' || to === 'Exception') && (status === 'Packed' || status === 'Picked Up')) await fire('exception');
    else if (status === 'Packed' && ['Picked Up', 'Processed', 'In Transit', 'Out For Delivery', 'Delivery Attempt'].includes(to)) await fire('pick_up');
    else if (status === 'Exception' && ['Picked Up', 'Processed', 'In Transit', 'Out For Delivery', 'Delivery Attempt'].includes(to)) await fire('recover');
    await this.repo.update(
      pkg.id,
      {
        status,
        trackingStatus: tracking,
        ...(status === 'Delivered' && !pkg.deliveredAt && { deliveredAt: new Date() }),
        ...(status === 'Picked Up' && !pkg.pickedUpAt && { pickedUpAt: new Date() }),
      },
      tx,
    );
    if (status !== pkg.status) await this.follow(tx, pkg);
  }

  /** A package moved: its order follows all of its parts (packages, provider lines, ...). */
  private follow(tx: Tx, pkg: Pick<PackageRow, 'orderId' | 'code'>): Promise<void> {
    return this.progress.follow(tx, pkg.orderId, { kind: 'package', code: pkg.code });
  }

  /**
   * The order's factory parts: each live package (shipped once Picked Up, or an Exception after its
   * pick-up; delivered once Delivered) with the order lines of its units, and each live unit not in
   * a package yet (still to ship).
   */
  private async partsOf(orderId: string, tx: DbOrTx): Promise<OrderPart[]> {
    const live = (await this.repo.ofOrders([orderId], tx)).filter((k) => k.status !== 'Cancelled');
    const units = await this.manufacturing.liveUnitsOfOrder(orderId, tx);
    if (!live.length && !units.length) return [];
    const itemOf = new Map(units.map((u) => [u.id, u.orderItemId]));
    const packed = await this.repo.unitsOf(
      live.map((k) => k.id),
      tx,
    );
    const inPackage = new Set(packed.map((u) => u.productionId));
    const stateOf = (k: PackageRow): OrderPartState =>
      k.status === 'Delivered' ? 'delivered' : k.status === 'Picked Up' || (k.status === 'Exception' && k.pickedUpAt) ? 'shipped' : 'pending';
    const itemsOf = (packageId: string) => {
      const count = new Map<string, number>();
      for (const u of packed) {
        const itemId = u.packageId === packageId ? itemOf.get(u.productionId) : undefined;
        if (itemId) count.set(itemId, (count.get(itemId) ?? 0) + 1);
      }
      return [...count].map(([itemId, quantity]) => ({ itemId, quantity }));
    };
    return [
      ...live.map((k): OrderPart => ({ kind: 'package', ref: k.code, state: stateOf(k), items: itemsOf(k.id) })),
      ...units
        .filter((u) => !inPackage.has(u.id))
        .map((u): OrderPart => ({ kind: 'unit', ref: u.code, state: 'pending', items: [{ itemId: u.orderItemId, quantity: 1 }] })),
    ];
  }

  private async locked(tx: Tx, manufactureId: string, ref: string): Promise<PackageRow> {
    const pkg = await this.repo.lock(ref, tx, manufactureId);
    if (!pkg) throw NotFound('Package');
    return pkg;
  }
}
