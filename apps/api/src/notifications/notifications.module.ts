import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [UsersCoreModule],
  providers: [NotificationsRepository, NotificationsService, NotificationsResolver],
  exports: [NotificationsService],
})
export class NotificationsModule {}
