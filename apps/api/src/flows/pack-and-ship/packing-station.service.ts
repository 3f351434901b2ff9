import { Inject, Injectable } from '@nestjs/common';
import { shippingCost } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { NotFound } from '../../platform/common/errors';
import { DB, type Db, type DbOrTx, type Tx } from '../../platform/db/database';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { PresetsService } from '../../modules/catalogue/presets.service';
import { ShippingMethodsService } from '../../modules/logistics/shipping-methods.service';
import { ManufacturingService, type PackableProduction } from '../../modules/manufacturing/manufacturing.service';
import { OrdersService } from '../../modules/orders/orders.service';
import { NotAtPacking } from '../../modules/packing/packing.errors';
import type { PackageModel } from '../../modules/packing/packing.models';
import { PackingService, type NewPackage, type PackedDeclaration, type PackageRow, type PackOutcome } from '../../modules/packing/packing.service';
import { UsersService } from '../../modules/users/users.service';

/**
 * The packing station: a unit scanned at Packing goes into its order's package at this factory
 * (opened, with a free bin, by the first unit); the order's last unit there completes it (Packed),
 * declaring the catalogue's weight and box and the shipping method's estimated cost.
 */
@Injectable()
export class PackingStationService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly packing: PackingService,
    private readonly manufacturing: ManufacturingService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly presets: PresetsService,
    private readonly methods: ShippingMethodsService,
  ) {}

  /**
   * packMrpProduct: a package named by the packer must be of the unit's order. The same scan twice
   * changes nothing.
   */
  pack(auth: AuthContext, manufactureId: string, code: string, packageRef?: string): Promise<PackOutcome> {
    return this.db.transaction(async (tx) => {
      const p = await this.manufacturing.forPacking(manufactureId, code, tx);
      if (!p) throw NotFound('Production');
      const already = await this.packing.alreadyPacked(p.id, tx);
      if (already) return already;
      if (p.status !== 'Packing') throw NotAtPacking(p.code, p.status);
      let pkg = await this.packing.binFor(tx, manufactureId, p, packageRef);
      const units = (await this.manufacturing.liveUnitsOfOrder(p.orderId, tx)).filter((u) => u.manufactureId === manufactureId);
      const packedBefore = pkg ? await this.packing.unitIdsOf(pkg.id, tx) : [];
      const elsewhere = await this.packing.unitsInOtherPackages(p.orderId, pkg?.id ?? null, tx);
      const total = units.filter((u) => !elsewhere.has(u.id)).length;
      pkg ??= await this.packing.open(tx, await this.newPackage(tx, p, manufactureId, total));
      await this.packing.addUnit(tx, auth, pkg, p);
      const packed = packedBefore.length + 1;
      const complete = packed >= total;
      if (complete) {
        const packables = await this.manufacturing.packablesByIds([...packedBefore, p.id], tx);
        pkg = await this.packing.packed(tx, auth, pkg, await this.declaration(tx, pkg, packables));
      } else pkg = await this.packing.expect(tx, pkg, total);
      return { pkg, binNumber: pkg.binNumber, packed, total, complete, changed: true, reason: null };
    });
  }

  /** A filling package's units still to come: its order's live units at its factory in no live package (the drawer shows where each is and when it is due). */
  async missingUnits(auth: AuthContext, ctx: object, url: UrlContext, pkg: Pick<PackageModel, 'status' | 'order_id' | 'manufacture_id'>) {
    if (pkg.status !== 'Processing') return [];
    const [units, packed] = await Promise.all([this.manufacturing.liveUnitsOfOrder(pkg.order_id), this.packing.unitsInOtherPackages(pkg.order_id, null)]);
    const missing = units.filter((u) => u.manufactureId === pkg.manufacture_id && !packed.has(u.id)).map((u) => u.id);
    return this.manufacturing.modelsByIds(auth, ctx, url, missing);
  }

  /** A new package of the unit's order: its seller ships it when the order has no method and the seller ships their own. */
  private async newPackage(tx: Tx, p: PackableProduction, manufactureId: string, total: number): Promise<NewPackage> {
    const order = await this.orders.findById(p.orderId, tx);
    if (!order) throw NotFound('Order');
    const seller = await this.users.findById(order.sellerId, tx);
    const method = order.shippingMethodId ? await this.methods.find(order.shippingMethodId, tx) : null;
    return {
      orderId: order.id,
      orderNumber: order.number,
      sellerId: order.sellerId,
      manufactureId,
      shippingMethodId: order.shippingMethodId,
      shippingKey: order.shippingMethodId ?? '',
      source: p.source,
      unitsTotal: total,
      shipBySeller: !!seller?.shipBySeller && !order.shippingMethodId,
      international: method?.scope === 'international' || !!seller?.isInternational,
    };
  }

  /** The full bin's declared weight and size from the catalogue, and its estimated cost. */
  private async declaration(tx: Tx, pkg: PackageRow, units: readonly PackableProduction[]): Promise<PackedDeclaration> {
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
    return {
      unitsTotal: units.length,
      declaredWeight: weight,
      declaredWidth: dims.w || null,
      declaredHeight: dims.h || null,
      declaredLength: dims.l || null,
      estimatedCost: await this.estimate(pkg, weight, units.length, tx),
    };
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
}
