import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import { PAGE_SIZE } from '@pod/shared';
import { Access, Roles, SignedIn } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { PUB_SUB, TOPICS } from '../../platform/realtime/pubsub.module';
import { NotificationsArgs, NotificationSendArgs } from './notifications.inputs';
import { NotificationModel } from './notifications.models';
import { NotificationsService } from './notifications.service';

@Resolver(() => NotificationModel)
export class NotificationsResolver {
  constructor(
    private readonly service: NotificationsService,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  @Query(() => Int)
  @Access(SignedIn())
  notificationsCount(@CurrentAuth() auth: AuthContext, @Args('status', { nullable: true }) status?: string): Promise<number> {
    return this.service.count(auth.user.id, status);
  }

  /** 20 a page, newest first; the total of the filter is in x-total. */
  @Query(() => [NotificationModel])
  @Access(SignedIn())
  async notifications(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args() { status, perpage }: NotificationsArgs,
  ): Promise<NotificationModel[]> {
    const paging = resolvePaging(ctx, { ...pageArgs, perPage: pageArgs.perPage ?? perpage }, PAGE_SIZE.notifications);
    const [items, total] = await this.service.page(auth.user.id, status, paging.perPage, paging.offset);
    setTotal(ctx, total);
    return items;
  }

  /** Marks the caller's notifications read; answers how many changed. */
  @Mutation(() => Int)
  @Access(SignedIn())
  notificationMake(@CurrentAuth() auth: AuthContext, @Args('ids', { type: () => [ID] }) ids: string[], @Args('status') status: string): Promise<number> {
    return this.service.markRead(auth.user.id, { ids, status });
  }

  @Mutation(() => Int)
  @Access(SignedIn())
  notificationReadAll(@CurrentAuth() auth: AuthContext): Promise<number> {
    return this.service.markAllRead(auth.user.id);
  }

  /** Sends a notification to one user (system notifications, tests, integrations). */
  @Mutation(() => NotificationModel)
  @Access(Roles('super_root'))
  notificationSend(@Args() args: NotificationSendArgs): Promise<NotificationModel> {
    return this.service.send(args);
  }

  @Subscription(() => NotificationModel)
  @Access(SignedIn())
  notificationAdded(@CurrentAuth() auth: AuthContext) {
    return this.pubsub.asyncIterableIterator(TOPICS.notificationAdded(auth.user.id));
  }
}
