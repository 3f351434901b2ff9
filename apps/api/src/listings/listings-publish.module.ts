import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { ListingsRepository } from './listings.repository';
import { ListingPublishJobs } from './listings-publish.jobs';

/**
 * The listings' table access and their publishing job, without the mockup and render modules:
 * worker processes load this (the listings module itself needs the API's file and render modules).
 */
@Module({
  imports: [NotificationsModule],
  providers: [ListingsRepository, ListingPublishJobs],
  exports: [ListingsRepository],
})
export class ListingsPublishModule {}
