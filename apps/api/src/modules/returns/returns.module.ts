import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { SupportModule } from '../support/support.module';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ReturnsCoreModule } from './returns-core.module';
import { ReturnsResolver } from './returns.resolver';
import { ReturnsSearch } from './returns.search';
import { ReturnsService } from './returns.service';

/** Return & Replacement (issue 31): sellers' return requests and staff's decisions (approving one: flows/approve-returns). */
@Module({
  imports: [ReturnsCoreModule, UsersCoreModule, OrdersModule, ManufacturesModule, FilesModule, SupportModule, TimelineModule, NotificationsModule],
  providers: [ReturnsService, ReturnsResolver, ReturnsSearch],
  exports: [ReturnsService],
})
export class ReturnsModule {}
