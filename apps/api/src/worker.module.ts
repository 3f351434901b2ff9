import { DynamicModule, Module, type Type } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import type { Env } from './config/env';
import { DatabaseModule } from './db/database.module';
import { AuthModule } from './auth/auth.module';
import { RedisModule } from './redis/redis.module';
import { FilesCoreModule } from './files/files.module';
import { FontsCoreModule } from './fonts/fonts.module';
import { ExportsModule } from './exports/exports.module';
import { ImportsModule } from './imports/imports.module';
import { UsersModule } from './users/users-admin.module';
import { StorageCoreModule } from './storage/storage.module';
import { EventsModule } from './events/events.module';
import { PubSubModule } from './realtime/pubsub.module';
import { APP_JOBS } from './app.jobs';
import { JobsModule } from './jobs/jobs.module';
import { RenderCoreModule } from './render/render.module';
import { InvoicesModule } from './billing/invoices.module';
import { ProductionBillingModule } from './billing/production-billing.module';
import { ListingsPublishModule } from './listings/listings-publish.module';
import { ManufacturingModule } from './manufacturing/manufacturing.module';
import { ManufacturingBatchesModule } from './manufacturing-batches/manufacturing-batches.module';
import { FulfilmentsModule } from './fulfilments/fulfilments.module';
import { SearchGroupsModule } from './search/search-groups';
import { ShipmentsModule } from './shipments/shipments.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { AffiliatesModule } from './affiliates/affiliates.module';
import { SystemNotificationsModule } from './system-notifications/system-notifications.module';

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
        EventsModule.forRoot({ worker: true }),
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
        AffiliatesModule,
        IntegrationsModule,
        SystemNotificationsModule,
        ...extra,
      ],
    };
  }
}
