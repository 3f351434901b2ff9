import { TimelineModule } from '../../platform/timeline/timeline.module';
import { Module } from '@nestjs/common';
import { ExportsModule } from '../../producers/exports/exports.module';
import { ImportsModule } from '../../producers/imports/imports.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { SessionsModule } from '../../platform/auth/sessions.module';
import { UserGroupsModule } from '../user-groups/user-groups.module';
import { UsersCoreModule } from './users-core.module';
import { UsersRepository } from './users.repository';
import { UsersTransfer } from './users.transfer';
import { UsersSearch } from './users.search';
import { UsersAdminRepository } from './users-admin.repository';
import { UsersAdminResolver } from './users-admin.resolver';
import { UsersAdminService } from './users-admin.service';

/**
 * Staff administration of users: list, read, create/update (with hubs), delete. It is the users
 * module's own, so it writes through the users repository (other modules get UsersService).
 */
@Module({
  imports: [UsersCoreModule, SessionsModule, UserGroupsModule, ExportsModule, ImportsModule, ManufacturesModule, TimelineModule],
  providers: [UsersRepository, UsersAdminRepository, UsersAdminService, UsersAdminResolver, UsersTransfer, UsersSearch],
  exports: [UsersAdminService],
})
export class UsersModule {}
