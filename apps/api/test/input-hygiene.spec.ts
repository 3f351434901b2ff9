import { codeOf, TestApp } from './harness';
import { wsClient } from './realtime';
import { operationFor, rootFields, textPlaces, type RootField } from './schema-walk';

const BAD = { NUL: 'a\u0000b', 'lone surrogate': 'a\uD800b', 'lone low surrogate': '\uDC00' };

describe('input hygiene: every string argument of the schema', () => {
  let t: TestApp;
  let fields: RootField[];
  let sr: Awaited<ReturnType<TestApp['userWithToken']>>;
  beforeAll(async () => {
    t = await TestApp.start();
    fields = await rootFields(t);
    sr = await t.userWithToken({ role: 'super_root' });
  });
  afterAll(() => t.stop());

  it('refuses a NUL or a lone surrogate anywhere in any argument as BAD_USER_INPUT naming it, before anything runs', async () => {
    let checked = 0;
    for (const { kind, field } of fields) {
      for (const arg of field.args) {
        for (const place of textPlaces(arg.type)) {
          for (const [label, text] of Object.entries(BAD)) {
            const { query, variables } = operationFor(kind, field, { [arg.name]: place.build(text) });
            const res = await t.gql(query, variables, sr.token, sr.super_token ? { 'x-super-token': sr.super_token } : {});
            const where = [arg.name, ...place.path].join('.');
            expect({ field: field.name, where, label, code: codeOf(res) }).toEqual({ field: field.name, where, label, code: 'BAD_USER_INPUT' });
            expect(res.errors![0].message).toContain(`"${arg.name}`);
            checked += 1;
          }
        }
      }
    }
    // The walk really covered the schema (nested input fields included), not an empty list.
    expect(checked).toBeGreaterThan(300);
  });

  it('names the nested argument, refuses string literals in the query and object keys in JSON too', async () => {
    const make = `mutation($params: MakeUserParams!) { makeUser(params: $params) { _id } }`;
    const nested = await t.gql(
      make,
      {
        params: {
          name: 'x',
          hubs: [
            { action: 'Create', name: 'ok' },
            { action: 'Create', name: 'bad\u0000' },
          ],
        },
      },
      sr.token,
    );
    expect(codeOf(nested)).toBe('BAD_USER_INPUT');
    expect(nested.errors![0].message).toBe('Argument "params.hubs.1.name" holds a NUL character.');
    expect(nested.errors![0].extensions?.reasons).toEqual({ 'params.hubs.1.name': 'invalid_character' });
    // These three answered INTERNAL before: PostgreSQL refuses the byte.
    for (const q of ['{ cliparts(name: "a\\u0000") { _id } }', '{ merchantGroups(name: "a\\u0000") { _id } }', '{ fileTags(name: "a\\u0000") { _id } }']) {
      const res = await t.gql(q, {}, sr.token);
      expect({ q, code: codeOf(res) }).toEqual({ q, code: 'BAD_USER_INPUT' });
      expect(res.errors![0].message).toMatch(/Argument "name" holds a NUL character/);
    }
    const key = await t.gql(`mutation($c: JSON) { updateProfile(customizer: $c) { _id } }`, { c: { ['theme\u0000']: 'dark' } }, sr.token);
    expect(codeOf(key)).toBe('BAD_USER_INPUT');
    // A valid surrogate pair (an emoji) is fine.
    const ok = await t.gql(`mutation($n: String) { updateProfile(name: $n) { name } }`, { n: 'Ann 😀' }, sr.token);
    expect(ok.errors).toBeUndefined();
  });

  it('text longer than 10,000 characters is refused unless the argument allows more', async () => {
    const res = await t.gql(`query($s: String) { users(search: $s) { _id } }`, { s: 'x'.repeat(10_001) }, sr.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('Argument "search" is longer than 10000 characters.');
    expect(res.errors![0].extensions?.reasons).toEqual({ search: 'too_long' });
  });

  it('the websocket gets the same gates: a bad string in a subscription, or a query over the cost limit sent over the socket', async () => {
    const client = wsClient(t.url, sr.token);
    const refusal = (query: string, variables: Record<string, unknown> = {}) =>
      new Promise<Array<{ message: string; extensions?: { code?: string } }>>((resolve) => {
        client.subscribe(
          { query, variables },
          { next: (v) => resolve((v.errors ?? []) as never), error: (e) => resolve(e as never), complete: () => resolve([]) },
        );
      });
    try {
      const nul = await refusal('subscription($id: ID!) { jobProgress(_id: $id) { _id } }', { id: 'a\u0000' });
      expect(nul[0]).toMatchObject({ message: 'Argument "_id" holds a NUL character.', extensions: { code: 'BAD_USER_INPUT' } });
      const aliases = await refusal(`{ ${Array.from({ length: 60 }, (_, i) => `a${i}: cUser { _id }`).join(' ')} }`);
      expect(aliases[0]).toMatchObject({ message: expect.stringMatching(/60 aliased fields/), extensions: { code: 'BAD_USER_INPUT' } });
      // An ordinary query over the socket still answers.
      const ok = await new Promise<unknown>((resolve, reject) =>
        client.subscribe({ query: '{ cUser { _id } }' }, { next: (v) => resolve(v.data), error: reject, complete: () => undefined }),
      );
      expect(ok).toEqual({ cUser: { _id: sr.id } });
    } finally {
      await client.dispose();
    }
  });
});
