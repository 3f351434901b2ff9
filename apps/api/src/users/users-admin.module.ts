import { Module } from '@nestjs/common';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { UsersCoreModule } from './users-core.module';
import { UsersAdminRepository } from './users-admin.repository';
import { UsersAdminResolver } from './users-admin.resolver';
import { UsersAdminService } from './users-admin.service';

/** Staff administration of users: list, read, create/update (with hubs), delete. */
@Module({
  imports: [UsersCoreModule, ManufacturesModule],
  providers: [UsersAdminRepository, UsersAdminService, UsersAdminResolver],
  exports: [UsersAdminRepository, UsersAdminService],
})
export class UsersModule {}
