import { DynamicModule, Module, type Type } from '@nestjs/common';
import { ConfigModule } from './platform/config/config.module';
import type { Env } from './platform/config/env';
import { DatabaseModule } from './platform/db/database.module';
import { AuthModule } from './platform/auth/auth.module';
import { RedisModule } from './platform/redis/redis.module';
import { FilesCoreModule } from './modules/files/files.module';
import { FontsCoreModule } from './modules/fonts/fonts.module';
import { ExportsModule } from './producers/exports/exports.module';
import { ImportsModule } from './producers/imports/imports.module';
import { UsersModule } from './modules/users/users-admin.module';
import { StorageCoreModule } from './platform/storage/storage.module';
import { EventsModule } from './platform/events/events.module';
import { PubSubModule } from './platform/realtime/pubsub.module';
import { APP_EVENTS } from './app.events';
import { APP_JOBS } from './app.jobs';
import { JobsModule } from './platform/jobs/jobs.module';
import { RenderCoreModule } from './producers/render/render.module';
import { InvoicesModule } from './modules/billing/invoices.module';
import { ProductionBillingModule } from './modules/billing/production-billing.module';
import { ListingsPublishModule } from './modules/listings/listings-publish.module';
import { ManufacturingModule } from './modules/manufacturing/manufacturing.module';
import { ManufacturingBatchesModule } from './modules/manufacturing-batches/manufacturing-batches.module';
import { FulfilmentsModule } from './modules/fulfilments/fulfilments.module';
import { SearchGroupsModule } from './producers/search/search-groups';
import { ShipmentsModule } from './modules/shipments/shipments.module';
import { PackingModule } from './modules/packing/packing.module';
import { PackAndShipModule } from './flows/pack-and-ship/pack-and-ship.module';
import { TrackShipmentsModule } from './flows/track-shipments/track-shipments.module';
import { ReturnsCoreModule } from './modules/returns/returns-core.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';
import { AffiliatesModule } from './modules/affiliates/affiliates.module';
import { SystemNotificationsModule } from './modules/system-notifications/system-notifications.module';

/**
 * What a worker process loads: configuration, the database, storage, the job runner, the event
 * dispatcher and every module that has job or event handlers (start-up fails if a declared job has
 * no handler here). `extra` adds modules (a test's own handlers).
 */
@Module({})
export class WorkerModule {
  static forRoot(env: Env, extra: Array<Type | DynamicModule> = []): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(env),
        DatabaseModule,
        RedisModule,
        // The users module's services (its import and export jobs) need the auth module's session store.
        AuthModule,
        StorageCoreModule,
        PubSubModule,
        JobsModule.forRoot({ jobs: APP_JOBS, worker: true }),
        EventsModule.forRoot({ events: APP_EVENTS, worker: true }),
        FilesCoreModule,
        FontsCoreModule,
        ExportsModule,
        ImportsModule,
        UsersModule,
        RenderCoreModule,
        InvoicesModule,
        ProductionBillingModule,
        ListingsPublishModule,
        ManufacturingModule,
        ManufacturingBatchesModule,
        FulfilmentsModule,
        SearchGroupsModule,
        ShipmentsModule,
        TrackShipmentsModule,
        // An order follows all its parts: every module that owns some is here (order progress refuses to judge without one).
        PackingModule,
        // The seller-label import runs here.
        PackAndShipModule,
        ReturnsCoreModule,
        AffiliatesModule,
        IntegrationsModule,
        SystemNotificationsModule,
        ...extra,
      ],
    };
  }
}
