import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { MerchantGroupsRepository } from './merchant-groups.repository';
import { MerchantGroupsResolver } from './merchant-groups.resolver';
import { MerchantGroupsService } from './merchant-groups.service';

/** Merchant groups: named sets of sellers. */
@Module({
  imports: [UsersCoreModule],
  providers: [MerchantGroupsRepository, MerchantGroupsService, MerchantGroupsResolver],
  exports: [MerchantGroupsService],
})
export class MerchantGroupsModule {}
