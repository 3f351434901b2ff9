import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ExportsModule } from '../../producers/exports/exports.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { ManufacturingModule } from '../manufacturing/manufacturing.module';
import { OrdersModule } from '../orders/orders.module';
import { ReturnsModule } from '../returns/returns.module';
import { SupportModule } from '../support/support.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ReportsRepository } from './reports.repository';
import { ReportsResolver } from './reports.resolver';
import { ReportsService } from './reports.service';
import { ReportsTransfer } from './reports.transfer';

/** The dashboard and the daily report, read from summaries the database keeps (drizzle/0050). */
@Module({
  imports: [OrdersModule, SupportModule, ReturnsModule, ManufacturingModule, ManufacturesModule, CatalogueModule, UsersCoreModule, ExportsModule],
  providers: [ReportsRepository, ReportsService, ReportsResolver, ReportsTransfer],
  exports: [ReportsService],
})
export class ReportsModule {}
