import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { RateLimitModule } from '../../platform/auth/rate-limit.module';
import { SessionsModule } from '../../platform/auth/sessions.module';
import { AccessLogsModule } from '../access-logs/access-logs.module';
import { UsersCoreModule } from '../users/users-core.module';
import { AccountsController } from './accounts.controller';
import { AccountsResolver } from './accounts.resolver';
import { AccountsService } from './accounts.service';
import { InvitationsRepository } from './invitations.repository';
import { TasksRepository } from './tasks.repository';

/**
 * People's way in: sign-in, registration, invitations, switching user, integration tokens and the
 * sign-in application's routes. `platform/auth` only answers who is calling and whether they may.
 */
@Module({
  imports: [AuthModule, UsersCoreModule, SessionsModule, RateLimitModule, AccessLogsModule],
  controllers: [AccountsController],
  providers: [AccountsService, AccountsResolver, InvitationsRepository, TasksRepository],
  exports: [AccountsService],
})
export class AccountsModule {}
