import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB, TOPICS } from '../src/platform/realtime/pubsub.module';
import { TestApp, type SignedInUser } from './harness';
import { wsClient, type Client } from './realtime';

/** The live listeners of a topic in this process, whichever engine runs (in-memory in the browser tests' server, Redis here). */
function listenersOf(pubsub: PubSubEngine, topic: string): number {
  if (pubsub instanceof RedisPubSub) return (pubsub as unknown as { subsRefsMap: Map<string, Set<number>> }).subsRefsMap.get(topic)?.size ?? 0;
  if (pubsub instanceof PubSub) return (pubsub as unknown as { ee: NodeJS.EventEmitter }).ee.listenerCount(topic);
  throw new Error('unknown PubSub engine');
}

/** Polls `check` until it holds (the server settles a closed socket's subscriptions asynchronously). */
async function until(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

describe.each([
  ['Redis', {}],
  // The engine of a single API without REDIS_URL (the browser tests' server).
  ['in-memory', { REDIS_URL: undefined }],
])('live subscriptions release their listeners when their client goes (%s PubSub)', (_engine, overrides: Partial<Record<string, string>>) => {
  let t: TestApp;
  let user: SignedInUser;
  let pubsub: PubSubEngine;
  const clients: Client[] = [];
  const warnings: string[] = [];
  const onWarning = (w: Error) => void (w.name === 'MaxListenersExceededWarning' && warnings.push(w.message));

  beforeAll(async () => {
    t = await TestApp.start(overrides);
    user = await t.userWithToken({ role: 'sale' });
    pubsub = t.app.get(PUB_SUB);
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await Promise.all(clients.map((c) => c.dispose()));
    await t.stop();
  });

  const counts = () =>
    [TOPICS.userUpdated(user.id), TOPICS.notificationAdded(user.id), TOPICS.permissionsChanged(user.id)].map((topic) => listenersOf(pubsub, topic));
  const SUBSCRIPTIONS = [
    `subscription($id: ID!) { userUpdated(_id: $id) { _id } }`,
    'subscription { notificationAdded { _id } }',
    'subscription { permissionsChanged }',
  ];

  it('100 subscriptions of one user, opened over websockets and closed every way a client closes, leave the listener count where it was', async () => {
    const before = counts();
    // 10 sockets of 10 subscriptions each, the three kinds in turn (34, 33 and 33 of them).
    const sockets = Array.from({ length: 10 }, () => wsClient(t.url, user.token));
    clients.push(...sockets);
    const stops = sockets.flatMap((client, s) =>
      Array.from({ length: 10 }, (_, i) =>
        client.subscribe(
          { query: SUBSCRIPTIONS[(s * 10 + i) % 3], variables: { id: user.id } },
          { next: () => undefined, error: () => undefined, complete: () => undefined },
        ),
      ),
    );
    const opened = [before[0] + 34, before[1] + 33, before[2] + 33];
    await until('all 100 are live', () => counts().every((n, i) => n === opened[i]));

    // Completed by the client on a socket that stays open, the socket closed in good order, the socket cut.
    stops.slice(0, 30).forEach((stop) => stop());
    await Promise.all(sockets.slice(3, 6).map((c) => c.dispose()));
    sockets.slice(6).forEach((c) => c.terminate());
    await until('every listener is released', () => counts().every((n, i) => n === before[i]));
    // 34 live listeners of one topic are 34 open subscriptions, not a leak: no warning says otherwise.
    expect(warnings).toEqual([]);
  });
});
