import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { makeInvoiceInput, PAGE_SIZE, productionInvoiceFilterInput, productionTransactionFilterInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadChildren, loadersOf } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { InvoiceCountersModel } from './invoices.models';
import { ProductionInvoiceFilterArgs, ProductionTransactionFilterArgs } from './production-billing.inputs';
import {
  ProductionInvoiceModel,
  ProductionPartiesModel,
  ProductionTransactionCountersModel,
  ProductionTransactionModel,
  ProductionTransactionSumModel,
  toProductionInvoiceModel,
  toProductionTransactionModel,
} from './production-billing.models';
import { InvoiceFiles } from './invoice-files';
import { ProductionInvoicesService } from './production-invoices.service';
import { ProductionLedgerService } from './production-ledger.service';

/** Root's production billing (spec: Production Transactions, Production Invoice); the production_billing module, no token scope. */
const VIEW = Can('production_billing', 'view');

/** A factory's name, for a whole page in one read. */
function factoryName(ctx: GqlContext, ledger: ProductionLedgerService, id: string): Promise<string | null> {
  return loadersOf(ctx)
    .get<string, string | null>('production.factory-names', async (ids) => {
      const names = await ledger.factoryNames(ids);
      return ids.map((i) => names.get(i) ?? null);
    })
    .load(id);
}

@Resolver(() => ProductionTransactionModel)
export class ProductionTransactionsResolver {
  constructor(
    private readonly ledger: ProductionLedgerService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** /billing/production-history/{filter}: newest first, paged (x-total from the counters). */
  @Query(() => [ProductionTransactionModel])
  @Access(VIEW)
  async productionTransactions(
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: ProductionTransactionFilterArgs,
  ): Promise<ProductionTransactionModel[]> {
    const filter = this.ledger.filterFor(parseInput(productionTransactionFilterInput, filters));
    const [rows, totals] = await Promise.all([this.ledger.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.ledger.totals(filter)]);
    setTotal(ctx, totals[filter.status ?? 'all'].count);
    return rows.map(toProductionTransactionModel);
  }

  @Query(() => ProductionTransactionCountersModel)
  @Access(VIEW)
  async productionTransactionCounters(@Args() filters: ProductionTransactionFilterArgs): Promise<ProductionTransactionCountersModel> {
    const t = await this.ledger.totals(this.ledger.filterFor(parseInput(productionTransactionFilterInput, filters)));
    return { all: t.all.count, pending: t.pending.count, invoiced: t.invoiced.count, cancelled: t.cancelled.count };
  }

  @Query(() => ProductionTransactionSumModel)
  @Access(VIEW)
  async productionTransactionSum(@Args() filters: ProductionTransactionFilterArgs): Promise<ProductionTransactionSumModel> {
    const t = await this.ledger.totals(this.ledger.filterFor(parseInput(productionTransactionFilterInput, filters)));
    return { all: t.all.amount, pending: t.pending.amount, invoiced: t.invoiced.amount, cancelled: t.cancelled.amount };
  }

  /** The factories and sellers on the ledger (the screens' filters). */
  @Query(() => ProductionPartiesModel)
  @Access(VIEW)
  async productionParties(@Context() ctx: GqlContext): Promise<ProductionPartiesModel> {
    const { manufactureIds, sellerIds } = await this.ledger.parties();
    const [names, sellers] = await Promise.all([this.ledger.factoryNames(manufactureIds), this.userRefs.loadMany(ctx, sellerIds)]);
    return {
      factories: [...names].map(([_id, name]) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      sellers: sellers.filter((r): r is UserRefModel => r !== null).sort((a, b) => a.email.localeCompare(b.email)),
    };
  }

  @ResolveField(() => String, { nullable: true })
  manufacture_name(@Parent() p: ProductionTransactionModel, @Context() ctx: GqlContext): Promise<string | null> {
    return factoryName(ctx, this.ledger, p.manufacture_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  user(@Parent() p: ProductionTransactionModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, p.user_id);
  }
}

@Resolver(() => ProductionInvoiceModel)
export class ProductionInvoicesResolver {
  constructor(
    private readonly invoices: ProductionInvoicesService,
    private readonly files: InvoiceFiles,
    private readonly ledger: ProductionLedgerService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** The production invoices, newest period first, paged (x-total). */
  @Query(() => [ProductionInvoiceModel])
  @Access(VIEW)
  async productionInvoices(
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: ProductionInvoiceFilterArgs,
  ): Promise<ProductionInvoiceModel[]> {
    const filter = this.invoices.filterFor(parseInput(productionInvoiceFilterInput, filters));
    const total = this.invoices.counters(filter).then((counts) => counts[filter.status ?? 'all']);
    const rows = await pageWithTotal(ctx, this.invoices.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map(toProductionInvoiceModel);
  }

  @Query(() => InvoiceCountersModel)
  @Access(VIEW)
  productionInvoiceCounters(@Args() filters: ProductionInvoiceFilterArgs): Promise<InvoiceCountersModel> {
    return this.invoices.counters(this.invoices.filterFor(parseInput(productionInvoiceFilterInput, filters)));
  }

  @Query(() => ProductionInvoiceModel)
  @Access(VIEW)
  async productionInvoice(@Args('_id', { type: () => ID }) id: string): Promise<ProductionInvoiceModel> {
    return toProductionInvoiceModel(await this.invoices.findById(id));
  }

  /** Marks a pending production invoice paid or cancelled. */
  @Mutation(() => ProductionInvoiceModel)
  @Access(Can('production_billing', 'update'))
  async makeProductionInvoice(
    @CurrentAuth() auth: AuthContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('status') status: string,
  ): Promise<ProductionInvoiceModel> {
    return toProductionInvoiceModel(await this.invoices.decide(auth, parseInput(makeInvoiceInput, { id, status })));
  }

  @ResolveField(() => String, { nullable: true })
  manufacture_name(@Parent() i: ProductionInvoiceModel, @Context() ctx: GqlContext): Promise<string | null> {
    return factoryName(ctx, this.ledger, i.manufacture_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  user(@Parent() i: ProductionInvoiceModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, i.user_id);
  }

  @ResolveField(() => [ProductionTransactionModel])
  lines(@Parent() i: ProductionInvoiceModel, @Context() ctx: GqlContext): Promise<ProductionTransactionModel[]> {
    return loadChildren(
      ctx,
      'production-invoices.lines',
      i._id,
      (ids) => this.ledger.linesOf(ids),
      (l) => l.invoiceId,
      toProductionTransactionModel,
    );
  }

  @ResolveField(() => String, { nullable: true })
  pdf_url(@Parent() i: ProductionInvoiceModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.files.url(i.pdf_key, urlContext(ctx).origin);
  }

  @ResolveField(() => String, { nullable: true })
  xlsx_url(@Parent() i: ProductionInvoiceModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.files.url(i.xlsx_key, urlContext(ctx).origin);
  }
}
