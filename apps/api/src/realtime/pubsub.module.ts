import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import Redis from 'ioredis';
import { ENV, type Env } from '../config/env';

export const PUB_SUB = Symbol('PUB_SUB');

/** Redis-backed when REDIS_URL is set, so events reach subscribers on every API instance. */
@Global()
@Module({
  providers: [
    {
      provide: PUB_SUB,
      inject: [ENV],
      useFactory: (env: Env): PubSubEngine =>
        env.REDIS_URL ? new RedisPubSub({ publisher: new Redis(env.REDIS_URL), subscriber: new Redis(env.REDIS_URL) }) : new PubSub(),
    },
  ],
  exports: [PUB_SUB],
})
export class PubSubModule implements OnApplicationShutdown {
  constructor(@Inject(PUB_SUB) private readonly pubsub: PubSubEngine) {}
  async onApplicationShutdown() {
    if (this.pubsub instanceof RedisPubSub) await this.pubsub.close();
  }
}

export const TOPICS = {
  userUpdated: (userId: string) => `userUpdated:${userId}`,
  notificationAdded: (userId: string) => `notificationAdded:${userId}`,
  permissionsChanged: (userId: string) => `permissionsChanged:${userId}`,
} as const;
