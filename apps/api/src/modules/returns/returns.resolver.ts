import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { decideReturnRequestInput, makeReturnRequestInput, PAGE_SIZE, RETURN_TABS, returnFilterInput, rule } from '@pod/shared';
import { Access, Can, Roles } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadChildren } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { FilePictureLoader } from '../files/file-picture.loader';
import { ManufactureNameLoader } from '../manufactures/manufacture-name.loader';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { DecideReturnRequestArgs, MakeReturnRequestArgs, ReturnFilterArgs } from './returns.inputs';
import {
  counterKeyOf,
  ReturnLineModel,
  ReturnPhotoModel,
  ReturnRequestCountersModel,
  ReturnRequestModel,
  toReturnLineModel,
  toReturnRequestModel,
} from './returns.models';
import { ReturnsService, type ReturnMove, type ReturnRequestRow } from './returns.service';

/**
 * Staff with the `return_replacement` module (root, super_root) work every seller's requests;
 * sellers file and follow their own (ownership narrows them), without the module's menu entry.
 */
const VIEW = [Can('return_replacement', 'view'), Roles('sale')] as const;
const FILE = [Can('return_replacement', 'add'), Roles('sale')] as const;
const CANCEL = [Can('return_replacement', 'update'), Roles('sale')] as const;
/** Deciding a request (approving it: flows/approve-returns). */
export const DECIDE = Can('return_replacement', 'update');

@Resolver(() => ReturnRequestModel)
export class ReturnsResolver {
  constructor(
    private readonly service: ReturnsService,
    private readonly userRefs: UserRefLoader,
    private readonly files: FilePictureLoader,
    private readonly factoryNames: ManufactureNameLoader,
  ) {}

  private model(auth: AuthContext, row: ReturnRequestRow): ReturnRequestModel {
    return toReturnRequestModel(row, this.service.nextActions(auth, row));
  }

  /** /rar/{filter}: one status tab, newest first, paged (x-total). */
  @Query(() => [ReturnRequestModel])
  @Access(...VIEW)
  async returnRequests(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: ReturnFilterArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<ReturnRequestModel[]> {
    const input = parseInput(returnFilterInput, { ...filters, status });
    const filter = this.service.filterFor(auth, input);
    const total = this.service.counters(filter).then((counts) => counts[input.status ?? 'All']);
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map((r) => this.model(auth, r));
  }

  @Query(() => ReturnRequestCountersModel)
  @Access(...VIEW)
  async returnRequestCounters(@CurrentAuth() auth: AuthContext, @Args() filters: ReturnFilterArgs): Promise<ReturnRequestCountersModel> {
    const counts = await this.service.counters(this.service.filterFor(auth, parseInput(returnFilterInput, filters)));
    const model = {} as ReturnRequestCountersModel;
    for (const tab of RETURN_TABS) model[counterKeyOf(tab)] = counts[tab];
    return model;
  }

  @Query(() => ReturnRequestModel)
  @Access(...VIEW)
  async returnRequest(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<ReturnRequestModel> {
    return this.model(auth, await this.service.findVisible(auth, parseInput(rule.id('return request id'), id)));
  }

  @Mutation(() => ReturnRequestModel)
  @Access(...FILE)
  async makeReturnRequest(@CurrentAuth() auth: AuthContext, @Args() args: MakeReturnRequestArgs): Promise<ReturnRequestModel> {
    return this.model(auth, await this.service.make(auth, parseInput(makeReturnRequestInput, args)));
  }

  @Mutation(() => ReturnRequestModel)
  @Access(DECIDE)
  rejectReturnRequest(@CurrentAuth() auth: AuthContext, @Args() args: DecideReturnRequestArgs): Promise<ReturnRequestModel> {
    return this.move(auth, 'reject', args);
  }

  @Mutation(() => ReturnRequestModel)
  @Access(DECIDE)
  holdReturnRequest(@CurrentAuth() auth: AuthContext, @Args() args: DecideReturnRequestArgs): Promise<ReturnRequestModel> {
    return this.move(auth, 'hold', args);
  }

  @Mutation(() => ReturnRequestModel)
  @Access(DECIDE)
  completeReturnRequest(@CurrentAuth() auth: AuthContext, @Args() args: DecideReturnRequestArgs): Promise<ReturnRequestModel> {
    return this.move(auth, 'complete', args);
  }

  /** The seller withdraws a request still waiting for its decision (staff may too). */
  @Mutation(() => ReturnRequestModel)
  @Access(...CANCEL)
  cancelReturnRequest(@CurrentAuth() auth: AuthContext, @Args() args: DecideReturnRequestArgs): Promise<ReturnRequestModel> {
    return this.move(auth, 'cancel', args);
  }

  private async move(auth: AuthContext, transition: ReturnMove, args: DecideReturnRequestArgs): Promise<ReturnRequestModel> {
    return this.model(auth, await this.service.move(auth, transition, parseInput(decideReturnRequestInput, args)));
  }

  // ------------------------------------------------------------ relations (DataLoaders)

  @ResolveField(() => UserRefModel, { nullable: true })
  seller(@Parent() r: ReturnRequestModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, r.seller_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  decided_by(@Parent() r: ReturnRequestModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, r.decided_by_id);
  }

  @ResolveField(() => [ReturnLineModel])
  lines(@Parent() r: ReturnRequestModel, @Context() ctx: GqlContext): Promise<ReturnLineModel[]> {
    return loadChildren(
      ctx,
      'returns.lines',
      r._id,
      (ids) => this.service.linesOf(ids),
      (l) => l.requestId,
      toReturnLineModel,
    );
  }

  @ResolveField(() => String, { nullable: true })
  fault_manufacture_name(@Parent() r: ReturnRequestModel, @Context() ctx: GqlContext): Promise<string | null> {
    if (!r.fault_manufacture_id) return Promise.resolve(null);
    return this.factoryNames.load(ctx, r.fault_manufacture_id);
  }

  /** The photos of a page of requests: their pictures and originals in two queries (FilePictureLoader). */
  @ResolveField(() => [ReturnPhotoModel])
  photos(@Parent() r: ReturnRequestModel, @Context() ctx: GqlContext): Promise<ReturnPhotoModel[]> {
    return this.files.pictures(ctx, r.photo_ids);
  }
}
