import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { hasPermission, maskAsDeliveredInput, PAGE_SIZE, rule, SHIPMENT_TABS, shipmentFilterInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Scope } from '../../platform/auth/scope';
import { loadChildren } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { OrderModel } from '../orders/orders.models';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { MaskAsDeliveredArgs, ShipmentFilterArgs } from './shipments.inputs';
import { counterKeyOf, ShipmentCountersModel, ShipmentEventModel, ShipmentModel, toShipmentEventModel, toShipmentModel } from './shipments.models';
import { ShipmentsService } from './shipments.service';

/** /shipments: root, sale (their own, narrowed by the ownership rule) and fulfiller, through the `shipments` module. */
@Resolver(() => ShipmentModel)
export class ShipmentsResolver {
  constructor(
    private readonly service: ShipmentsService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** One tab of shipments, newest first, paged (x-total from the counters). */
  @Query(() => [ShipmentModel])
  @Access(Can('shipments', 'view'))
  @Scope('orders', 'read')
  async shipments(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: ShipmentFilterArgs,
  ): Promise<ShipmentModel[]> {
    const input = parseInput(shipmentFilterInput, filters);
    const filter = this.service.filterFor(auth, input);
    const total = this.service.counters(filter).then((counts) => counts[input.status ?? 'All']);
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map(toShipmentModel);
  }

  @Query(() => ShipmentCountersModel)
  @Access(Can('shipments', 'view'))
  @Scope('orders', 'read')
  async shipmentCounters(@CurrentAuth() auth: AuthContext, @Args() filters: ShipmentFilterArgs): Promise<ShipmentCountersModel> {
    const counts = await this.service.counters(this.service.filterFor(auth, parseInput(shipmentFilterInput, { ...filters, status: undefined })));
    const model = {} as Record<string, number>;
    for (const tab of SHIPMENT_TABS) model[counterKeyOf(tab)] = counts[tab];
    return model as ShipmentCountersModel;
  }

  @Query(() => ShipmentModel)
  @Access(Can('shipments', 'view'))
  @Scope('orders', 'read')
  async shipment(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<ShipmentModel> {
    return toShipmentModel(await this.service.findVisible(auth, parseInput(rule.id('shipment id'), id)));
  }

  /** Closes a shipment by hand: Delivered, on its timeline with who did it. */
  @Mutation(() => ShipmentModel)
  @Access(Can('shipments', 'update'))
  async maskAsDelivered(@CurrentAuth() auth: AuthContext, @Args() args: MaskAsDeliveredArgs): Promise<ShipmentModel> {
    const input = parseInput(maskAsDeliveredInput, args);
    return toShipmentModel(await this.service.maskAsDelivered(auth, input._id, input.note));
  }

  // ------------------------------------------------------------ relations (DataLoaders)

  @ResolveField(() => UserRefModel, { nullable: true })
  seller(@Parent() s: ShipmentModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, s.seller_id);
  }

  /** The tracking history of a page of shipments in one query. */
  @ResolveField(() => [ShipmentEventModel])
  events(@Parent() s: ShipmentModel, @Context() ctx: GqlContext): Promise<ShipmentEventModel[]> {
    return loadChildren(
      ctx,
      'shipments.events',
      s._id,
      (ids) => this.service.eventsOf(ids),
      (e) => e.shipmentId,
      toShipmentEventModel,
    );
  }
}

/** An order's parcels, as the Shipments list shows them (all of them: an order may ship in several), for whoever may open Shipments. */
@Resolver(() => OrderModel)
export class OrderShipmentsResolver {
  constructor(private readonly service: ShipmentsService) {}

  @ResolveField(() => [ShipmentModel])
  async shipments(@CurrentAuth() auth: AuthContext, @Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<ShipmentModel[]> {
    if (!hasPermission(auth.permissions, 'shipments', 'view')) return [];
    return loadChildren(
      ctx,
      'order.shipments',
      order._id,
      (ids) => this.service.ofOrders(ids),
      (s) => s.orderId,
      toShipmentModel,
    );
  }
}
