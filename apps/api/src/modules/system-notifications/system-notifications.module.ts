import { Module } from '@nestjs/common';
import { FilesRef } from '../files/files-ref';
import { MerchantGroupsModule } from '../merchant-groups/merchant-groups.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersCoreModule } from '../users/users-core.module';
import { SystemNotificationsJobs } from './system-notifications.jobs';
import { SystemNotificationsRepository } from './system-notifications.repository';
import { SystemNotificationsResolver } from './system-notifications.resolver';
import { SystemNotificationsService } from './system-notifications.service';

@Module({
  // FilesRef, not FilesModule: workers load this module beside FilesCoreModule (see files-ref.ts).
  imports: [UsersCoreModule, NotificationsModule, MerchantGroupsModule],
  providers: [FilesRef, SystemNotificationsRepository, SystemNotificationsService, SystemNotificationsResolver, SystemNotificationsJobs],
  exports: [SystemNotificationsService],
})
export class SystemNotificationsModule {}
