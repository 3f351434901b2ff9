import { Module } from '@nestjs/common';
import { MerchantGroupsResolver, MerchantGroupsService } from './merchant-groups';
import { NotificationSettingsResolver, NotificationSettingsService } from './notification-settings';
import { UserGroupsResolver, UserGroupsService } from './user-groups';

/** User groups (permission matrices), merchant groups (sets of sellers) and per-user notification settings. */
@Module({
  providers: [UserGroupsService, UserGroupsResolver, MerchantGroupsService, MerchantGroupsResolver, NotificationSettingsService, NotificationSettingsResolver],
  exports: [UserGroupsService, MerchantGroupsService, NotificationSettingsService],
})
export class GroupsModule {}
