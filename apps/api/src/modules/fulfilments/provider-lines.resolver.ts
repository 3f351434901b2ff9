import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { PAGE_SIZE, PROVIDER_LINE_STATUSES, providerLinesFilter, rule } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import { loadersOf } from '../../platform/common/loaders';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';
import { ProviderLineCountersModel, ProviderLineModel, toProviderLineModel } from './fulfilments.models';
import { FulfilmentsService } from './fulfilments.service';
import { ProviderLinesService } from './provider-lines.service';

const lineInput = rule.z.object({ _id: rule.id('provider line id') });

/** /mrp-provider: order lines sent to outside providers, their status and tracking (root, super_root). */
@Resolver(() => ProviderLineModel)
export class ProviderLinesResolver {
  constructor(
    private readonly lines: ProviderLinesService,
    private readonly fulfilments: FulfilmentsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  /** Paged like every list (x-total, extensions.total). */
  @Query(() => [ProviderLineModel])
  @Access(Can('mrp_provider', 'view'))
  async mrpProviderLines(
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('provider', { nullable: true }) provider?: string,
    @Args('status', { nullable: true }) status?: string,
    @Args('search', { nullable: true }) search?: string,
  ): Promise<ProviderLineModel[]> {
    const filter = this.lines.filterFor(parseInput(providerLinesFilter, { provider, status, search }));
    const { items, total } = await this.lines.list(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, total);
    return items.map(toProviderLineModel);
  }

  @Query(() => ProviderLineCountersModel)
  @Access(Can('mrp_provider', 'view'))
  async mrpProviderCounters(
    @Args('provider', { nullable: true }) provider?: string,
    @Args('search', { nullable: true }) search?: string,
  ): Promise<ProviderLineCountersModel> {
    const { status: _tab, ...filter } = this.lines.filterFor(parseInput(providerLinesFilter, { provider, search }));
    const counts = new Map((await this.lines.counters(filter)).map((c) => [c.status, c.count]));
    const model = { all: [...counts.values()].reduce((a, b) => a + b, 0) } as ProviderLineCountersModel;
    for (const s of PROVIDER_LINE_STATUSES) model[s] = counts.get(s) ?? 0;
    return model;
  }

  /** Sends a failed line again; CONFLICT for a line that has not failed. */
  @Mutation(() => ProviderLineModel)
  @Access(Can('mrp_provider', 'update'))
  async resendProviderLine(@Args('_id', { type: () => ID }) id: string): Promise<ProviderLineModel> {
    return toProviderLineModel(await this.lines.resend(parseInput(lineInput, { _id: id })._id));
  }

  /** The account's name, for a page's lines in one read. */
  @ResolveField(() => String, { nullable: true })
  account_name(@Parent() line: ProviderLineModel, @Context() ctx: GqlContext): Promise<string | null> {
    return loadersOf(ctx)
      .get<string, string | null>('fulfilments.names', async (ids) => {
        const names = await this.fulfilments.namesOf(ids);
        return ids.map((id) => names.get(id) ?? null);
      })
      .load(line.fulfilment_id);
  }

  /** A download URL of the order file the line went in. */
  @ResolveField(() => String, { nullable: true })
  file_url(@Parent() line: ProviderLineModel, @Context() ctx: GqlContext): Promise<string> | null {
    return line.file_key ? this.storage.getUrl(line.file_key, urlContext(ctx)) : null;
  }
}
