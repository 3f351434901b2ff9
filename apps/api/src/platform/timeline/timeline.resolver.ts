import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Access, SignedIn } from '../auth/access';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { TimelineEntryModel } from './timeline.models';
import { TimelineService } from './timeline.service';

@Resolver(() => TimelineEntryModel)
export class TimelineResolver {
  constructor(private readonly service: TimelineService) {}

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
}
