import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { ListingsCoreModule } from './listings-core.module';
import { ListingPublishJobs } from './listings-publish.jobs';
import { ListingsRepository } from './listings.repository';

/**
 * The listings' publishing job, without the mockup and render modules: worker processes load this
 * (the listings module itself needs the API's file and render modules).
 */
@Module({
  imports: [NotificationsModule, ListingsCoreModule],
  providers: [ListingsRepository, ListingPublishJobs],
})
export class ListingsPublishModule {}
