import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { hasPermission, makeLocationInput, PAGE_SIZE, trashIdsInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Forbidden } from '../../platform/common/errors';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { MakeLocationInput } from './logistics.inputs';
import { LocationModel } from './logistics.models';
import { locationFilter, LocationsService } from './locations.service';

@Resolver(() => LocationModel)
export class LocationsResolver {
  constructor(private readonly service: LocationsService) {}

  /** /locations/{filter}: all, stock, ship_from or trash; paged (x-total). */
  @Query(() => [LocationModel])
  @Access(Can('locations', 'view'))
  async locations(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs, @Args('filter', { nullable: true }) filter?: string): Promise<LocationModel[]> {
    const { items, total } = await this.service.list(locationFilter(filter), resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, total);
    return items;
  }

  @Mutation(() => LocationModel)
  @Access(Can('locations', 'add'), Can('locations', 'update'))
  makeLocation(@CurrentAuth() auth: AuthContext, @Args('input', { type: () => MakeLocationInput }) input: MakeLocationInput): Promise<LocationModel> {
    if (!hasPermission(auth.permissions, 'locations', input?._id ? 'update' : 'add')) throw Forbidden();
    return this.service.make(parseInput(makeLocationInput, input));
  }

  @Mutation(() => Int)
  @Access(Can('locations', 'delete'))
  trashLocation(@Args('ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.service.trash(parseInput(trashIdsInput, { ids }).ids);
  }
}
