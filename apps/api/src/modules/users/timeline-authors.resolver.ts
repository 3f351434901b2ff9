import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../platform/auth/access.guard';
import { TimelineEntryModel } from '../../platform/timeline/timeline.models';
import { UserRefLoader } from './user-ref.loader';
import { UserRefModel } from './users.models';

/** Who made each timeline change: the users module adds them to the platform's timeline entries (one query a page). */
@Resolver(() => TimelineEntryModel)
export class TimelineAuthorsResolver {
  constructor(private readonly userRefs: UserRefLoader) {}

  @ResolveField(() => UserRefModel, { nullable: true })
  actor(@Parent() entry: TimelineEntryModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, entry.actorId);
  }

  /** Set only while the actor was impersonated: the person who really acted. */
  @ResolveField(() => UserRefModel, { nullable: true })
  real_actor(@Parent() entry: TimelineEntryModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, entry.realActorId);
  }
}
