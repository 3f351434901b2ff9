import { Module } from '@nestjs/common';
import { SessionsModule } from '../../platform/auth/sessions.module';
import { UsersCoreModule } from '../users/users-core.module';
import { UserGroupsRepository } from './user-groups.repository';
import { UserGroupsResolver } from './user-groups.resolver';
import { UserGroupsService } from './user-groups.service';

/** User groups: named permission matrices users belong to. */
@Module({
  imports: [UsersCoreModule, SessionsModule],
  providers: [UserGroupsRepository, UserGroupsService, UserGroupsResolver],
  exports: [UserGroupsService],
})
export class UserGroupsModule {}
