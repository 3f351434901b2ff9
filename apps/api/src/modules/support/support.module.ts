import { Module } from '@nestjs/common';
import { SupportSearch } from './support.search';
import { DesignRequestsModule } from '../design-requests/design-requests.module';
import { FilesModule } from '../files/files.module';
import { ListingsCoreModule } from '../listings/listings-core.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { SupportEventHandlers } from './support.events';
import { SupportRepository } from './support.repository';
import { SupportResolver, TicketMessageResolver } from './support.resolver';
import { SupportService } from './support.service';

@Module({
  imports: [UsersCoreModule, DesignRequestsModule, OrdersModule, ListingsCoreModule, FilesModule, NotificationsModule, TimelineModule],
  providers: [SupportRepository, SupportService, SupportResolver, TicketMessageResolver, SupportEventHandlers, SupportSearch],
  exports: [SupportService],
})
export class SupportModule {}
