import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import {
  assignTicketInput,
  makeTicketInput,
  mergeTicketsInput,
  PAGE_SIZE,
  replyTicketInput,
  rule,
  setTicketStatusInput,
  TICKET_TABS,
  ticketFilterInput,
} from '@pod/shared';
import { Access, Can, Roles, SignedIn } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadChildren } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { FilePictureLoader } from '../files/file-picture.loader';
import { PUB_SUB, TOPICS } from '../../platform/realtime/pubsub.module';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import type { TicketUpdatedMessage } from './support.events';
import { MakeTicketArgs, ReplyTicketArgs, TicketFilterArgs } from './support.inputs';
import {
  counterKeyOf,
  QueueCountsModel,
  TicketAttachmentModel,
  TicketCountersModel,
  TicketMessageModel,
  TicketModel,
  toTicketMessageModel,
  toTicketModel,
} from './support.models';
import { SupportService, type TicketRow } from './support.service';

/** Staff (the `tickets` module: root, super_root) work every seller's tickets; sellers their own. */
const STAFF_OR_SELLER = [Can('tickets', 'view'), Roles('sale')] as const;

@Resolver(() => TicketModel)
export class SupportResolver {
  constructor(
    private readonly service: SupportService,
    private readonly userRefs: UserRefLoader,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  private model(auth: AuthContext, row: TicketRow): TicketModel {
    return toTicketModel(row, this.service.nextStatuses(auth, row));
  }

  /** /tickets and the seller's /support/{type}: one status tab, newest first, paged (x-total). */
  @Query(() => [TicketModel])
  @Access(...STAFF_OR_SELLER)
  async tickets(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() filters: TicketFilterArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<TicketModel[]> {
    const input = parseInput(ticketFilterInput, { ...filters, status });
    const filter = this.service.filterFor(auth, input);
    const total = this.service.counters(filter).then((counts) => counts[input.status ?? 'All']);
    const rows = await pageWithTotal(ctx, this.service.page(filter, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map((r) => this.model(auth, r));
  }

  @Query(() => TicketCountersModel)
  @Access(...STAFF_OR_SELLER)
  async ticketCounters(@CurrentAuth() auth: AuthContext, @Args() filters: TicketFilterArgs): Promise<TicketCountersModel> {
    const counts = await this.service.counters(this.service.filterFor(auth, parseInput(ticketFilterInput, filters)));
    const model = {} as TicketCountersModel;
    for (const tab of TICKET_TABS) model[counterKeyOf(tab)] = counts[tab];
    return model;
  }

  @Query(() => TicketModel)
  @Access(...STAFF_OR_SELLER)
  async ticket(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<TicketModel> {
    return this.model(auth, await this.service.findVisible(auth, parseInput(rule.id('ticket id'), id)));
  }

  /** The caller's own open queue (the sidebar's badges): only ever their own, two counter reads. */
  @Query(() => QueueCountsModel)
  @Access(SignedIn())
  myQueueCounts(@CurrentAuth() auth: AuthContext): Promise<QueueCountsModel> {
    return this.service.queueCountsOf(auth.user.id);
  }

  /** A push whenever a ticket or design request assigned to the caller (or taken from them) changes: the counts read again. */
  @Subscription(() => QueueCountsModel, {
    resolve(this: SupportResolver, _message: { userId: string }, _args: unknown, ctx: GqlContext) {
      return this.service.queueCountsOf(ctx.carrier.auth!.user.id);
    },
  })
  @Access(SignedIn())
  myQueueChanged(@CurrentAuth() auth: AuthContext) {
    return this.pubsub.asyncIterableIterator(TOPICS.queueChanged(auth.user.id));
  }

  /** Staff who may take tickets, by name (the ticket page's assignee picker). */
  @Query(() => [UserRefModel])
  @Access(Can('tickets', 'update'))
  ticketAssignees(): Promise<UserRefModel[]> {
    return this.service.assignees();
  }

  @Mutation(() => TicketModel)
  @Access(...STAFF_OR_SELLER)
  async makeTicket(@CurrentAuth() auth: AuthContext, @Args() args: MakeTicketArgs): Promise<TicketModel> {
    return this.model(auth, await this.service.make(auth, parseInput(makeTicketInput, args)));
  }

  @Mutation(() => TicketModel)
  @Access(...STAFF_OR_SELLER)
  async replyTicket(@CurrentAuth() auth: AuthContext, @Args() args: ReplyTicketArgs): Promise<TicketModel> {
    return this.model(auth, await this.service.reply(auth, parseInput(replyTicketInput, args)));
  }

  /** Sellers may close their own; the other moves are staff's (the machine checks `tickets: update`). */
  @Mutation(() => TicketModel)
  @Access(...STAFF_OR_SELLER)
  async setTicketStatus(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string, @Args('status') status: string): Promise<TicketModel> {
    const input = parseInput(setTicketStatusInput, { _id: id, status });
    return this.model(auth, await this.service.setStatus(auth, input._id, input.status));
  }

  @Mutation(() => TicketModel)
  @Access(Can('tickets', 'update'))
  async assignTicket(
    @CurrentAuth() auth: AuthContext,
    @Args('_id', { type: () => ID }) id: string,
    @Args('assignee_id', { type: () => ID, nullable: true }) assigneeId?: string,
  ): Promise<TicketModel> {
    const input = parseInput(assignTicketInput, { _id: id, assignee_id: assigneeId });
    return this.model(auth, await this.service.assign(auth, input._id, input.assignee_id));
  }

  @Mutation(() => TicketModel)
  @Access(Can('tickets', 'update'))
  async mergeTickets(
    @CurrentAuth() auth: AuthContext,
    @Args('_id', { type: () => ID }) id: string,
    @Args('ids', { type: () => [ID] }) ids: string[],
  ): Promise<TicketModel> {
    const input = parseInput(mergeTicketsInput, { _id: id, ids });
    return this.model(auth, await this.service.merge(auth, input._id, input.ids));
  }

  /** An open ticket page follows its ticket: each push is read again as the subscriber may see it. */
  @Subscription(() => TicketModel, {
    resolve(this: SupportResolver, message: TicketUpdatedMessage, _args: unknown, ctx: GqlContext) {
      return this.ticketFor(ctx, message.ticketUpdated._id);
    },
  })
  @Access(...STAFF_OR_SELLER)
  async ticketUpdated(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string) {
    await this.service.findVisible(auth, parseInput(rule.id('ticket id'), id));
    return this.pubsub.asyncIterableIterator(TOPICS.ticketUpdated(id));
  }

  private async ticketFor(ctx: GqlContext, id: string): Promise<TicketModel> {
    const auth = ctx.carrier.auth!;
    return this.model(auth, await this.service.findVisible(auth, id));
  }

  // ------------------------------------------------------------ relations (DataLoaders)

  @ResolveField(() => UserRefModel, { nullable: true })
  seller(@Parent() t: TicketModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, t.seller_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  assignee(@Parent() t: TicketModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, t.assignee_id);
  }

  /** The thread, oldest first; a seller never receives internal notes. */
  @ResolveField(() => [TicketMessageModel])
  async messages(@CurrentAuth() auth: AuthContext, @Parent() t: TicketModel, @Context() ctx: GqlContext): Promise<TicketMessageModel[]> {
    return loadChildren(
      ctx,
      'support.messages',
      t._id,
      (ids) => this.service.messagesOf(auth, ids),
      (m) => m.ticketId,
      toTicketMessageModel,
    );
  }
}

@Resolver(() => TicketMessageModel)
export class TicketMessageResolver {
  constructor(
    private readonly userRefs: UserRefLoader,
    private readonly files: FilePictureLoader,
  ) {}

  @ResolveField(() => UserRefModel, { nullable: true })
  author(@Parent() m: TicketMessageModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, m.author_id);
  }

  /** The files of a page of messages: their pictures and originals in two queries (FilePictureLoader). */
  @ResolveField(() => [TicketAttachmentModel])
  attachments(@Parent() m: TicketMessageModel, @Context() ctx: GqlContext): Promise<TicketAttachmentModel[]> {
    return this.files.pictures(ctx, m.attachment_ids);
  }
}
