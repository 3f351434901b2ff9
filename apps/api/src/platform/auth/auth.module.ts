import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { AuditTrail } from './audit-trail';
import { AccessAudit } from './access-audit';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { AuthenticationService } from './authentication.service';
import { InvitationsRepository } from './invitations.repository';
import { LogsRepository } from './logs.repository';
import { RateLimitModule } from './rate-limit.module';
import { AccessLogsModule } from '../../modules/access-logs/access-logs.module';
import { SessionsModule } from './sessions.module';
import { TaskSources } from './task-sources';
import { TasksRepository } from './tasks.repository';
import { TokensService } from './tokens.service';
import { UsersCoreModule } from '../../modules/users/users-core.module';

/**
 * Sign-in and the request's principal: the global guard (APP_GUARD applies to every route wherever it
 * is declared) and AuthenticationService, which the GraphQL module imports for its context.
 */
@Module({
  imports: [DiscoveryModule, UsersCoreModule, SessionsModule, RateLimitModule, AccessLogsModule],
  controllers: [AuthController],
  providers: [
    TokensService,
    LogsRepository,
    InvitationsRepository,
    TasksRepository,
    TaskSources,
    AuthenticationService,
    AuthService,
    AuthResolver,
    AccessAudit,
    AuditTrail,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokensService, AuthenticationService, AuthService, AuditTrail, TaskSources],
})
export class AuthModule {}
