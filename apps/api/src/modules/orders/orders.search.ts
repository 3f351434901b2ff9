import { Injectable, type OnModuleInit } from '@nestjs/common';
import { orderFilterInput } from '@pod/shared';
import { parseInput } from '../../platform/common/validation';
import { SearchGroupRegistry } from '../../producers/search/search-groups';
import { OrdersService } from './orders.service';

/** Orders in the navbar's search: by number, platform id, customer name (its start) or email; a seller finds only their own. */
@Injectable()
export class OrdersSearch implements OnModuleInit {
  constructor(
    private readonly registry: SearchGroupRegistry,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit() {
    this.registry.register({
      key: 'orders',
      access: [{ module: 'orders', action: 'view' }],
      find: async (auth, term, limit) => {
        const filter = this.orders.filterFor(auth, parseInput(orderFilterInput, { search: term }));
        const rows = await this.orders.page(filter, { page: 1, perPage: limit, offset: 0 });
        return rows.map(({ order }) => ({
          title: `#${order.number}`,
          // The customer's name (user text); statuses are codes the web translates, so none here.
          subtitle: order.shippingAddress?.name,
          link: `/orders/${order.id}`,
        }));
      },
    });
  }
}
