import { createClient, type Client } from 'graphql-ws';
export type { Client };
import Redis from 'ioredis';
import WebSocket from 'ws';
import { waitFor } from './harness';

/** A graphql-ws client of a test API instance, signed in with `token`. */
export function wsClient(url: string, token: string): Client {
  return createClient({
    url: url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
}

/** Resolves with the first event, or rejects with the first error. */
export function firstEvent<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return eventStream<T>(client, query, variables).next();
}

/** Every event of a subscription, in order: `next()` answers the next one (or rejects with the first error). */
export function eventStream<T>(client: Client, query: string, variables: Record<string, unknown> = {}): { next(): Promise<T> } {
  type Outcome = { data: T } | { error: unknown };
  const arrived: Outcome[] = [];
  const waiting: Array<(o: Outcome) => void> = [];
  const settle = (o: Outcome) => {
    const take = waiting.shift();
    if (take) take(o);
    else arrived.push(o);
  };
  client.subscribe<T>(
    { query, variables },
    { next: (v) => settle(v.errors ? { error: v.errors } : { data: v.data as T }), error: (error) => settle({ error }), complete: () => undefined },
  );
  const unwrap = (o: Outcome): T => {
    if ('error' in o) throw o.error;
    return o.data;
  };
  return {
    next: async () => unwrap(arrived.shift() ?? (await new Promise<Outcome>((take) => waiting.push(take)))),
  };
}

/** How many Redis connections listen on `topic`. */
async function listeners(redisUrl: string, topic: string): Promise<number> {
  const redis = new Redis(redisUrl);
  try {
    const [, n] = (await redis.pubsub('NUMSUB', topic)) as [string, number];
    return Number(n);
  } finally {
    redis.disconnect();
  }
}

/**
 * Resolves once an API instance listens on `topic` in Redis, that is once it has registered a
 * subscription to it: an event published from then on reaches the client.
 */
export function subscribed(redisUrl: string, topic: string): Promise<unknown> {
  return waitFor(async () => (await listeners(redisUrl, topic)) > 0, { what: `a subscriber of ${topic}` });
}
