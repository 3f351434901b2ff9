import { Injectable } from '@nestjs/common';
import type { DbOrTx } from '../db/database';
import { SessionsRepository } from './sessions.repository';

type NewSession = Parameters<SessionsRepository['create']>[0];

/**
 * Sessions for sign-in (the accounts module) and for the modules that end them (a password change, a disabled
 * user). Reads of the request's principal go through the session cache; every revocation forgets it.
 */
@Injectable()
export class SessionsService {
  constructor(private readonly repo: SessionsRepository) {}

  create(input: NewSession, tx?: DbOrTx): Promise<string> {
    return this.repo.create(input, tx);
  }

  /** The live session and its user with group permissions (cached for SESSION_CACHE_MS). */
  findLive(sessionId: string) {
    return this.repo.findLive(sessionId);
  }

  /** The user behind an integration token's prefix, with group permissions. */
  findPrincipalByApiPrefix(prefix: string) {
    return this.repo.findPrincipalByApiPrefix(prefix);
  }

  /** When an integration token was last used (shown on the API tokens screen); never waited for. */
  touchApiTokenUse(userId: string): void {
    this.repo.touchApiTokenUse(userId);
  }

  /** A user with group permissions (the seller behind a store token). */
  findPrincipalById(id: string) {
    return this.repo.findPrincipalById(id);
  }

  /** Users with group permissions, for a set of ids. */
  findPrincipalsByIds(ids: readonly string[], tx?: DbOrTx) {
    return this.repo.findPrincipalsByIds(ids, tx);
  }

  revoke(sessionId: string, tx?: DbOrTx): Promise<void> {
    return this.repo.revoke(sessionId, tx);
  }

  /** Ends every live session of a user (and those acting as them), optionally keeping the caller's. */
  revokeAllForUser(userId: string, keepSessionId?: string | null, tx?: DbOrTx): Promise<void> {
    return this.repo.revokeAllForUser(userId, keepSessionId, tx);
  }

  /** Ends every live session of several users at once (disabled in bulk). */
  revokeAllForUsers(userIds: readonly string[], tx?: DbOrTx): Promise<void> {
    return this.repo.revokeAllForUsers(userIds, tx);
  }
}
