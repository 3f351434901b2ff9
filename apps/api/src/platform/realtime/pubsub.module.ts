import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import Redis from 'ioredis';
import { EventEmitter } from 'node:events';
import { ENV, type Env } from '../config/env';
import { RealtimeEventHandlers } from './realtime.events';

import { PUB_SUB } from './topics';

// Kept here too: modules import the token and topics from this file.
export { PUB_SUB, TOPICS } from './topics';

/**
 * The in-memory engine's emitter holds one listener per live subscription of a topic, and a user's
 * topics have one per open tab (or API client): Node's default warning at 11 reads as a leak where
 * there is none. That subscriptions are released when their client goes is tested instead
 * (realtime-listeners.spec.ts).
 */
function unlimitedEmitter(): EventEmitter {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}

/**
 * Redis-backed when REDIS_URL is set, so events reach subscribers on every API instance. Its event
 * handlers publish committed domain events, from whichever process (API or worker) delivers them.
 */
@Global()
@Module({
  providers: [
    {
      provide: PUB_SUB,
      inject: [ENV],
      useFactory: (env: Env): PubSubEngine =>
        env.REDIS_URL
          ? new RedisPubSub({
              // Pushes made in one tick (a bulk change's events) leave in one write.
              publisher: new Redis(env.REDIS_URL, { enableAutoPipelining: true }),
              subscriber: new Redis(env.REDIS_URL),
            })
          : new PubSub({ eventEmitter: unlimitedEmitter() }),
    },
    RealtimeEventHandlers,
  ],
  exports: [PUB_SUB],
})
export class PubSubModule implements OnApplicationShutdown {
  constructor(@Inject(PUB_SUB) private readonly pubsub: PubSubEngine) {}
  async onApplicationShutdown() {
    if (this.pubsub instanceof RedisPubSub) await this.pubsub.close();
  }
}
