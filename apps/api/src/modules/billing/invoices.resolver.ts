import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { hasPermission, invoiceFilterInput, makeInvoiceInput, makeInvoicesInput, PAGE_SIZE, parseDmy } from '@pod/shared';
import { Access, Can, Roles } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadChildren, loadersOf } from '../../platform/common/loaders';
import { OrderModel } from '../orders/orders.models';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { InvoiceFilterArgs } from './invoices.inputs';
import { InvoiceCountersModel, InvoiceLineModel, InvoiceModel, toInvoiceLineModel, toInvoiceModel } from './invoices.models';
import { InvoiceFiles } from './invoice-files';
import { InvoicesService } from './invoices.service';

@Resolver(() => InvoiceModel)
export class InvoicesResolver {
  constructor(
    private readonly service: InvoicesService,
    private readonly files: InvoiceFiles,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** /billing/invoice: newest period first, paged (x-total); a seller sees only their own. */
  @Query(() => [InvoiceModel])
  @Access(Can('billing', 'view'))
  async invoices(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: InvoiceFilterArgs,
  ): Promise<InvoiceModel[]> {
    const filter = this.service.filterFor(auth, parseInput(invoiceFilterInput, filters));
    const total = this.service.counters(filter).then((counts) => counts[filter.status ?? 'all']);
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map(toInvoiceModel);
  }

  @Query(() => InvoiceCountersModel)
  @Access(Can('billing', 'view'))
  invoiceCounters(@CurrentAuth() auth: AuthContext, @Args() filters: InvoiceFilterArgs): Promise<InvoiceCountersModel> {
    return this.service.counters(this.service.filterFor(auth, parseInput(invoiceFilterInput, filters)));
  }

  @Query(() => InvoiceModel)
  @Access(Can('billing', 'view'))
  async invoice(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<InvoiceModel> {
    return toInvoiceModel(await this.service.findVisible(auth, id));
  }

  /** The sellers with invoices, for the staff's seller filter (a seller gets only themself). */
  @Query(() => [UserRefModel])
  @Access(Can('billing', 'view'))
  async invoiceSellers(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext): Promise<UserRefModel[]> {
    const refs = await this.userRefs.loadMany(ctx, await this.service.sellersFor(auth));
    return refs.filter((r): r is UserRefModel => r !== null).sort((a, b) => a.email.localeCompare(b.email));
  }

  /** Marks a pending invoice paid (settled) or cancelled. */
  @Mutation(() => InvoiceModel)
  @Access(Can('billing_approval', 'update'))
  async makeInvoice(@CurrentAuth() auth: AuthContext, @Args('id', { type: () => ID }) id: string, @Args('status') status: string): Promise<InvoiceModel> {
    return toInvoiceModel(await this.service.decide(auth, parseInput(makeInvoiceInput, { id, status })));
  }

  /** Root issues the invoices of the (ended) period holding `day` now, as the scheduled job would; answers the new ones. */
  @Mutation(() => [InvoiceModel])
  @Access(Roles('root'))
  async makeInvoices(@Args('day') day: string): Promise<InvoiceModel[]> {
    const { day: dmy } = parseInput(makeInvoicesInput, { day });
    const d = parseDmy(dmy)!;
    return (await this.service.issuePeriodOf(new Date(Date.UTC(d.year, d.month - 1, d.day)))).map(toInvoiceModel);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  user(@Parent() i: InvoiceModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, i.user_id);
  }

  @ResolveField(() => [InvoiceLineModel])
  lines(@Parent() i: InvoiceModel, @Context() ctx: GqlContext): Promise<InvoiceLineModel[]> {
    return loadChildren(
      ctx,
      'invoices.lines',
      i._id,
      (ids) => this.service.linesOf(ids),
      (l) => l.invoiceId,
      toInvoiceLineModel,
    );
  }

  /** The PDF's signed download URL (whoever sees the invoice may download it). */
  @ResolveField(() => String, { nullable: true })
  pdf_url(@Parent() i: InvoiceModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.files.url(i.pdf_key, urlContext(ctx).origin);
  }

  @ResolveField(() => String, { nullable: true })
  xlsx_url(@Parent() i: InvoiceModel, @Context() ctx: GqlContext): Promise<string | null> {
    return this.files.url(i.xlsx_key, urlContext(ctx).origin);
  }
}

/** An invoice line's order as it is now: its status says whether it shipped (Fulfilled), arrived (Completed) or not yet. */
@Resolver(() => InvoiceLineModel)
export class InvoiceLinesResolver {
  constructor(private readonly service: InvoicesService) {}

  @ResolveField(() => String)
  async order_status(@Parent() line: InvoiceLineModel, @Context() ctx: GqlContext): Promise<string> {
    const statuses = loadersOf(ctx).get<string, string>('invoice.order_status', async (ids) => {
      const byId = await this.service.orderStatusesOf(ids);
      return ids.map((id) => byId.get(id) ?? '');
    });
    return statuses.load(line.order_id);
  }
}

/** An order's invoices (its page links them), for whoever may open invoices: the seller's own, staff with billing. */
@Resolver(() => OrderModel)
export class OrderInvoicesResolver {
  constructor(private readonly service: InvoicesService) {}

  @ResolveField(() => [InvoiceModel])
  async invoices(@CurrentAuth() auth: AuthContext, @Parent() order: OrderModel, @Context() ctx: GqlContext): Promise<InvoiceModel[]> {
    if (!hasPermission(auth.permissions, 'billing', 'view')) return [];
    return loadChildren(
      ctx,
      'order.invoices',
      order._id,
      (ids) => this.service.ofOrders(ids),
      (r) => r.orderId,
      (r) => toInvoiceModel(r.invoice),
    );
  }
}
