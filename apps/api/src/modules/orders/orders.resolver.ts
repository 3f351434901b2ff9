import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { createOrderInput, makeOrderInput, orderActionInput, orderFilterInput, ORDER_COUNTER_KEYS, PAGE_SIZE, splitOrderInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import { Scope } from '../../platform/auth/scope';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { BadField } from '../../platform/common/errors';
import { byKeys, loadersOf } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { CreateOrderInput, MakeOrderInput, OrderFilterArgs } from './orders.inputs';
import { OrderItemsLoader } from './order-items.loader';
import { OrderIntakeService } from './order-intake.service';
import { orderViewFor } from './order-view';
import { OrderCountersModel, OrderItemModel, OrderModel, StoreRefModel } from './orders.models';
import type { OrderWithStore } from './orders.repository';
import { OrdersService, type OrderMove } from './orders.service';
import { StoresService } from './stores.service';

/** The `Idempotency-Key` header: up to 200 visible ASCII characters (as HTTP clients generate them), else refused. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header))
    throw BadField('idempotency_key', 'invalid', 'The Idempotency-Key header is 1 to 200 visible ASCII characters.');
  return header;
}

@Resolver(() => OrderModel)
export class OrdersResolver {
  constructor(
    private readonly service: OrdersService,
    private readonly intake: OrderIntakeService,
    private readonly stores: StoresService,
    private readonly userRefs: UserRefLoader,
    private readonly orderItems: OrderItemsLoader,
  ) {}

  /** /orders: one status tab (All is every status but Trash), newest first, paged (x-total); a seller sees only their own. */
  @Query(() => [OrderModel])
  @Access(Can('orders', 'view'))
  @Scope('orders', 'read')
  async orders(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: OrderFilterArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<OrderModel[]> {
    const input = parseInput(orderFilterInput, { ...filters, status });
    const filter = this.service.filterFor(auth, input);
    const total = this.service.counters(filter).then((counts) => counts[input.status ?? 'All'] ?? 0);
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    this.primeRefs(auth, ctx, rows);
    return rows.map((r) => orderViewFor(auth, r.order));
  }

  /** The page came with its stores, and a seller's orders are all theirs: neither needs another query. */
  private primeRefs(auth: AuthContext, ctx: GqlContext, rows: OrderWithStore[]): void {
    const stores = this.storeLoader(ctx);
    for (const { store } of rows) if (store) stores.prime(store.id, { _id: store.id, name: store.name, platform: store.platform });
    this.userRefs.prime(ctx, auth.user);
  }

  private storeLoader(ctx: GqlContext) {
    return loadersOf(ctx).get<string, StoreRefModel | null>('orders.store', async (ids) => {
      const rows = await this.stores.refsOf(ids);
      return byKeys(ids, rows, (r) => r._id);
    });
  }

  @Query(() => OrderCountersModel)
  @Access(Can('orders', 'view'))
  @Scope('orders', 'read')
  async orderCounters(@CurrentAuth() auth: AuthContext, @Args() filters: OrderFilterArgs): Promise<OrderCountersModel> {
    const counts = await this.service.counters(this.service.filterFor(auth, parseInput(orderFilterInput, filters)));
    const model = {} as OrderCountersModel;
    for (const [status, key] of Object.entries(ORDER_COUNTER_KEYS)) model[key] = counts[status] ?? 0;
    return model;
  }

  @Query(() => OrderModel)
  @Access(Can('orders', 'view'))
  @Scope('orders', 'read')
  async order(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<OrderModel> {
    return orderViewFor(auth, await this.service.findVisible(auth, parseInput(orderActionInput, { id }).id));
  }

  /**
   * A new order (Pending). Posting it again answers the same order when it has the same key: its
   * store and platform order id, the `Idempotency-Key` header, or (a token without a store) its platform order id.
   */
  @Mutation(() => OrderModel)
  @Access(Can('orders', 'add'))
  @Scope('orders', 'write', { storeToken: true })
  async createOrder(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args('input') input: CreateOrderInput): Promise<OrderModel> {
    const idempotencyKey = idempotencyKeyOf(ctx.carrier.headers['idempotency-key']);
    return orderViewFor(auth, await this.intake.create(auth, parseInput(createOrderInput, input), { idempotencyKey }));
  }

  @Mutation(() => OrderModel)
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  async makeOrder(@CurrentAuth() auth: AuthContext, @Args('input') input: MakeOrderInput): Promise<OrderModel> {
    return orderViewFor(auth, await this.intake.make(auth, parseInput(makeOrderInput, input)));
  }

  @Mutation(() => OrderModel)
  @Access(Can('orders', 'add'))
  @Scope('orders', 'write')
  async cloneOrder(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string): Promise<OrderModel> {
    return orderViewFor(auth, await this.intake.clone(auth, parseInput(orderActionInput, { id })));
  }

  /** Moves the given lines to a new order; answers the new order. */
  @Mutation(() => OrderModel)
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  async splitOrder(
    @CurrentAuth() auth: AuthContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('product_ids', { type: () => [ID] }) productIds: string[],
  ): Promise<OrderModel> {
    return orderViewFor(auth, await this.intake.split(auth, parseInput(splitOrderInput, { id, product_ids: productIds })));
  }

  @Mutation(() => OrderModel)
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  holdOrder(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string, @Args('reason', { nullable: true }) reason?: string) {
    return this.act(auth, 'hold', id, reason);
  }

  /** Ends a hold: back to Pending, or to Processing when the order is paid. */
  @Mutation(() => OrderModel)
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  releaseOrder(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string, @Args('reason', { nullable: true }) reason?: string) {
    return this.act(auth, 'release', id, reason);
  }

  @Mutation(() => OrderModel)
  @Access(Can('orders', 'delete'))
  @Scope('orders', 'write')
  trashOrder(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string, @Args('reason', { nullable: true }) reason?: string) {
    return this.act(auth, 'trash', id, reason);
  }

  @Mutation(() => OrderModel)
  @Access(Can('orders', 'delete'))
  @Scope('orders', 'write')
  restoreOrder(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string) {
    return this.act(auth, 'restore', id);
  }

  private async act(auth: AuthContext, transition: OrderMove, id: string, reason?: string): Promise<OrderModel> {
    return orderViewFor(auth, await this.service.act(auth, transition, parseInput(orderActionInput, { id, reason })));
  }

  @ResolveField(() => [OrderItemModel])
  items(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<OrderItemModel[]> {
    return this.orderItems.load(ctx, order._id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  seller(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, order.seller_id);
  }

  @ResolveField(() => StoreRefModel, { nullable: true })
  async store(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<StoreRefModel | null> {
    if (!order.store_id) return null;
    return this.storeLoader(ctx).load(order.store_id);
  }
}
