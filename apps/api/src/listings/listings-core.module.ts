import { Module } from '@nestjs/common';
import { ListingsReadService } from './listings-read.service';
import { ListingsRepository } from './listings.repository';

/**
 * The listings' table and the reads other modules need, without the mockup, files and render
 * modules: orders load this (so worker processes can), the listings module builds on it.
 */
@Module({
  providers: [ListingsRepository, ListingsReadService],
  exports: [ListingsRepository, ListingsReadService],
})
export class ListingsCoreModule {}
