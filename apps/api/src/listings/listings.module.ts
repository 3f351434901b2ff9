import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MockupsModule } from '../mockups/mockups.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ListingsRepository } from './listings.repository';
import { ListingsResolver } from './listings.resolver';
import { ListingsService } from './listings.service';

/** Sellers' listings (spec section 3): what the editor's Details & Pricing and Publish steps save, with the mockup's print files. */
@Module({
  imports: [UsersCoreModule, CatalogueModule, MockupsModule],
  providers: [ListingsRepository, ListingsService, ListingsResolver],
  exports: [ListingsService],
})
export class ListingsModule {}
