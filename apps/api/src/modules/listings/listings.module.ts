import { Module } from '@nestjs/common';
import { ListingsSearch } from './listings.search';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MockupsModule } from '../mockups/mockups.module';
import { OrdersModule } from '../orders/orders.module';
import { ListingsCoreModule } from './listings-core.module';
import { ListingsPublishModule } from './listings-publish.module';
import { UsersCoreModule } from '../users/users-core.module';
import { ListingsRepository } from './listings.repository';
import { ListingsResolver } from './listings.resolver';
import { ListingsService } from './listings.service';

/** Sellers' listings (spec section 3): what the editor's Details & Pricing and Publish steps save, with the mockup's print files. */
@Module({
  imports: [UsersCoreModule, CatalogueModule, MockupsModule, OrdersModule, ListingsCoreModule, ListingsPublishModule],
  providers: [ListingsRepository, ListingsService, ListingsResolver, ListingsSearch],
  exports: [ListingsService],
})
export class ListingsModule {}
