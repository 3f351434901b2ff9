import { Global, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { AuditTrail } from './audit-trail';
import { AccessAudit } from './access-audit';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { AuthenticationService } from './authentication.service';
import { LogsRepository } from './logs.repository';
import { RateLimitService } from './rate-limit.service';
import { SessionsRepository } from './sessions.repository';
import { TasksRepository } from './tasks.repository';
import { TokensService } from './tokens.service';
import { UsersCoreModule } from '../users/users-core.module';

@Global()
@Module({
  imports: [DiscoveryModule, UsersCoreModule],
  controllers: [AuthController],
  providers: [
    TokensService,
    SessionsRepository,
    LogsRepository,
    TasksRepository,
    RateLimitService,
    AuthenticationService,
    AuthService,
    AuthResolver,
    AccessAudit,
    AuditTrail,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokensService, SessionsRepository, AuthenticationService, AuthService, AuditTrail],
})
export class AuthModule {}
