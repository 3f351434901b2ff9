import { Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions.module';
import { UserEventsService } from '../realtime/user-events.service';
import { ProfileResolver } from './profile.resolver';
import { ProfileService } from './profile.service';
import { UserRefCache } from './user-ref.cache';
import { UserRefLoader } from './user-ref.loader';
import { UsersRepository } from './users.repository';

/**
 * The signed-in user's own record: cUser, profile, permissions. Admin operations live in UsersModule.
 * Not global: a module that reads users imports this one, so its `imports` show the dependency.
 */
@Module({
  imports: [SessionsModule],
  providers: [UsersRepository, UserRefCache, UserEventsService, UserRefLoader, ProfileService, ProfileResolver],
  exports: [UsersRepository, UserRefCache, UserEventsService, UserRefLoader],
})
export class UsersCoreModule {}
