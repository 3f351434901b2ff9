import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Access, Can } from '../../platform/auth/access';
import { Scope } from '../../platform/auth/scope';
import type { GqlContext } from '../../platform/auth/access.guard';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';
import { CatalogueNameInput } from './catalogue.inputs';
import {
  PlatformCategoryModel,
  PlatformSpecificModel,
  ProductCategoryModel,
  ProductTagModel,
  ProductTypeModel,
  toProductTagModel,
  toProductTypeModel,
} from './catalogue.models';
import { mediaUrl } from './catalogue.media';
import type { ProductCategoryRow } from './taxonomy.repository';
import { TaxonomyService } from './taxonomy.service';

const categoryModel = (c: ProductCategoryRow): ProductCategoryModel => ({
  _id: c.id,
  name: c.name,
  slug: c.slug,
  position: c.position,
  builtin: c.builtin,
  preset_count: c.presetCount,
});

/** Categories, product tags, provider product types and marketplace categories. */
@Resolver()
export class TaxonomyResolver {
  constructor(
    private readonly service: TaxonomyService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  @Query(() => [ProductCategoryModel])
  @Access(Can('items', 'view'), Can('catalog', 'view'), Can('partner_catalog', 'view'))
  @Scope('products', 'read')
  async productCategories(): Promise<ProductCategoryModel[]> {
    return (await this.service.categories()).map(categoryModel);
  }

  /** Creates a category (no _id) or renames one. */
  @Mutation(() => ProductCategoryModel)
  @Access(Can('items', 'update'))
  @Scope('products', 'write')
  async saveProductCategory(@Args('input') input: CatalogueNameInput): Promise<ProductCategoryModel> {
    return categoryModel(await this.service.saveCategory(input));
  }

  @Mutation(() => [ProductCategoryModel])
  @Access(Can('items', 'update'))
  @Scope('products', 'write')
  async reorderProductCategories(@Args('ids', { type: () => [ID] }) ids: string[]): Promise<ProductCategoryModel[]> {
    return (await this.service.reorderCategories({ ids })).map(categoryModel);
  }

  @Mutation(() => Boolean)
  @Access(Can('items', 'delete'))
  @Scope('products', 'write')
  removeProductCategory(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.removeCategory(id);
  }

  @Query(() => [ProductTagModel])
  @Access(Can('product_labels', 'view'))
  @Scope('products', 'read')
  async productTags(@Args('name', { nullable: true }) name?: string): Promise<ProductTagModel[]> {
    return (await this.service.tags(name)).map(toProductTagModel);
  }

  /** Creates a tag (no _id) or renames one. */
  @Mutation(() => ProductTagModel)
  @Access(Can('product_labels', 'update'))
  @Scope('products', 'write')
  async saveProductTag(@Args('input') input: CatalogueNameInput): Promise<ProductTagModel> {
    return toProductTagModel(await this.service.saveTag(input));
  }

  /** Moves the presets of `from_ids` onto `into_id` and deletes the merged tags. */
  @Mutation(() => ProductTagModel)
  @Access(Can('product_labels', 'update'))
  @Scope('products', 'write')
  async mergeProductTags(
    @Args('from_ids', { type: () => [ID] }) from_ids: string[],
    @Args('into_id', { type: () => ID }) into_id: string,
  ): Promise<ProductTagModel> {
    return toProductTagModel(await this.service.mergeTags({ from_ids, into_id }));
  }

  @Mutation(() => Boolean)
  @Access(Can('product_labels', 'delete'))
  @Scope('products', 'write')
  removeProductTag(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.removeTag(id);
  }

  /** A provider's product types (its catalogue, imported offline), with how many presets each already has. */
  @Query(() => [ProductTypeModel])
  @Access(Can('items', 'view'))
  @Scope('products', 'read')
  async providerProductType(@Context() ctx: GqlContext, @Args('provider') provider: string): Promise<ProductTypeModel[]> {
    const types = await this.service.productTypes(provider);
    return Promise.all(types.map(async ({ row, presets }) => toProductTypeModel(row, await mediaUrl(this.storage, row.image, ctx), presets)));
  }

  @Query(() => ProductTypeModel)
  @Access(Can('items', 'view'))
  @Scope('products', 'read')
  async providerProductTypeProvider(
    @Context() ctx: GqlContext,
    @Args('provider') provider: string,
    @Args('product_type_id') productTypeId: string,
  ): Promise<ProductTypeModel> {
    const { row, presets } = await this.service.productType(provider, productTypeId);
    return toProductTypeModel(row, await mediaUrl(this.storage, row.image, ctx), presets);
  }

  /** One level of a marketplace's category tree: level 1, or the children of `parent`. */
  @Query(() => [PlatformCategoryModel])
  @Access(Can('items', 'view'))
  @Scope('products', 'read')
  async platformProductCategory(
    @Args('platform') platform: string,
    @Args('level', { type: () => Int, defaultValue: 1 }) level: number,
    @Args('parent', { nullable: true }) parent?: string,
  ): Promise<PlatformCategoryModel[]> {
    return (await this.service.platformLevel(platform, level, parent)).map((c) => ({
      id: c.id,
      name: c.name,
      level: c.level,
      parent: c.parent,
      has_children: c.hasChildren,
    }));
  }

  /** The specifics a marketplace asks for in a category (the preset form builds its fields from these). */
  @Query(() => [PlatformSpecificModel])
  @Access(Can('items', 'view'))
  @Scope('products', 'read')
  async platformProductSpecifics(@Args('platform') platform: string, @Args('id') id: string): Promise<PlatformSpecificModel[]> {
    return (await this.service.platformSpecifics(platform, id)).map((s) => ({
      name: s.name,
      type: s.type,
      value: s.value,
      key: s.key,
      mode: s.required ? 'required' : 'optional',
      helper: null,
      placeholder: s.value[0] ?? null,
    }));
  }
}
