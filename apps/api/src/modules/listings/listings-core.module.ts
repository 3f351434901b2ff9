import { Module } from '@nestjs/common';
import { ListingsReadService } from './listings-read.service';
import { ListingsRepository } from './listings.repository';

/**
 * The reads of listings other modules need, without the mockup, files and render modules: orders
 * load this (so worker processes can). The listings' own modules provide the repository themselves.
 */
@Module({
  providers: [ListingsRepository, ListingsReadService],
  exports: [ListingsReadService],
})
export class ListingsCoreModule {}
