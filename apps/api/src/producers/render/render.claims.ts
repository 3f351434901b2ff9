import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { ENV, type Env } from '../../platform/config/env';
import { queuePrefix } from '../../platform/jobs/jobs.service';
import { REDIS } from '../../platform/redis/redis.module';

/** How long a claim holds at most: longer than any render waits in the queue. */
const CLAIM_SECONDS = 15 * 60;
const PENDING = 'pending';

/**
 * One render job per input hash at a time: the first request for a hash enqueues, concurrent
 * ones (on any API instance, through Redis; in this process without it) follow the same job.
 */
@Injectable()
export class RenderClaims {
  private readonly local = new Map<string, Promise<string>>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(ENV) private readonly env: Env,
  ) {}

  private key(hash: string): string {
    return `${queuePrefix(this.env)}:render:${hash}`;
  }

  /** The job rendering `hash`: the one already claimed, or the one `start` enqueues now. */
  async jobFor(hash: string, start: () => Promise<string>): Promise<string> {
    if (!this.redis) return this.localJobFor(hash, start);
    const key = this.key(hash);
    for (const until = Date.now() + 30_000; ;) {
      if (await this.redis.set(key, PENDING, 'EX', CLAIM_SECONDS, 'NX')) {
        try {
          const id = await start();
          await this.redis.set(key, id, 'EX', CLAIM_SECONDS);
          return id;
        } catch (e) {
          await this.redis.del(key);
          throw e;
        }
      }
      // Claimed by another request: its job id follows as soon as it is enqueued.
      const id = await this.redis.get(key);
      if (id && id !== PENDING) return id;
      if (Date.now() > until) throw new Error(`The render ${hash} was claimed but never enqueued.`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private localJobFor(hash: string, start: () => Promise<string>): Promise<string> {
    const claimed = this.local.get(hash);
    if (claimed) return claimed;
    const job = start();
    this.local.set(hash, job);
    job.catch(() => this.local.delete(hash));
    setTimeout(() => this.local.delete(hash), CLAIM_SECONDS * 1000).unref();
    return job;
  }

  /** The render finished or failed: the next request for the hash reads the store or tries again. */
  async release(hash: string): Promise<void> {
    this.local.delete(hash);
    await this.redis?.del(this.key(hash));
  }
}
