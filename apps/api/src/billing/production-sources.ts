import { Injectable } from '@nestjs/common';
import { PresetsService } from '../catalogue/presets.service';
import type { DbOrTx } from '../db/database';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { OrdersService } from '../orders/orders.service';

/** An order and the lines of it our factories make (a line's factory is its preset's manufacture). */
export interface OrderFactoryWork {
  orderId: string;
  number: number;
  sellerId: string;
  /** Its status now (the event may arrive after a later change). */
  status: string;
  paidAt: Date | null;
  lines: Array<{ manufactureId: string | null; basePrice: string; quantity: number }>;
}

/**
 * What the production ledger reads from other modules: an order's factory work and factory names.
 * Until the manufacturing module makes productions, an order's routed work is its production.
 * The app reads them through the owners' services; the demo seed through its own queries.
 */
export abstract class ProductionSources {
  /** Read in the caller's transaction (an event handler's). */
  abstract factoryWorkOf(orderId: string, tx: DbOrTx): Promise<OrderFactoryWork | null>;
  abstract factoryNames(ids: readonly string[]): Promise<Map<string, string>>;
}

@Injectable()
export class ServiceProductionSources extends ProductionSources {
  constructor(
    private readonly orders: OrdersService,
    private readonly presets: PresetsService,
    private readonly manufactures: ManufacturesService,
  ) {
    super();
  }

  async factoryWorkOf(orderId: string, tx: DbOrTx): Promise<OrderFactoryWork | null> {
    const order = await this.orders.findById(orderId, tx);
    if (!order) return null;
    const items = await this.orders.itemsOf([orderId], tx);
    const presets = await this.presets.byIds([...new Set(items.map((i) => i.presetId))], tx);
    const factoryOf = new Map(presets.map((p) => [p.id, p.manufactureId]));
    return {
      orderId,
      number: order.number,
      sellerId: order.sellerId,
      status: order.status,
      paidAt: order.paidAt,
      lines: items.map((i) => ({ manufactureId: factoryOf.get(i.presetId) ?? null, basePrice: i.basePrice, quantity: i.quantity })),
    };
  }

  /** Factories are few: one read of them all. */
  async factoryNames(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = new Set(ids);
    return new Map((await this.manufactures.list()).filter((m) => wanted.has(m._id)).map((m) => [m._id, m.name]));
  }
}
