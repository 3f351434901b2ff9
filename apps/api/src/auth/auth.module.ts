import { Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { AuditInterceptor } from './audit.interceptor';
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
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
  ],
  exports: [TokensService, SessionsRepository, AuthenticationService, AuthService],
})
export class AuthModule {}
