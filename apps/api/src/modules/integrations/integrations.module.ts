import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { NotificationSettingsModule } from '../notification-settings/notification-settings.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersCoreModule } from '../users/users-core.module';
import { IntegrationsEvents } from './integrations.events';
import { IntegrationsJobs } from './integrations.jobs';
import { IntegrationsRepository } from './integrations.repository';
import { IntegrationsResolver } from './integrations.resolver';
import { IntegrationsService } from './integrations.service';

/** Outgoing webhooks and channel messages (the Integrations page, super_root). */
@Module({
  imports: [UsersCoreModule, NotificationSettingsModule, OrdersModule, AuthModule, ManufacturesModule],
  providers: [IntegrationsRepository, IntegrationsService, IntegrationsResolver, IntegrationsEvents, IntegrationsJobs],
  exports: [IntegrationsService],
})
export class IntegrationsModule {}
