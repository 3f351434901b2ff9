import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { print, validate, type DocumentNode } from 'graphql';
import { costLimit, COST_LIMITS } from '../src/platform/common/graphql/cost-limit';
import { codeOf, TestApp, type SignedInUser } from './harness';

/** Every document the web app sends, as its generated code holds them (fragments included). */
function webDocuments(): Array<{ name: string; document: DocumentNode }> {
  // Loaded at run time: the web's generated code is not part of the API's TypeScript program.
  const generated = jest.requireActual<Record<string, unknown>>(join(__dirname, '../../web/src/gql/graphql.ts'));
  return Object.entries(generated)
    .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as { kind?: string }).kind === 'Document')
    .map(([name, document]) => ({ name: name.replace(/Document$/, ''), document }));
}

describe('cost limit', () => {
  let t: TestApp;
  let sr: SignedInUser;
  beforeAll(async () => ({ t, sr } = await TestApp.startWith({ sr: 'super_root' })));
  afterAll(() => t.stop());

  it('refuses 2,000 aliases of cUser before running, quickly, with a clear message', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: cUser { _id }`).join(' ')} }`;
    const started = Date.now();
    const res = await t.gql(aliases(2000), {}, sr.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    // So many aliases do not even parse: the token cap stops them first.
    expect(res.errors![0].message).toMatch(/more that 5000 tokens/);
    expect(res.data).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
    // Fewer, within the token cap, meet the alias limit.
    const sixty = await t.gql(aliases(60), {}, sr.token);
    expect(codeOf(sixty)).toBe('BAD_USER_INPUT');
    expect(sixty.errors![0].message).toBe('This request asks for too much: 60 aliased fields (at most 50). Split it into smaller requests.');
    expect(sixty.data).toBeUndefined();
    // 50 aliases are still fine.
    const fifty = await t.gql(aliases(50), {}, sr.token);
    expect(fifty.errors).toBeUndefined();
  });

  it('refuses lists nested in lists, wide selections, long token streams and batched requests', async () => {
    // Embedded lists (hubs, permissions) under a full page are fine…
    const page = `users(perPage: 200) { _id email name group { _id } hubs { _id name } permission { module access { view add update delete } } }`;
    expect((await t.gql(`{ ${page} }`, {}, sr.token)).errors).toBeUndefined();
    // …ten full pages in one request are not, although they use only 10 aliases.
    const pages = await t.gql(`{ ${Array.from({ length: 10 }, (_, i) => `p${i}: ${page}`).join(' ')} }`, {}, sr.token);
    expect(codeOf(pages)).toBe('BAD_USER_INPUT');
    expect(pages.errors![0].message).toMatch(/a cost over 25000/);
    // Fields repeated without aliases merge into one but still count as selections.
    const wide = await t.gql(`{ cUser { ${'_id '.repeat(1200)} } }`, {}, sr.token);
    expect(codeOf(wide)).toBe('BAD_USER_INPUT');
    expect(wide.errors![0].message).toMatch(/more than 1000 fields/);
    const tokens = await t.gql(`{ cUser { _id } } ${'fragment F on User { _id } '.repeat(COST_LIMITS.tokens / 6)}`, {}, sr.token);
    expect(codeOf(tokens)).toBe('BAD_USER_INPUT');
    expect(tokens.errors![0].message).toMatch(/more that 5000 tokens/);
    const batch = await t
      .http()
      .post('/graphql')
      .set('authorization', `Bearer ${sr.token}`)
      .send([{ query: '{ cUser { _id } }' }, { query: '{ cUser { _id } }' }]);
    expect(batch.status).toBe(400);
  });

  it('accepts every query and mutation the web app sends, as generated', async () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const docs = webDocuments();
    expect(docs.length).toBeGreaterThan(30);
    for (const { name, document } of docs) {
      const errors = validate(schema, document, [costLimit]);
      expect({ name, errors: errors.map((e) => e.message) }).toEqual({ name, errors: [] });
    }
    // And a real screen's query, the user form's, runs through the server.
    const getUser = docs.find((d) => d.name === 'GetUserById')!;
    const res = await t.gql(print(getUser.document), { _id: sr.id }, sr.token);
    expect(res.errors).toBeUndefined();
  });
});
