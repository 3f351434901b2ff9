import { Module } from '@nestjs/common';
import { FilesCoreModule } from '../files/files.module';
import { ManufacturingSearch } from './manufacturing.search';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { MerchantGroupsModule } from '../merchant-groups/merchant-groups.module';
import { OrdersModule } from '../orders/orders.module';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ManufacturingEventHandlers } from './manufacturing.events';
import { ManufacturingJobs } from './manufacturing.jobs';
import { ManufacturingRepository } from './manufacturing.repository';
import { ManufacturingResolver, OrderReleaseResolver } from './manufacturing.resolver';
import { ManufacturingService } from './manufacturing.service';
import { ProductionFlow } from './production-flow';
import { ProductionRelease } from './production-release';
import { ProductionReportRepository } from './report/production-report.repository';
import { ProductionReportResolver } from './report/production-report.resolver';
import { ProductionReportService } from './report/production-report.service';

/** Productions: release of paid orders, the station flow by scan, errors and rework, the factory's list and counts, the production report. */
@Module({
  imports: [FilesCoreModule, OrdersModule, CatalogueModule, ManufacturesModule, UsersCoreModule, MerchantGroupsModule, TimelineModule],
  providers: [
    ManufacturingSearch,
    ManufacturingRepository,
    ProductionFlow,
    ProductionRelease,
    ManufacturingService,
    ManufacturingResolver,
    OrderReleaseResolver,
    ManufacturingJobs,
    ManufacturingEventHandlers,
    ProductionReportRepository,
    ProductionReportService,
    ProductionReportResolver,
  ],
  exports: [ManufacturingService],
})
export class ManufacturingModule {}
