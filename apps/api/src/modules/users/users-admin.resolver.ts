import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PAGE_SIZE } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { MakeUserParams, UsersFilterArgs } from './user-admin.inputs';
import { ModulePermissionModel, UserModel, UsersNoneGroupResult, UserStatusCount } from './users.models';
import { UsersAdminService } from './users-admin.service';

/** Staff administration of users (spec section 7, "Users and groups"). */
@Resolver(() => UserModel)
export class UsersAdminResolver {
  constructor(private readonly service: UsersAdminService) {}

  /** A user's full record (users:view). The signed-in user's own record is cUser. */
  @Query(() => UserModel, { nullable: true })
  @Access(Can('users', 'view'))
  getUserById(@Args('_id', { type: () => ID }) id: string): Promise<UserModel> {
    return this.service.getOne(id);
  }

  @Query(() => UserModel, { nullable: true })
  @Access(Can('users', 'view'))
  user(@Args('_id', { type: () => ID }) id: string): Promise<UserModel> {
    return this.service.getOne(id);
  }

  /** Paged (page / per-page headers or args, default 20); the total is in x-total. sort: "created_at:desc". */
  @Query(() => [UserModel])
  @Access(Can('users', 'view'))
  async users(
    @Context() ctx: GqlContext,
    @Args() filter: UsersFilterArgs,
    @Args() pageArgs: PageArgs,
    @Args('sort', { nullable: true }) sort?: string,
  ): Promise<UserModel[]> {
    const { items, total } = await this.service.list(filter, sort, resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, total);
    return items;
  }

  /** Counts for the status tabs: Opened (all), Active, Pending, Disabled, under the other filters. */
  @Query(() => [UserStatusCount])
  @Access(Can('users', 'view'))
  usersStatusCounts(@Args() filter: UsersFilterArgs): Promise<UserStatusCount[]> {
    return this.service.statusCounts(filter);
  }

  /** Users in no user group (to add to group_id); paged, the count also in x-total. */
  @Query(() => UsersNoneGroupResult)
  @Access(Can('users', 'view'), Can('user_groups', 'update'))
  async usersNoneGroup(
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('search', { nullable: true }) search?: string,
    @Args('group_id', { type: () => ID, nullable: true }) groupId?: string,
  ): Promise<UsersNoneGroupResult> {
    const result = await this.service.noneGroup(search, groupId, resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, result.count);
    return result;
  }

  /** The full module matrix: nothing granted, or what `role` grants by default. */
  @Query(() => [ModulePermissionModel])
  @Access(Can('users', 'view'), Can('user_groups', 'view'))
  getDefaultPermissions(@Args('role', { nullable: true }) role?: string): ModulePermissionModel[] {
    return this.service.defaultPermissions(role);
  }

  /** Creates a user when id is empty, updates it otherwise (users:add or users:update). */
  @Mutation(() => UserModel)
  @Access(Can('users', 'add'), Can('users', 'update'))
  makeUser(
    @CurrentAuth() auth: AuthContext,
    @Args('params', { type: () => MakeUserParams }) params: MakeUserParams,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
  ): Promise<UserModel> {
    return this.service.makeUser(auth, id, params);
  }

  /** Sets one status on many users at once, all or nothing (users:update); answers how many changed. */
  @Mutation(() => Int)
  @Access(Can('users', 'update'))
  setUsersStatus(@CurrentAuth() auth: AuthContext, @Args('ids', { type: () => [ID] }) ids: string[], @Args('status') status: string): Promise<number> {
    return this.service.setUsersStatus(auth, ids, status);
  }

  @Mutation(() => Boolean)
  @Access(Can('users', 'delete'))
  deleteById(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.deleteUser(auth, id);
  }
}
