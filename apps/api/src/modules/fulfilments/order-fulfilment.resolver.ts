import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../platform/auth/access.guard';
import { loadChildren, loadersOf } from '../../platform/common/loaders';
import type { Fulfiller } from './fulfilment-routing';
import { OrderFulfillersService } from './order-fulfillers.service';
import { OrderItemsLoader } from '../orders/order-items.loader';
import { OrderFulfillerModel, OrderModel } from '../orders/orders.models';
import { ProviderLineModel, toProviderLineModel } from './fulfilments.models';
import { ProviderLinesService } from './provider-lines.service';

@Resolver(() => OrderModel)
export class OrderFulfilmentResolver {
  constructor(
    private readonly orderItems: OrderItemsLoader,
    private readonly fulfillers: OrderFulfillersService,
    private readonly providerLines: ProviderLinesService,
  ) {}

  /** The order's lines sent to outside providers, with their tracking: one read for a page of orders. */
  @ResolveField(() => [ProviderLineModel])
  provider_lines(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<ProviderLineModel[]> {
    return loadChildren(
      ctx,
      'orders.provider-lines',
      order._id,
      (ids) => this.providerLines.byOrders(ids),
      (line) => line.orderId,
      toProviderLineModel,
    );
  }

  /** Routed for a whole page at once (see OrderFulfillersService). */
  @ResolveField(() => [OrderFulfillerModel])
  fulfilled_by(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<Fulfiller[]> {
    return loadersOf(ctx)
      .get<string, Fulfiller[]>('orders.fulfilled-by', async (ids) =>
        // The lines through the page's one items loader (shared with the `items` field).
        this.fulfillers.of(await Promise.all(ids.map((id) => this.orderItems.load(ctx, id)))),
      )
      .load(order._id);
  }
}
