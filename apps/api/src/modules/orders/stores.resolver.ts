import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { makeStoreInput, PAGE_SIZE, rule, STORE_PLATFORMS, STORE_STATUSES, trashIdsInput, z } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import { Scope } from '../../platform/auth/scope';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadersOf } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { MakeStoreInput } from './orders.inputs';
import { NewStoreTokenModel, StoreCounterModel, StoreModel, toStoreModel } from './orders.models';
import { StoresService } from './stores.service';

const storeFilterInput = z.object({
  status: rule.optional(rule.oneOf(STORE_STATUSES, 'status')),
  platform: rule.optional(rule.oneOf(STORE_PLATFORMS, 'platform')),
  name: rule.optional(rule.text(100, 'Name')),
  seller_id: rule.optional(rule.id('seller id')),
});

const storeIdInput = z.object({ id: rule.id('store id') });

/** Stores (/stores, /stores/all): where a seller's orders come from. Stores belong to the orders module's permission. */
@Resolver(() => StoreModel)
export class StoresResolver {
  constructor(
    private readonly service: StoresService,
    private readonly userRefs: UserRefLoader,
  ) {}

  @Query(() => [StoreModel])
  @Access(Can('orders', 'view'))
  @Scope('orders', 'read')
  async stores(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('status', { nullable: true }) status?: string,
    @Args('platform', { nullable: true }) platform?: string,
    @Args('name', { nullable: true }) name?: string,
    @Args('seller_id', { type: () => ID, nullable: true }) sellerId?: string,
  ): Promise<StoreModel[]> {
    const filter = this.service.filterFor(auth, parseInput(storeFilterInput, { status, platform, name, seller_id: sellerId }));
    const total = this.service
      .counters(filter)
      .then((counts) => (filter.status === 'trash' ? counts.trash : filter.status === 'active' ? counts.active : counts.all));
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map(toStoreModel);
  }

  @Query(() => StoreModel)
  @Access(Can('orders', 'view'))
  @Scope('orders', 'read')
  async store(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<StoreModel> {
    return toStoreModel(await this.service.findVisible(auth, parseInput(storeIdInput, { id }).id));
  }

  @Query(() => StoreCounterModel)
  @Access(Can('orders', 'view'))
  @Scope('orders', 'read')
  storeCounter(
    @CurrentAuth() auth: AuthContext,
    @Args('platform', { nullable: true }) platform?: string,
    @Args('name', { nullable: true }) name?: string,
  ): Promise<StoreCounterModel> {
    return this.service.counters(this.service.filterFor(auth, parseInput(storeFilterInput, { platform, name })));
  }

  @Mutation(() => StoreModel)
  @Access(Can('orders', 'add'))
  @Scope('orders', 'write')
  async makeStore(@CurrentAuth() auth: AuthContext, @Args('input') input: MakeStoreInput): Promise<StoreModel> {
    return toStoreModel(await this.service.make(auth, parseInput(makeStoreInput, input)));
  }

  @Mutation(() => Number)
  @Access(Can('orders', 'delete'))
  @Scope('orders', 'write')
  trashStore(@CurrentAuth() auth: AuthContext, @Args('ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.service.trash(auth, parseInput(trashIdsInput, { ids }).ids);
  }

  /** A new push token for the store: the whole token is answered once, here; the previous one stops working. */
  @Mutation(() => NewStoreTokenModel)
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  rotateStoreToken(@CurrentAuth() auth: AuthContext, @Args('store_id', { type: () => ID }) storeId: string): Promise<NewStoreTokenModel> {
    return this.service.rotateToken(auth, parseInput(storeIdInput, { id: storeId }).id);
  }

  @Mutation(() => StoreModel)
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  async revokeStoreToken(@CurrentAuth() auth: AuthContext, @Args('store_id', { type: () => ID }) storeId: string): Promise<StoreModel> {
    return toStoreModel(await this.service.revokeToken(auth, parseInput(storeIdInput, { id: storeId }).id));
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  seller(@Parent() store: StoreModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, store.seller_id);
  }

  @ResolveField(() => Number)
  order_count(@Parent() store: StoreModel, @Context() ctx: GqlContext): Promise<number> {
    return loadersOf(ctx)
      .get<string, number>('stores.order-count', async (ids) => {
        const counts = await this.service.orderCounts(ids);
        return ids.map((id) => counts.get(id) ?? 0);
      })
      .load(store._id);
  }
}
