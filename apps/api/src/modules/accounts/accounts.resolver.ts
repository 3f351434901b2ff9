import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { apiTokenScopesInput, SUPER_LEVEL_ROLES } from '@pod/shared';
import { parseInput } from '../../platform/common/validation';
import { Access, Can, Roles, SignedIn } from '../../platform/auth/access';
import type { AuthCarrier, AuthContext } from '../../platform/auth/auth-context';
import { ApiTokenInfo, NewApiToken, NewInvitation, PendingInvitation, SwitchUserResult } from './accounts.models';
import { AccountsService } from './accounts.service';
import { Carrier, CurrentAuth } from '../../platform/auth/current-auth.decorator';

@Resolver()
export class AccountsResolver {
  constructor(private readonly auth: AccountsService) {}

  /** Acting as another user; refused unless the request carries a valid super token. */
  @Mutation(() => SwitchUserResult)
  @Access(Roles(...SUPER_LEVEL_ROLES))
  switchUser(@Carrier() carrier: AuthCarrier, @Args('_id', { type: () => ID }) id: string): Promise<SwitchUserResult> {
    const ua = carrier.headers['user-agent'];
    return this.auth.switchUser(carrier, id, { ip: carrier.ip, userAgent: Array.isArray(ua) ? ua[0] : ua });
  }

  @Query(() => ApiTokenInfo, { nullable: true })
  @Access(SignedIn())
  apiToken(@CurrentAuth() auth: AuthContext) {
    return this.auth.apiTokenInfo(auth);
  }

  @Mutation(() => NewApiToken)
  @Access(SignedIn())
  regenerateApiToken(@CurrentAuth() auth: AuthContext, @Args('scopes', { type: () => [String] }) scopes: string[]): Promise<NewApiToken> {
    return this.auth.regenerateApiToken(auth, parseInput(apiTokenScopesInput, { scopes }).scopes);
  }

  /** A one-time code (and link) to create a seller account while registration is invite-only; staff who may add users make them. */
  @Mutation(() => NewInvitation)
  @Access(Can('users', 'add'))
  createInvitation(
    @CurrentAuth() auth: AuthContext,
    @Args('email', { type: () => String, nullable: true }) email?: string | null,
    @Args('days', { type: () => Int, nullable: true }) days?: number | null,
  ): Promise<NewInvitation> {
    return this.auth.createInvitation(auth, { email, days });
  }

  /** Invitations not used and not expired, for staff who may add users. */
  @Query(() => [PendingInvitation])
  @Access(Can('users', 'add'))
  invitations(): Promise<PendingInvitation[]> {
    return this.auth.pendingInvitations();
  }

  /** Withdraws a pending invitation; its link stops working. */
  @Mutation(() => Boolean)
  @Access(Can('users', 'add'))
  revokeInvitation(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.auth.revokeInvitation({ _id: id });
  }
}
