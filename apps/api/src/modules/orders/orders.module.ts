import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ExportsModule } from '../../producers/exports/exports.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { FilesRef } from '../files/files-ref';
import { ImportsModule } from '../../producers/imports/imports.module';
import { ListingsCoreModule } from '../listings/listings-core.module';
import { LogisticsModule } from '../logistics/logistics.module';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrderEventHandlers } from './orders.events';
import { OrdersJobs } from './orders.jobs';
import { OrderItemsLoader } from './order-items.loader';
import { OrdersRepository } from './orders.repository';
import { OrderItemsResolver } from './order-items.resolver';
import { OrdersResolver } from './orders.resolver';
import { OrderDesignLinks } from './order-design-links';
import { OrderPricing } from './order-pricing';
import { OrderProgressService } from './order-progress';
import { OrdersService } from './orders.service';
import { OrdersTransfer } from './orders.transfer';
import { OrdersSearch } from './orders.search';
import { StoresRepository } from './stores.repository';
import { StoresResolver } from './stores.resolver';
import { StoresService } from './stores.service';
import { WebhooksController } from './webhooks.controller';

/** Orders (intake, edits, lifecycle, payment through billing) and the stores they come from. */
@Module({
  imports: [
    AuthModule,
    UsersCoreModule,
    CatalogueModule,
    LogisticsModule,
    BillingModule,
    TimelineModule,
    ExportsModule,
    ImportsModule,
    NotificationsModule,
    ManufacturesModule,
    ListingsCoreModule,
  ],
  controllers: [WebhooksController],
  providers: [
    OrdersSearch,
    OrderItemsLoader,
    FilesRef,
    OrdersRepository,
    OrderEventHandlers,
    OrderPricing,
    OrderDesignLinks,
    OrdersService,
    OrderProgressService,
    OrdersJobs,
    OrdersResolver,
    OrderItemsResolver,
    StoresRepository,
    StoresService,
    StoresResolver,
    OrdersTransfer,
  ],
  exports: [OrdersService, OrderProgressService, StoresService, OrderItemsLoader],
})
export class OrdersModule {}
