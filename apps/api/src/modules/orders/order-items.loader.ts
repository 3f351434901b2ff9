import type { GqlContext } from '../../platform/auth/access.guard';
import { loadChildren } from '../../platform/common/loaders';
import { OrderItemModel, toOrderItemModel } from './orders.models';
import type { OrdersService } from './orders.service';

/** The lines of a page of orders, in one query per request, whichever fields ask for them. */
export function orderItemsOf(ctx: GqlContext, orders: OrdersService, orderId: string): Promise<OrderItemModel[]> {
  return loadChildren(
    ctx,
    'orders.items',
    orderId,
    (ids) => orders.itemsOf(ids),
    (item) => item.orderId,
    toOrderItemModel,
  );
}
