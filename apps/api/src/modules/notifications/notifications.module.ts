import { Module } from '@nestjs/common';
import { NotificationSettingsModule } from '../notification-settings/notification-settings.module';
import { UsersCoreModule } from '../users/users-core.module';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [UsersCoreModule, NotificationSettingsModule],
  providers: [NotificationsRepository, NotificationsService, NotificationsResolver],
  exports: [NotificationsService],
})
export class NotificationsModule {}
