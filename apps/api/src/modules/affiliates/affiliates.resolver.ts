import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  affiliateCommissionFilterInput,
  affiliateFilterInput,
  makeAffiliateInput,
  PAGE_SIZE,
  rule,
  setUserAffiliateInput,
  updateAffiliateInput,
} from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadersOf } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging, setTotal } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { AffiliateCommissionFilterArgs, AffiliateFilterArgs, MakeAffiliateArgs, SetUserAffiliateArgs, UpdateAffiliateArgs } from './affiliates.inputs';
import {
  AffiliateCommissionModel,
  AffiliateCommissionTotalsModel,
  AffiliateModel,
  AffiliateSellerModel,
  toAffiliateCommissionModel,
  toAffiliateModel,
  toAffiliateSellerModel,
} from './affiliates.models';
import { AffiliatesService } from './affiliates.service';

/** Root (and super_root) manage affiliates (`affiliates` add/update); a seller (view) reads their own affiliate page only. */
const VIEW = Can('affiliates', 'view');
const affiliateId = (id: string) => parseInput(rule.id('affiliate id'), id);

@Resolver(() => AffiliateModel)
export class AffiliatesResolver {
  constructor(
    private readonly service: AffiliatesService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** Affiliates, newest first, paged (x-total), with their referred sellers and commission totals. */
  @Query(() => [AffiliateModel])
  @Access(VIEW)
  async affiliates(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: AffiliateFilterArgs,
  ): Promise<AffiliateModel[]> {
    const filter = this.service.filterFor(auth, parseInput(affiliateFilterInput, filters));
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.service.count(filter));
    return rows.map(toAffiliateModel);
  }

  @Query(() => AffiliateModel)
  @Access(VIEW)
  async affiliate(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<AffiliateModel> {
    return toAffiliateModel(await this.service.findVisible(auth, affiliateId(id)));
  }

  /** The caller's own affiliate record (the seller's affiliate page), or null when they are no affiliate. */
  @Query(() => AffiliateModel, { nullable: true })
  @Access(VIEW)
  async myAffiliate(@CurrentAuth() auth: AuthContext): Promise<AffiliateModel | null> {
    const row = await this.service.mine(auth);
    return row ? toAffiliateModel(row) : null;
  }

  /** The sellers an affiliate referred, newest first, paged (x-total). */
  @Query(() => [AffiliateSellerModel])
  @Access(VIEW)
  async affiliateSellers(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('affiliate_id', { type: () => ID }) id: string,
  ): Promise<AffiliateSellerModel[]> {
    const { rows, total } = await this.service.sellers(auth, affiliateId(id), resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, total);
    return rows.map(toAffiliateSellerModel);
  }

  /** Commissions, newest first, paged (x-total): one affiliate's or all for staff, always the seller's own for a seller. */
  @Query(() => [AffiliateCommissionModel])
  @Access(VIEW)
  async affiliateCommissions(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: AffiliateCommissionFilterArgs,
  ): Promise<AffiliateCommissionModel[]> {
    const input = parseInput(affiliateCommissionFilterInput, filters);
    const filter = await this.service.commissionFilter(auth, input);
    const total = this.service.commissionTotals(filter).then((t) => t[input.status ?? 'all'].count);
    const rows = await pageWithTotal(ctx, this.service.commissions(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map(toAffiliateCommissionModel);
  }

  /** How many commissions and how much per tab (all, posted, reversed), with the same narrowing. */
  @Query(() => AffiliateCommissionTotalsModel)
  @Access(VIEW)
  async affiliateCommissionTotals(
    @CurrentAuth() auth: AuthContext,
    @Args('affiliate_id', { type: () => ID, nullable: true }) id?: string,
  ): Promise<AffiliateCommissionTotalsModel> {
    return this.service.commissionTotals(await this.service.commissionFilter(auth, parseInput(affiliateCommissionFilterInput, { affiliate_id: id })));
  }

  @Mutation(() => AffiliateModel)
  @Access(Can('affiliates', 'add'))
  async makeAffiliate(@Args() args: MakeAffiliateArgs): Promise<AffiliateModel> {
    return toAffiliateModel(await this.service.make(parseInput(makeAffiliateInput, args)));
  }

  @Mutation(() => AffiliateModel)
  @Access(Can('affiliates', 'update'))
  async updateAffiliate(@Args() args: UpdateAffiliateArgs): Promise<AffiliateModel> {
    return toAffiliateModel(await this.service.update(parseInput(updateAffiliateInput, args)));
  }

  /** Sets (or clears) the affiliate who referred a user; answers the user as an affiliate's seller list shows them. */
  @Mutation(() => AffiliateSellerModel)
  @Access(Can('affiliates', 'update'))
  async setUserAffiliate(@Args() args: SetUserAffiliateArgs): Promise<AffiliateSellerModel> {
    return toAffiliateSellerModel(await this.service.setUserAffiliate(parseInput(setUserAffiliateInput, args)));
  }

  // ------------------------------------------------------------ relations (DataLoaders)

  @ResolveField(() => UserRefModel, { nullable: true })
  user(@Parent() a: AffiliateModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, a.user_id);
  }

  @ResolveField(() => Int)
  sellers_count(@Parent() a: AffiliateModel, @Context() ctx: GqlContext): Promise<number> {
    return loadersOf(ctx)
      .get<string, number>('affiliates.sellers-count', async (ids) => {
        const counts = await this.service.referredCounts(ids);
        return ids.map((id) => counts.get(id) ?? 0);
      })
      .load(a._id);
  }
}

@Resolver(() => AffiliateCommissionModel)
export class AffiliateCommissionsResolver {
  constructor(private readonly userRefs: UserRefLoader) {}

  @ResolveField(() => UserRefModel, { nullable: true })
  affiliate(@Parent() c: AffiliateCommissionModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, c.affiliate_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  seller(@Parent() c: AffiliateCommissionModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, c.seller_id);
  }
}
