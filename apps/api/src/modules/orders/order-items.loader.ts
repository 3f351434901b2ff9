import { Injectable } from '@nestjs/common';
import { loadChildren } from '../../platform/common/loaders';
import { OrderItemModel, toOrderItemModel } from './orders.models';
import { OrdersService } from './orders.service';

/** The lines of a page of orders, in one query per request, whichever fields (of any module) ask for them. */
@Injectable()
export class OrderItemsLoader {
  constructor(private readonly orders: OrdersService) {}

  load(ctx: object, orderId: string): Promise<OrderItemModel[]> {
    return loadChildren(
      ctx,
      'orders.items',
      orderId,
      (ids) => this.orders.itemsOf(ids),
      (item) => item.orderId,
      toOrderItemModel,
    );
  }
}
