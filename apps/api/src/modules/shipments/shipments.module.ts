import { Module } from '@nestjs/common';
import { ImportsModule } from '../../producers/imports/imports.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ShipmentsController } from './shipments.controller';
import { ShipmentsEventHandlers } from './shipments.events';
import { ShipmentsRepository } from './shipments.repository';
import { OrderShipmentsResolver, ShipmentsResolver } from './shipments.resolver';
import { ShipmentsService } from './shipments.service';
import { ShipmentsTransfer } from './shipments.transfer';

/** Shipments and their tracking: made from labelled packages and providers' tracking, moved by carriers' events. */
@Module({
  imports: [UsersCoreModule, OrdersModule, NotificationsModule, TimelineModule, ImportsModule],
  controllers: [ShipmentsController],
  providers: [ShipmentsRepository, ShipmentsService, ShipmentsResolver, OrderShipmentsResolver, ShipmentsEventHandlers, ShipmentsTransfer],
  exports: [ShipmentsService],
})
export class ShipmentsModule {}
