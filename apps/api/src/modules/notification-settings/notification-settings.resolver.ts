import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { makeUserNotificationInput } from '@pod/shared';
import { Access, SignedIn } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { parseInput } from '../../platform/common/validation';
import { AliasMentionInput, NotificationEventInput, NotificationGroupInput } from './notification-settings.inputs';
import { UserNotificationSettingsModel } from './notification-settings.models';
import { NotificationSettingsService } from './notification-settings.service';

const settingsKey = makeUserNotificationInput.pick({ type: true, user_id: true });

@Resolver(() => UserNotificationSettingsModel)
export class NotificationSettingsResolver {
  constructor(private readonly service: NotificationSettingsService) {}

  /** The caller's settings of a type, or another user's with users:view. Null when none are saved. */
  @Query(() => UserNotificationSettingsModel, { nullable: true })
  @Access(SignedIn())
  userNotification(
    @CurrentAuth() auth: AuthContext,
    @Args('type') type: string,
    @Args('user_id', { type: () => ID, nullable: true }) userId?: string,
  ): Promise<UserNotificationSettingsModel | null> {
    const key = parseInput(settingsKey, { type, user_id: userId });
    return this.service.get(auth, key.type, key.user_id);
  }

  /** Saves the caller's settings (or another user's with users:update), upserted per (user_id, type). */
  @Mutation(() => UserNotificationSettingsModel)
  @Access(SignedIn())
  makeUserNotification(
    @CurrentAuth() auth: AuthContext,
    @Args('type') type: string,
    @Args('user_id', { type: () => ID, nullable: true }) user_id?: string,
    @Args('_id', { type: () => ID, nullable: true }) _id?: string,
    @Args('status', { nullable: true }) status?: string,
    @Args('mentions', { type: () => [String], nullable: true }) mentions?: string[],
    @Args('url', { nullable: true }) url?: string,
    @Args('subject', { nullable: true }) subject?: string,
    @Args('alias_mentions', { type: () => [AliasMentionInput], nullable: true }) alias_mentions?: AliasMentionInput[],
    @Args('group', { type: () => NotificationGroupInput, nullable: true }) group?: NotificationGroupInput,
    @Args('events', { type: () => [NotificationEventInput], nullable: true }) events?: NotificationEventInput[],
  ): Promise<UserNotificationSettingsModel> {
    // _id is accepted for old clients; the row is keyed by (user_id, type).
    void _id;
    const input = parseInput(makeUserNotificationInput, { user_id, type, status, mentions, url, subject, alias_mentions, group, events });
    return this.service.save(auth, input);
  }
}
