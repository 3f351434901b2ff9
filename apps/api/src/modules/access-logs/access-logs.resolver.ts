import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { blockedLogFilterInput, PAGE_SIZE, tokenAccessLogFilterInput, unblockInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { BlockedLogFilterArgs, TokenAccessLogFilterArgs, UnblockArgs } from './access-logs.inputs';
import { BlockedLogModel, TokenAccessLogModel, toBlockedLogModel, toTokenAccessLogModel, UnblockResultModel } from './access-logs.models';
import { AccessLogsService } from './access-logs.service';

/** API Logs (/token-access-logs) and Blocked Logs (/block-logs): super_root and root by default. */
@Resolver(() => TokenAccessLogModel)
export class AccessLogsResolver {
  constructor(
    private readonly service: AccessLogsService,
    private readonly userRefs: UserRefLoader,
  ) {}

  /** Requests made with integration tokens, newest first, paged (x-total; a filtered total stops at ACCESS_LOG_COUNT_CAP). */
  @Query(() => [TokenAccessLogModel])
  @Access(Can('api_logs', 'view'))
  async tokenAccessLogs(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs, @Args() filters: TokenAccessLogFilterArgs): Promise<TokenAccessLogModel[]> {
    const filter = this.service.tokenFilterOf(parseInput(tokenAccessLogFilterInput, filters));
    const rows = await pageWithTotal(ctx, this.service.tokenPage(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.service.countToken(filter));
    return rows.map(toTokenAccessLogModel);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  user(@Parent() log: TokenAccessLogModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, log.user_id);
  }

  /** Refused sign-in attempts, newest first, paged like tokenAccessLogs. */
  @Query(() => [BlockedLogModel])
  @Access(Can('blocked_logs', 'view'))
  async blockedLogs(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs, @Args() filters: BlockedLogFilterArgs): Promise<BlockedLogModel[]> {
    const filter = this.service.blockedFilterOf(parseInput(blockedLogFilterInput, filters));
    const rows = await pageWithTotal(ctx, this.service.blockedPage(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.service.countBlocked(filter));
    return rows.map(toBlockedLogModel);
  }

  /** Lifts the sign-in locks of an account (from every address), an address, or one pair. */
  @Mutation(() => UnblockResultModel)
  @Access(Can('blocked_logs', 'update'))
  unblock(@Args() args: UnblockArgs): Promise<UnblockResultModel> {
    return this.service.unblock(parseInput(unblockInput, args));
  }
}
