import { Module } from '@nestjs/common';
import { MerchantGroupsModule } from '../merchant-groups/merchant-groups.module';
import { UsersCoreModule } from '../users/users-core.module';
import { LocationsRepository } from './locations.repository';
import { LocationsResolver } from './locations.resolver';
import { LocationsService } from './locations.service';
import { ShippingMethodsRepository } from './shipping-methods.repository';
import { ShippingMethodsResolver } from './shipping-methods.resolver';
import { ShippingMethodsService } from './shipping-methods.service';

/** Shipping methods with their cost table, and locations. */
@Module({
  imports: [UsersCoreModule, MerchantGroupsModule],
  providers: [ShippingMethodsRepository, ShippingMethodsService, ShippingMethodsResolver, LocationsRepository, LocationsService, LocationsResolver],
  exports: [ShippingMethodsService, LocationsService],
})
export class LogisticsModule {}
