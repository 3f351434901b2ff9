import { Module } from '@nestjs/common';
import { FilesCoreModule } from '../files/files.module';
import { MerchantGroupsModule } from '../merchant-groups/merchant-groups.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersCoreModule } from '../users/users-core.module';
import { SystemNotificationsJobs } from './system-notifications.jobs';
import { SystemNotificationsRepository } from './system-notifications.repository';
import { SystemNotificationsResolver } from './system-notifications.resolver';
import { SystemNotificationsService } from './system-notifications.service';

@Module({
  imports: [FilesCoreModule, UsersCoreModule, NotificationsModule, MerchantGroupsModule],
  providers: [SystemNotificationsRepository, SystemNotificationsService, SystemNotificationsResolver, SystemNotificationsJobs],
  exports: [SystemNotificationsService],
})
export class SystemNotificationsModule {}
