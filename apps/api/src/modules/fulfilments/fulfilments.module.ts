import { TimelineModule } from '../../platform/timeline/timeline.module';
import { Module } from '@nestjs/common';
import { FilesCoreModule } from '../files/files.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { OrdersModule } from '../orders/orders.module';
import { ShipmentsModule } from '../shipments/shipments.module';
import { FulfilmentsEvents } from './fulfilments.events';
import { FulfilmentsJobs } from './fulfilments.jobs';
import { FulfilmentsRepository } from './fulfilments.repository';
import { FulfilmentsResolver } from './fulfilments.resolver';
import { FulfilmentsService } from './fulfilments.service';
import { OrderFulfilmentResolver } from './order-fulfilment.resolver';
import { ProviderLinesRepository } from './provider-lines.repository';
import { ProviderLinesResolver } from './provider-lines.resolver';
import { ProviderLinesService } from './provider-lines.service';
import { OrderFulfillersService } from './order-fulfillers.service';

/**
 * Accounts at outside print providers, who fulfils each order, and the provider lines: the
 * orders' lines sent to an account through its adapter and their tracking coming back.
 */
@Module({
  imports: [FilesCoreModule, OrdersModule, CatalogueModule, ManufacturesModule, ShipmentsModule, TimelineModule],
  providers: [
    FulfilmentsRepository,
    FulfilmentsService,
    FulfilmentsResolver,
    OrderFulfilmentResolver,
    OrderFulfillersService,
    ProviderLinesRepository,
    ProviderLinesService,
    ProviderLinesResolver,
    FulfilmentsEvents,
    FulfilmentsJobs,
  ],
  exports: [FulfilmentsService],
})
export class FulfilmentsModule {}
