import { Module } from '@nestjs/common';
import { FilesCoreModule } from '../files/files.module';
import { ExportsModule } from '../../producers/exports/exports.module';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { BillingResolver } from './billing.resolver';
import { BillingService } from './billing.service';
import { BillingTransfer } from './billing.transfer';
import { LedgerRepository } from './ledger.repository';

/** The sellers' credit ledger: charges and refunds (for orders), top-ups and their approval, transactions. */
@Module({
  imports: [FilesCoreModule, UsersCoreModule, TimelineModule, ExportsModule],
  providers: [LedgerRepository, BillingService, BillingResolver, BillingTransfer],
  exports: [BillingService],
})
export class BillingModule {}
