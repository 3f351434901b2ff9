import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  extensionFilterInput,
  extensionIdInput,
  makeExtensionInput,
  PAGE_SIZE,
  restoreExtensionVersionInput,
  setExtensionEnabledInput,
  updateExtensionInput,
} from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { byKeys, loadersOf } from '../../platform/common/loaders';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { ExtensionFilterArgs, MakeExtensionArgs, UpdateExtensionArgs } from './extensions.inputs';
import { ExtensionCountersModel, ExtensionModel, ExtensionVersionModel, toExtensionModel, toExtensionVersionModel } from './extensions.models';
import { ExtensionsService } from './extensions.service';

/** The Extensions page (`/extensions`, the `extensions` module: super_root): the browser extension's rule sets. */
@Resolver(() => ExtensionModel)
export class ExtensionsResolver {
  constructor(private readonly service: ExtensionsService) {}

  /** Rule sets by marketplace and status (all, enabled, disabled), newest first (x-total). */
  @Query(() => [ExtensionModel])
  @Access(Can('extensions', 'view'))
  async extensions(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs, @Args() args: ExtensionFilterArgs): Promise<ExtensionModel[]> {
    const input = parseInput(extensionFilterInput, args);
    const total = this.service.counters(input.marketplace).then((c) => c[input.status ?? 'all']);
    const rows = await pageWithTotal(ctx, this.service.page(this.service.filterOf(input), resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map(toExtensionModel);
  }

  /** All, enabled and disabled rule sets (of a marketplace): the list's tabs. */
  @Query(() => ExtensionCountersModel)
  @Access(Can('extensions', 'view'))
  extensionCounters(@Args('marketplace', { nullable: true }) marketplace?: string): Promise<ExtensionCountersModel> {
    return this.service.counters(parseInput(extensionFilterInput, { marketplace }).marketplace);
  }

  @Query(() => ExtensionModel)
  @Access(Can('extensions', 'view'))
  async extension(@Args('_id', { type: () => ID }) id: string): Promise<ExtensionModel> {
    return toExtensionModel(await this.service.find(parseInput(extensionIdInput, { _id: id })._id));
  }

  /** A new rule set (version 1). */
  @Mutation(() => ExtensionModel)
  @Access(Can('extensions', 'add'))
  async makeExtension(@CurrentAuth() auth: AuthContext, @Args() args: MakeExtensionArgs): Promise<ExtensionModel> {
    return toExtensionModel(await this.service.make(auth, parseInput(makeExtensionInput, args)));
  }

  /** Saves the rule set as its next version. */
  @Mutation(() => ExtensionModel)
  @Access(Can('extensions', 'update'))
  async updateExtension(@CurrentAuth() auth: AuthContext, @Args() args: UpdateExtensionArgs): Promise<ExtensionModel> {
    return toExtensionModel(await this.service.update(auth, parseInput(updateExtensionInput, args)));
  }

  /** Serves the rule set to the extension, or stops serving it (no new version). */
  @Mutation(() => ExtensionModel)
  @Access(Can('extensions', 'update'))
  async setExtensionEnabled(@Args('_id', { type: () => ID }) id: string, @Args('enabled') enabled: boolean): Promise<ExtensionModel> {
    return toExtensionModel(await this.service.setEnabled(parseInput(setExtensionEnabledInput, { _id: id, enabled })));
  }

  /** Saves an older version's content as the newest version. */
  @Mutation(() => ExtensionModel)
  @Access(Can('extensions', 'update'))
  async restoreExtensionVersion(
    @CurrentAuth() auth: AuthContext,
    @Args('_id', { type: () => ID }) id: string,
    @Args('version', { type: () => Int }) version: number,
  ): Promise<ExtensionModel> {
    return toExtensionModel(await this.service.restore(auth, parseInput(restoreExtensionVersionInput, { _id: id, version })));
  }

  /** Removes the rule set with its versions. */
  @Mutation(() => Boolean)
  @Access(Can('extensions', 'delete'))
  trashExtension(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.trash(parseInput(extensionIdInput, { _id: id })._id);
  }

  // ------------------------------------------------------------ relations (DataLoaders)

  @ResolveField(() => ExtensionVersionModel, { nullable: true })
  async current(@Parent() e: ExtensionModel, @Context() ctx: GqlContext): Promise<ExtensionVersionModel | null> {
    const loader = loadersOf(ctx).get<string, ExtensionVersionModel | null>('extensions.current', async (keys) => {
      const asked = keys.map((k) => ({ id: k.slice(0, k.lastIndexOf('@')), version: Number(k.slice(k.lastIndexOf('@') + 1)) }));
      const rows = await this.service.versionsAt(asked);
      return byKeys(keys, rows, (r) => `${r.extensionId}@${r.version}`).map((r) => r && toExtensionVersionModel(r));
    });
    return loader.load(`${e._id}@${e.version}`);
  }

  @ResolveField(() => [ExtensionVersionModel])
  async versions(@Parent() e: ExtensionModel): Promise<ExtensionVersionModel[]> {
    return (await this.service.versions(e._id)).map(toExtensionVersionModel);
  }
}

@Resolver(() => ExtensionVersionModel)
export class ExtensionVersionsResolver {
  constructor(private readonly userRefs: UserRefLoader) {}

  @ResolveField(() => UserRefModel, { nullable: true })
  created_by(@Parent() v: ExtensionVersionModel, @Context() ctx: GqlContext) {
    return this.userRefs.load(ctx, v.created_by_id);
  }
}
