import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { makeProductMockupInput, makeProductMockupPresetInput, mockupFilterInput, PAGE_SIZE, rule } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import { loadersOf } from '../../platform/common/loaders';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { MakeMockupArgs, MockupFilterArgs } from './mockups.inputs';
import { MockupProviderCountModel, ProductPresetMockupModel, toMockupModel } from './mockups.models';
import { MockupsService } from './mockups.service';

/**
 * Mockup presets (spec section 7). Templates are root's (Can('items', …)); sellers reach the same
 * lists through Can('catalog', …) and see the published templates and their own product mockups
 * only (the service scopes by who asks, as designs do).
 */
@Resolver(() => ProductPresetMockupModel)
export class MockupsResolver {
  constructor(
    private readonly service: MockupsService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** Newest first, paged (x-total). */
  @Query(() => [ProductPresetMockupModel])
  @Access(Can('items', 'view'), Can('catalog', 'view'))
  async productPresetMockups(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() args: MockupFilterArgs,
  ): Promise<ProductPresetMockupModel[]> {
    const filter = this.service.filterFor(auth, { ...parseInput(mockupFilterInput, args), template: args.template });
    const [rows, total] = await Promise.all([this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.service.count(filter)]);
    setTotal(ctx, total);
    return rows.map(toMockupModel);
  }

  @Query(() => Int)
  @Access(Can('items', 'view'), Can('catalog', 'view'))
  productPresetMockupCount(@CurrentAuth() auth: AuthContext, @Args() args: MockupFilterArgs): Promise<number> {
    return this.service.count(this.service.filterFor(auth, { ...parseInput(mockupFilterInput, args), template: args.template }));
  }

  /** Totals per provider (every provider, zeros included) for the same filters, the provider aside. */
  @Query(() => [MockupProviderCountModel])
  @Access(Can('items', 'view'), Can('catalog', 'view'))
  productPresetMockupCountProvider(@CurrentAuth() auth: AuthContext, @Args() args: MockupFilterArgs): Promise<MockupProviderCountModel[]> {
    return this.service.countByProvider(this.service.filterFor(auth, { ...parseInput(mockupFilterInput, args), template: args.template }));
  }

  @Query(() => ProductPresetMockupModel)
  @Access(Can('items', 'view'), Can('catalog', 'view'))
  async productPresetMockup(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<ProductPresetMockupModel> {
    return toMockupModel(await this.service.findVisible(auth, parseInput(rule.id('mockup id'), id)));
  }

  /** Deletes a mockup: staff any, a seller their own product mockup. */
  @Mutation(() => Boolean)
  @Access(Can('items', 'delete'), Can('catalog', 'delete'))
  productPresetMockupRemove(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.remove(auth, parseInput(rule.id('mockup id'), id));
  }

  /** Root saves a product preset's template (create, or update by _id). */
  @Mutation(() => ProductPresetMockupModel)
  @Access(Can('items', 'add'))
  async makeProductMockupPreset(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: MakeMockupArgs): Promise<ProductPresetMockupModel> {
    return toMockupModel(await this.service.saveTemplate(auth, parseInput(makeProductMockupPresetInput, args), urlContext(ctx)));
  }

  /** A seller saves their product mockup (create, or update their own by _id). */
  @Mutation(() => ProductPresetMockupModel)
  @Access(Can('catalog', 'add'), Can('items', 'add'))
  async makeProductMockup(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: MakeMockupArgs): Promise<ProductPresetMockupModel> {
    return toMockupModel(await this.service.saveProductMockup(auth, parseInput(makeProductMockupInput, args), urlContext(ctx)));
  }

  /** The document's sides, each side's rendered mockup and library files with URLs signed for the caller (the files of a page in one query). */
  @ResolveField(() => JsonScalar)
  sides(@Parent() m: ProductPresetMockupModel, @Context() ctx: GqlContext): Promise<unknown> {
    const urls = urlContext(ctx);
    const loader = loadersOf(ctx).get<string, string | null>('mockup-side-file-urls', async (ids) => {
      const found = await this.service.fileUrls(ids, urls);
      return ids.map((id) => found.get(id) ?? null);
    });
    return this.service.sidesOut(m.row, urls, (id) => loader.load(id));
  }

  @ResolveField(() => String, { nullable: true })
  src(@Parent() m: ProductPresetMockupModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.service.srcOut(m.row, urlContext(ctx));
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  created_by(@Parent() m: ProductPresetMockupModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, m.created_by_id);
  }
}
