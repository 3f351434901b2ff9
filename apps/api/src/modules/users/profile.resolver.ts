import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import { hasPermission, isSuperLevel } from '@pod/shared';
import { Access, SignedIn } from '../../platform/auth/access';
import { AnyToken } from '../../platform/auth/scope';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Forbidden } from '../../platform/common/errors';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import { PUB_SUB, TOPICS } from '../../platform/realtime/pubsub.module';
import { ProfileService } from './profile.service';
import { DesignProductionResult, ModulePermissionModel, UserModel, UserUpdate } from './users.models';
import { toUserModel } from './user.mapper';

@Resolver(() => UserModel)
export class ProfileResolver {
  constructor(
    private readonly profile: ProfileService,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  /** The signed-in user (spec: cUser). */
  @Query(() => UserModel, { nullable: true })
  @Access(SignedIn())
  @AnyToken()
  async cUser(@CurrentAuth() auth: AuthContext): Promise<UserModel> {
    // Authentication loaded the caller's row a moment ago, in this request: no second query.
    return toUserModel(auth.current.row, { group: auth.current.group });
  }

  /** The caller's effective per-module permissions (roles, then group, then personal entries). */
  @Query(() => [ModulePermissionModel])
  @Access(SignedIn())
  @AnyToken()
  userPermissions(@CurrentAuth() auth: AuthContext): ModulePermissionModel[] {
    return auth.permissions;
  }

  /** Fires when the caller's role, group, group matrix or personal entries change: re-read userPermissions. */
  @Subscription(() => Boolean)
  @Access(SignedIn())
  permissionsChanged(@CurrentAuth() auth: AuthContext) {
    return this.pubsub.asyncIterableIterator(TOPICS.permissionsChanged(auth.user.id));
  }

  /** A user's changes, pushed (the profile and badges follow them); a user may follow only themselves, unless super-level. */
  @Subscription(() => UserUpdate)
  @Access(SignedIn())
  userUpdated(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string) {
    if (id !== auth.user.id && !isSuperLevel(auth.user)) throw Forbidden('You can only follow your own account.');
    return this.pubsub.asyncIterableIterator(TOPICS.userUpdated(id));
  }

  @Mutation(() => UserModel)
  @Access(SignedIn())
  async updateProfile(
    @CurrentAuth() auth: AuthContext,
    @Args('name', { nullable: true }) name?: string,
    @Args('password', { nullable: true }) password?: string,
    @Args('new_password', { nullable: true }) new_password?: string,
    @Args('h', { nullable: true }) h?: string,
    @Args('phone_number', { nullable: true }) phone_number?: string,
    @Args('sale_plan', { nullable: true }) sale_plan?: string,
    @Args('facebook', { nullable: true }) facebook?: string,
    @Args('skype', { nullable: true }) skype?: string,
    @Args('customizer', { type: () => JsonScalar, nullable: true }) customizer?: unknown,
  ): Promise<UserModel> {
    const row = await this.profile.updateProfile(auth, { name, password, new_password, h, phone_number, sale_plan, facebook, skype, customizer });
    return toUserModel(row);
  }

  @Mutation(() => DesignProductionResult)
  @Access(SignedIn())
  async toggleDesignProduction(
    @CurrentAuth() auth: AuthContext,
    @Args('_id', { type: () => ID }) id: string,
    @Args('is_hide') isHide: boolean,
  ): Promise<DesignProductionResult> {
    const row = await this.profile.toggleDesignProduction(auth, id, isHide, hasPermission(auth.permissions, 'users', 'update'));
    return { _id: row.id, disable_design_production: row.disableDesignProduction, hide_production: row.hideProduction };
  }
}
