import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { FilesModule } from '../files/files.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ListingsCoreModule } from '../listings/listings-core.module';
import { OrdersModule } from '../orders/orders.module';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { DesignRequestEventHandlers } from './design-requests.events';
import { DesignRequestsRepository } from './design-requests.repository';
import { DesignRequestsResolver } from './design-requests.resolver';
import { DesignRequestsService } from './design-requests.service';

@Module({
  imports: [AuthModule, UsersCoreModule, OrdersModule, ListingsCoreModule, FilesModule, NotificationsModule, TimelineModule],
  providers: [DesignRequestsRepository, DesignRequestsService, DesignRequestsResolver, DesignRequestEventHandlers],
  exports: [DesignRequestsService],
})
export class DesignRequestsModule {}
