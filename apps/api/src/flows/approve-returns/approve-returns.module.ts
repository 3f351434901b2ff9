import { Module } from '@nestjs/common';
import { BillingModule } from '../../modules/billing/billing.module';
import { ManufacturesModule } from '../../modules/manufactures/manufactures.module';
import { ManufacturingModule } from '../../modules/manufacturing/manufacturing.module';
import { OrdersModule } from '../../modules/orders/orders.module';
import { ReturnsModule } from '../../modules/returns/returns.module';
import { ApproveReturnsResolver } from './approve-returns.resolver';
import { ApproveReturnsService } from './approve-returns.service';

/** Approve a return: a free replacement order released to production, or a partial refund through billing. */
@Module({
  imports: [ReturnsModule, OrdersModule, ManufacturingModule, ManufacturesModule, BillingModule],
  providers: [ApproveReturnsService, ApproveReturnsResolver],
})
export class ApproveReturnsModule {}
