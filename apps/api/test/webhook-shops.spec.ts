import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { orders, stores } from '../src/platform/db/schema';
import { insertFlatRate, insertPreset, insertShippingMethod } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

const MAKE_STORE = doc<{ makeStore: { _id: string; domain: string | null; status: string } }>(
  `mutation($input: MakeStoreInput!) { makeStore(input: $input) { _id domain status } }`,
);

/** A Shopify shop domain names one active store at a time: nobody can take over another seller's webhooks. */
describe('webhook shops: one store per shop domain', () => {
  let t: TestApp;
  let victim: SignedInUser;
  let squatter: SignedInUser;
  let sku: string;
  let victimStore: string;
  const SHOP = 'victim-shop.myshopify.com';
  const VICTIM_SECRET = 'shpss_victim_secret_0123456789';
  const SQUATTER_SECRET = 'shpss_squatter_secret_987654321';
  const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body, 'utf8').digest('base64');
  const deliver = (body: string, secret: string, shop = SHOP) =>
    t
      .http()
      .post('/api/webhooks/shopify/orders-create')
      .set('content-type', 'application/json')
      .set('x-shopify-shop-domain', shop)
      .set('x-shopify-topic', 'orders/create')
      .set('x-shopify-hmac-sha256', sign(body, secret))
      .send(body);
  const order = (id: number) =>
    JSON.stringify({
      id,
      name: `#${id}`,
      line_items: [{ sku, quantity: 1, price: '19.99' }],
      shipping_address: {
        first_name: 'Grace',
        last_name: 'Hopper',
        address1: '1 Navy Yard',
        city: 'Arlington',
        province_code: 'VA',
        zip: '22202',
        country_code: 'US',
      },
    });

  beforeAll(async () => {
    t = await TestApp.start();
    victim = await t.newUser();
    squatter = await t.newUser();
    sku = `TEE-${newId().slice(-6)}`;
    await insertPreset(t.db, { variants: [{ sku, basePrice: '10.00' }], requiredAreas: [] });
    await insertFlatRate(t.db, (await insertShippingMethod(t.db, { name: 'Standard' })).id, '4.00', '1.50');
    const made = await t.gql(MAKE_STORE, { input: { name: 'Victim', platform: 'shopify', domain: SHOP, webhook_secret: VICTIM_SECRET } }, victim.token);
    expect(made.errors).toBeUndefined();
    victimStore = made.data!.makeStore._id;
  });
  afterAll(() => t.stop());

  it('a second seller registering the same shop (any case, spaces around) is refused with domain_taken and writes nothing', async () => {
    const before = await t.db.$count(stores);
    for (const domain of [SHOP, ' Victim-Shop.MyShopify.com ']) {
      const res = await t.gql(MAKE_STORE, { input: { name: 'Mine now', platform: 'shopify', domain, webhook_secret: SQUATTER_SECRET } }, squatter.token);
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors?.[0].extensions?.reasons).toEqual({ domain: 'domain_taken' });
    }
    expect(await t.db.$count(stores)).toBe(before);
  });

  it('moving an existing store onto a taken shop domain is refused too', async () => {
    const own = await t.gql(MAKE_STORE, { input: { name: 'Other shop', platform: 'shopify', domain: 'squatter.myshopify.com' } }, squatter.token);
    const res = await t.gql(MAKE_STORE, { input: { _id: own.data!.makeStore._id, domain: SHOP, webhook_secret: SQUATTER_SECRET } }, squatter.token);
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors?.[0].extensions?.reasons).toEqual({ domain: 'domain_taken' });
    const [row] = await t.db.select().from(stores).where(eq(stores.id, own.data!.makeStore._id));
    expect(row.domain).toBe('squatter.myshopify.com');
  });

  it('the victim’s signed deliveries are still accepted and the squatter’s refused', async () => {
    const ok = await deliver(order(7001), VICTIM_SECRET);
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, ok.body.data._id));
    expect(row).toMatchObject({ storeId: victimStore, sellerId: victim.id });
    expect((await deliver(order(7002), SQUATTER_SECRET)).status).toBe(401);
  });

  it('a trashed store frees its shop domain; restoring it while another store holds the domain is refused', async () => {
    const trashed = await t.gql(MAKE_STORE, { input: { name: 'Old', platform: 'shopify', domain: 'moving.myshopify.com' } }, victim.token);
    const oldId = trashed.data!.makeStore._id;
    expect(codeOf(await t.gql(MAKE_STORE, { input: { _id: oldId, status: 'trash' } }, victim.token))).toBeUndefined();
    const fresh = await t.gql(MAKE_STORE, { input: { name: 'New', platform: 'shopify', domain: 'moving.myshopify.com' } }, squatter.token);
    expect(fresh.errors).toBeUndefined();
    const restore = await t.gql(MAKE_STORE, { input: { _id: oldId, status: 'active' } }, victim.token);
    expect(codeOf(restore)).toBe('CONFLICT');
    expect(restore.errors?.[0].extensions?.reasons).toEqual({ domain: 'domain_taken' });
  });

  it('the migration leaves a domain held twice with the store that registered it first', async () => {
    // The state before the migration: the plain index, and a shop registered by two sellers.
    await t.db.execute(sql`DROP INDEX stores_platform_domain_key`);
    await t.db.execute(sql`CREATE INDEX stores_platform_domain_idx ON stores (platform, domain)`);
    const ids = [newId(), newId()];
    await t.db.insert(stores).values([
      { id: ids[0], sellerId: victim.id, name: 'First', platform: 'shopify', domain: 'twice.myshopify.com', createdAt: new Date('2026-01-01') },
      { id: ids[1], sellerId: squatter.id, name: 'Later', platform: 'shopify', domain: 'TWICE.myshopify.com', createdAt: new Date('2026-02-01') },
    ]);
    const migration = readFileSync(join(__dirname, '..', 'drizzle', '0038_store_domain_unique.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const rows = await t.db.select().from(stores).where(inArray(stores.id, ids));
    expect(Object.fromEntries(rows.map((r) => [r.name, r.domain]))).toEqual({ First: 'twice.myshopify.com', Later: null });
  });
});
