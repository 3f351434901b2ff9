import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { isSeller, makeShippingMethodInput, PAGE_SIZE, rule, saveShippingCostTableInput, setDefaultShippingMethodInput, trashIdsInput } from '@pod/shared';
import { Access, Can, Roles } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { UserRefModel } from '../users/users.models';
import { MakeShippingMethodInput, ShippingCostTableInput } from './logistics.inputs';
import { ShippingCostTableModel, ShippingMethodModel } from './logistics.models';
import { ShippingMethodsService } from './shipping-methods.service';

const methodsFilter = rule.z.object({ status: rule.z.enum(['all', 'active', 'trash'], { error: 'Unknown status. Use all, active or trash.' }).nullish() });
const methodIdArg = rule.z.object({ method_id: rule.id('shipping method id').nullish() });

@Resolver(() => ShippingMethodModel)
export class ShippingMethodsResolver {
  constructor(private readonly service: ShippingMethodsService) {}

  /** Staff: every method of a status, paged (x-total). Sellers: the active methods open to them. */
  @Query(() => [ShippingMethodModel])
  @Access(Can('logistics', 'view'))
  async shippingMethods(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<ShippingMethodModel[]> {
    const filter = parseInput(methodsFilter, { status });
    if (isSeller(auth.user)) {
      const open = await this.service.openTo(auth.user.id);
      setTotal(ctx, open.length);
      return open;
    }
    const { items, total } = await this.service.list(filter.status ?? 'all', resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, total);
    return items;
  }

  /** Root makes methods (the logistics module is open to sellers too, who only read theirs). */
  @Mutation(() => ShippingMethodModel)
  @Access(Roles('root'))
  makeShippingMethod(@Args('input', { type: () => MakeShippingMethodInput }) input: MakeShippingMethodInput): Promise<ShippingMethodModel> {
    return this.service.make(parseInput(makeShippingMethodInput, input));
  }

  /** Moves methods to the trash (orders that used them keep the reference); answers how many. */
  @Mutation(() => Int)
  @Access(Roles('root'))
  trashShippingMethod(@Args('ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.service.trash(parseInput(trashIdsInput, { ids }).ids);
  }

  /** The caller's default method (`default_shipping_method` on their user); it must be open to them. */
  @Mutation(() => ShippingMethodModel)
  @Access(Roles('sale'))
  setDefaultShippingMethod(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<ShippingMethodModel> {
    return this.service.setDefault(auth.user.id, parseInput(setDefaultShippingMethodInput, { _id: id })._id);
  }

  /** The cost table: zones and weight tiers per live method (or one). The spec shows it to root and under Setting. */
  @Query(() => [ShippingCostTableModel])
  @Access(Roles('root'), Can('settings', 'view'))
  shippingCostTable(@Args('method_id', { type: () => ID, nullable: true }) methodId?: string): Promise<ShippingCostTableModel[]> {
    return this.service.costTable(parseInput(methodIdArg, { method_id: methodId }).method_id ?? undefined);
  }

  /** Replaces one method's zones and tiers whole; overlapping tiers, negative prices, unknown countries and no zone are refused. */
  @Mutation(() => ShippingCostTableModel)
  @Access(Roles('root'), Can('settings', 'update'))
  makeShippingCostTable(@Args('input', { type: () => ShippingCostTableInput }) input: ShippingCostTableInput): Promise<ShippingCostTableModel> {
    return this.service.saveCostTable(parseInput(saveShippingCostTableInput, input));
  }

  @ResolveField(() => [UserRefModel])
  sellers(@Parent() method: ShippingMethodModel, @Context() ctx: GqlContext): Promise<UserRefModel[]> {
    return this.service.sellersOf(ctx, method);
  }
}
