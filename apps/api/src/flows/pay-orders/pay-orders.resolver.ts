import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { orderActionInput, orderIdsInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Scope } from '../../platform/auth/scope';
import { parseInput } from '../../platform/common/validation';
import { orderViewFor } from '../../modules/orders/order-view';
import { OrderModel, ProcessOrderResultModel } from '../../modules/orders/orders.models';
import { PayOrdersService } from './pay-orders.service';

/** Paying for orders (processOrders) and giving the money back (cancelOrder, refundOrder). */
@Resolver(() => OrderModel)
export class PayOrdersResolver {
  constructor(private readonly service: PayOrdersService) {}

  /** Pays for each order from its seller's credit and moves it to Processing; each refused order says why. */
  @Mutation(() => [ProcessOrderResultModel])
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  async processOrders(@CurrentAuth() auth: AuthContext, @Args('ids', { type: () => [ID] }) ids: string[]): Promise<ProcessOrderResultModel[]> {
    const results = await this.service.process(auth, parseInput(orderIdsInput, { ids }).ids);
    return results.map((r) => ({ _id: r.id, number: r.number, ok: r.ok, status: r.status, reason: r.reason, message: r.message }));
  }

  @Mutation(() => OrderModel)
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  cancelOrder(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string, @Args('reason', { nullable: true }) reason?: string) {
    return this.stop(auth, 'cancel', id, reason);
  }

  @Mutation(() => OrderModel)
  @Access(Can('orders', 'delete'))
  @Scope('orders', 'write')
  refundOrder(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string, @Args('reason', { nullable: true }) reason?: string) {
    return this.stop(auth, 'refund', id, reason);
  }

  private async stop(auth: AuthContext, transition: 'cancel' | 'refund', id: string, reason?: string): Promise<OrderModel> {
    return orderViewFor(auth, await this.service.stop(auth, transition, parseInput(orderActionInput, { id, reason })));
  }
}
