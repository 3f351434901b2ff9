import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

/**
 * Fixed-window failure counters. In Redis when there is one, so every API instance shares
 * them; in memory on the single-process embedded default.
 */
@Injectable()
export class RateLimitService {
  private readonly memory = new Map<string, { count: number; resetAt: number }>();

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async count(key: string): Promise<number> {
    if (this.redis) return Number((await this.redis.get(`rl:${key}`)) ?? 0);
    const entry = this.memory.get(key);
    if (!entry || entry.resetAt <= Date.now()) return 0;
    return entry.count;
  }

  async hit(key: string, windowSeconds: number): Promise<number> {
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

  async reset(key: string): Promise<void> {
    if (this.redis) await this.redis.del(`rl:${key}`);
    else this.memory.delete(key);
  }

  async secondsLeft(key: string): Promise<number> {
    if (this.redis) return Math.max(1, await this.redis.ttl(`rl:${key}`));
    const entry = this.memory.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) : 1;
  }
}
