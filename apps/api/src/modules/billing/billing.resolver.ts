import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { adjustCreditInput, ledgerSellersInput, makeTransactionInput, PAGE_SIZE, topupAccountInput, transactionFilterInput } from '@pod/shared';
import { Access, Can, Roles } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { AdjustCreditArgs, TopupAccountArgs, TransactionFilterArgs } from './billing.inputs';
import { toTransactionModel, TransactionCountersModel, TransactionModel, TransactionSumModel } from './billing.models';
import { BillingService } from './billing.service';

@Resolver(() => TransactionModel)
export class BillingResolver {
  constructor(
    private readonly service: BillingService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** /billing/history/{filter}: newest first, paged (x-total); a seller sees only their own. */
  @Query(() => [TransactionModel])
  @Access(Can('billing', 'view'))
  async transactions(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: TransactionFilterArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<TransactionModel[]> {
    const filter = this.service.filterFor(auth, parseInput(transactionFilterInput, filters), status);
    const [rows, counts] = await Promise.all([this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.service.counters(filter)]);
    const tab = filter.status === 'cancelled' ? 'cancel' : (filter.status ?? 'all');
    setTotal(ctx, counts[tab as keyof typeof counts]);
    return rows.map(toTransactionModel);
  }

  /** The Transactions screen's seller filter: sellers with ledger entries whose name or email holds `search`, by name. */
  @Query(() => [UserRefModel])
  @Access(Can('billing', 'view'))
  async ledgerSellers(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
  ): Promise<UserRefModel[]> {
    const needle = parseInput(ledgerSellersInput, { search }).search?.toLowerCase();
    const refs = await this.userRefs.loadMany(ctx, await this.service.ledgerSellerIds(auth));
    return refs
      .filter((r): r is UserRefModel => r !== null && (!needle || r.name.toLowerCase().includes(needle) || r.email.toLowerCase().includes(needle)))
      .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
  }

  @Query(() => TransactionModel)
  @Access(Can('billing', 'view'))
  async transaction(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<TransactionModel> {
    return toTransactionModel(await this.service.findVisible(auth, id));
  }

  @Query(() => TransactionCountersModel)
  @Access(Can('billing', 'view'))
  transactionCounters(@CurrentAuth() auth: AuthContext, @Args() filters: TransactionFilterArgs): Promise<TransactionCountersModel> {
    return this.service.counters(this.service.filterFor(auth, parseInput(transactionFilterInput, filters)));
  }

  @Query(() => TransactionSumModel)
  @Access(Can('billing', 'view'))
  transactionSum(@CurrentAuth() auth: AuthContext, @Args() filters: TransactionFilterArgs): Promise<TransactionSumModel> {
    return this.service.sums(this.service.filterFor(auth, parseInput(transactionFilterInput, filters)));
  }

  /** A seller asks for a top-up (pending until approved); staff may ask for a seller with `user`. */
  @Mutation(() => TransactionModel)
  @Access(Can('billing', 'add'))
  async topupAccount(@CurrentAuth() auth: AuthContext, @Args() args: TopupAccountArgs): Promise<TransactionModel> {
    return toTransactionModel(await this.service.requestTopup(auth, parseInput(topupAccountInput, args)));
  }

  /** Approves (paid) or refuses (cancelled, error, with a reason) a pending entry. */
  @Mutation(() => TransactionModel)
  @Access(Can('billing_approval', 'update'))
  async makeTransaction(
    @CurrentAuth() auth: AuthContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('status') status: string,
    @Args('reason', { nullable: true }) reason?: string,
  ): Promise<TransactionModel> {
    return toTransactionModel(await this.service.decide(auth, parseInput(makeTransactionInput, { id, status, reason })));
  }

  /** Root changes a seller's credit directly, with a note. */
  @Mutation(() => TransactionModel)
  @Access(Roles('root'))
  async adjustCredit(@CurrentAuth() auth: AuthContext, @Args() args: AdjustCreditArgs): Promise<TransactionModel> {
    return toTransactionModel(await this.service.adjust(auth, parseInput(adjustCreditInput, args)));
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  user(@Parent() t: TransactionModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, t.user_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  created_by(@Parent() t: TransactionModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, t.created_by_id);
  }
}
