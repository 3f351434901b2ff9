import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../producers/documents/documents.module';
import { LogisticsModule } from '../logistics/logistics.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { ManufacturingModule } from '../manufacturing/manufacturing.module';
import { OrdersModule } from '../orders/orders.module';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { Carriers } from './carriers/carriers';
import { OwnCarrier } from './carriers/own-carrier';
import { PackingEventHandlers } from './packing.events';
import { PackingRepository } from './packing.repository';
import { OrderPackagesResolver, PackingResolver } from './packing.resolver';
import { PackingSearch } from './packing.search';
import { PackageShippingService } from './package-shipping.service';
import { PackingService } from './packing.service';

/** Box packages: bins, splits, measures, hand-over and tracking; orders follow their packages. The station's scan, labels and prints are flows/pack-and-ship. */
@Module({
  imports: [ManufacturingModule, OrdersModule, ManufacturesModule, UsersCoreModule, LogisticsModule, DocumentsModule, TimelineModule],
  providers: [
    PackingRepository,
    OwnCarrier,
    Carriers,
    PackingService,
    PackageShippingService,
    PackingSearch,
    PackingResolver,
    OrderPackagesResolver,
    PackingEventHandlers,
  ],
  exports: [PackingService, PackageShippingService, Carriers],
})
export class PackingModule {}
