import { Injectable } from '@nestjs/common';
import { PresetsService } from '../catalogue/presets.service';
import type { DbOrTx } from '../../platform/db/database';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { ManufacturingService } from '../manufacturing/manufacturing.service';
import { OrdersService } from '../orders/orders.service';
import { ReturnFaults } from '../returns/returns-core.module';

/** An order and the lines of it our factories make (a line's factory is its preset's manufacture). */
export interface OrderFactoryWork {
  orderId: string;
  number: number;
  sellerId: string;
  /** Its status now (the event may arrive after a later change). */
  status: string;
  paidAt: Date | null;
  /**
   * A replacement remade for a factory's own fault (its return request names that factory): the
   * factory's work on it is not billable. Null for any other order (a seller's or a carrier's fault).
   */
  faultFactoryId?: string | null;
  lines: Array<{ itemId: string; manufactureId: string | null; basePrice: string; quantity: number }>;
}

/** A production made of an order's line (a first make of its unit, not a reproduction). */
export interface ProductionUnit {
  id: string;
  manufactureId: string;
  orderItemId: string;
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
  /** The order's productions (first makes), read in the caller's transaction. */
  abstract productionsOf(orderId: string, tx: DbOrTx): Promise<ProductionUnit[]>;
}

@Injectable()
export class ServiceProductionSources extends ProductionSources {
  constructor(
    private readonly orders: OrdersService,
    private readonly presets: PresetsService,
    private readonly manufactures: ManufacturesService,
    private readonly manufacturing: ManufacturingService,
    private readonly faults: ReturnFaults,
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
      faultFactoryId: order.parentId ? await this.faults.faultFactoryOfReplacement(orderId, tx) : null,
      lines: items.map((i) => ({ itemId: i.id, manufactureId: factoryOf.get(i.presetId) ?? null, basePrice: i.basePrice, quantity: i.quantity })),
    };
  }

  productionsOf(orderId: string, tx: DbOrTx): Promise<ProductionUnit[]> {
    return this.manufacturing.unitsOfOrder(orderId, tx);
  }

  /** Factories are few: one read of them all. */
  async factoryNames(ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = new Set(ids);
    return new Map((await this.manufactures.list()).filter((m) => wanted.has(m._id)).map((m) => [m._id, m.name]));
  }
}
