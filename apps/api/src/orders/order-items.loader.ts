import type { GqlContext } from '../auth/access.guard';
import { loadersOf } from '../common/loaders';
import { OrderItemModel, toOrderItemModel } from './orders.models';
import type { OrdersService } from './orders.service';

/** The lines of a page of orders, in one query per request, whichever fields ask for them. */
export function orderItemsOf(ctx: GqlContext, orders: OrdersService, orderId: string): Promise<OrderItemModel[]> {
  return loadersOf(ctx)
    .get<string, OrderItemModel[]>('orders.items', async (ids) => {
      const byOrder = new Map<string, OrderItemModel[]>(ids.map((id) => [id, []]));
      for (const item of await orders.itemsOf(ids)) byOrder.get(item.orderId)?.push(toOrderItemModel(item));
      return ids.map((id) => byOrder.get(id) ?? []);
    })
    .load(orderId);
}
