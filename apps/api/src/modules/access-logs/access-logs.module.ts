import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../platform/auth/rate-limit.module';
import { ExportsModule } from '../../producers/exports/exports.module';
import { UsersCoreModule } from '../users/users-core.module';
import { AccessLogsRepository } from './access-logs.repository';
import { AccessLogsResolver } from './access-logs.resolver';
import { AccessLogsService } from './access-logs.service';
import { AccessLogsTransfer } from './access-logs.transfer';

/** API Logs and Blocked Logs: it owns token_access_logs and blocked_logs; auth and the shop webhooks write through its service. */
@Module({
  imports: [RateLimitModule, UsersCoreModule, ExportsModule],
  providers: [AccessLogsRepository, AccessLogsService, AccessLogsResolver, AccessLogsTransfer],
  exports: [AccessLogsService],
})
export class AccessLogsModule {}
