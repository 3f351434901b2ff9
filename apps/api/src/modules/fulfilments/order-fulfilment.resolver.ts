import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../platform/auth/access.guard';
import { loadChildren, loadersOf } from '../../platform/common/loaders';
import { PresetsService } from '../catalogue/presets.service';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { routeLines, type Fulfiller } from './fulfilment-routing';
import { orderItemsOf } from '../orders/order-items.loader';
import { OrderFulfillerModel, OrderModel } from '../orders/orders.models';
import { OrdersService } from '../orders/orders.service';
import { ProviderLineModel, toProviderLineModel } from './fulfilments.models';
import { FulfilmentsService } from './fulfilments.service';
import { ProviderLinesService } from './provider-lines.service';

@Resolver(() => OrderModel)
export class OrderFulfilmentResolver {
  constructor(
    private readonly orders: OrdersService,
    private readonly presets: PresetsService,
    private readonly fulfilments: FulfilmentsService,
    private readonly manufactures: ManufacturesService,
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

  /** Routed for a whole page at once: its lines, their presets, the factories and the live accounts, one read each. */
  @ResolveField(() => [OrderFulfillerModel])
  fulfilled_by(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<Fulfiller[]> {
    return loadersOf(ctx)
      .get<string, Fulfiller[]>('orders.fulfilled-by', async (ids) => {
        // The lines through the page's one items loader (shared with the `items` field).
        const lines = await Promise.all(ids.map((id) => orderItemsOf(ctx, this.orders, id)));
        const [presets, factories, accounts] = await Promise.all([
          this.presets.byIds([...new Set(lines.flat().map((i) => i.product_id))]),
          this.manufactures.list(),
          this.fulfilments.routable(),
        ]);
        const presetById = new Map(presets.map((p) => [p.id, p]));
        const factoryNames = new Map(factories.map((f) => [f._id, f.name]));
        return lines.map((items) =>
          routeLines(
            items.map((i) => ({ presetId: i.product_id, quantity: i.quantity })),
            presetById,
            factoryNames,
            accounts,
          ),
        );
      })
      .load(order._id);
  }
}
