import { Args, Context, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Access, SignedIn } from '../auth/access';
import type { GqlContext } from '../auth/access.guard';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { UserRefLoader } from '../../modules/users/user-ref.loader';
import { UserRefModel } from '../../modules/users/users.models';
import { TimelineEntryModel } from './timeline.models';
import { TimelineService } from './timeline.service';

@Resolver(() => TimelineEntryModel)
export class TimelineResolver {
  constructor(
    private readonly service: TimelineService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** An entity's state transitions, oldest first. Signed in here; the service checks the entity's own view permission. */
  @Query(() => [TimelineEntryModel])
  @Access(SignedIn())
  timeline(
    @CurrentAuth() auth: AuthContext,
    @Args('entity') entity: string,
    @Args('entity_id', { type: () => ID }) entityId: string,
  ): Promise<TimelineEntryModel[]> {
    return this.service.list(auth, entity, entityId);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  actor(@Parent() entry: TimelineEntryModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, entry.actorId);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  real_actor(@Parent() entry: TimelineEntryModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, entry.realActorId);
  }
}
