import { DynamicModule, Module } from '@nestjs/common';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ConfigModule } from './config/config.module';
import type { Env } from './config/env';
import { DatabaseModule } from './db/database.module';
import { RedisModule } from './redis/redis.module';
import { PubSubModule } from './realtime/pubsub.module';
import { AuthModule } from './auth/auth.module';
import { AuthenticationService } from './auth/authentication.service';
import { AuditTrail } from './auth/audit-trail';
import { graphqlOptions } from './graphql.config';
import { HealthModule } from './health/health.module';
import { UsersCoreModule } from './users/users-core.module';
import { ManufacturesModule } from './manufactures/manufactures.module';
import { NotificationsModule } from './notifications/notifications.module';
import { UsersModule } from './users/users-admin.module';
import { UserGroupsModule } from './user-groups/user-groups.module';
import { MerchantGroupsModule } from './merchant-groups/merchant-groups.module';
import { NotificationSettingsModule } from './notification-settings/notification-settings.module';
import { SearchModule } from './search/search.module';
import { SearchGroupsModule } from './search/search-groups';
import { AccessLogsModule } from './access-logs/access-logs.module';
import { StorageModule } from './storage/storage.module';
import { JobsModule } from './jobs/jobs.module';
import { EventsModule } from './events/events.module';
import { TimelineModule } from './timeline/timeline.module';
import { FilesModule } from './files/files.module';
import { DocumentsModule } from './documents/documents.module';
import { FontsModule } from './fonts/fonts.module';
import { RenderModule } from './render/render.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { LogisticsModule } from './logistics/logistics.module';
import { FulfilmentsModule } from './fulfilments/fulfilments.module';
import { StorageSettingsModule } from './storage-settings/storage-settings.module';
import { BillingModule } from './billing/billing.module';
import { OrdersModule } from './orders/orders.module';
import { ManufacturingModule } from './manufacturing/manufacturing.module';
import { ManufacturingBatchesModule } from './manufacturing-batches/manufacturing-batches.module';
import { InvoicesModule } from './billing/invoices.module';
import { ProductionBillingModule } from './billing/production-billing.module';
import { DesignsModule } from './designs/designs.module';
import { ListingsModule } from './listings/listings.module';
import { MockupsModule } from './mockups/mockups.module';
import { APP_JOBS } from './app.jobs';
import { SupportModule } from './support/support.module';
import { ReportsModule } from './reports/reports.module';
import { ReturnsModule } from './returns/returns.module';
import { ShipmentsModule } from './shipments/shipments.module';
import { DesignRequestsModule } from './design-requests/design-requests.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { SystemNotificationsModule } from './system-notifications/system-notifications.module';
import { ExtensionsModule } from './extensions/extensions.module';
import { PackingModule } from './packing/packing.module';
import { AffiliatesModule } from './affiliates/affiliates.module';

export interface AppOptions {
  /** Where to write the generated schema; false keeps it in memory. */
  schemaFile?: string | false;
}

@Module({})
export class AppModule {
  static forRoot(env: Env, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        DatabaseModule,
        RedisModule,
        PubSubModule,
        AuthModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [AuthModule],
          inject: [AuthenticationService, AuditTrail],
          useFactory: (authentication: AuthenticationService, audit: AuditTrail) =>
            graphqlOptions(authentication, audit, options.schemaFile ?? true, env.NODE_ENV === 'production'),
        }),
        HealthModule,
        UsersCoreModule,
        ManufacturesModule,
        NotificationsModule,
        StorageModule,
        JobsModule.forRoot({ jobs: APP_JOBS }),
        EventsModule.forRoot(),
        TimelineModule,
        FilesModule,
        DocumentsModule,
        FontsModule,
        UsersModule,
        UserGroupsModule,
        MerchantGroupsModule,
        NotificationSettingsModule,
        SearchModule,
        SearchGroupsModule,
        AccessLogsModule,
        RenderModule,
        CatalogueModule,
        LogisticsModule,
        FulfilmentsModule,
        StorageSettingsModule,
        BillingModule,
        OrdersModule,
        ManufacturingModule,
        ManufacturingBatchesModule,
        InvoicesModule,
        ProductionBillingModule,
        DesignsModule,
        MockupsModule,
        ListingsModule,
        SupportModule,
        ReportsModule,
        ReturnsModule,
        ShipmentsModule,
        DesignRequestsModule,
        IntegrationsModule,
        SystemNotificationsModule,
        ExtensionsModule,
        PackingModule,
        AffiliatesModule,
      ],
    };
  }
}
