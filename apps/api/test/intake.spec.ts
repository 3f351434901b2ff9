import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { newId } from '../src/platform/common/ids';
import { files, orderItems, orders, stores, timeline, tokenAccessLogs } from '../src/platform/db/schema';
import { insertFlatRate, insertPreset, insertShippingMethod } from './factories';
import { OrderDesignLinks } from '../src/modules/orders/order-design-links';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

const REGENERATE = doc<{ regenerateApiToken: { token: string; scopes: string[] } }>(
  `mutation($scopes: [String!]!) { regenerateApiToken(scopes: $scopes) { token scopes } }`,
);
const API_TOKEN = doc<{ apiToken: { prefix: string; scopes: string[] } | null }>(`{ apiToken { prefix scopes } }`);
const ME = doc<{ cUser: { _id: string } | null }>(`{ cUser { _id } }`);
const ORDERS = doc<{ orders: Array<{ _id: string; store_id: string | null }> }>(`{ orders(status: "All") { _id store_id } }`);
const STORES = doc<{ stores: Array<{ _id: string }> }>(`{ stores { _id } }`);
const CREATE = doc<{ createOrder: { _id: string; store_id: string | null; seller_id: string } }>(
  `mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id store_id seller_id } }`,
);
const MAKE_STORE = doc<{ makeStore: { _id: string; has_webhook_secret: boolean; token_prefix: string | null } }>(
  `mutation($input: MakeStoreInput!) { makeStore(input: $input) { _id has_webhook_secret token_prefix } }`,
);
const ROTATE = doc<{ rotateStoreToken: { token: string; prefix: string } }>(`mutation($id: ID!) { rotateStoreToken(store_id: $id) { token prefix } }`);
const REVOKE = doc<{ revokeStoreToken: { _id: string; token_prefix: string | null } }>(
  `mutation($id: ID!) { revokeStoreToken(store_id: $id) { _id token_prefix } }`,
);
const STORE = doc<{ store: { token_prefix: string | null; token_last_used_at: string | null } }>(
  `query($id: ID!) { store(_id: $id) { token_prefix token_last_used_at } }`,
);

const ITEMS = doc<{ order: { items: Array<{ designs: Record<string, string>; design_urls: Record<string, string> }> } }>(
  `query($id: ID!) { order(_id: $id) { items { designs design_urls } } }`,
);

/** The links a design_links_failed timeline row names (its text's code and data, worded by the web). */
function linksOf(row: { text: { code: string; params: Record<string, unknown> } | null }): string {
  expect(row.text?.code).toBe('design_links_failed');
  return String(row.text!.params.links);
}

const ADDRESS = { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'gb' };

describe('intake: token scopes, store tokens, the Shopify webhook', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let other: SignedInUser;
  let sku: string;
  let storeId: string;
  let otherStoreId: string;
  const orderInput = (extra: Record<string, unknown> = {}) => ({ shipping_address: ADDRESS, items: [{ sku, quantity: 1 }], ...extra });
  const count = () => t.db.$count(orders);
  const tokenWith = async (user: SignedInUser, scopes: string[]) => {
    const res = await t.gql(REGENERATE, { scopes }, user.token);
    expect(res.errors).toBeUndefined();
    return res.data!.regenerateApiToken.token;
  };

  beforeAll(async () => {
    // Workers in the API process: design links are fetched here (private hosts refused, the default).
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    seller = await t.userWithToken({ role: 'sale' });
    other = await t.userWithToken({ role: 'sale' });
    sku = `TEE-${newId().slice(-6)}`;
    await insertPreset(t.db, { variants: [{ sku, basePrice: '10.00' }], requiredAreas: [] });
    const method = await insertShippingMethod(t.db, { name: 'Standard' });
    await insertFlatRate(t.db, method.id, '4.00', '1.50');
    storeId = (await t.gql(MAKE_STORE, { input: { name: 'Shop A', platform: 'shopify', domain: 'shop-a.myshopify.com' } }, seller.token)).data!.makeStore._id;
    otherStoreId = (await t.gql(MAKE_STORE, { input: { name: 'Shop B', platform: 'api' } }, other.token)).data!.makeStore._id;
  });
  afterAll(() => t.stop());

  describe('API token scopes', () => {
    it('a token needs at least one known scope; the chosen scopes are stored and shown', async () => {
      expect(codeOf(await t.gql(REGENERATE, { scopes: [] }, seller.token))).toBe('BAD_USER_INPUT');
      expect(codeOf(await t.gql(REGENERATE, { scopes: ['orders:delete'] }, seller.token))).toBe('BAD_USER_INPUT');
      await tokenWith(seller, ['orders:read', 'products:write']);
      expect((await t.gql(API_TOKEN, {}, seller.token)).data?.apiToken?.scopes).toEqual(['orders:read', 'products:write']);
    });

    it('without the orders scope orders are refused; orders:read reads but cannot write; orders:write does both', async () => {
      const none = await tokenWith(seller, ['products:read']);
      expect((await t.gql(ME, {}, none)).data?.cUser?._id).toBe(seller.id);
      const refused = await t.gql(ORDERS, {}, none);
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0].message).toMatch(/orders:read/);
      expect(codeOf(await t.gql(CREATE, { input: orderInput() }, none))).toBe('FORBIDDEN');

      const read = await tokenWith(seller, ['orders:read']);
      expect((await t.gql(ORDERS, {}, read)).errors).toBeUndefined();
      expect((await t.gql(STORES, {}, read)).errors).toBeUndefined();
      const before = await count();
      const writeRefused = await t.gql(CREATE, { input: orderInput() }, read);
      expect(codeOf(writeRefused)).toBe('FORBIDDEN');
      expect(writeRefused.errors?.[0].message).toMatch(/orders:write/);
      expect(await count()).toBe(before);

      const write = await tokenWith(seller, ['orders:write']);
      expect((await t.gql(ORDERS, {}, write)).errors).toBeUndefined();
      const made = await t.gql(CREATE, { input: orderInput() }, write);
      expect(made.errors).toBeUndefined();
      expect(await count()).toBe(before + 1);
      const logs = await t.db.select().from(tokenAccessLogs).where(eq(tokenAccessLogs.userId, seller.id));
      expect(logs.some((l) => l.operation === 'createOrder' && l.outcome === 'out_of_scope')).toBe(true);
      expect(logs.some((l) => l.operation === 'createOrder' && l.outcome === 'ok')).toBe(true);
    });

    it('an operation with no scope declared is refused to any token; a signed-in session is not restricted', async () => {
      const all = await tokenWith(seller, ['orders:write', 'products:write', 'inventory:write', 'fulfilments:write']);
      expect(codeOf(await t.gql(REGENERATE, { scopes: ['orders:read'] }, all))).toBe('FORBIDDEN');
      expect((await t.gql(ORDERS, {}, seller.token)).errors).toBeUndefined();
    });
  });

  describe('idempotent creates', () => {
    const ordersOf = (sellerId: string) => t.db.select().from(orders).where(eq(orders.sellerId, sellerId));
    const idsOf = (answers: Array<{ data?: { createOrder: { _id: string } } }>) => new Set(answers.map((a) => a.data?.createOrder._id));

    it('a token without a store retried at once with the same platform order id makes one order, answered to every retry', async () => {
      const buyer = await t.userWithToken({ role: 'sale' });
      const token = await tokenWith(buyer, ['orders:write']);
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.gql(CREATE, { input: orderInput({ platform_order_id: 'ext-1' }) }, token)));
      expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
      expect(idsOf(answers).size).toBe(1);
      // Another platform order id is another order; a person entering the same id twice in a session makes two (on purpose).
      expect((await t.gql(CREATE, { input: orderInput({ platform_order_id: 'ext-2' }) }, token)).errors).toBeUndefined();
      await t.gql(CREATE, { input: orderInput({ platform_order_id: 'ext-1' }) }, buyer.token);
      expect((await ordersOf(buyer.id)).filter((o) => o.platformOrderId === 'ext-1')).toHaveLength(2);
      expect(await ordersOf(buyer.id)).toHaveLength(3);
    });

    it('the Idempotency-Key header: concurrent retries make one order; keys are per seller; a bad key is refused and writes nothing', async () => {
      const buyer = await t.userWithToken({ role: 'sale' });
      const token = await tokenWith(buyer, ['orders:write']);
      const key = { 'idempotency-key': `retry-${newId()}` };
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.gql(CREATE, { input: orderInput() }, token, key)));
      expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
      expect(idsOf(answers).size).toBe(1);
      expect(await ordersOf(buyer.id)).toHaveLength(1);
      // The same key from another seller is theirs; another key is another order.
      const theirs = await t.gql(CREATE, { input: orderInput() }, other.token, key);
      expect(theirs.data!.createOrder.seller_id).toBe(other.id);
      expect(idsOf([theirs])).not.toEqual(idsOf(answers));
      await t.gql(CREATE, { input: orderInput() }, token, { 'idempotency-key': `retry-${newId()}` });
      expect(await ordersOf(buyer.id)).toHaveLength(2);
      const bad = await t.gql(CREATE, { input: orderInput() }, token, { 'idempotency-key': 'x'.repeat(201) });
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors![0].extensions!.reasons).toEqual({ idempotency_key: 'invalid' });
      expect(await ordersOf(buyer.id)).toHaveLength(2);
    });
  });

  describe('store push tokens', () => {
    it('only the store’s seller (or staff) rotates it; the token is shown once and stored hashed', async () => {
      expect(codeOf(await t.gql(ROTATE, { id: storeId }, other.token))).toBe('NOT_FOUND');
      const res = await t.gql(ROTATE, { id: storeId }, seller.token);
      expect(res.errors).toBeUndefined();
      const { token, prefix } = res.data!.rotateStoreToken;
      expect(token).toMatch(/^podst_/);
      expect(token.startsWith(prefix.replace('…', ''))).toBe(true);
      const [row] = await t.db.select().from(stores).where(eq(stores.id, storeId));
      expect(JSON.stringify(row)).not.toContain(token);
      expect((await t.gql(STORE, { id: storeId }, seller.token)).data?.store.token_prefix).toBe(prefix);
    });

    it('creates orders for its own store and seller only, and nothing else', async () => {
      const token = (await t.gql(ROTATE, { id: storeId }, seller.token)).data!.rotateStoreToken.token;
      const before = await count();
      const made = await t.gql(CREATE, { input: orderInput({ platform_order_id: 'st-1' }) }, token);
      expect(made.errors).toBeUndefined();
      expect(made.data!.createOrder).toMatchObject({ store_id: storeId, seller_id: seller.id });
      // Posted again: the same order.
      expect((await t.gql(CREATE, { input: orderInput({ platform_order_id: 'st-1' }) }, token)).data!.createOrder._id).toBe(made.data!.createOrder._id);
      expect(await count()).toBe(before + 1);
      // Another store, another seller, other operations: refused, nothing written.
      expect(codeOf(await t.gql(CREATE, { input: orderInput({ store_id: otherStoreId }) }, token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(CREATE, { input: orderInput({ seller_id: other.id }) }, token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(ORDERS, {}, token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(ME, {}, token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(ROTATE, { id: storeId }, token))).toBe('FORBIDDEN');
      expect(await count()).toBe(before + 1);
      const logs = await t.db
        .select()
        .from(tokenAccessLogs)
        .where(eq(tokenAccessLogs.tokenPrefix, `store:${storeId}`));
      expect(logs.filter((l) => l.operation === 'createOrder' && l.outcome === 'ok').length).toBeGreaterThanOrEqual(2);
      expect(logs.some((l) => l.operation === 'orders' && l.outcome === 'out_of_scope')).toBe(true);
      expect((await t.gql(STORE, { id: storeId }, seller.token)).data?.store.token_last_used_at).toBeTruthy();
    });

    it('a rotated or revoked token is refused', async () => {
      const first = (await t.gql(ROTATE, { id: storeId }, seller.token)).data!.rotateStoreToken.token;
      const second = (await t.gql(ROTATE, { id: storeId }, seller.token)).data!.rotateStoreToken.token;
      expect(codeOf(await t.gql(CREATE, { input: orderInput() }, first))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(REVOKE, { id: storeId }, other.token))).toBe('NOT_FOUND');
      const revoked = await t.gql(REVOKE, { id: storeId }, seller.token);
      expect(revoked.data?.revokeStoreToken.token_prefix).toBeNull();
      const before = await count();
      expect(codeOf(await t.gql(CREATE, { input: orderInput() }, second))).toBe('UNAUTHENTICATED');
      expect(await count()).toBe(before);
    });
  });

  describe('Shopify orders/create webhook', () => {
    const SECRET = 'shpss_test_secret_0123456789';
    const shopifyOrder = (id: number) => ({
      id,
      name: `#${id}`,
      email: 'buyer@example.com',
      line_items: [{ sku, quantity: 2, price: '19.99' }],
      shipping_address: {
        first_name: 'Grace',
        last_name: 'Hopper',
        address1: '1 Navy Yard',
        address2: null,
        city: 'Arlington',
        province_code: 'VA',
        zip: '22202',
        country_code: 'US',
        phone: null,
      },
    });
    const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body, 'utf8').digest('base64');
    const deliver = (body: string, signature: string | null, shop = 'shop-a.myshopify.com', topic: string | null = 'orders/create') => {
      let req = t.http().post('/api/webhooks/shopify/orders-create').set('content-type', 'application/json').set('x-shopify-shop-domain', shop);
      if (signature !== null) req = req.set('x-shopify-hmac-sha256', signature);
      if (topic !== null) req = req.set('x-shopify-topic', topic);
      return req.send(body);
    };

    beforeAll(async () => {
      const res = await t.gql(MAKE_STORE, { input: { _id: storeId, webhook_secret: SECRET } }, seller.token);
      expect(res.data?.makeStore.has_webhook_secret).toBe(true);
      const [row] = await t.db.select().from(stores).where(eq(stores.id, storeId));
      expect(row.webhookSecret).not.toContain(SECRET);
    });

    it('a valid signature creates one order for the shop; the same delivery twice is one order', async () => {
      const body = JSON.stringify(shopifyOrder(450789469));
      const before = await count();
      const first = await deliver(body, sign(body));
      expect(first.status).toBe(200);
      const again = await deliver(body, sign(body));
      expect(again.status).toBe(200);
      expect(again.body.data._id).toBe(first.body.data._id);
      expect(await count()).toBe(before + 1);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, first.body.data._id));
      expect(order).toMatchObject({ storeId, sellerId: seller.id, platform: 'shopify', platformOrderId: '450789469', itemCount: 2 });
      expect(order.shippingAddress).toMatchObject({ name: 'Grace Hopper', country: 'US', state: 'VA', email: 'buyer@example.com' });
    });

    it('a tampered body, a wrong or missing signature, or an unknown shop answers 401 and writes nothing', async () => {
      const body = JSON.stringify(shopifyOrder(1001));
      const before = await count();
      const tampered = body.replace('"quantity":2', '"quantity":20');
      expect((await deliver(tampered, sign(body))).status).toBe(401);
      expect((await deliver(body, sign(body, 'another-secret'))).status).toBe(401);
      expect((await deliver(body, null)).status).toBe(401);
      expect((await deliver(body, 'not base64 at all')).status).toBe(401);
      expect((await deliver(body, sign(body), 'unknown.myshopify.com')).status).toBe(401);
      expect(await count()).toBe(before);
      const logs = await t.db.select().from(tokenAccessLogs).where(eq(tokenAccessLogs.outcome, 'bad_signature'));
      expect(logs.some((l) => l.tokenPrefix === 'webhook:shop-a.myshopify.com')).toBe(true);
      expect(logs.some((l) => l.tokenPrefix === 'webhook:unknown.myshopify.com')).toBe(true);
    });

    it('a signed delivery of another topic (or none) answers 400, writes nothing and is logged', async () => {
      const body = JSON.stringify(shopifyOrder(1003));
      const before = await count();
      for (const topic of ['orders/updated', 'orders/cancelled', '', null]) {
        const res = await deliver(body, sign(body), 'shop-a.myshopify.com', topic);
        expect({ topic, status: res.status }).toEqual({ topic, status: 400 });
        expect(res.body.errors[0].msg).toMatch(/orders\/create/);
      }
      expect(await count()).toBe(before);
      const logs = await t.db.select().from(tokenAccessLogs).where(eq(tokenAccessLogs.outcome, 'wrong_topic'));
      // Four refusals, one row: refused deliveries are logged once per shop and reason a minute.
      expect(logs.filter((l) => l.tokenPrefix === 'webhook:shop-a.myshopify.com')).toHaveLength(1);
      // The same body as orders/create is taken.
      expect((await deliver(body, sign(body))).status).toBe(200);
      expect(await count()).toBe(before + 1);
    });

    it('a signed order we cannot take (unknown sku) answers the reason, writes nothing and is logged', async () => {
      const order = shopifyOrder(1002);
      const body = JSON.stringify({ ...order, line_items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] });
      const before = await count();
      const res = await deliver(body, sign(body));
      expect(res.status).toBe(400);
      expect(await count()).toBe(before);
      const logs = await t.db.select().from(tokenAccessLogs).where(eq(tokenAccessLogs.outcome, 'refused'));
      expect(logs.some((l) => l.tokenPrefix === 'webhook:shop-a.myshopify.com')).toBe(true);
    });
  });

  describe('design links (fetched by a job under the SSRF rules)', () => {
    it('a link to a private, loopback or metadata address is refused: the line keeps no design and the timeline says why', async () => {
      const res = await t.gql(
        CREATE,
        {
          input: orderInput({
            items: [{ sku, quantity: 1, designs: { front: 'http://localhost:9/front.png', back: 'http://169.254.169.254/latest/meta-data/' } }],
          }),
        },
        seller.token,
      );
      expect(res.errors).toBeUndefined();
      const id = res.data!.createOrder._id;
      const pending = (await t.gql(ITEMS, { id }, seller.token)).data!.order.items[0];
      expect(pending.designs).toEqual({});
      const notes = await t.waitFor(async () => {
        const rows = await t.db
          .select()
          .from(timeline)
          .where(and(eq(timeline.entityId, id), eq(timeline.transition, 'note')));
        return rows.length ? rows : null;
      });
      expect(linksOf(notes[0])).toMatch(/localhost/);
      expect(linksOf(notes[0])).toMatch(/169\.254\.169\.254/);
      const done = (await t.gql(ITEMS, { id }, seller.token)).data!.order.items[0];
      expect(done).toEqual({ designs: {}, design_urls: {} });
    });

    it('a link that is neither a file id nor an http(s) URL is bad input and writes nothing', async () => {
      const before = await count();
      const res = await t.gql(CREATE, { input: orderInput({ items: [{ sku, quantity: 1, designs: { front: 'file:///etc/passwd' } }] }) }, seller.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(await count()).toBe(before);
    });
  });
});

describe('design links from a reachable server (private hosts allowed in this test only)', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let server: Server;
  let base: string;
  let png: Buffer;
  /** Requests per path the server answered. */
  const hits = new Map<string, number>();
  const sku = `MUG-${newId().slice(-6)}`;
  const notesOf = (id: string) =>
    t.db
      .select()
      .from(timeline)
      .where(and(eq(timeline.entityId, id), eq(timeline.transition, 'note')));
  const createWith = async (designs: Record<string, string>) => {
    const res = await t.gql(CREATE, { input: { shipping_address: ADDRESS, items: [{ sku, quantity: 1, designs }] } }, seller.token);
    expect(res.errors).toBeUndefined();
    return res.data!.createOrder._id;
  };
  const lineOf = async (id: string) => (await t.db.select().from(orderItems).where(eq(orderItems.orderId, id)))[0];

  beforeAll(async () => {
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    server = createServer((req, res) => {
      const n = (hits.get(req.url!) ?? 0) + 1;
      hits.set(req.url!, n);
      if (req.url === '/art/front.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      // Fails once (the server is restarting), then answers.
      if (req.url === '/flaky.png' && n === 1) return res.writeHead(503).end();
      if (req.url === '/flaky.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (req.url === '/down.png') return res.writeHead(502).end();
      if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await TestApp.start({ RUN_WORKERS: 'true', URL_FETCH_ALLOW_PRIVATE: 'true' });
    seller = await t.userWithToken({ role: 'sale' });
    await insertPreset(t.db, { variants: [{ sku, basePrice: '8.00' }], requiredAreas: [] });
    const method = await insertShippingMethod(t.db, { name: 'Standard' });
    await insertFlatRate(t.db, method.id, '4.00', '1.50');
  });
  afterAll(async () => {
    await t.stop();
    await new Promise((r) => server.close(r));
  });

  it('stores the fetched image as the seller’s design file and puts its id on the line; a non-image is noted', async () => {
    const designs = { front: `${base}/art/front.png`, back: `${base}/page` };
    const res = await t.gql(CREATE, { input: { shipping_address: ADDRESS, items: [{ sku, quantity: 1, designs }] } }, seller.token);
    expect(res.errors).toBeUndefined();
    const id = res.data!.createOrder._id;
    const [item] = await t.waitFor(async () => {
      const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      return rows.every((r) => Object.keys(r.designUrls).length === 0) ? rows : null;
    });
    expect(Object.keys(item.designs)).toEqual(['front']);
    const [file] = await t.db.select().from(files).where(eq(files.id, item.designs.front));
    expect(file).toMatchObject({ type: 'design', status: 'ready', mimetype: 'image/png', createdBy: seller.id, width: 40, height: 30, filename: 'front.png' });
    const [note] = await t.db
      .select()
      .from(timeline)
      .where(and(eq(timeline.entityId, id), eq(timeline.transition, 'note')));
    expect(linksOf(note)).toMatch(/back: .*\/page$/);
  });

  it('a link that fails for now (503) is tried again with back-off and stored; one that never will (404) is asked once and noted', async () => {
    const id = await createWith({ front: `${base}/flaky.png`, back: `${base}/gone.png` });
    const item = await t.waitFor(async () => {
      const line = await lineOf(id);
      return Object.keys(line.designUrls).length === 0 ? line : null;
    });
    expect(Object.keys(item.designs)).toEqual(['front']);
    expect(hits.get('/flaky.png')).toBe(2);
    expect(hits.get('/gone.png')).toBe(1);
    const notes = await notesOf(id);
    expect(notes.map(linksOf)).toEqual([expect.stringMatching(/back: .*\/gone\.png$/)]);
  });

  it('a link still failing for now stays pending without a note; the last attempt notes it', async () => {
    const links = t.app.get(OrderDesignLinks);
    // The link is put on the line by hand, so no queued job races the attempts this test drives.
    const id = await createWith({});
    await t.db
      .update(orderItems)
      .set({ designUrls: { front: `${base}/down.png` } })
      .where(eq(orderItems.orderId, id));
    await expect(links.fetch(id, { lastAttempt: false })).rejects.toThrow(/trying again/);
    expect((await lineOf(id)).designUrls).toEqual({ front: `${base}/down.png` });
    expect(await notesOf(id)).toEqual([]);
    await expect(links.fetch(id, { lastAttempt: true })).resolves.toEqual({ fetched: 0, failed: 1 });
    expect(await lineOf(id)).toMatchObject({ designs: {}, designUrls: {} });
    const notes = await notesOf(id);
    expect(notes.map(linksOf)).toEqual([expect.stringMatching(/front: .*\/down\.png$/)]);
  });
});
