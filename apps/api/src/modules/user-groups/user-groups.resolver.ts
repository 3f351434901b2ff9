import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { makeUserGroupInput, PAGE_SIZE, trashUserGroupInput, userGroupsFilter } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Forbidden } from '../../platform/common/errors';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { MakeUserGroupParams } from './user-groups.inputs';
import { UserGroupModel } from './user-groups.models';
import { UserGroupsService } from './user-groups.service';

@Resolver(() => UserGroupModel)
export class UserGroupsResolver {
  constructor(private readonly service: UserGroupsService) {}

  /** Paged (x-total) unless get_all, which answers every group (up to 1000) for pickers. */
  @Query(() => [UserGroupModel])
  @Access(Can('user_groups', 'view'), Can('users', 'view'))
  async usergroups(
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('name', { nullable: true }) name?: string,
    @Args('status', { nullable: true }) status?: string,
    @Args('get_all', { nullable: true }) getAll?: boolean,
  ): Promise<UserGroupModel[]> {
    const filter = parseInput(userGroupsFilter, { name, status });
    const anyStatus = !filter.status || filter.status === 'All' || filter.status === 'Opened';
    const paging = getAll ? null : resolvePaging(ctx, pageArgs, PAGE_SIZE.list);
    const { items, total } = await this.service.list({ name: filter.name || undefined, status: anyStatus ? undefined : filter.status! }, paging);
    setTotal(ctx, total);
    return items;
  }

  @Mutation(() => UserGroupModel)
  @Access(Can('user_groups', 'add'), Can('user_groups', 'update'))
  makeUserGroup(
    @CurrentAuth() auth: AuthContext,
    @Args('params', { type: () => MakeUserGroupParams }) params: MakeUserGroupParams,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
  ): Promise<UserGroupModel> {
    // add is not update: which one the caller needs depends on the arguments.
    if (!UserGroupsService.mayMake(auth, id)) throw Forbidden();
    return this.service.make(auth, parseInput(makeUserGroupInput, { ...params, id }));
  }

  /** Answers how many groups were deleted. */
  @Mutation(() => Int)
  @Access(Can('user_groups', 'delete'))
  trashUserGroup(@Args('delete_ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.service.trash(parseInput(trashUserGroupInput, { delete_ids: ids }).delete_ids);
  }
}
