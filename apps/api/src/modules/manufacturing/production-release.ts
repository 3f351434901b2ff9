import { Inject, Injectable } from '@nestjs/common';
import { productionRoute } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { PresetsService } from '../catalogue/presets.service';
import { ConflictField, NotFound } from '../../platform/common/errors';
import { byKeys, loadersOf } from '../../platform/common/loaders';
import { newId } from '../../platform/common/ids';
import { ENV, type Env } from '../../platform/config/env';
import type { Tx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { OrdersService, type OrderItemRow, type OrderRow } from '../orders/orders.service';
import { UsersService } from '../users/users.service';
import { ManufacturingRepository, type NewProductionRow, type ProductionRow } from './manufacturing.repository';
import { addWorkingDays, newProductionCode } from './production-code';

/** Orders the release job takes per run (the next run takes the rest). */
const RELEASE_BATCH = 200;

/** A variant's colour: the value of its Color (Colour) option, if it has one. */
export const colourOf = (options: ReadonlyArray<{ name: string; value: string }> | undefined): string | null =>
  options?.find((o) => /^colou?r$/i.test(o.name.trim()))?.value ?? null;

/**
 * Releases paid orders to production: fires the order's start_production and makes one production
 * per unit of each line one of our factories makes (lines of outside providers are left to the
 * provider adapter). A replayed release makes nothing twice (one production per unit).
 */
@Injectable()
export class ProductionRelease {
  constructor(
    private readonly repo: ManufacturingRepository,
    private readonly orders: OrdersService,
    private readonly presets: PresetsService,
    private readonly factories: ManufacturesService,
    private readonly users: UsersService,
    private readonly events: EventsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** The release job: orders paid more than the hold window ago, except HOLD OFF sellers' (root releases those by hand). */
  async releaseDue(now = new Date()): Promise<number> {
    const paidBefore = new Date(now.getTime() - this.env.RELEASE_HOLD_MINUTES * 60_000);
    const ids = await this.orders.processingPaidBefore(paidBefore, await this.users.holdOffIds(), RELEASE_BATCH);
    let made = 0;
    for (const id of ids) made += (await this.release(id, null))?.length ?? 0;
    return made;
  }

  /**
   * When the release job takes a paid order waiting in Processing: the first minute after its
   * payment plus the hold window. Null when it is not waiting, or its seller's orders are held
   * (HOLD OFF: root releases them by hand). Sellers' hold flags load once per request.
   */
  async releasesAt(ctx: object, order: { status: string; paid_at?: Date | null; seller_id: string }): Promise<Date | null> {
    if (order.status !== 'Processing' || !order.paid_at) return null;
    const held = await loadersOf(ctx)
      .get<string, boolean>('seller.hold_off', async (ids) => {
        const sellers = byKeys(ids, await this.users.findByIds(ids), (u) => u.id);
        return sellers.map((u) => !!u?.holdOff);
      })
      .load(order.seller_id);
    if (held) return null;
    return new Date(Math.ceil((order.paid_at.getTime() + this.env.RELEASE_HOLD_MINUTES * 60_000) / 60_000) * 60_000);
  }

  /** releaseOrderToProduction: root releases a paid order now (a HOLD OFF seller's, or before the window ends). */
  async releaseByHand(auth: AuthContext, orderId: string): Promise<number> {
    if (!(await this.orders.findById(orderId))) throw NotFound('Order');
    const made = await this.release(orderId, auth);
    if (!made) throw ConflictField('order', 'not_releasable', 'This order is not paid and waiting for production.');
    return made.length;
  }

  /** Null when the order is no longer waiting (a replay, a cancel that came first). */
  private release(orderId: string, actor: AuthContext | null): Promise<ProductionRow[] | null> {
    return this.repo.transaction((tx) => this.releaseIn(tx, orderId, actor));
  }

  /** The release in the caller's transaction (a return's replacement goes straight to production); null when the order is not waiting. */
  async releaseIn(tx: Tx, orderId: string, actor: AuthContext | null): Promise<ProductionRow[] | null> {
    const started = await this.orders.startProduction(tx, orderId, actor);
    if (!started) return null;
    const made = await this.repo.insertMany(await this.productionsOf(tx, started.order, started.items), tx);
    if (made.length) await this.events.record(tx, 'production.changed', { manufactureIds: [...new Set(made.map((p) => p.manufactureId))] });
    return made;
  }

  private async productionsOf(tx: Tx, order: OrderRow, items: readonly OrderItemRow[]): Promise<NewProductionRow[]> {
    const { presets, variants, typeStations } = await this.presets.productionInfoOf([...new Set(items.map((i) => i.presetId))], tx);
    const presetOf = new Map(presets.map((p) => [p.id, p]));
    const variantOf = new Map(variants.map((v) => [v.id, v]));
    const factoryIds = [...new Set(presets.map((p) => p.manufactureId).filter((id): id is string => !!id))];
    const factoryOf = new Map((await this.factories.byIds(factoryIds, tx)).map((f) => [f.id, f]));
    return items.flatMap((item) => {
      const preset = presetOf.get(item.presetId);
      const factory = preset?.manufactureId ? factoryOf.get(preset.manufactureId) : undefined;
      if (!preset || !factory) return [];
      const variant = variantOf.get(item.variantId);
      const common = {
        orderId: order.id,
        orderNumber: order.number,
        orderItemId: item.id,
        sellerId: order.sellerId,
        manufactureId: factory.id,
        presetId: preset.id,
        variantId: item.variantId,
        productTypeId: preset.productTypeId,
        productName: item.name || preset.name,
        variantTitle: variant?.nameValue.map((v) => v.value).join(' / ') || item.sku,
        printFiles: Object.entries(item.designs).map(([side, fileId]) => ({ side, file_id: fileId })),
        printMethod: preset.printMethod,
        colour: colourOf(variant?.nameValue),
        route: productionRoute(factory.stations, preset.productTypeId ? typeStations.get(preset.productTypeId) : null),
        priority: order.priority ? 1 : 0,
        shipBy: addWorkingDays(order.createdAt, preset.productionDays, factory.workingDays),
        // How its order came in, as the productions list filters it.
        source: order.source,
      };
      return Array.from({ length: item.quantity }, (_, unitIndex) => ({ ...common, id: newId(), code: newProductionCode(), unitIndex }));
    });
  }
}
