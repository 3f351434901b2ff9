import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import type { DbOrTx } from '../../platform/db/database';
import { OrderProgressService } from '../orders/order-progress';
import { OrdersModule } from '../orders/orders.module';
import { ReturnsRepository } from './returns.repository';

/**
 * What an order's progress needs of returns (an approved request settles the units it replaced or
 * refunded), registered wherever orders move: API and worker processes alike.
 */
@Injectable()
export class ReturnSettlements implements OnModuleInit {
  constructor(
    private readonly repo: ReturnsRepository,
    private readonly progress: OrderProgressService,
  ) {}

  onModuleInit(): void {
    this.progress.registerSettlements('returns', (orderId, tx) => this.settledUnits(orderId, tx));
  }

  /** Units of each order line settled by approved (or completed) requests. */
  async settledUnits(orderId: string, tx: DbOrTx): Promise<Map<string, number>> {
    const decided = (await this.repo.activeOfOrder(orderId, tx)).filter((r) => r.status === 'Approved' || r.status === 'Completed');
    const settled = new Map<string, number>();
    for (const line of await this.repo.linesOf(
      decided.map((r) => r.id),
      tx,
    ))
      settled.set(line.orderItemId, (settled.get(line.orderItemId) ?? 0) + (line.approvedQuantity ?? 0));
    return settled;
  }
}

/** Who is at fault for what a replacement remakes: the production ledger bills no factory for its own fault. */
@Injectable()
export class ReturnFaults {
  constructor(private readonly repo: ReturnsRepository) {}

  /** The factory named at fault by the approved request this order replaces (null: not a replacement, or the seller's or the carrier's fault). */
  async faultFactoryOfReplacement(orderId: string, tx: DbOrTx): Promise<string | null> {
    return (await this.repo.ofReplacement(orderId, tx))?.faultManufactureId ?? null;
  }
}

/** The returns' repository and what other modules need of returns, without the GraphQL and files (worker processes, the production ledger). */
@Module({
  imports: [OrdersModule],
  providers: [ReturnsRepository, ReturnSettlements, ReturnFaults],
  exports: [ReturnsRepository, ReturnFaults],
})
export class ReturnsCoreModule {}
