import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { BATCH_STATUSES, makeMrpBatchInput, rule, updateMrpBatchInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { ProductTypeNameLoader } from '../catalogue/product-type-name.loader';
import { loadersOf } from '../../platform/common/loaders';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { MakeMrpBatchParams, UpdateMrpBatchInput } from './manufacturing-batches.inputs';
import { GangSheetModel, MrpBatchFileModel, MrpBatchModel, MrpBatchProgressModel } from './manufacturing-batches.models';
import { ManufacturingBatchesService } from './manufacturing-batches.service';

const listFilter = rule.z.object({ manufacture_id: rule.id('manufacture id'), status: rule.oneOf(BATCH_STATUSES, 'status').nullish() });
const batchId = rule.z.object({ _id: rule.id('batch id') });

/** Batch Items (`/manufactures/{id}/mrp_batch`): the factory roles, root and super_root (module `manufacturing`). */
@Resolver(() => MrpBatchModel)
export class ManufacturingBatchesResolver {
  constructor(
    private readonly service: ManufacturingBatchesService,
    private readonly productTypeNames: ProductTypeNameLoader,
  ) {}

  /** A factory's batches of one status (the screen opens Producting), newest first; the total is in x-total. */
  @Query(() => [MrpBatchModel])
  @Access(Can('manufacturing', 'view'))
  async mrpBatches(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('manufacture_id', { type: () => ID }) manufactureId: string,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<MrpBatchModel[]> {
    const filter = parseInput(listFilter, { manufacture_id: manufactureId, status });
    const paging = resolvePaging(ctx, pageArgs);
    const [items, total] = await this.service.page(
      auth,
      { manufactureId: filter.manufacture_id, status: filter.status ?? undefined },
      paging.perPage,
      paging.offset,
    );
    setTotal(ctx, total);
    return items;
  }

  /** One batch: the productions list links each unit's batch to it. */
  @Query(() => MrpBatchModel)
  @Access(Can('manufacturing', 'view'))
  mrpBatch(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<MrpBatchModel> {
    return this.service.one(auth, parseInput(batchId, { _id: id })._id);
  }

  /** The factory's batches per status: the screen's tab counts. */
  @Query(() => [MrpBatchProgressModel])
  @Access(Can('manufacturing', 'view'))
  mrpBatchCounters(@CurrentAuth() auth: AuthContext, @Args('manufacture_id', { type: () => ID }) manufactureId: string): Promise<MrpBatchProgressModel[]> {
    return this.service.counters(auth, parseInput(listFilter, { manufacture_id: manufactureId }).manufacture_id);
  }

  /** Makes a batch of the chosen productions (one factory, none in another batch). */
  @Mutation(() => MrpBatchModel)
  @Access(Can('manufacturing', 'add'))
  makeMrpBatchProduct(
    @CurrentAuth() auth: AuthContext,
    @Args('product_ids', { type: () => [ID] }) productIds: string[],
    @Args('params', { type: () => MakeMrpBatchParams, nullable: true }) params?: MakeMrpBatchParams,
  ): Promise<MrpBatchModel> {
    return this.service.make(auth, parseInput(makeMrpBatchInput, { product_ids: productIds, note: params?.note }));
  }

  @Mutation(() => MrpBatchModel)
  @Access(Can('manufacturing', 'update'))
  updateMrpBatchProduct(
    @CurrentAuth() auth: AuthContext,
    @Args('input', { type: () => UpdateMrpBatchInput }) input: UpdateMrpBatchInput,
  ): Promise<MrpBatchModel> {
    return this.service.update(auth, parseInput(updateMrpBatchInput, input));
  }

  /** Cancels and trashes a batch; its productions may join another. */
  @Mutation(() => Boolean)
  @Access(Can('manufacturing', 'delete'))
  trashMrpBatchProduct(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.trash(auth, parseInput(batchId, { _id: id })._id);
  }

  /** A PDF of barcode labels: the batch's code, then each production's with its order. */
  @Mutation(() => MrpBatchFileModel)
  @Access(Can('manufacturing', 'view'))
  async printBarcodeMrpBatch(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('_id', { type: () => ID }) id: string,
  ): Promise<MrpBatchFileModel> {
    return this.service.printBarcodes(auth, parseInput(batchId, { _id: id })._id, urlContext(ctx));
  }

  /** A zip of the batch's print files with an XLSX list of its productions. */
  @Mutation(() => MrpBatchFileModel)
  @Access(Can('manufacturing', 'view'))
  exportBatchProducts(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args('_id', { type: () => ID }) id: string): Promise<MrpBatchFileModel> {
    return this.service.exportProducts(auth, parseInput(batchId, { _id: id })._id, urlContext(ctx));
  }

  /** The DTF gang sheets of a batch: PNGs at the roll's width and DPI, a pick list, the area used. */
  @Mutation(() => GangSheetModel)
  @Access(Can('manufacturing', 'view'))
  mrpBatchGangSheet(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args('_id', { type: () => ID }) id: string): Promise<GangSheetModel> {
    return this.service.gangSheets(auth, parseInput(batchId, { _id: id })._id, urlContext(ctx));
  }

  @ResolveField(() => [MrpBatchProgressModel])
  progress(@Parent() batch: MrpBatchModel, @Context() ctx: GqlContext): Promise<MrpBatchProgressModel[]> {
    return loadersOf(ctx)
      .get<string, MrpBatchProgressModel[]>('mrpBatches.progress', async (ids) => {
        const byBatch = await this.service.progress(ids);
        return ids.map((id) => byBatch.get(id) ?? []);
      })
      .load(batch._id);
  }

  @ResolveField(() => String, { nullable: true })
  product_type_name(@Parent() batch: MrpBatchModel, @Context() ctx: GqlContext): Promise<string | null> {
    if (!batch.product_type) return Promise.resolve(null);
    return this.productTypeNames.load(ctx, batch.product_type);
  }
}
