import { Inject, Injectable } from '@nestjs/common';
import { productionRoute } from '@pod/shared';
import type { AuthContext } from '../auth/auth-context';
import { PresetsService } from '../catalogue/presets.service';
import { ConflictField, NotFound } from '../common/errors';
import { newId } from '../common/ids';
import { ENV, type Env } from '../config/env';
import type { Tx } from '../db/database';
import { EventsService } from '../events/events.service';
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
