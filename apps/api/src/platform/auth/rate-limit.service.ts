import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

/** A failure counter that locks its key once it reaches `max` in `windowSeconds`, longer each time. */
export interface FailureLimit {
  max: number;
  windowSeconds: number;
  /** The first lock's length; each further failure past `max` doubles it, up to the window. */
  baseLockSeconds: number;
}

/** At most `max` uses of a key in `windowSeconds` (a fixed window from its first use). */
export interface UseLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Failure counters with back-off locks, and plain use throttles. In Redis when there is one, so every API instance shares
 * them; in memory on the single-process embedded default.
 */
@Injectable()
export class RateLimitService {
  private readonly memory = new Map<string, { count: number; resetAt: number }>();

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  /** Seconds `key` stays locked, 0 when it is not. */
  async lockedFor(key: string): Promise<number> {
    if (this.redis) return Math.max(0, await this.redis.ttl(`rl:lock:${key}`));
    const lock = this.memory.get(`lock:${key}`);
    return lock && lock.resetAt > Date.now() ? Math.ceil((lock.resetAt - Date.now()) / 1000) : 0;
  }

  /** Counts a failure; past the limit the key is locked for base × 2^(failures past the limit) seconds. */
  async fail(key: string, limit: FailureLimit): Promise<void> {
    const failures = await this.hit(key, limit.windowSeconds);
    if (failures < limit.max) return;
    const seconds = Math.min(limit.windowSeconds, limit.baseLockSeconds * 2 ** Math.min(failures - limit.max, 20));
    if (this.redis) await this.redis.set(`rl:lock:${key}`, '1', 'EX', seconds);
    else this.memory.set(`lock:${key}`, { count: 1, resetAt: Date.now() + seconds * 1000 });
  }

  /** Counts one use of `key`: 0 while within `limit`, else the seconds until its window ends (the use is refused). */
  async use(key: string, limit: UseLimit): Promise<number> {
    const uses = await this.hit(`use:${key}`, limit.windowSeconds);
    if (uses <= limit.max) return 0;
    if (this.redis) return Math.max(1, await this.redis.ttl(`rl:use:${key}`));
    return Math.max(1, Math.ceil(((this.memory.get(`use:${key}`)?.resetAt ?? Date.now()) - Date.now()) / 1000));
  }

  /** Forgets `key`'s failures and lock (a successful sign-in). */
  async reset(key: string): Promise<void> {
    if (this.redis) await this.redis.del(`rl:${key}`, `rl:lock:${key}`);
    else {
      this.memory.delete(key);
      this.memory.delete(`lock:${key}`);
    }
  }

  /**
   * Forgets every key that starts with `prefix` and ends with `suffix` (an account's sign-in pairs from
   * any address, an address's pairs with any account), failures and locks; answers how many keys it dropped.
   */
  async resetMatching(prefix: string, suffix: string): Promise<number> {
    if (this.redis) {
      const glob = (s: string) => s.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
      let dropped = 0;
      for (const pattern of [`rl:${glob(prefix)}*${glob(suffix)}`, `rl:lock:${glob(prefix)}*${glob(suffix)}`]) {
        let cursor = '0';
        do {
          const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
          cursor = next;
          if (keys.length) dropped += await this.redis.del(...keys);
        } while (cursor !== '0');
      }
      return dropped;
    }
    let dropped = 0;
    for (const key of [...this.memory.keys()]) {
      const bare = key.startsWith('lock:') ? key.slice(5) : key;
      if (bare.startsWith(prefix) && bare.endsWith(suffix) && this.memory.delete(key)) dropped++;
    }
    return dropped;
  }

  private async hit(key: string, windowSeconds: number): Promise<number> {
    if (this.redis) {
      const k = `rl:${key}`;
      const [[, count]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec()) as [[unknown, number]];
      return count;
    }
    const now = Date.now();
    const entry = this.memory.get(key);
    if (!entry || entry.resetAt <= now) {
      this.memory.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }
}
