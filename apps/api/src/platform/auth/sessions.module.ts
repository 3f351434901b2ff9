import { Module } from '@nestjs/common';
import { SessionCache } from './session-cache';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

/**
 * Sessions on their own, so both sign-in (AuthModule) and the user modules that end sessions (a
 * password change, a disabled user) import them without importing each other.
 */
@Module({ providers: [SessionsRepository, SessionsService, SessionCache], exports: [SessionsService, SessionCache] })
export class SessionsModule {}
