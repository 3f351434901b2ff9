import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  PAGE_SIZE,
  packageFilterInput,
  packageMeasuresInput,
  packageRefInput,
  packageTrackingInput,
  scanTrackingInput,
  splitPackageInput,
  SHIPPED_PACKAGE_STATUSES,
  type PackageStatus,
} from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Scope } from '../../platform/auth/scope';
import { loadChildren } from '../../platform/common/loaders';
import { resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { MrpProductModel } from '../manufacturing/manufacturing.models';
import { manufactureHeader } from '../manufacturing/manufacture-header';
import { OrderModel } from '../orders/orders.models';
import { MrpPackagesArgs, SetMrpPackageMeasuresArgs } from './packing.inputs';
import { PackageCountersModel, PackageModel, PackagePageModel } from './packing.models';
import type { PackageRow } from './packing.repository';
import { PackageShippingService } from './package-shipping.service';
import { PackingService } from './packing.service';

/** Box packages of one factory (`manufacture_id`, else the `x-manufacture` header): the list, splits, measures and hand-over (the station and prints: flows/pack-and-ship). */
@Resolver(() => PackageModel)
export class PackingResolver {
  constructor(
    private readonly service: PackingService,
    private readonly shipping: PackageShippingService,
  ) {}

  private factory(auth: AuthContext, ctx: GqlContext, id?: string | null): Promise<string> {
    return this.service.factoryOf(auth, id ?? manufactureHeader(ctx));
  }

  private models(rows: readonly PackageRow[]): Promise<PackageModel[]> {
    return this.service.modelsOf(rows);
  }

  private async one(row: PackageRow): Promise<PackageModel> {
    return (await this.models([row]))[0];
  }

  /** /manufactures/{id}/mrp_package: a status tab, intake, shipping method (`mulstran` every one), a search; newest first, paged. */
  @Query(() => PackagePageModel)
  @Access(Can('manufacturing', 'view'))
  async mrpPackages(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: MrpPackagesArgs): Promise<PackagePageModel> {
    const { page, per_page, manufacture_id, ...filters } = args;
    const factory = await this.factory(auth, ctx, manufacture_id);
    const filter = this.service.filterOf(factory, parseInput(packageFilterInput, filters));
    const { rows, total } = await this.service.page(filter, resolvePaging(ctx, { page, perPage: per_page }, PAGE_SIZE.list));
    setTotal(ctx, total);
    return { items: await this.models(rows), total };
  }

  /** The tabs' counts (by status, shipping method and tracking status), from the trigger-kept counters. */
  @Query(() => PackageCountersModel)
  @Access(Can('manufacturing', 'view'))
  async mrpPackageCounters(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
    @Args('source', { nullable: true }) source?: string,
    @Args('shipping', { nullable: true }) shipping?: string,
  ): Promise<PackageCountersModel> {
    const input = parseInput(packageFilterInput, { source, shipping });
    return this.service.counters(await this.factory(auth, ctx, manufactureId), input.source ?? undefined, input.shipping);
  }

  @Query(() => PackageModel)
  @Access(Can('manufacturing', 'view'))
  async mrpPackage(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('_id') id: string,
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
  ): Promise<PackageModel> {
    const input = parseInput(packageRefInput, { _id: id });
    return this.one(await this.service.get(await this.factory(auth, ctx, manufactureId), input._id));
  }

  /** These units leave the package for a new one of the same order. */
  @Mutation(() => [PackageModel])
  @Access(Can('manufacturing', 'update'))
  async mrpPackageSplit(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('_id') id: string,
    @Args('production_ids', { type: () => [ID] }) productionIds: string[],
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
  ): Promise<PackageModel[]> {
    const input = parseInput(splitPackageInput, { _id: id, production_ids: productionIds });
    return this.models(await this.service.split(auth, await this.factory(auth, ctx, manufactureId), input));
  }

  /** The package is cancelled; its units may be packed again. */
  @Mutation(() => PackageModel)
  @Access(Can('manufacturing', 'update'))
  async trashMrpProductPackage(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('_id') id: string,
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
  ): Promise<PackageModel> {
    const input = parseInput(packageRefInput, { _id: id });
    return this.one(await this.service.trash(auth, await this.factory(auth, ctx, manufactureId), input._id));
  }

  /** The weighed (and measured) package. */
  @Mutation(() => PackageModel)
  @Access(Can('manufacturing', 'update'))
  async setMrpPackageMeasures(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() args: SetMrpPackageMeasuresArgs,
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
  ): Promise<PackageModel> {
    const input = parseInput(packageMeasuresInput, args);
    return this.one(await this.service.measure(await this.factory(auth, ctx, manufactureId), input));
  }

  /** A label scanned at hand-over: the package is Picked Up (records package.picked_up). */
  @Mutation(() => PackageModel)
  @Access(Can('manufacturing', 'update'))
  async scanPackageTracking(@CurrentAuth() auth: AuthContext, @Args('tracking') tracking: string): Promise<PackageModel> {
    const input = parseInput(scanTrackingInput, { tracking });
    return this.one(await this.shipping.scanTracking(auth, input.tracking));
  }

  /** The seller ships it (ship_by_seller): their carrier's tracking number; it counts as Picked Up. */
  @Mutation(() => PackageModel)
  @Access(Can('orders', 'update'))
  @Scope('orders', 'write')
  async setMrpPackageTracking(
    @CurrentAuth() auth: AuthContext,
    @Args('_id') id: string,
    @Args('tracking_number') trackingNumber: string,
    @Args('carrier') carrier: string,
  ): Promise<PackageModel> {
    const input = parseInput(packageTrackingInput, { _id: id, tracking_number: trackingNumber, carrier });
    return this.one(await this.shipping.setTracking(auth, input));
  }

  @ResolveField(() => [MrpProductModel])
  productions(@CurrentAuth() auth: AuthContext, @Parent() pkg: PackageModel, @Context() ctx: GqlContext): Promise<MrpProductModel[]> {
    return this.service.productionModels(auth, ctx, urlContext(ctx), pkg.production_ids);
  }
}

/** An order's packages and its derived "partly shipped" flag (the order page). */
@Resolver(() => OrderModel)
export class OrderPackagesResolver {
  constructor(private readonly service: PackingService) {}

  @ResolveField(() => [PackageModel])
  async packages(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<PackageModel[]> {
    const rows = await loadChildren(
      ctx,
      'order.packages',
      order._id,
      (ids) => this.service.ofOrders(ids),
      (r) => r.orderId,
      (r) => r,
    );
    return this.service.modelsOf(rows);
  }

  /** Some of its packages are shipped, not all: shown as "partly shipped" (not a status). */
  @ResolveField(() => Boolean)
  async partly_shipped(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<boolean> {
    const live = (
      await loadChildren(
        ctx,
        'order.packages',
        order._id,
        (ids) => this.service.ofOrders(ids),
        (r) => r.orderId,
        (r) => r,
      )
    ).filter((r) => r.status !== 'Cancelled');
    const shipped = live.filter((r) => SHIPPED_PACKAGE_STATUSES.includes(r.status as PackageStatus)).length;
    return shipped > 0 && (shipped < live.length || order.status === 'In Production');
  }
}
