import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints, userNotificationSettings } from '../src/platform/db/schema';
import { EventsService } from '../src/platform/events/events.service';
import { verifyWebhook } from '../src/modules/integrations/webhook-signature';
import { JobsService } from '../src/platform/jobs/jobs.service';
import { DB, type Db } from '../src/platform/db/database';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

/** A real HTTP receiver on loopback: records every request; answers the next queued status (200 when none). */
class Receiver {
  readonly got: Array<{ path: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  answers: number[] = [];
  always: number | null = null;
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      this.got.push({ path: req.url ?? '', headers: req.headers, body });
      const status = this.always ?? this.answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok thanks' : `failed with ${status}`);
    });
  });
  url = '';
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  at(path: string) {
    return this.got.filter((g) => g.path === path);
  }
  stop() {
    return new Promise((r) => this.server.close(r));
  }
}

interface EndpointView {
  _id: string;
  url: string;
  events: string[];
  secret: string | null;
  secret_hint: string;
  enabled: boolean;
  consecutive_failures: number;
  disabled_reason: string | null;
}
interface DeliveryView {
  _id: string;
  kind: string;
  event: string;
  status: string;
  attempt: number;
  response_code: number | null;
  response_excerpt: string | null;
  replay_of: string | null;
  attempts: Array<{ response_code: number | null; error: string | null }>;
  payload: { id?: string; event?: string; data?: Record<string, unknown>; text?: string };
}
const EP = '_id url events secret secret_hint enabled consecutive_failures disabled_reason';
const DL = '_id kind event status attempt response_code response_excerpt replay_of attempts { response_code error } payload';
const ENDPOINTS = doc<{ webhookEndpoints: EndpointView[] }>(`{ webhookEndpoints { ${EP} } }`);
const MAKE = doc<{ makeWebhookEndpoint: EndpointView }>(
  `mutation($id: ID, $url: String!, $events: [String!]!, $enabled: Boolean, $rotate: Boolean) {
    makeWebhookEndpoint(_id: $id, url: $url, events: $events, enabled: $enabled, rotate_secret: $rotate) { ${EP} } }`,
);
const TRASH = doc<{ trashWebhookEndpoint: number }>(`mutation($ids: [ID!]!) { trashWebhookEndpoint(ids: $ids) }`);
const DELIVERIES = doc<{ webhookDeliveries: DeliveryView[] }>(
  `query($endpoint: ID, $status: String) { webhookDeliveries(endpoint_id: $endpoint, status: $status) { ${DL} } }`,
);
const COUNTERS = doc<{ webhookDeliveryCounters: Record<string, number> }>(
  `query($endpoint: ID) { webhookDeliveryCounters(endpoint_id: $endpoint) { all pending sending retrying succeeded failed } }`,
);
const REPLAY = doc<{ replayWebhookDelivery: DeliveryView }>(`mutation($id: ID!) { replayWebhookDelivery(_id: $id) { ${DL} } }`);
const APP_CONFIG = doc<{ appConfig: Array<{ _id: string; type: string; url: string | null; events: Array<{ name: string }> }> }>(
  `query($filter: String) { appConfig(filter: $filter) { _id type url events { name } } }`,
);
const SET_APP_CONFIG = doc<{ setAppConfig: { _id: string; type: string; events: Array<{ id: string; name: string }> } }>(
  `mutation($type: String!, $user: ID, $url: String, $events: [NotificationEventInput!], $mentions: [String!]) {
    setAppConfig(type: $type, user_id: $user, url: $url, events: $events, mentions: $mentions) { _id type events { id name } } }`,
);
const STORES = doc<{ integrationStores: Array<{ _id: string; name: string; webhook: boolean }> }>(`{ integrationStores { _id name webhook } }`);
const MAKE_TICKET = doc<{ makeTicket: { _id: string; code: string } }>(
  `mutation($subject: String!, $body: String!) { makeTicket(subject: $subject, type: "other", body: $body) { _id code } }`,
);

describe('integrations: outgoing webhooks and channel messages', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let root: SignedInUser;
  let seller: SignedInUser;
  const receiver = new Receiver();
  const count = async (table: typeof webhookEndpoints | typeof webhookDeliveries | typeof userNotificationSettings) =>
    Number((await t.db.select({ n: sql<number>`count(*)` }).from(table))[0].n);

  beforeAll(async () => {
    await receiver.start();
    t = await TestApp.start({
      RUN_WORKERS: 'true',
      // The local receiver only: every other private address stays refused.
      WEBHOOK_ALLOW_PRIVATE: '127.0.0.1/32',
      WEBHOOK_RETRY_BASE_MS: '50',
      WEBHOOK_DISABLE_AFTER: '3',
      WEBHOOK_MAX_ATTEMPTS: '5',
    });
    sr = await t.userWithToken({ role: 'super_root' });
    root = await t.userWithToken({ role: 'root' });
    seller = await t.newUser();
  });
  afterAll(async () => {
    await t?.stop();
    await receiver.stop();
  });

  it('is denied to everyone but super_root, then allowed', async () => {
    const ops: Array<[string, Record<string, unknown>]> = [
      [`{ webhookEndpoints { _id } }`, {}],
      [`{ webhookDeliveries { _id } }`, {}],
      [`{ webhookDeliveryCounters { all } }`, {}],
      [`{ appConfig { _id } }`, {}],
      [`{ integrationStores { _id } }`, {}],
      [`mutation { makeWebhookEndpoint(url: "${receiver.url}/x", events: ["ticket.changed"]) { _id } }`, {}],
      [`mutation { trashWebhookEndpoint(ids: ["00000000-0000-0000-0000-000000000000"]) }`, {}],
      [`mutation { replayWebhookDelivery(_id: "00000000-0000-0000-0000-000000000000") { _id } }`, {}],
      [`mutation { setAppConfig(type: "slack", url: "${receiver.url}/c") { _id } }`, {}],
    ];
    for (const [query] of ops) {
      expect(codeOf(await t.gql(query, {}, null))).toBe('UNAUTHENTICATED');
      for (const who of [seller, root]) expect([query, codeOf(await t.gql(query, {}, who.token))]).toEqual([query, 'FORBIDDEN']);
    }
    expect(await count(webhookEndpoints)).toBe(0);
    expect(await count(userNotificationSettings)).toBe(0);
    // Allowed: the reads answer (empty), and the writes reach their own checks.
    for (const [query] of ops.slice(0, 5)) expect([query, (await t.gql(query, {}, sr.token)).errors]).toEqual([query, undefined]);
    expect(codeOf(await t.gql(ops[6][0], {}, sr.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ops[7][0], {}, sr.token))).toBe('NOT_FOUND');
  });

  it('refuses a private address, unknown events and a bad URL with a clear error, writing nothing', async () => {
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ url: 'http://10.0.0.5/hook', events: ['ticket.changed'] }, 'url', 'private_address'],
      [{ url: 'http://192.168.1.20/hook', events: ['ticket.changed'] }, 'url', 'private_address'],
      [{ url: 'http://169.254.169.254/latest/meta-data', events: ['ticket.changed'] }, 'url', 'private_address'],
      [{ url: 'http://[::1]:8080/hook', events: ['ticket.changed'] }, 'url', 'private_address'],
      [{ url: 'http://127.0.0.2:9/hook', events: ['ticket.changed'] }, 'url', 'private_address'],
      [{ url: 'not a url', events: ['ticket.changed'] }, 'url', 'url'],
      [{ url: 'ftp://example.com/hook', events: ['ticket.changed'] }, 'url', 'url'],
      [{ url: `${receiver.url}/hook`, events: ['order.exploded'] }, 'events.0', 'unknown_value'],
      [{ url: `${receiver.url}/hook`, events: [] }, 'events', 'too_many'],
    ];
    for (const [vars, field, reason] of refusals) {
      const res = await t.gql(MAKE, vars, sr.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      const reasons = res.errors?.[0]?.extensions?.reasons ?? {};
      expect([vars, field in reasons || Object.keys(reasons)]).toEqual([vars, true]);
      if (reason !== 'too_many') expect([vars, reasons[field]]).toEqual([vars, reason]);
    }
    const badChannel = await t.gql(SET_APP_CONFIG, { type: 'slack', url: 'http://10.1.2.3/hooks' }, sr.token);
    expect(badChannel.errors?.[0]?.extensions?.reasons).toEqual({ url: 'private_address' });
    expect(await count(webhookEndpoints)).toBe(0);
    expect(await count(userNotificationSettings)).toBe(0);
    expect(await count(webhookDeliveries)).toBe(0);
  });

  it('delivers a signed event to a local receiver, retries after a 500, and replays', async () => {
    const made = await t.gql(MAKE, { url: `${receiver.url}/ok`, events: ['ticket.changed'] }, sr.token);
    const endpoint = made.data!.makeWebhookEndpoint;
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint.secret_hint).toBe(`••••${endpoint.secret!.slice(-4)}`);
    // The secret is shown once: the list never has it, and the table holds it sealed.
    const listed = (await t.gql(ENDPOINTS, {}, sr.token)).data!.webhookEndpoints;
    expect(listed.map((e) => [e._id, e.secret])).toEqual([[endpoint._id, null]]);
    const [stored] = await t.db.select().from(webhookEndpoints);
    expect(stored.secret).not.toContain(endpoint.secret!.slice(6));

    receiver.answers = [500];
    const ticket = (await t.gql(MAKE_TICKET, { subject: 'Where is my parcel?', body: 'It has been a week.' }, seller.token)).data!.makeTicket;
    const [delivery] = await t.waitFor(
      async () => {
        const rows = (await t.gql(DELIVERIES, { endpoint: endpoint._id }, sr.token)).data!.webhookDeliveries;
        return rows.length === 1 && rows[0].status === 'succeeded' && rows;
      },
      { what: 'the delivery succeeded' },
    );
    expect(delivery).toMatchObject({ kind: 'endpoint', event: 'ticket.changed', attempt: 2, response_code: 200, response_excerpt: 'ok thanks' });
    expect(delivery.attempts.map((a) => [a.response_code, a.error])).toEqual([
      [500, 'http_status'],
      [200, null],
    ]);
    const got = receiver.at('/ok');
    expect(got).toHaveLength(2);
    for (const request of got) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-pod-event']).toBe('ticket.changed');
      expect(verifyWebhook(endpoint.secret!, String(request.headers['x-pod-signature']), request.body)).toBe(true);
      // A signature made with another secret, or over another body, does not verify.
      expect(verifyWebhook('whsec_other', String(request.headers['x-pod-signature']), request.body)).toBe(false);
      expect(verifyWebhook(endpoint.secret!, String(request.headers['x-pod-signature']), `${request.body} `)).toBe(false);
    }
    const body = JSON.parse(got[1].body) as { event: string; data: { ticketId: string; what: string } };
    expect(body).toMatchObject({ event: 'ticket.changed', data: { ticketId: ticket._id, what: 'made' } });

    // Replay: a new delivery of the same payload, logged on its own.
    const replay = (await t.gql(REPLAY, { id: delivery._id }, sr.token)).data!.replayWebhookDelivery;
    expect(replay.replay_of).toBe(delivery._id);
    await t.waitFor(() => receiver.at('/ok').length === 3, { what: 'the replay arrived' });
    expect(JSON.parse(receiver.at('/ok')[2].body)).toEqual(JSON.parse(got[1].body));
    await t.waitFor(async () => (await t.gql(COUNTERS, { endpoint: endpoint._id }, sr.token)).data!.webhookDeliveryCounters.succeeded === 2, {
      what: 'both deliveries succeeded',
    });
    const counters = (await t.gql(COUNTERS, { endpoint: endpoint._id }, sr.token)).data!.webhookDeliveryCounters;
    expect(counters).toMatchObject({ all: 2, succeeded: 2, failed: 0 });
    expect((await t.gql(TRASH, { ids: [endpoint._id] }, sr.token)).data!.trashWebhookEndpoint).toBe(1);
  });

  it('disables an endpoint after the configured failures in a row', async () => {
    receiver.always = 503;
    const endpoint = (await t.gql(MAKE, { url: `${receiver.url}/down`, events: ['ticket.changed'] }, sr.token)).data!.makeWebhookEndpoint;
    await t.gql(MAKE_TICKET, { subject: 'Broken link', body: 'The link is broken.' }, seller.token);
    const disabled = await t.waitFor(
      async () => (await t.gql(ENDPOINTS, {}, sr.token)).data!.webhookEndpoints.find((e) => e._id === endpoint._id && !e.enabled),
      { what: 'the endpoint disabled itself' },
    );
    expect(disabled).toMatchObject({ consecutive_failures: 3, disabled_reason: 'consecutive_failures' });
    const [failed] = await t.waitFor(
      async () => {
        const rows = (await t.gql(DELIVERIES, { endpoint: endpoint._id, status: 'failed' }, sr.token)).data!.webhookDeliveries;
        return rows.length === 1 && rows;
      },
      { what: 'the delivery failed' },
    );
    expect(failed.attempts.map((a) => a.response_code)).toEqual([503, 503, 503]);
    expect(receiver.at('/down')).toHaveLength(3);

    // A new event reaches no disabled endpoint; enabling it again clears the streak, and a replay goes through.
    receiver.always = null;
    const again = (await t.gql(MAKE, { id: endpoint._id, url: `${receiver.url}/down`, events: ['ticket.changed'], enabled: true }, sr.token)).data!
      .makeWebhookEndpoint;
    expect(again).toMatchObject({ enabled: true, consecutive_failures: 0, disabled_reason: null, secret: null });
    await t.gql(REPLAY, { id: failed._id }, sr.token);
    await t.waitFor(async () => (await t.gql(COUNTERS, { endpoint: endpoint._id }, sr.token)).data!.webhookDeliveryCounters.succeeded === 1, {
      what: 'the replay succeeded',
    });
    await t.gql(TRASH, { ids: [endpoint._id] }, sr.token);
  });

  it('sends a channel message at its event time once, however many workers run the tick', async () => {
    const now = new Date();
    const events = [{ name: 'remind_every_day', times: [{ hour: now.getUTCHours(), minute: now.getUTCMinutes() }] }];
    const saved = await t.gql(SET_APP_CONFIG, { type: 'slack', user: sr._id, url: `${receiver.url}/channel`, mentions: ['ops'], events }, sr.token);
    expect(saved.errors).toBeUndefined();
    const listed = (await t.gql(APP_CONFIG, { filter: 'slack' }, sr.token)).data!.appConfig;
    expect(listed.map((s) => [s.type, s.url, s.events.map((e) => e.name)])).toEqual([['slack', `${receiver.url}/channel`, ['remind_every_day']]]);

    // Two API instances (each running workers) run the same tick at the same moment, twice.
    const second = await t.boot();
    const at = new Date(now.getTime() + 30_000).toISOString();
    const ticks = [t.app.get(JobsService), second.get(JobsService)].flatMap((jobs) => [
      jobs.runNow('channel_reminders', { at }),
      jobs.runNow('channel_reminders', { at }),
    ]);
    const queued = (await Promise.all(ticks)).map((r) => (r as { queued: number }).queued);
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    await t.waitFor(() => receiver.at('/channel').length === 1, { what: 'the channel message arrived' });
    const message = JSON.parse(receiver.at('/channel')[0].body) as { text: string; event: string; mentions: string[] };
    expect(message).toMatchObject({ event: 'remind_every_day', mentions: ['ops'] });
    expect(message.text).toMatch(/^@ops: Daily reminder/);
    // Ten minutes later the time is past its window: nothing more is queued.
    const later = await t.app.get(JobsService).runNow('channel_reminders', { at: new Date(now.getTime() + 10 * 60_000).toISOString() });
    expect(later).toEqual({ queued: 0 });
    // The receiver answered; the log says so once the attempt's outcome is written.
    const channelRows = await t.waitFor(
      async () => {
        const rows = await t.db
          .select()
          .from(webhookDeliveries)
          .where(sql`${webhookDeliveries.kind} = 'channel'`);
        return rows.every((r) => r.status === 'succeeded') && rows;
      },
      { what: 'the channel message logged as succeeded' },
    );
    expect(channelRows.map((r) => [r.event, r.status])).toEqual([['remind_every_day', 'succeeded']]);
  });

  it('follows domain events into channel messages, a seller’s channel only for their own orders', async () => {
    const other = await t.newUser();
    const events = [{ name: 'new_production_request' }];
    for (const [who, path] of [
      [seller, '/seller-channel'],
      [sr, '/staff-channel'],
    ] as const)
      expect((await t.gql(SET_APP_CONFIG, { type: 'telegram', user: who._id, url: `${receiver.url}${path}`, events }, sr.token)).errors).toBeUndefined();
    const db: Db = t.app.get(DB);
    const change = { number: 1001, from: 'Pending', to: 'Processing', total: '12.50', actorId: null };
    await db.transaction(async (tx) => {
      await t.app.get(EventsService).record(tx, 'order.status_changed', { orderId: 'o-1', sellerId: other.id, ...change });
      await t.app.get(EventsService).record(tx, 'order.status_changed', { orderId: 'o-2', sellerId: seller.id, ...change, number: 1002 });
    });
    await t.waitFor(() => receiver.at('/staff-channel').length === 2 && receiver.at('/seller-channel').length === 1, { what: 'the channel messages arrived' });
    const sellerMessage = JSON.parse(receiver.at('/seller-channel')[0].body) as { data: { orderId: string }; event: string };
    expect(sellerMessage).toMatchObject({ event: 'new_production_request', data: { orderId: 'o-2' } });
  });

  it('lists the stores with their tokens and Shopify-format webhooks', async () => {
    const res = await t.gql(STORES, {}, sr.token);
    expect(res.errors).toBeUndefined();
    expect(Array.isArray(res.data!.integrationStores)).toBe(true);
  });
});
