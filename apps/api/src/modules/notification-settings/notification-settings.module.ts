import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotificationSettingsResolver } from './notification-settings.resolver';
import { NotificationSettingsService } from './notification-settings.service';

/** Per-user notification settings (channels, mentions, scheduled events), one row per type. */
@Module({
  imports: [UsersCoreModule],
  providers: [NotificationSettingsRepository, NotificationSettingsService, NotificationSettingsResolver],
  exports: [NotificationSettingsService],
})
export class NotificationSettingsModule {}
