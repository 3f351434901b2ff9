import { createHmac } from 'node:crypto';
import type { Application } from 'express';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_MAX_STRING } from '../src/platform/common/graphql/input-hygiene';
import { dbInputRefusal } from '../src/platform/common/sql';
import { SessionsRepository } from '../src/platform/auth/sessions.repository';
import { TokensService } from '../src/platform/auth/tokens.service';
import { users } from '../src/platform/db/schema';
import { doc, TestApp, type SignedInUser } from './harness';

const MAKE_STORE = doc<{ makeStore: { _id: string } }>(`mutation($input: MakeStoreInput!) { makeStore(input: $input) { _id } }`);

interface Route {
  method: string;
  path: string;
}

/** Every route Nest registered on the HTTP server (GraphQL is Apollo's middleware, not a route: input-hygiene.spec walks it). */
function routesOf(t: TestApp): Route[] {
  const express = t.app.getHttpAdapter().getInstance() as Application;
  const router = express.router as unknown as { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
  return router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => ({ method, path: layer.route!.path.replace(/[:*]\w+/g, 'x') })) : [],
  );
}

const bodiless = (route: Route) => ['get', 'head', 'options'].includes(route.method);

let deep: unknown = 'leaf';
for (let i = 0; i < 100; i++) deep = { deeper: deep };

/** Strings every route must refuse before reading them (400, reason named) ... */
const HOSTILE_TEXT: Record<string, string> = {
  nul: 'ada\u0000@example.com',
  'lone surrogate': 'Ada \ud800 Lovelace',
  '100k characters': 'x'.repeat(100_000),
};
/** ... and values of the wrong shape, which each route refuses (or ignores) without a 500. */
const WRONG_SHAPES: Record<string, unknown> = {
  number: 12345,
  boolean: true,
  null: null,
  array: ['a', 'b'],
  'nested object': { nested: { email: 'a@example.com', items: [{ sku: 1 }] } },
  'nested NUL': { nested: ['ok', { bad: 'x\u0000y' }] },
  'nested lone surrogate key': { ['k\udc00']: 'v' },
  '100 levels deep': deep,
};
/** The fields the REST routes read (login, register, bookmarks, search, Shopify orders); any other route still gets them all. */
const FIELDS = ['email', 'password', 'name', 'q', 'id', 'obj', 'line_items', 'shipping_address'];

describe('REST input hygiene: every route, hostile input, never a 500 and nothing written', () => {
  let t: TestApp;
  let root: SignedInUser;
  let routes: Route[];
  const SECRET = 'shpss_walk_secret_0123456789';
  const SHOP = 'walk.myshopify.com';

  /** Rows per table (the API log of refused webhooks is written by design, sessions are minted by this test). */
  const rowCounts = async () => {
    const tables = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'token_access_logs', 'access_log_counts', '__drizzle_migrations')`,
    );
    const counts = await t.db.execute<{ t: string; n: number }>(
      sql.raw(tables.rows.map((r) => `select '${r.table_name}' as t, count(*)::int as n from "${r.table_name}"`).join(' union all ')),
    );
    return Object.fromEntries(counts.rows.map((r) => [r.t, r.n]));
  };

  /** A fresh session of root per request: the walk also calls logout and refresh, which end the one they get. */
  const freshToken = async () => {
    const sid = await t.app.get(SessionsRepository).create({ userId: root.id, kind: 'user', ttlSeconds: 600 });
    return t.app.get(TokensService).sign({ sub: root.id, sid, typ: 'user' }, 600);
  };

  const send = async (route: Route, value: unknown, token: string | null, where: 'body' | 'query') => {
    const fields = Object.fromEntries(FIELDS.map((f) => [f, value]));
    const body = JSON.stringify(where === 'body' ? fields : {});
    // 100k characters cannot travel in a URL (Node answers 431 past 16 KB of headers): the query gets one over the limit.
    const inQuery = typeof value === 'string' && value.length > DEFAULT_MAX_STRING ? 'x'.repeat(DEFAULT_MAX_STRING + 1) : String(value);
    const query = where === 'query' ? `?q=${encodeURIComponent(inQuery)}` : '';
    const http = t.http();
    let req = http[route.method as 'post'](`${route.path}${query}`)
      .set('content-type', 'application/json')
      // Signed as the shop's own delivery, so the webhook reads the body instead of stopping at the signature.
      .set('x-shopify-shop-domain', SHOP)
      .set('x-shopify-topic', 'orders/create')
      .set('x-shopify-hmac-sha256', createHmac('sha256', SECRET).update(body, 'utf8').digest('base64'));
    if (token) req = req.set('authorization', `Bearer ${token}`);
    return bodiless(route) ? req : req.send(body);
  };

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.newUser({ role: 'super_root' });
    const seller = await t.newUser();
    await t.gql(MAKE_STORE, { input: { name: 'Walk', platform: 'shopify', domain: SHOP, webhook_secret: SECRET } }, seller.token);
    routes = routesOf(t);
  });
  afterAll(() => t.stop());

  it('finds the REST routes from the router', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const names = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    for (const known of [
      'POST /auth',
      'POST /api/authenticate/register/user',
      'POST /api/webhooks/shopify/orders-create',
      'GET /api/main-search/data',
      'GET /api/extensions/rules',
      'PUT /_storage/x',
    ]) {
      expect(names).toContain(known);
    }
  });

  it('a NUL, a lone surrogate or 100k characters, in the body or the query, is refused with 400 and its reason on every route', async () => {
    for (const route of routes) {
      for (const [name, value] of Object.entries(HOSTILE_TEXT)) {
        for (const caller of ['anonymous', 'signed in'] as const) {
          // A lone surrogate cannot travel in a URL (it is not UTF-8): the query gets the other two.
          const places = [...(bodiless(route) ? [] : (['body'] as const)), ...(name === 'lone surrogate' ? [] : (['query'] as const))];
          for (const where of places) {
            const before = await rowCounts();
            const res = await send(route, value, caller === 'anonymous' ? null : await freshToken(), where);
            const reason = Object.values(res.body.errors?.[0]?.reasons ?? {})[0];
            expect({ route, name, caller, where, status: res.status, reason }).toEqual({
              route,
              name,
              caller,
              where,
              status: 400,
              reason: name === '100k characters' ? 'too_long' : 'invalid_character',
            });
            expect(await rowCounts()).toEqual(before);
          }
        }
      }
    }
  });

  it('values of the wrong type or shape never answer 500, and a refusal writes nothing', async () => {
    let refused = 0;
    for (const route of routes) {
      for (const [name, value] of Object.entries(WRONG_SHAPES)) {
        for (const caller of ['anonymous', 'signed in'] as const) {
          const before = await rowCounts();
          const res = await send(route, value, caller === 'anonymous' ? null : await freshToken(), bodiless(route) ? 'query' : 'body');
          expect({ route, name, caller, status: res.status < 500 }).toEqual({ route, name, caller, status: true });
          if (res.status >= 400) {
            refused += 1;
            expect({ route, name, caller, rows: await rowCounts() }).toEqual({ route, name, caller, rows: before });
          }
        }
      }
    }
    expect(refused).toBeGreaterThan(routes.length * 4);
  });

  it('registering with a lone surrogate in the name is refused, not stored as U+FFFD', async () => {
    const email = 'surrogate@example.com';
    const res = await t.http().post('/api/authenticate/register/user').send({ name: 'Ada \ud800', email, password: 'Password123' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'BAD_USER_INPUT', reasons: { name: 'invalid_character' } });
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('a database refusal of what the caller sent is a 4xx, not a 500 (the filter maps SQLSTATE classes 22 and 23)', async () => {
    const pgError = (statement: string) =>
      t.db.execute(sql.raw(statement)).then(
        () => null,
        (e: unknown) => e,
      );
    expect(dbInputRefusal(await pgError(`select 'a\\x00'::text, convert_from('\\x00'::bytea, 'UTF8')`))?.code).toBe('BAD_USER_INPUT');
    expect(dbInputRefusal(await pgError(`select 'not a number'::int`))?.code).toBe('BAD_USER_INPUT');
    expect(dbInputRefusal(await pgError(`insert into users (id) values (null)`))?.code).toBe('BAD_USER_INPUT');
    expect(dbInputRefusal(await pgError(`select pg_sleep(-1) from nowhere_at_all`))).toBeNull();
  });
});
