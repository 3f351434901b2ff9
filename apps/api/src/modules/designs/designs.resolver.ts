import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { createMockupDesignInput, mockupDesignFilterInput, PAGE_SIZE, trashMockupDesignInput, updateMockupDesignInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadersOf } from '../../platform/common/loaders';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { FileModel } from '../files/files.models';
import { FilePictureLoader } from '../files/file-picture.loader';
import { RenderedMockupModel } from '../../producers/render/render.models';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { MockupDesignArgs, MockupDesignFilterArgs, UpdateMockupDesignArgs } from './designs.inputs';
import { MockupCounterModel, MockupDesignModel, MockupDesignTagModel, toDesignModel, toTagModel } from './designs.models';
import { DesignsService } from './designs.service';

@Resolver(() => MockupDesignModel)
export class DesignsResolver {
  constructor(
    private readonly service: DesignsService,
    private readonly files: FilePictureLoader,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** Tag suggestions: the caller's own tags for a seller, everyone's for staff. */
  @Query(() => [MockupDesignTagModel])
  @Access(Can('designs', 'view'))
  async mockupDesignTags(@CurrentAuth() auth: AuthContext, @Args('name', { nullable: true }) name?: string): Promise<MockupDesignTagModel[]> {
    const filter = parseInput(mockupDesignFilterInput.pick({ name: true }), { name });
    return (await this.service.tags(auth, filter.name)).map(toTagModel);
  }

  /** The catalogue, newest first, paged (x-total); `status` is matched lower-cased, a seller sees only their own. */
  @Query(() => [MockupDesignModel])
  @Access(Can('designs', 'view'))
  async mockupDesigns(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: MockupDesignFilterArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<MockupDesignModel[]> {
    const filter = this.service.filterFor(auth, parseInput(mockupDesignFilterInput, { ...filters, status }));
    const [rows, counts] = await Promise.all([this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.service.counters(filter)]);
    setTotal(ctx, counts[filter.status ?? 'all']);
    return rows.map(toDesignModel);
  }

  @Query(() => MockupDesignModel)
  @Access(Can('designs', 'view'))
  async mockupDesign(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<MockupDesignModel> {
    return toDesignModel(await this.service.findVisible(auth, id));
  }

  /** Designs per status tab for the same filters (the status tab itself is not a filter here). */
  @Query(() => MockupCounterModel)
  @Access(Can('designs', 'view'))
  mockupCounter(@CurrentAuth() auth: AuthContext, @Args() filters: MockupDesignFilterArgs): Promise<MockupCounterModel> {
    return this.service.counters(this.service.filterFor(auth, parseInput(mockupDesignFilterInput, filters)));
  }

  @Mutation(() => MockupDesignModel)
  @Access(Can('designs', 'add'))
  async createMockupDesign(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: MockupDesignArgs): Promise<MockupDesignModel> {
    return toDesignModel(await this.service.create(auth, parseInput(createMockupDesignInput, args), urlContext(ctx)));
  }

  /** Saves the whole form (an absent status keeps the design's); publishing is a save with status published. */
  @Mutation(() => MockupDesignModel)
  @Access(Can('designs', 'update'))
  async updateMockupDesign(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: UpdateMockupDesignArgs): Promise<MockupDesignModel> {
    return toDesignModel(await this.service.update(auth, parseInput(updateMockupDesignInput, args), urlContext(ctx)));
  }

  /** Moves the designs to the trash, all or none; answers how many. */
  @Mutation(() => Int)
  @Access(Can('designs', 'delete'))
  trashMockupDesign(@CurrentAuth() auth: AuthContext, @Args('ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.service.trash(auth, parseInput(trashMockupDesignInput, { ids }).ids);
  }

  @ResolveField(() => [MockupDesignTagModel])
  async tags(@Parent() d: MockupDesignModel, @Context() ctx: GqlContext): Promise<MockupDesignTagModel[]> {
    const tags = await loadersOf(ctx)
      .get<string, MockupDesignTagModel[]>('designs.tags', async (ids) => {
        const byDesign = await this.service.tagsOf(ids);
        return ids.map((id) => (byDesign.get(id) ?? []).map(toTagModel));
      })
      .load(d._id);
    return tags;
  }

  /** The artwork file, one query for a page of designs. */
  @ResolveField(() => FileModel, { nullable: true })
  image(@Parent() d: MockupDesignModel, @Context() ctx: GqlContext): Promise<FileModel | null> {
    if (!d.image_id) return Promise.resolve(null);
    return this.files.file(ctx, d.image_id);
  }

  /** One preview per mockup image, in the order of `images`; null while it is drawn or when the image has nothing to draw. */
  @ResolveField(() => [RenderedMockupModel], { nullable: 'items' })
  previews(@Parent() d: MockupDesignModel, @Context() ctx: GqlContext): Promise<Array<RenderedMockupModel | null>> {
    return Promise.all(d.preview_renders.map((hash) => this.service.preview(hash, urlContext(ctx))));
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  user(@Parent() d: MockupDesignModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, d.owner_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  created_by(@Parent() d: MockupDesignModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, d.created_by_id);
  }
}
