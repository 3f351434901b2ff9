import { Module } from '@nestjs/common';
import { BillingModule } from '../../modules/billing/billing.module';
import { OrdersModule } from '../../modules/orders/orders.module';
import { ShipmentsModule } from '../../modules/shipments/shipments.module';
import { UsersCoreModule } from '../../modules/users/users-core.module';
import { TrackShipmentsJobs } from './track-shipments.jobs';
import { TrackShipmentsService } from './track-shipments.service';

/** The tracking job: shipments' tracking activated as their sellers' settings say (with its fees, billing), stalled parcels marked. */
@Module({
  imports: [ShipmentsModule, UsersCoreModule, OrdersModule, BillingModule],
  providers: [TrackShipmentsService, TrackShipmentsJobs],
})
export class TrackShipmentsModule {}
