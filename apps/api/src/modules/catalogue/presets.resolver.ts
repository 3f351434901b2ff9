import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { lowestUnitPrice, PRODUCT_PROVIDERS } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import { Scope } from '../../platform/auth/scope';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { byKeys, loadChildren, loadersOf } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';
import { MoneyScalar } from '../../platform/common/graphql/scalars';
import { PresetFilterArgs, ProductPresetUpdateInput } from './catalogue.inputs';
import {
  CategoryCountModel,
  ExportProductsModel,
  ProductPresetModel,
  ProductTagModel,
  ProductVariantModel,
  ProviderCountsModel,
  toPresetModel,
  toProductTagModel,
  toVariantModel,
} from './catalogue.models';
import type { ProductPresetRow, ProductVariantRow } from './presets.repository';
import { mediaUrl } from './catalogue.media';
import { PresetsService } from './presets.service';
import { ProductsExportService } from './products-export.service';
import { TaxonomyService } from './taxonomy.service';

/** Who may read presets: root's Items, sellers' Catalog, partners' Partner Catalog (the service narrows what each sees). */
const READERS = [Can('items', 'view'), Can('catalog', 'view'), Can('partner_catalog', 'view')] as const;
const SHOPPERS = [Can('catalog', 'view'), Can('partner_catalog', 'view')] as const;

@Resolver(() => ProductPresetModel)
export class PresetsResolver {
  constructor(
    private readonly service: PresetsService,
    private readonly taxonomy: TaxonomyService,
    private readonly productsExport: ProductsExportService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  private async toModels(rows: ProductPresetRow[], ctx: GqlContext): Promise<ProductPresetModel[]> {
    const categories = await loadersOf(ctx)
      .get<string, Map<string, string>>('catalogue.category-slugs', async (keys) => {
        const map = new Map((await this.taxonomy.categories()).map((c) => [c.id, c.slug]));
        return keys.map(() => map);
      })
      .load('all');
    return Promise.all(
      rows.map(async (r) =>
        toPresetModel(r, r.categoryId ? (categories.get(r.categoryId) ?? null) : null, {
          image: await mediaUrl(this.storage, r.image, ctx),
          thumbnails: (await Promise.all(r.imagesThumbnail.map((t) => mediaUrl(this.storage, t, ctx)))).filter((u): u is string => !!u),
        }),
      ),
    );
  }

  /** Presets, newest first, 20 a page; the total of the filter is in x-total. */
  @Query(() => [ProductPresetModel])
  @Access(...READERS)
  @Scope('products', 'read')
  async productPreset(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: PresetFilterArgs,
  ): Promise<ProductPresetModel[]> {
    const filter = await this.service.filterOf(this.service.scopeOf(auth), filters, auth.user.id);
    const paging = resolvePaging(ctx, pageArgs);
    const rows = await pageWithTotal(ctx, this.service.page(filter, paging.perPage, paging.offset), this.service.count(filter));
    return this.toModels(rows, ctx);
  }

  @Query(() => Int)
  @Access(...READERS)
  @Scope('products', 'read')
  async productPresetCount(@CurrentAuth() auth: AuthContext, @Args() filters: PresetFilterArgs): Promise<number> {
    return this.service.count(await this.service.filterOf(this.service.scopeOf(auth), filters, auth.user.id));
  }

  /** Presets per provider for the other filters (the provider tabs). */
  @Query(() => ProviderCountsModel)
  @Access(...READERS)
  @Scope('products', 'read')
  async productPresetCountProvider(@CurrentAuth() auth: AuthContext, @Args() filters: PresetFilterArgs): Promise<ProviderCountsModel> {
    const counts = await this.service.countByProvider(await this.service.filterOf(this.service.scopeOf(auth), filters, auth.user.id));
    const out = { all: 0 } as ProviderCountsModel;
    for (const p of PRODUCT_PROVIDERS) {
      out[p] = counts.get(p) ?? 0;
      out.all += out[p];
    }
    return out;
  }

  /** Presets per category for the other filters (spec section 3, category counts), in the categories' order, `all` first. */
  @Query(() => [CategoryCountModel])
  @Access(...READERS)
  @Scope('products', 'read')
  async productPresetCountCategory(@CurrentAuth() auth: AuthContext, @Args() filters: PresetFilterArgs): Promise<CategoryCountModel[]> {
    const counts = await this.service.countByCategory(await this.service.filterOf(this.service.scopeOf(auth), filters, auth.user.id));
    const categories = await this.taxonomy.categories();
    const all = [...counts.values()].reduce((a, b) => a + b, 0);
    return [
      { category_id: null, category: 'all', name: 'all', total: all },
      ...categories.map((c) => ({ category_id: c.id, category: c.slug, name: c.name, total: counts.get(c.id) ?? 0 })),
    ];
  }

  @Mutation(() => ProductPresetModel)
  @Access(Can('items', 'add'))
  @Scope('products', 'write')
  async productPresetCreate(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('provider') provider: string,
    @Args('product_type_id') product_type_id: string,
    @Args('provider_id', { nullable: true }) provider_id?: string,
    @Args('collection', { nullable: true }) collection?: string,
  ): Promise<ProductPresetModel> {
    const row = await this.service.create(auth, { provider, product_type_id, provider_id, collection: collection ?? undefined });
    return (await this.toModels([row], ctx))[0];
  }

  @Mutation(() => ProductPresetModel)
  @Access(Can('items', 'update'))
  @Scope('products', 'write')
  async productPresetUpdate(@Context() ctx: GqlContext, @Args('input') input: ProductPresetUpdateInput): Promise<ProductPresetModel> {
    return (await this.toModels([await this.service.update(input)], ctx))[0];
  }

  @Mutation(() => Boolean)
  @Access(Can('items', 'delete'))
  @Scope('products', 'write')
  productPresetRemove(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.remove(id);
  }

  /** Marks a catalogue product as a favourite of the caller, or unmarks it; answers whether it is one now. */
  @Mutation(() => Boolean)
  @Access(...SHOPPERS)
  @Scope('products', 'write')
  makeProductTypeFavorite(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.toggleFavorite(auth, id);
  }

  @Query(() => [ProductPresetModel])
  @Access(...SHOPPERS)
  @Scope('products', 'read')
  async userProductPresetFavorites(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext): Promise<ProductPresetModel[]> {
    const filter = await this.service.filterOf(this.service.scopeOf(auth), { favorites: true }, auth.user.id);
    return this.toModels(await this.service.page(filter, 200, 0), ctx);
  }

  /**
   * The presets of the filter as an XLSX file, made by the shared export job. Answers the download
   * URL when the job is done within the wait budget (IMAGE_SIZES_WAIT_MS), otherwise the job to follow.
   */
  @Mutation(() => ExportProductsModel)
  @Access(Can('items', 'view'))
  @Scope('products', 'write')
  exportProducts(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() filters: PresetFilterArgs): Promise<ExportProductsModel> {
    return this.productsExport.xlsx(auth, filters, urlContext(ctx));
  }

  // ------------------------------------------------------------ fields

  private variantsOf(ctx: GqlContext, presetId: string): Promise<ProductVariantRow[]> {
    return loadChildren(
      ctx,
      'catalogue.variants',
      presetId,
      (ids) => this.service.variantsOf(ids),
      (r) => r.presetId,
      (r) => r,
    );
  }

  /** The variants (one per sku) with what the caller pays for one unit. */
  @ResolveField(() => [ProductVariantModel])
  async attribute_specifics(
    @Parent() preset: ProductPresetModel,
    @Context() ctx: GqlContext,
    @CurrentAuth() auth: AuthContext,
  ): Promise<ProductVariantModel[]> {
    const buyer = this.service.buyerOf(auth);
    return (await this.variantsOf(ctx, preset._id)).map((v) => toVariantModel(v, this.service.unitPrice(preset, v, buyer)));
  }

  /** The lowest price of one unit for the caller ("from $12.40"), from the shared pricing function. */
  @ResolveField(() => MoneyScalar, { nullable: true })
  async price(@Parent() preset: ProductPresetModel, @Context() ctx: GqlContext, @CurrentAuth() auth: AuthContext): Promise<string | null> {
    const variants = await this.variantsOf(ctx, preset._id);
    return lowestUnitPrice(
      preset,
      variants.map((v) => ({ base_price: v.basePrice, sale_price: v.salePrice, wholesale_price: v.wholesalePrice })),
      this.service.buyerOf(auth),
    );
  }

  @ResolveField(() => [ProductTagModel])
  async tags(@Parent() preset: ProductPresetModel, @Context() ctx: GqlContext): Promise<ProductTagModel[]> {
    return loadChildren(
      ctx,
      'catalogue.tags',
      preset._id,
      (ids) => this.service.tagsOf(ids),
      (r) => r.presetId,
      toProductTagModel,
    );
  }

  @ResolveField(() => Boolean)
  async favorite(@Parent() preset: ProductPresetModel, @Context() ctx: GqlContext, @CurrentAuth() auth: AuthContext): Promise<boolean> {
    return loadersOf(ctx)
      .get<string, boolean>('catalogue.favorites', async (ids) => {
        const set = await this.service.favoritesOf(auth.user.id, ids);
        return byKeys(ids, [...set], (id) => id).map((hit) => hit !== null);
      })
      .load(preset._id);
  }
}
