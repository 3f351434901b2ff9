import { Inject } from '@nestjs/common';
import { Args, Context, GraphQLISODateTime, ID, Info, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import {
  PAGE_SIZE,
  productionFilterInput,
  productionRefInput,
  reportProductionErrorInput,
  saveProductionErrorCodeInput,
  scanProductionInput,
  updateProductionsInput,
} from '@pod/shared';
import { Access, Can, Roles } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import { auditCte } from '../../platform/auth/audit-trail';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { OrderModel } from '../orders/orders.models';
import { PUB_SUB, TOPICS } from '../../platform/realtime/pubsub.module';
import { manufactureHeader } from './manufacture-header';
import { MrpProductsArgs, SaveMrpErrorCodeArgs } from './manufacturing.inputs';
import {
  MrpCounterModel,
  MrpCountersChangeModel,
  MrpErrorCodeModel,
  MrpProductModel,
  MrpProductPageModel,
  MrpScanResultModel,
  toErrorCodeModel,
} from './manufacturing.models';
import type { ProductionRow } from './manufacturing.repository';
import { ManufacturingService } from './manufacturing.service';
import { ProductionFlow } from './production-flow';
import { ProductionRelease } from './production-release';

/** Fields of a production model read from other rows than the production's own. */
const RELATION_FIELDS = new Set(['steps', 'errors', 'print_files', 'image', 'seller_name']);

/** Whether the scan's `product` selection names a relation field (fragments count as asking). */
function asksRelations(info: GraphQLResolveInfo): boolean {
  const product = info.fieldNodes[0]?.selectionSet?.selections.find((s): s is FieldNode => s.kind === 'Field' && s.name.value === 'product');
  if (!product) return false;
  return (product.selectionSet?.selections ?? []).some((s) => s.kind !== 'Field' || RELATION_FIELDS.has(s.name.value));
}

/** Productions of one factory (the `x-manufacture` header): the list, the station scans, errors, bulk changes. */
@Resolver(() => MrpProductModel)
export class ManufacturingResolver {
  constructor(
    private readonly service: ManufacturingService,
    private readonly flow: ProductionFlow,
    private readonly release: ProductionRelease,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  private factory(auth: AuthContext, ctx: GqlContext): Promise<string> {
    return this.service.factoryOf(auth, manufactureHeader(ctx));
  }

  private async one(auth: AuthContext, ctx: GqlContext, row: ProductionRow): Promise<MrpProductModel> {
    return (await this.service.models(auth, ctx, urlContext(ctx), [row]))[0];
  }

  /** /manufactures/{id}/mrp: a status tab (or All), newest first, paged (x-total). */
  @Query(() => MrpProductPageModel)
  @Access(Can('manufacturing', 'view'))
  async mrpProducts(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: MrpProductsArgs): Promise<MrpProductPageModel> {
    const { page, per_page, ...filters } = args;
    const factory = await this.factory(auth, ctx);
    const input = parseInput(productionFilterInput, filters);
    const filter = await this.service.filterOf(factory, input);
    const { rows, total } = await this.service.page(filter, resolvePaging(ctx, { page, perPage: per_page }, PAGE_SIZE.list), input.order ?? 'newest');
    setTotal(ctx, total);
    return { items: await this.service.models(auth, ctx, urlContext(ctx), rows), total };
  }

  /** The status tabs' counts, from the trigger-kept counters. */
  @Query(() => [MrpCounterModel])
  @Access(Can('manufacturing', 'view'))
  async mrpProductCounters(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('source', { nullable: true }) source?: string,
  ): Promise<MrpCounterModel[]> {
    const input = parseInput(productionFilterInput, { source });
    return this.service.counters(await this.factory(auth, ctx), input.source);
  }

  /** A scan at a station: the production (id or code) moves one step; the same scan twice changes nothing. */
  @Mutation(() => MrpScanResultModel)
  @Access(Can('manufacturing', 'update'))
  async mrpProductNextProcessStep(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('_id') id: string,
    @Args('station', { nullable: true }) station?: string,
    @Args('scanned_at', { type: () => GraphQLISODateTime, nullable: true }) scanned_at?: Date,
    @Info() info?: GraphQLResolveInfo,
  ): Promise<MrpScanResultModel> {
    const input = parseInput(scanProductionInput, { _id: id, station, scanned_at });
    // The factory check is folded into the scan's locking statement.
    // So is the audit row: the scan's writing statement writes it.
    const outcome = await this.flow.scan(auth, manufactureHeader(ctx), input, info && ((alias, p) => auditCte(ctx, info, alias, p)));
    // A station asks for the production's own fields: answered from the row in hand; its relations (steps, errors, files, seller) are read only when asked for.
    const product = info && asksRelations(info) ? await this.one(auth, ctx, outcome.production) : this.service.modelOfRow(outcome.production);
    return { ...outcome, product };
  }

  @Mutation(() => MrpProductModel)
  @Access(Can('manufacturing', 'update'))
  async reportMrpError(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('_id') id: string,
    @Args('errors', { type: () => [Int] }) errors: number[],
    @Args('note', { nullable: true }) note?: string,
  ): Promise<MrpProductModel> {
    const input = parseInput(reportProductionErrorInput, { _id: id, errors, note });
    const factory = await this.factory(auth, ctx);
    return this.one(auth, ctx, await this.flow.reportError(auth, factory, input, await this.service.errorCodeMap()));
  }

  @Mutation(() => MrpProductModel)
  @Access(Can('manufacturing', 'update'))
  async mrpProductRemoveError(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args('_id') id: string): Promise<MrpProductModel> {
    const input = parseInput(productionRefInput, { _id: id });
    return this.one(auth, ctx, await this.flow.removeErrors(auth, await this.factory(auth, ctx), input._id));
  }

  /** Bulk actions of the list: hold (true) or release (false), and the priority. */
  @Mutation(() => [MrpProductModel])
  @Access(Can('manufacturing', 'update'))
  async updateMrpProducts(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('ids', { type: () => [ID] }) ids: string[],
    @Args('hold', { nullable: true }) hold?: boolean,
    @Args('priority', { type: () => Int, nullable: true }) priority?: number,
  ): Promise<MrpProductModel[]> {
    const input = parseInput(updateProductionsInput, { ids, hold, priority });
    const rows = await this.service.update(auth, await this.factory(auth, ctx), input);
    return this.service.models(auth, ctx, urlContext(ctx), rows);
  }

  @Query(() => [MrpErrorCodeModel])
  @Access(Can('manufacturing', 'view'))
  async mrpErrorCodes(): Promise<MrpErrorCodeModel[]> {
    return (await this.service.errorCodes()).map(toErrorCodeModel);
  }

  @Mutation(() => MrpErrorCodeModel)
  @Access(Roles('root'))
  async saveMrpErrorCode(@Args() args: SaveMrpErrorCodeArgs): Promise<MrpErrorCodeModel> {
    return toErrorCodeModel(await this.service.saveErrorCode(parseInput(saveProductionErrorCodeInput, args)));
  }

  /** Root releases a paid order to production now (a HOLD OFF seller's, or inside the hold window); answers the productions made. */
  @Mutation(() => Int)
  @Access(Roles('root'))
  releaseOrderToProduction(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<number> {
    return this.release.releaseByHand(auth, id);
  }

  /** A factory's station counts, pushed after each change. */
  @Subscription(() => MrpCountersChangeModel)
  @Access(Can('manufacturing', 'view'))
  async mrpCountersChanged(@CurrentAuth() auth: AuthContext, @Args('manufacture_id', { type: () => ID }) manufactureId: string) {
    await this.service.factoryOf(auth, manufactureId);
    return this.pubsub.asyncIterableIterator(TOPICS.mrpCountersChanged(manufactureId));
  }
}

/** When a paid order goes to production (the order page; root releases it sooner with releaseOrderToProduction). */
@Resolver(() => OrderModel)
export class OrderReleaseResolver {
  constructor(private readonly release: ProductionRelease) {}

  /** The release job's time for a paid order waiting in Processing; null otherwise or when its seller's orders are released by hand. */
  @ResolveField(() => Date, { nullable: true })
  releases_at(@Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<Date | null> {
    return this.release.releasesAt(ctx, order);
  }
}
