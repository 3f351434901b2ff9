import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { itemsInfoFilterInput, makeItemInfoInput, mockupPreviewInput, PAGE_SIZE, publishItemInfoInput, rule, trashItemInfoInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import { Scope } from '../../platform/auth/scope';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadersOf } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { JobModel, toJobModel } from '../../platform/jobs/job.model';
import { RenderedMockupModel } from '../../producers/render/render.models';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { ItemsInfoFilterArgs, MakeItemInfoArgs, MockupPreviewArgs } from './listings.inputs';
import {
  ItemInfoModel,
  ItemsInfoCountersModel,
  ListingImageModel,
  ListingPrintFileModel,
  ListingProductModel,
  ListingStoreModel,
  toItemInfoModel,
  toListingStoreModel,
} from './listings.models';
import { ProductVariantModel, toVariantModel } from '../catalogue/catalogue.models';
import type { ProductPresetRow, ProductVariantRow } from '../catalogue/presets.service';
import { ProductPresetMockupModel, toMockupModel } from '../mockups/mockups.models';
import { ListingsService } from './listings.service';

/**
 * Sellers' listings (spec section 3) and the editor's preview. Sellers work through
 * Can('catalog', …) and see only their own; staff through Can('items', …) see everyone's.
 */
@Resolver(() => ItemInfoModel)
export class ListingsResolver {
  constructor(
    private readonly service: ListingsService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** Newest first, paged (x-total). */
  @Query(() => [ItemInfoModel])
  @Access(Can('items', 'view'), Can('catalog', 'view'))
  @Scope('products', 'read')
  async itemsInfo(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() args: ItemsInfoFilterArgs,
  ): Promise<ItemInfoModel[]> {
    const filter = this.service.filterFor(auth, parseInput(itemsInfoFilterInput, args));
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.service.count(filter));
    return rows.map(toItemInfoModel);
  }

  /** Per status tab, for the list's other filters: a seller's own, staff everyone's. */
  @Query(() => ItemsInfoCountersModel)
  @Access(Can('items', 'view'), Can('catalog', 'view'))
  @Scope('products', 'read')
  itemsInfoCounters(@CurrentAuth() auth: AuthContext, @Args() args: ItemsInfoFilterArgs): Promise<ItemsInfoCountersModel> {
    return this.service.counters(this.service.filterFor(auth, parseInput(itemsInfoFilterInput, args)));
  }

  @Query(() => ItemInfoModel)
  @Access(Can('items', 'view'), Can('catalog', 'view'))
  @Scope('products', 'read')
  async itemInfo(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<ItemInfoModel> {
    return toItemInfoModel(await this.service.findVisible(auth, parseInput(rule.id('listing id'), id)));
  }

  /** Create, or update by _id (the whole form). */
  @Mutation(() => ItemInfoModel)
  @Access(Can('items', 'add'), Can('catalog', 'add'))
  @Scope('products', 'write')
  async makeItemInfo(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: MakeItemInfoArgs): Promise<ItemInfoModel> {
    return toItemInfoModel(await this.service.save(auth, parseInput(makeItemInfoInput, args), urlContext(ctx)));
  }

  /** Moves the listings to Trash, all or none; answers how many. */
  @Mutation(() => Int)
  @Access(Can('items', 'delete'), Can('catalog', 'delete'))
  @Scope('products', 'write')
  trashItemInfo(@CurrentAuth() auth: AuthContext, @Args('ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.service.trash(auth, parseInput(trashItemInfoInput, { ids }).ids);
  }

  /** Publishes listings to one of their seller's stores: a job (on /jobs) that leaves each listing's store row exported with its product file, or failed. */
  @Mutation(() => JobModel)
  @Access(Can('items', 'add'), Can('catalog', 'add'))
  @Scope('products', 'write')
  async publishItemInfo(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('ids', { type: () => [ID] }) ids: string[],
    @Args('store_id', { type: () => ID }) storeId: string,
  ): Promise<JobModel> {
    return toJobModel(await this.service.publish(auth, parseInput(publishItemInfoInput, { ids, store_id: storeId }), urlContext(ctx).origin));
  }

  /** A side's mockup of a listing, a mockup or a product's template: its URL and image sizes, or the render job to follow. */
  @Mutation(() => RenderedMockupModel)
  @Access(Can('items', 'view'), Can('catalog', 'view'))
  @Scope('products', 'write')
  makeMockupPreview(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: MockupPreviewArgs): Promise<RenderedMockupModel> {
    return this.service.preview(auth, parseInput(mockupPreviewInput, args), urlContext(ctx));
  }

  @ResolveField(() => [ListingImageModel])
  async images(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<ListingImageModel[]> {
    const urls = await Promise.all(l.row.imageKeys.map((k) => this.service.urlOf(k, urlContext(ctx))));
    return urls.flatMap((src) => (src ? [{ src }] : []));
  }

  /** The product the listing sells: its id, name and provider. */
  @ResolveField(() => ListingProductModel, { nullable: true })
  async product(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<ListingProductModel | null> {
    const p = await this.productOf(ctx, l.product_id);
    return p ? { _id: p.id, name: p.name, provider: p.provider } : null;
  }

  /** The product's catalogue variants, priced for the caller: what each of attribute_specifics_modify sells. */
  @ResolveField(() => [ProductVariantModel])
  async attribute_specifics(@CurrentAuth() auth: AuthContext, @Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<ProductVariantModel[]> {
    const variants = await loadersOf(ctx)
      .get<string, Array<{ row: ProductVariantRow; price: string }>>('listings.variants', async (ids) => {
        const products = (await Promise.all(ids.map((id) => this.productOf(ctx, id)))).filter((p): p is ProductPresetRow => p !== null);
        const priced = await this.service.variantsPriced(auth, products);
        return ids.map((id) => priced.get(id) ?? []);
      })
      .load(l.product_id);
    return variants.map((v) => toVariantModel(v.row, v.price));
  }

  /** The seller's product mockup the listing was made from, while the caller may see it. */
  @ResolveField(() => ProductPresetMockupModel, { nullable: true })
  async mockup(@CurrentAuth() auth: AuthContext, @Parent() l: ItemInfoModel): Promise<ProductPresetMockupModel | null> {
    const row = await this.service.mockupOf(auth, l.mockup_id ?? null);
    return row ? toMockupModel(row) : null;
  }

  /** The stores the listing waits to be published on (queued or publishing). */
  @ResolveField(() => [ListingStoreModel])
  async store_queue(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<ListingStoreModel[]> {
    return (await this.items(l, ctx)).filter((s) => s.queue_status === 'queued' || s.queue_status === 'publishing');
  }

  private productOf(ctx: GqlContext, id: string): Promise<ProductPresetRow | null> {
    return loadersOf(ctx)
      .get<string, ProductPresetRow | null>('listings.products', async (ids) => {
        const found = await this.service.products(ids);
        return ids.map((id) => found.get(id) ?? null);
      })
      .load(id);
  }

  @ResolveField(() => String, { nullable: true })
  front(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.service.urlOf(l.row.frontKey, urlContext(ctx));
  }

  @ResolveField(() => String, { nullable: true })
  back(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.service.urlOf(l.row.backKey, urlContext(ctx));
  }

  @ResolveField(() => String, { nullable: true })
  sleeve(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.service.urlOf(l.row.sleeveKey, urlContext(ctx));
  }

  @ResolveField(() => String, { nullable: true })
  hood(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.service.urlOf(l.row.hoodKey, urlContext(ctx));
  }

  /** The print files rendered from the mockup (url null while a render job still runs). */
  @ResolveField(() => [ListingPrintFileModel])
  print_files(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<ListingPrintFileModel[]> {
    return Promise.all(
      l.row.printFiles.map(async (p) => {
        const done = await this.service.printFile(p.hash, urlContext(ctx));
        return { side: p.side, position: p.position, dpi: p.dpi, url: done?.url ?? null, width: done?.width ?? null, height: done?.height ?? null };
      }),
    );
  }

  /** The listing on stores (the spec's `items`), one query for a page. */
  @ResolveField(() => [ListingStoreModel])
  items(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<ListingStoreModel[]> {
    return loadersOf(ctx)
      .get<string, ListingStoreModel[]>('listings.stores', async (ids) => {
        const byListing = await this.service.storesOf(ids);
        return ids.map((id) => (byListing.get(id) ?? []).map(toListingStoreModel));
      })
      .load(l._id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  user(@Parent() l: ItemInfoModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, l.seller_id);
  }
}
