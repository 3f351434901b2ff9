import { Inject, Injectable } from '@nestjs/common';
import { ENV, type Env } from '../config/env';

/**
 * A signed-in session's principal (the session, the user's row, their group's permissions) reused
 * across requests for SESSION_CACHE_MS (5 s by default; 0 turns it off). Every request needs it and
 * it rarely changes, so a burst of a user's requests costs one query instead of one each. This
 * process forgets every entry when it writes a user, a group or a session (rare writes; forgetting
 * all cannot miss the members of a changed group). Another API process sees such a change within
 * the TTL: the bound on how long a revoked session or a disabled user may still be served there.
 */
@Injectable()
export class SessionCache {
  private readonly entries = new Map<string, { principal: unknown; until: number }>();
  private readonly ttlMs: number;

  constructor(@Inject(ENV) env: Pick<Env, 'SESSION_CACHE_MS'>) {
    this.ttlMs = env.SESSION_CACHE_MS;
  }

  /** A cache that keeps nothing (seeds and scripts that build repositories by hand). */
  static off(): SessionCache {
    return new SessionCache({ SESSION_CACHE_MS: 0 });
  }

  get<T>(sessionId: string): T | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.principal as T;
    this.entries.delete(sessionId);
    return undefined;
  }

  /** Kept until the TTL passes or the session expires, whichever is first. */
  set(sessionId: string, principal: unknown, expiresAt: Date): void {
    if (this.ttlMs === 0) return;
    if (this.entries.size >= 10_000) this.entries.clear();
    this.entries.set(sessionId, { principal, until: Math.min(Date.now() + this.ttlMs, expiresAt.getTime()) });
  }

  clear(): void {
    this.entries.clear();
  }
}
