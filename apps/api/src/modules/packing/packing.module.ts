import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { DocumentsModule } from '../../producers/documents/documents.module';
import { FilesRef } from '../files/files-ref';
import { ImportsModule } from '../../producers/imports/imports.module';
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
import { PackingService } from './packing.service';
import { PackingTransfer } from './packing.transfer';

/** Box packages: bins at the packing station, labels (carrier adapters), slips, hand-over; orders follow their packages. */
@Module({
  imports: [
    ManufacturingModule,
    OrdersModule,
    ManufacturesModule,
    UsersCoreModule,
    CatalogueModule,
    LogisticsModule,
    DocumentsModule,
    TimelineModule,
    ImportsModule,
  ],
  providers: [
    FilesRef,
    PackingRepository,
    OwnCarrier,
    Carriers,
    PackingService,
    PackingSearch,
    PackingResolver,
    OrderPackagesResolver,
    PackingEventHandlers,
    PackingTransfer,
  ],
  exports: [PackingService],
})
export class PackingModule {}
