import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { makeSystemNotificationInput, PAGE_SIZE, systemNotificationFilterInput, systemNotificationIdInput } from '@pod/shared';
import { Access, Can, SignedIn } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { loadersOf } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { FilePictureLoader } from '../files/file-picture.loader';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { MakeSystemNotificationArgs } from './system-notifications.inputs';
import {
  AnnouncementModel,
  SystemNotificationCountersModel,
  SystemNotificationModel,
  toAnnouncementModel,
  toSystemNotificationModel,
} from './system-notifications.models';
import { SystemNotificationsService } from './system-notifications.service';

/** The system_notifications module: super_root's (spec section 6). */
const VIEW = Can('system_notifications', 'view');

@Resolver(() => SystemNotificationModel)
export class SystemNotificationsResolver {
  constructor(
    private readonly service: SystemNotificationsService,
    private readonly userRefs: UserRefLoader,
    private readonly files: FilePictureLoader,
  ) {}

  /** /system-notification/{filter}: one tab, newest first, paged (x-total). */
  @Query(() => [SystemNotificationModel])
  @Access(VIEW)
  async systemNotifications(
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<SystemNotificationModel[]> {
    const tab = parseInput(systemNotificationFilterInput, { status }).status ?? 'all';
    const total = this.service.counters().then((c) => c[tab]);
    const rows = await pageWithTotal(ctx, this.service.page(tab, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map(toSystemNotificationModel);
  }

  @Query(() => SystemNotificationCountersModel)
  @Access(VIEW)
  systemNotificationCounters(): Promise<SystemNotificationCountersModel> {
    return this.service.counters();
  }

  @Mutation(() => SystemNotificationModel)
  @Access(Can('system_notifications', 'add'))
  async makeSystemNotification(@CurrentAuth() auth: AuthContext, @Args() args: MakeSystemNotificationArgs): Promise<SystemNotificationModel> {
    return toSystemNotificationModel(await this.service.make(auth, parseInput(makeSystemNotificationInput, args)));
  }

  /** Moves an announcement to the trash: a scheduled one is never delivered, a published one leaves the banners. */
  @Mutation(() => SystemNotificationModel)
  @Access(Can('system_notifications', 'delete'))
  async trashSystemNotification(@Args('_id', { type: () => ID }) id: string): Promise<SystemNotificationModel> {
    return toSystemNotificationModel(await this.service.trash(parseInput(systemNotificationIdInput, { _id: id })._id));
  }

  /** The caller's important announcements not read yet (the shell's banner). */
  @Query(() => [AnnouncementModel])
  @Access(SignedIn())
  async myAnnouncements(@CurrentAuth() auth: AuthContext): Promise<AnnouncementModel[]> {
    return (await this.service.unreadImportant(auth.user.id)).map(toAnnouncementModel);
  }

  /** Marks the caller's notification of an announcement read (the banner goes); false when it had none unread. */
  @Mutation(() => Boolean)
  @Access(SignedIn())
  readSystemNotification(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.markRead(auth.user.id, parseInput(systemNotificationIdInput, { _id: id })._id);
  }

  /** How many of its recipients read it (one grouped count for the page). */
  @ResolveField(() => Int)
  reads(@Parent() n: SystemNotificationModel, @Context() ctx: GqlContext): Promise<number> {
    const loader = loadersOf(ctx).get<string, number>('system-notifications.reads', async (ids) => {
      const counts = await this.service.readCounts(ids);
      return ids.map((id) => counts.get(id) ?? 0);
    });
    return loader.load(n._id);
  }

  @ResolveField(() => String, { nullable: true })
  async merchant_group_name(@Parent() n: SystemNotificationModel, @Context() ctx: GqlContext): Promise<string | null> {
    if (!n.merchant_group_id) return null;
    const loader = loadersOf(ctx).get<string, string | null>('system-notifications.groups', async (ids) => {
      const names = await this.service.merchantGroupNames(ids);
      return ids.map((id) => names.get(id) ?? null);
    });
    return loader.load(n.merchant_group_id);
  }

  /** The image's picture (a thumbnail) and original. */
  @ResolveField(() => String, { nullable: true })
  async image_thumbnail(@Parent() n: SystemNotificationModel, @Context() ctx: GqlContext): Promise<string | null> {
    if (!n.image_id) return null;
    return (await this.files.thumbnail(ctx, n.image_id))?.url ?? null;
  }

  @ResolveField(() => String, { nullable: true })
  async image_url(@Parent() n: SystemNotificationModel, @Context() ctx: GqlContext): Promise<string | null> {
    if (!n.image_id) return null;
    return this.files.url(ctx, n.image_id);
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  created_by(@Parent() n: SystemNotificationModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, n.created_by_id);
  }
}
