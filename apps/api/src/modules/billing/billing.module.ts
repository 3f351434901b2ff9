import { Module } from '@nestjs/common';
import { ExportsModule } from '../../producers/exports/exports.module';
import { FilesRef } from '../files/files-ref';
import { TimelineModule } from '../../platform/timeline/timeline.module';
import { UsersCoreModule } from '../users/users-core.module';
import { BillingResolver } from './billing.resolver';
import { BillingService } from './billing.service';
import { BillingTransfer } from './billing.transfer';
import { LedgerRepository } from './ledger.repository';

/** The sellers' credit ledger: charges and refunds (for orders), top-ups and their approval, transactions. */
@Module({
  imports: [UsersCoreModule, TimelineModule, ExportsModule],
  // FilesRef, not FilesModule: workers load this module beside FilesCoreModule (see files-ref.ts).
  providers: [LedgerRepository, BillingService, BillingResolver, BillingTransfer, FilesRef],
  exports: [BillingService],
})
export class BillingModule {}
