import { DynamicModule, Module } from '@nestjs/common';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ConfigModule } from './platform/config/config.module';
import type { Env } from './platform/config/env';
import { DatabaseModule } from './platform/db/database.module';
import { RedisModule } from './platform/redis/redis.module';
import { PubSubModule } from './platform/realtime/pubsub.module';
import { AuthModule } from './platform/auth/auth.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AuthenticationService } from './platform/auth/authentication.service';
import { AuditTrail } from './platform/auth/audit-trail';
import { graphqlOptions } from './graphql.config';
import { HealthModule } from './platform/health/health.module';
import { UsersCoreModule } from './modules/users/users-core.module';
import { ManufacturesModule } from './modules/manufactures/manufactures.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { UsersModule } from './modules/users/users-admin.module';
import { UserGroupsModule } from './modules/user-groups/user-groups.module';
import { MerchantGroupsModule } from './modules/merchant-groups/merchant-groups.module';
import { NotificationSettingsModule } from './modules/notification-settings/notification-settings.module';
import { SearchModule } from './producers/search/search.module';
import { SearchGroupsModule } from './producers/search/search-groups';
import { AccessLogsModule } from './modules/access-logs/access-logs.module';
import { StorageModule } from './platform/storage/storage.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { EventsModule } from './platform/events/events.module';
import { NavigationModule } from './flows/navigation/navigation.module';
import { TimelineStartupCheck } from './platform/timeline/timeline-startup-check';
import { TimelineModule } from './platform/timeline/timeline.module';
import { FilesModule } from './modules/files/files.module';
import { DocumentsModule } from './producers/documents/documents.module';
import { FontsModule } from './modules/fonts/fonts.module';
import { RenderModule } from './producers/render/render.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { LogisticsModule } from './modules/logistics/logistics.module';
import { FulfilmentsModule } from './modules/fulfilments/fulfilments.module';
import { StorageSettingsModule } from './modules/storage-settings/storage-settings.module';
import { BillingModule } from './modules/billing/billing.module';
import { OrdersModule } from './modules/orders/orders.module';
import { ManufacturingModule } from './modules/manufacturing/manufacturing.module';
import { ManufacturingBatchesModule } from './modules/manufacturing-batches/manufacturing-batches.module';
import { InvoicesModule } from './modules/billing/invoices.module';
import { ProductionBillingModule } from './modules/billing/production-billing.module';
import { DesignsModule } from './modules/designs/designs.module';
import { ListingsModule } from './modules/listings/listings.module';
import { MockupsModule } from './modules/mockups/mockups.module';
import { APP_EVENTS } from './app.events';
import { APP_JOBS } from './app.jobs';
import { SupportModule } from './modules/support/support.module';
import { ReportsModule } from './modules/reports/reports.module';
import { ReturnsModule } from './modules/returns/returns.module';
import { ShipmentsModule } from './modules/shipments/shipments.module';
import { DesignRequestsModule } from './modules/design-requests/design-requests.module';
import { IntegrationsModule } from './modules/integrations/integrations.module';
import { SystemNotificationsModule } from './modules/system-notifications/system-notifications.module';
import { ExtensionsModule } from './modules/extensions/extensions.module';
import { PackingModule } from './modules/packing/packing.module';
import { ApproveReturnsModule } from './flows/approve-returns/approve-returns.module';
import { PackAndShipModule } from './flows/pack-and-ship/pack-and-ship.module';
import { TrackShipmentsModule } from './flows/track-shipments/track-shipments.module';
import { PayOrdersModule } from './flows/pay-orders/pay-orders.module';
import { AffiliatesModule } from './modules/affiliates/affiliates.module';

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
        AccountsModule,
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
        EventsModule.forRoot({ events: APP_EVENTS }),
        TimelineModule,
        FilesModule,
        DocumentsModule,
        FontsModule,
        UsersModule,
        UserGroupsModule,
        MerchantGroupsModule,
        NotificationSettingsModule,
        SearchModule,
        NavigationModule,
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
        ApproveReturnsModule,
        ShipmentsModule,
        TrackShipmentsModule,
        DesignRequestsModule,
        IntegrationsModule,
        SystemNotificationsModule,
        ExtensionsModule,
        PackingModule,
        PackAndShipModule,
        PayOrdersModule,
        AffiliatesModule,
      ],
      providers: [TimelineStartupCheck],
    };
  }
}
