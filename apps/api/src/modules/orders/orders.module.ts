import { Module } from '@nestjs/common';
import { FilesCoreModule } from '../files/files.module';
import { AuthModule } from '../../platform/auth/auth.module';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ExportsModule } from '../../producers/exports/exports.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
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
import { OrderIntakeService } from './order-intake.service';
import { OrderPricing } from './order-pricing';
import { OrderProgressService } from './order-progress';
import { OrdersService } from './orders.service';
import { OrdersTransfer } from './orders.transfer';
import { OrdersSearch } from './orders.search';
import { StoresRepository } from './stores.repository';
import { StoresResolver } from './stores.resolver';
import { StoresService } from './stores.service';
import { WebhooksController } from './webhooks.controller';

/** Orders (intake, edits, lifecycle) and the stores they come from; paying for them is flows/pay-orders. */
@Module({
  imports: [
    FilesCoreModule,
    AuthModule,
    AccountsModule,
    UsersCoreModule,
    CatalogueModule,
    LogisticsModule,
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
    OrdersRepository,
    OrderEventHandlers,
    OrderPricing,
    OrderDesignLinks,
    OrdersService,
    OrderIntakeService,
    OrderProgressService,
    OrdersJobs,
    OrdersResolver,
    OrderItemsResolver,
    StoresRepository,
    StoresService,
    StoresResolver,
    OrdersTransfer,
  ],
  exports: [OrdersService, OrderIntakeService, OrderProgressService, StoresService, OrderItemsLoader],
})
export class OrdersModule {}
