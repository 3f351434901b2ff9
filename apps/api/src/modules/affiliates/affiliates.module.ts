import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersCoreModule } from '../users/users-core.module';
import { AffiliatesEvents } from './affiliates.events';
import { AffiliatesRepository } from './affiliates.repository';
import { AffiliateCommissionsResolver, AffiliatesResolver } from './affiliates.resolver';
import { AffiliatesService } from './affiliates.service';

/**
 * Affiliates and their commissions (issue 33, item 5). Follows orders' events, so it is loaded by
 * the API and the worker, wherever the outbox delivers them; credit moves through billing.
 */
@Module({
  imports: [UsersCoreModule, OrdersModule, CatalogueModule, BillingModule],
  providers: [AffiliatesRepository, AffiliatesService, AffiliatesResolver, AffiliateCommissionsResolver, AffiliatesEvents],
  exports: [AffiliatesService],
})
export class AffiliatesModule {}
