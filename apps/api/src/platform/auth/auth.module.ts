import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { AuditTrail } from './audit-trail';
import { AccessAudit } from './access-audit';
import { AccessGuard } from './access.guard';
import { AuthenticationService } from './authentication.service';
import { LogsRepository } from './logs.repository';
import { RateLimitModule } from './rate-limit.module';
import { SessionsModule } from './sessions.module';
import { TaskSources } from './task-sources';
import { TokensService } from './tokens.service';

/**
 * The request's principal and its rights: the global guard (APP_GUARD applies to every route wherever it
 * is declared) and AuthenticationService, which the GraphQL module imports for its context. Signing in,
 * invitations and tokens are the accounts module's (modules/accounts).
 */
@Module({
  imports: [DiscoveryModule, SessionsModule, RateLimitModule],
  providers: [TokensService, LogsRepository, TaskSources, AuthenticationService, AccessAudit, AuditTrail, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokensService, AuthenticationService, AuditTrail, TaskSources],
})
export class AuthModule {}
