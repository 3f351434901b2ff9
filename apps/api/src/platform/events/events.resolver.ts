import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Access, Roles } from '../auth/access';
import type { GqlContext } from '../auth/access.guard';
import { BadField } from '../common/errors';
import { isId } from '../common/ids';
import { PageArgs, resolvePaging, setTotal } from '../common/paging';
import { EventDeliveryModel, toEventDeliveryModel } from './event.models';
import { EventsService } from './events.service';

/** Operators see deliveries that gave up and start them again once the cause is fixed. */
@Resolver(() => EventDeliveryModel)
export class EventsResolver {
  constructor(private readonly events: EventsService) {}

  /** Failed deliveries, newest events first; the total is in x-total. */
  @Query(() => [EventDeliveryModel])
  @Access(Roles('super_root'))
  async eventDeliveriesFailed(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs): Promise<EventDeliveryModel[]> {
    const paging = resolvePaging(ctx, pageArgs);
    const [rows, total] = await this.events.failedDeliveries(paging.perPage, paging.offset);
    setTotal(ctx, total);
    return rows.map(toEventDeliveryModel);
  }

  /** Gives a failed delivery a fresh set of tries; answers false when it was not failed. */
  @Mutation(() => Boolean)
  @Access(Roles('super_root'))
  retryEventDelivery(@Args('event_id', { type: () => ID }) eventId: string, @Args('handler_key') handlerKey: string): Promise<boolean> {
    if (!isId(eventId)) throw BadField('event_id', 'invalid_id', 'Invalid event id.');
    if (handlerKey.length > 200) throw BadField('handler_key', 'too_long', 'Handler key must be at most 200 characters.');
    return this.events.retryDelivery(eventId, handlerKey);
  }
}
