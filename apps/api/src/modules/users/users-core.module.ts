import { Module } from '@nestjs/common';
import { SessionsModule } from '../../platform/auth/sessions.module';
import { UserEventsService } from '../../platform/realtime/user-events.service';
import { ProfileResolver } from './profile.resolver';
import { ProfileService } from './profile.service';
import { UserRefCache } from './user-ref.cache';
import { TimelineAuthorsResolver } from './timeline-authors.resolver';
import { UserRefLoader } from './user-ref.loader';
import { UserCreditPort } from './user-credit.port';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * The signed-in user's own record: cUser, profile, permissions. Admin operations live in UsersModule.
 * Not global: a module that reads users imports this one, so its `imports` show the dependency.
 */
@Module({
  imports: [SessionsModule],
  providers: [
    UsersRepository,
    UsersService,
    UserCreditPort,
    UserRefCache,
    UserEventsService,
    UserRefLoader,
    ProfileService,
    ProfileResolver,
    TimelineAuthorsResolver,
  ],
  exports: [UsersService, UserCreditPort, UserRefCache, UserEventsService, UserRefLoader],
})
export class UsersCoreModule {}
