import { Injectable, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import {
  ALL_SHIPPING_METHODS,
  checkRoles,
  PACKAGE_CODE,
  PACKAGE_STATUSES,
  SHIPMENT_STATUSES,
  type PackageFilterInput,
  type PackageMeasuresInput,
  type PackageStatus,
  type SplitPackageInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { OwnedKind } from '../../platform/auth/ownership';
import { NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { ShippingMethodsService } from '../logistics/shipping-methods.service';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { ManufacturingService } from '../manufacturing/manufacturing.service';
import { OrderProgressService, type OrderPart, type OrderPartState } from '../orders/order-progress';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UsersService } from '../users/users.service';
import { MeasuresRequired, MixedOrders, PackageState } from './packing.errors';
import { packageMachine } from './packing.machine';
import { toPackageModel, type PackageCountersModel, type PackageModel } from './packing.models';
import { PackingRepository, type NewPackageRow, type PackageFilter, type PackageRow } from './packing.repository';

export type { PackageRow };

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

/** A new package's own columns: the rest (id, code, bin) the packing module gives it. */
export type NewPackage = Omit<NewPackageRow, 'id' | 'code' | 'binNumber'>;

/** What a full bin declares when it is Packed: the catalogue's weight and box, and the estimated cost. */
export type PackedDeclaration = Pick<NewPackageRow, 'unitsTotal' | 'declaredWeight' | 'declaredWidth' | 'declaredHeight' | 'declaredLength' | 'estimatedCost'>;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function newPackageCode(): string {
  return `K${Array.from(randomBytes(8), (b) => BASE36[b % 36]).join('')}`;
}

/**
 * Box packages: a unit scanned at Packing goes to its order's bin; the complete bin is a Packed
 * package, weighed, labelled (a carrier adapter), printed with its slip, handed over (Picked Up)
 * and followed to Delivered by the shipment events (`PackageShippingService`). Packages are parts
 * of their order: its progress reads them here (`partsOf`). The station's scan, the label and the
 * prints read orders, the catalogue and files: they are `flows/pack-and-ship`, which calls the
 * steps below.
 */
@Injectable()
export class PackingService implements OnModuleInit {
  /** Packages as the ownership rule checks them (a seller's own orders' packages). */
  readonly kind: OwnedKind;

  constructor(
    private readonly repo: PackingRepository,
    private readonly manufacturing: ManufacturingService,
    private readonly factories: ManufacturesService,
    private readonly users: UsersService,
    private readonly methods: ShippingMethodsService,
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

  /** Whether the caller works at the factory (root: every one). */
  async worksAt(auth: AuthContext, manufactureId: string): Promise<boolean> {
    return checkRoles(auth.user, ['root']) || this.factories.isWorker(manufactureId, auth.user.id);
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
  /** Packages as the API answers them, with their units (one query for a page). */
  async modelsOf(rows: readonly PackageRow[]): Promise<PackageModel[]> {
    const units = await this.unitsOf(rows.map((r) => r.id));
    return rows.map((r) => toPackageModel(r, units.get(r.id) ?? []));
  }

  // ------------------------------------------------------------ steps of the packing station (flows/pack-and-ship)

  /** A second scan of a packed unit: its package as it is, nothing changed; null when the unit is in no package. */
  async alreadyPacked(productionId: string, tx: Tx): Promise<PackOutcome | null> {
    const pkg = await this.repo.packageOfProduction(productionId, tx);
    if (!pkg) return null;
    const packed = (await this.repo.unitsOf([pkg.id], tx)).length;
    const complete = pkg.status !== 'Processing';
    return { pkg, binNumber: pkg.binNumber, packed, total: pkg.unitsTotal, complete, changed: false, reason: 'already_packed' };
  }

  /**
   * The filling package a unit of the order goes into, locked, with the order's packing serialised:
   * the one the packer named (of the same order), else the order's open one at the factory; null for none yet.
   */
  async binFor(tx: Tx, manufactureId: string, unit: { code: string; orderId: string }, packageRef?: string): Promise<PackageRow | null> {
    await this.repo.lockKey(`package:${unit.orderId}`, tx);
    if (!packageRef) return this.repo.openOfOrder(unit.orderId, manufactureId, tx);
    const pkg = await this.repo.lock(packageRef, tx, manufactureId);
    if (!pkg) throw NotFound('Package');
    if (pkg.orderId !== unit.orderId) throw MixedOrders(unit.code);
    if (pkg.status !== 'Processing') throw PackageState(pkg.code, pkg.status, 'filled');
    return pkg;
  }

  /** The production ids packed in a package. */
  async unitIdsOf(packageId: string, tx?: DbOrTx): Promise<string[]> {
    return (await this.repo.unitsOf([packageId], tx)).map((u) => u.productionId);
  }

  /** The order's units in its live packages other than `exceptPackage` (a split's other half is not this bin's to wait for). */
  async unitsInOtherPackages(orderId: string, exceptPackage: string | null, tx?: DbOrTx): Promise<Set<string>> {
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

  /** A new package for an order's units at a factory, in the smallest free bin when more than one unit fills it. */
  async open(tx: Tx, row: NewPackage): Promise<PackageRow> {
    await this.repo.lockKey(`bins:${row.manufactureId}`, tx);
    const bin = (row.unitsTotal ?? 1) > 1 ? await this.repo.freeBin(row.manufactureId, tx) : null;
    return this.repo.insert({ ...row, id: newId(), code: newPackageCode(), binNumber: bin }, tx);
  }

  /** A scanned unit goes into the package (and leaves the packing station's queue). */
  async addUnit(tx: Tx, auth: AuthContext, pkg: PackageRow, unit: { id: string; orderId: string }): Promise<void> {
    await this.repo.addUnit({ packageId: pkg.id, orderId: unit.orderId, productionId: unit.id, packedBy: auth.user.id }, tx);
    await this.manufacturing.setPacked([unit.id], new Date(), tx);
  }

  /** The number of units the filling package waits for, when it changed. */
  async expect(tx: Tx, pkg: PackageRow, total: number): Promise<PackageRow> {
    return pkg.unitsTotal === total ? pkg : this.repo.update(pkg.id, { unitsTotal: total }, tx);
  }

  /** The bin is full: Packed, with what it declares. */
  async packed(tx: Tx, auth: AuthContext, pkg: PackageRow, declared: PackedDeclaration): Promise<PackageRow> {
    await packageMachine.fire(tx, { entityId: pkg.id, from: pkg.status as PackageStatus, transition: 'pack', actor: auth });
    return this.repo.update(pkg.id, { status: 'Packed', packedAt: new Date(), ...declared }, tx);
  }

  /** mrpPackageSplit: the chosen units leave for a new package of the same order (same status, no bin). */
  split(auth: AuthContext, manufactureId: string, input: SplitPackageInput): Promise<PackageRow[]> {
    return this.repo.transaction(async (tx) => {
      const pkg = await this.lockAt(tx, manufactureId, input._id);
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
      const pkg = await this.lockAt(tx, manufactureId, ref);
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
      const pkg = await this.lockAt(tx, manufactureId, input._id);
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

  // ------------------------------------------------------------ steps of labels and prints (flows/pack-and-ship; the label itself: PackageShippingService)

  /** A package of the factory, locked for a change. */
  async lockAt(tx: Tx, manufactureId: string, ref: string): Promise<PackageRow> {
    const pkg = await this.repo.lock(ref, tx, manufactureId);
    if (!pkg) throw NotFound('Package');
    return pkg;
  }

  /** The package's printed PDF (slip and label), stored. */
  setSlip(id: string, key: string): Promise<void> {
    return this.repo.setSlip(id, key);
  }

  /** The factory's labelled packages not picked up yet (the carrier's manifest). */
  awaitingPickup(manufactureId: string): Promise<PackageRow[]> {
    return this.repo.awaitingPickup(manufactureId);
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
}
