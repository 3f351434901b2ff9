import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { ManufacturingModule } from '../manufacturing/manufacturing.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { SupportModule } from '../support/support.module';
import { TimelineModule } from '../timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ReturnsRepository } from './returns.repository';
import { ReturnsResolver } from './returns.resolver';
import { ReturnsService } from './returns.service';

/** Return & Replacement (issue 31): sellers' return requests, staff's decisions, replacements and partial refunds. */
@Module({
  imports: [UsersCoreModule, OrdersModule, ManufacturingModule, ManufacturesModule, FilesModule, SupportModule, TimelineModule, NotificationsModule],
  providers: [ReturnsRepository, ReturnsService, ReturnsResolver],
  exports: [ReturnsService],
})
export class ReturnsModule {}
