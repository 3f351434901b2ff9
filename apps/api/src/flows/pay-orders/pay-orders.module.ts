import { Module } from '@nestjs/common';
import { BillingModule } from '../../modules/billing/billing.module';
import { CatalogueModule } from '../../modules/catalogue/catalogue.module';
import { OrdersModule } from '../../modules/orders/orders.module';
import { UsersCoreModule } from '../../modules/users/users-core.module';
import { PayOrdersResolver } from './pay-orders.resolver';
import { PayOrdersService } from './pay-orders.service';

/** Pay for orders from the seller's credit, and give it back when an order is cancelled or refunded. */
@Module({
  imports: [OrdersModule, UsersCoreModule, CatalogueModule, BillingModule],
  providers: [PayOrdersService, PayOrdersResolver],
})
export class PayOrdersModule {}
