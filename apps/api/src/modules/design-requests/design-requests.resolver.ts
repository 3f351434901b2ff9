import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  DESIGN_REQUEST_TABS,
  designRequestFilterInput,
  makeDesignRequestInput,
  PAGE_SIZE,
  rule,
  setDesignRequestStatusInput,
  submitDesignRequestFilesInput,
} from '@pod/shared';
import { Access, Can, Roles } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { FilePictureLoader } from '../files/file-picture.loader';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { DesignRequestFilterArgs, MakeDesignRequestArgs, SubmitDesignRequestFilesArgs } from './design-requests.inputs';
import { counterKeyOf, DesignRequestCountersModel, DesignRequestFileModel, DesignRequestModel, toDesignRequestModel } from './design-requests.models';
import { DesignRequestsService, type DesignRequestRow } from './design-requests.service';

/** Staff designers (root, super_root: `design_requests` add/update) work every seller's requests; sellers (view) their own. */
const VIEW = Can('design_requests', 'view');

@Resolver(() => DesignRequestModel)
export class DesignRequestsResolver {
  constructor(
    private readonly service: DesignRequestsService,
    private readonly userRefs: UserRefLoader,
    private readonly pictures: FilePictureLoader,
  ) {}

  private model(auth: AuthContext, row: DesignRequestRow): DesignRequestModel {
    return toDesignRequestModel(row, this.service.nextStatuses(auth, row));
  }

  /** The board's column (a status) or every status, newest first, paged (x-total). */
  @Query(() => [DesignRequestModel])
  @Access(VIEW)
  async designRequests(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: DesignRequestFilterArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<DesignRequestModel[]> {
    const input = parseInput(designRequestFilterInput, { ...filters, status });
    const filter = this.service.filterFor(auth, input);
    const total = this.service.counters(filter).then((counts) => counts[input.status ?? 'All']);
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map((r) => this.model(auth, r));
  }

  @Query(() => DesignRequestCountersModel)
  @Access(VIEW)
  async designRequestCounters(@CurrentAuth() auth: AuthContext, @Args() filters: DesignRequestFilterArgs): Promise<DesignRequestCountersModel> {
    const counts = await this.service.counters(this.service.filterFor(auth, parseInput(designRequestFilterInput, filters)));
    const model = {} as DesignRequestCountersModel;
    for (const tab of DESIGN_REQUEST_TABS) model[counterKeyOf(tab)] = counts[tab];
    return model;
  }

  @Query(() => DesignRequestModel)
  @Access(VIEW)
  async designRequest(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<DesignRequestModel> {
    return this.model(auth, await this.service.findVisible(auth, parseInput(rule.id('design request id'), id)));
  }

  /** The print areas a request for this line item may ask for (the request dialog's choices). */
  @Query(() => [String])
  @Access(VIEW)
  async designRequestAreas(
    @CurrentAuth() auth: AuthContext,
    @Args('order_id', { type: () => ID }) orderId: string,
    @Args('item_id', { type: () => ID }) itemId: string,
  ): Promise<string[]> {
    return this.service.areasOf(auth, parseInput(rule.id('order id'), orderId), parseInput(rule.id('item id'), itemId));
  }

  /** A seller asks for a design for their line item or listing; staff may ask on a seller's behalf. */
  @Mutation(() => DesignRequestModel)
  @Access(Can('design_requests', 'add'), Roles('sale'))
  async makeDesignRequest(@CurrentAuth() auth: AuthContext, @Args() args: MakeDesignRequestArgs): Promise<DesignRequestModel> {
    return this.model(auth, await this.service.make(auth, parseInput(makeDesignRequestInput, args)));
  }

  /** Staff take and reject; the owner sends a review back or approves (completed). The machine checks each move. */
  @Mutation(() => DesignRequestModel)
  @Access(VIEW)
  async setDesignRequestStatus(
    @CurrentAuth() auth: AuthContext,
    @Args('_id', { type: () => ID }) id: string,
    @Args('status') status: string,
    @Args('note', { nullable: true }) note?: string,
  ): Promise<DesignRequestModel> {
    return this.model(auth, await this.service.setStatus(auth, parseInput(setDesignRequestStatusInput, { _id: id, status, note })));
  }

  /** The designer's print files: the request goes to review. */
  @Mutation(() => DesignRequestModel)
  @Access(Can('design_requests', 'update'))
  async submitDesignRequestFiles(@CurrentAuth() auth: AuthContext, @Args() args: SubmitDesignRequestFilesArgs): Promise<DesignRequestModel> {
    return this.model(auth, await this.service.submitFiles(auth, parseInput(submitDesignRequestFilesInput, args)));
  }

  /** The seller approves the delivered files: they are applied to the line item or listing. */
  @Mutation(() => DesignRequestModel)
  @Access(VIEW)
  async approveDesignRequest(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<DesignRequestModel> {
    return this.model(auth, await this.service.approve(auth, parseInput(rule.id('design request id'), id)));
  }

  // ------------------------------------------------------------ relations (DataLoaders)

  @ResolveField(() => UserRefModel, { nullable: true })
  seller(@Parent() r: DesignRequestModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, r.seller_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  assignee(@Parent() r: DesignRequestModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, r.assignee_id);
  }

  @ResolveField(() => [DesignRequestFileModel])
  async images(@Parent() r: DesignRequestModel, @Context() ctx: GqlContext): Promise<DesignRequestFileModel[]> {
    return this.filesOf(
      ctx,
      r.image_ids.map((id) => ({ id, area: null })),
    );
  }

  @ResolveField(() => [DesignRequestFileModel])
  async files(@Parent() r: DesignRequestModel, @Context() ctx: GqlContext): Promise<DesignRequestFileModel[]> {
    return this.filesOf(
      ctx,
      Object.entries(r.file_ids).map(([area, id]) => ({ id, area })),
    );
  }

  /** The pictures and originals of a page's files in two queries. */
  private async filesOf(ctx: GqlContext, refs: Array<{ id: string; area: string | null }>): Promise<DesignRequestFileModel[]> {
    const found = await Promise.all(refs.map((r) => this.pictures.picture(ctx, r.id)));
    return refs.flatMap((r, i) => {
      const f = found[i];
      return f ? [{ file_id: f._id, name: f.name, url: f.url, thumbnail: f.thumbnail, area: r.area }] : [];
    });
  }
}
