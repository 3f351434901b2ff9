import { Module } from '@nestjs/common';
import { ExportsModule } from '../exports/exports.module';
import { TimelineModule } from '../timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { BillingResolver } from './billing.resolver';
import { BillingService } from './billing.service';
import { BillingTransfer } from './billing.transfer';
import { LedgerRepository } from './ledger.repository';

/** The sellers' credit ledger: charges and refunds (for orders), top-ups and their approval, transactions. */
@Module({
  imports: [UsersCoreModule, TimelineModule, ExportsModule],
  providers: [LedgerRepository, BillingService, BillingResolver, BillingTransfer],
  exports: [BillingService],
})
export class BillingModule {}
