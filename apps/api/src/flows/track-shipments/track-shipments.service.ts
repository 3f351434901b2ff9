import { Inject, Injectable } from '@nestjs/common';
import { compareMoney, normalizeActiveTrackingDay, percentOfMoney } from '@pod/shared';
import { DomainError } from '../../platform/common/errors';
import { ENV, type Env } from '../../platform/config/env';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { BillingService } from '../../modules/billing/billing.service';
import { OrdersService } from '../../modules/orders/orders.service';
import { DAY_MS, ShipmentsService, type ShipmentRow } from '../../modules/shipments/shipments.service';
import { UsersService } from '../../modules/users/users.service';

/** Activating a shipment's tracking, as its seller's settings say, and charging the seller's tracking fees for it. */
@Injectable()
export class TrackShipmentsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly shipments: ShipmentsService,
    private readonly users: UsersService,
    private readonly orders: OrdersService,
    private readonly billing: BillingService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * Activates the tracking of shipments that are due, following their sellers' settings:
   * `active_tracking_day` (1 to 5, default 1) days after the shipment was made, or, with
   * `when_tracking_update` = `picked_up`, not before the carrier has it. Sellers with
   * `require_inc_active_service` pay the `tracking_activation` fee (their
   * `addition_shipping_service_price`, else TRACKING_ACTIVATION_FEE) and, for an international
   * parcel, the `import_tax` (IMPORT_TAX_PERCENT of the order's total): each once per shipment. A
   * charge the balance cannot take leaves the shipment to be tried again a day later.
   */
  async activateDue(now = new Date()): Promise<number> {
    const due = await this.shipments.dueForActivation(now);
    if (!due.length) return 0;
    const sellers = new Map((await this.users.findByIds([...new Set(due.map((s) => s.sellerId).filter((id): id is string => !!id))])).map((u) => [u.id, u]));
    const later: Array<{ id: string; at: Date }> = [];
    let activated = 0;
    for (const shipment of due) {
      const seller = shipment.sellerId ? sellers.get(shipment.sellerId) : undefined;
      const days = normalizeActiveTrackingDay(seller?.activeTrackingDay) ?? 1;
      const waitsForCarrier = seller?.whenTrackingUpdate?.trim().toLowerCase() === 'picked_up' && shipment.status === 'Processing';
      const dueAt = new Date(shipment.createdAt.getTime() + days * DAY_MS);
      if (waitsForCarrier || dueAt > now) {
        later.push({ id: shipment.id, at: waitsForCarrier ? new Date(now.getTime() + DAY_MS / 4) : dueAt });
        continue;
      }
      try {
        await this.db.transaction(async (tx) => {
          if (!(await this.shipments.activate(tx, shipment.id))) return;
          if (seller?.requireIncActiveService) await this.chargeFees(tx, shipment, seller.additionShippingServicePrice);
          activated++;
        });
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        later.push({ id: shipment.id, at: new Date(now.getTime() + DAY_MS) });
      }
    }
    await this.shipments.checkLater(later);
    return activated;
  }

  private async chargeFees(tx: Tx, shipment: ShipmentRow, ownPrice: string): Promise<void> {
    const fee = compareMoney(ownPrice, '0') > 0 ? ownPrice : this.env.TRACKING_ACTIVATION_FEE;
    const base = { userId: shipment.sellerId!, orderId: shipment.orderId ?? shipment.id };
    if (compareMoney(fee, '0') > 0) await this.billing.chargeFee('tracking_activation', shipment.id, { ...base, amount: fee }, tx);
    if (!shipment.international || !shipment.orderId) return;
    const order = await this.orders.findById(shipment.orderId, tx);
    const tax = order ? percentOfMoney(order.total, this.env.IMPORT_TAX_PERCENT) : '0';
    if (compareMoney(tax, '0') > 0) await this.billing.chargeFee('import_tax', shipment.id, { ...base, amount: tax }, tx);
  }
}
