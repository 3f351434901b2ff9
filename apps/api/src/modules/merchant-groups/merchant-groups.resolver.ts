import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { hasPermission, merchantGroupIdInput, merchantGroupsFilter, PAGE_SIZE, saveMerchantGroupInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Forbidden } from '../../platform/common/errors';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { MerchantGroupInput } from './merchant-groups.inputs';
import { MerchantGroupModel } from './merchant-groups.models';
import { MerchantGroupsService } from './merchant-groups.service';

@Resolver(() => MerchantGroupModel)
export class MerchantGroupsResolver {
  constructor(private readonly service: MerchantGroupsService) {}

  /** Paged (x-total), with each group's merchants. */
  @Query(() => [MerchantGroupModel])
  @Access(Can('merchant_groups', 'view'))
  async merchantGroups(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs, @Args('name', { nullable: true }) name?: string): Promise<MerchantGroupModel[]> {
    const filter = parseInput(merchantGroupsFilter, { name });
    const { items, total } = await this.service.list(filter.name || undefined, resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, total);
    return items;
  }

  @Query(() => MerchantGroupModel, { nullable: true })
  @Access(Can('merchant_groups', 'view'))
  merchantGroup(@Args('_id', { type: () => ID }) id: string): Promise<MerchantGroupModel> {
    return this.service.get(parseInput(merchantGroupIdInput, { _id: id })._id);
  }

  /** Creates (no _id) or replaces a group's name and merchants; merchants must be sellers. */
  @Mutation(() => MerchantGroupModel)
  @Access(Can('merchant_groups', 'add'), Can('merchant_groups', 'update'))
  saveMerchantGroup(
    @CurrentAuth() auth: AuthContext,
    @Args('input', { type: () => MerchantGroupInput }) input: MerchantGroupInput,
  ): Promise<MerchantGroupModel> {
    if (!hasPermission(auth.permissions, 'merchant_groups', input?._id ? 'update' : 'add')) throw Forbidden();
    return this.service.save(parseInput(saveMerchantGroupInput, input));
  }

  @Mutation(() => Boolean)
  @Access(Can('merchant_groups', 'delete'))
  deleteMerchantGroup(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(parseInput(merchantGroupIdInput, { _id: id })._id);
  }
}
