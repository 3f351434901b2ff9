import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { fulfilmentsFilter, hasPermission, makeFulfilmentInput, PAGE_SIZE, rule, TEXT_LIMITS } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import { Scope } from '../../platform/auth/scope';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Forbidden } from '../../platform/common/errors';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { FulfilmentImportResultModel, FulfilmentModel } from './fulfilments.models';
import { MakeFulfilmentInput } from './fulfilments.inputs';
import { FulfilmentsService } from './fulfilments.service';
import { ProviderLinesService } from './provider-lines.service';

const idInput = rule.z.object({ _id: rule.id('fulfilment id') });
const resultFileInput = rule.z.object({ _id: rule.id('fulfilment id'), csv: rule.requiredText(TEXT_LIMITS.long, 'The result file is empty.', 'csv') });

@Resolver(() => FulfilmentModel)
export class FulfilmentsResolver {
  constructor(
    private readonly service: FulfilmentsService,
    private readonly providerLines: ProviderLinesService,
  ) {}

  /** /fulfillments/{filter}: providers (`types`), private or not, a status (all = every live one); paged (x-total). */
  @Query(() => [FulfilmentModel])
  @Access(Can('fulfillments', 'view'))
  @Scope('fulfilments', 'read')
  async fulfilments(
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('types', { type: () => [String], nullable: true }) types?: string[],
    @Args('private', { nullable: true }) isPrivate?: boolean,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<FulfilmentModel[]> {
    const f = parseInput(fulfilmentsFilter, { types, private: isPrivate, status });
    const filter = { providers: f.types ?? undefined, private: f.private ?? undefined, status: f.status && f.status !== 'all' ? f.status : undefined };
    const { items, total } = await this.service.list(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, total);
    return items;
  }

  @Mutation(() => FulfilmentModel)
  @Access(Can('fulfillments', 'add'), Can('fulfillments', 'update'))
  @Scope('fulfilments', 'write')
  makeFulfilment(@CurrentAuth() auth: AuthContext, @Args('input', { type: () => MakeFulfilmentInput }) input: MakeFulfilmentInput): Promise<FulfilmentModel> {
    if (!hasPermission(auth.permissions, 'fulfillments', input?._id ? 'update' : 'add')) throw Forbidden();
    return this.service.make(parseInput(makeFulfilmentInput, input), auth);
  }

  @Mutation(() => FulfilmentModel)
  @Access(Can('fulfillments', 'delete'))
  @Scope('fulfilments', 'write')
  trashFulfilment(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<FulfilmentModel> {
    return this.service.trash(parseInput(idInput, { _id: id })._id, auth);
  }

  /** Imports a provider's result file (CSV text): good rows ship the account's lines of their order with the tracking; each bad row comes back with why. */
  @Mutation(() => FulfilmentImportResultModel)
  @Access(Can('fulfillments', 'update'))
  @Scope('fulfilments', 'write')
  importFulfilmentResult(@Args('_id', { type: () => ID }) id: string, @Args('csv') csv: string): Promise<FulfilmentImportResultModel> {
    const input = parseInput(resultFileInput, { _id: id, csv });
    return this.providerLines.importResultFile(input._id, Buffer.from(input.csv, 'utf8'));
  }
}
