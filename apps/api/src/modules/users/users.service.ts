import { Injectable } from '@nestjs/common';
import type { DbOrTx } from '../../platform/db/database';
import { UsersRepository, type NewUserRow, type UserRow } from './users.repository';

export type { UserRow };

/** A user as the pickers show it. */
export type UserPick = { _id: string; email: string; name: string; role: string };

/**
 * What other modules may do with users: read them, and the few writes that belong to a feature
 * elsewhere (a seller's bookmarks, their default shipping method, their API token). Each write is
 * named for what it changes, so no module writes an arbitrary column of another's table. The credit
 * is billing's, through `UserCreditPort`.
 */
@Injectable()
export class UsersService {
  constructor(private readonly repo: UsersRepository) {}

  findById(id: string, tx?: DbOrTx): Promise<UserRow | null> {
    return this.repo.findById(id, tx);
  }

  findByIds(ids: readonly string[], tx?: DbOrTx): Promise<UserRow[]> {
    return this.repo.findByIds(ids, tx);
  }

  findByEmail(email: string, tx?: DbOrTx): Promise<UserRow | null> {
    return this.repo.findByEmail(email, tx);
  }

  /** Active users holding one of `roles`, by name (a manufacture's worker picker). */
  findRefsByRoles(roles: readonly string[], limit: number, tx?: DbOrTx): Promise<UserPick[]> {
    return this.repo.findRefsByRoles(roles, limit, tx);
  }

  /** Sellers who follow a stalled parcel after some days (`day_update_tracking` > 0), with those days. */
  trackingFollowers(): Promise<Array<{ id: string; days: number }>> {
    return this.repo.trackingFollowers();
  }

  /** Sellers on HOLD OFF (their orders wait to be released by hand). */
  holdOffIds(): Promise<string[]> {
    return this.repo.holdOffIds();
  }

  /** Ids of the members of these user groups. */
  idsInGroups(groupIds: readonly string[], tx?: DbOrTx): Promise<string[]> {
    return this.repo.idsInGroups(groupIds, tx);
  }

  /** A new account (registration). */
  register(values: NewUserRow, tx?: DbOrTx): Promise<UserRow> {
    return this.repo.insert(values, tx);
  }

  touchLastLogin(id: string): Promise<void> {
    return this.repo.touchLastLogin(id);
  }

  /** The user's new integration token (only its hash and prefix are stored) and its scopes; the old one stops working. */
  setApiToken(id: string, token: { prefix: string; hash: string; scopes: readonly string[] }): Promise<UserRow | null> {
    return this.repo.update(id, {
      apiTokenPrefix: token.prefix,
      apiTokenHash: token.hash,
      apiTokenScopes: [...token.scopes],
      apiTokenCreatedAt: new Date(),
      apiTokenLastUsedAt: null,
    });
  }

  /** The bookmarked screens of the navbar, in order. */
  setBookmarks(id: string, bookmarks: string[]): Promise<UserRow | null> {
    return this.repo.update(id, { bookmarks });
  }

  /** The seller's default shipping method (checked open to them by logistics). */
  setDefaultShipping(id: string, method: { _id: string; name: string }): Promise<UserRow | null> {
    return this.repo.update(id, { defaultShippingId: method._id, defaultShippingMethod: { _id: method._id, name: method.name } });
  }

  /** The affiliate (their user id) who referred this user, or null for none (affiliates checks it is one). */
  setAffiliate(id: string, affiliateId: string | null, tx?: DbOrTx): Promise<UserRow | null> {
    return this.repo.update(id, { currentAffiliateId: affiliateId }, tx);
  }

  /** How many users each affiliate referred. */
  referredCounts(affiliateIds: readonly string[]): Promise<Map<string, number>> {
    return this.repo.referredCounts(affiliateIds);
  }

  /** The users an affiliate referred, newest first. */
  referredBy(affiliateId: string, limit: number, offset: number): Promise<UserRow[]> {
    return this.repo.referredBy(affiliateId, limit, offset);
  }
}
