import jwt from 'jsonwebtoken';
import { eq } from 'drizzle-orm';
import { users } from '../src/platform/db/schema';
import { codeOf, doc, TestApp } from './harness';

describe('bad input never reaches a 500, a stack trace or the database', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<TestApp['userWithToken']>>;
  beforeAll(async () => {
    t = await TestApp.start();
    me = await t.userWithToken({ role: 'sale' });
  });
  afterAll(() => t.stop());

  const noLeak = (body: unknown) => {
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/at .*\.(js|ts):\d+|stacktrace|node_modules|SELECT |relation "/i);
  };

  it.each([
    ['unknown field', `{ cUser { _id notAField } }`, {}],
    ['unknown argument', `{ notifications(bogus: 1) { _id } }`, {}],
    ['wrong variable type', `query($s: String) { notificationsCount(status: $s) }`, { s: { nested: true } }],
    ['wrong argument type', `mutation { toggleDesignProduction(_id: "x", is_hide: "yes") { _id } }`, {}],
    ['syntax error', `{ cUser { _id `, {}],
  ])('%s answers BAD_USER_INPUT', async (_name, query, variables) => {
    const res = await t.gql(query, variables, me.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    noLeak(res.errors);
  });

  it('refuses queries nested too deep', async () => {
    const nested = (levels: number) => {
      let q = '__typename';
      for (let i = 0; i < levels; i++) q = `... on Query { ${q} }`;
      return t.gql(`{ cUser { _id } ${q} }`, {}, me.token);
    };
    expect((await t.gql(`{ cUser { group { _id } permission { access { view } } } }`, {}, me.token)).errors).toBeUndefined();
    // 11 fragments and the field inside them are 12 levels, the most allowed; one more is refused.
    expect((await nested(11)).errors).toBeUndefined();
    const res = await nested(12);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toBe('Query is nested deeper than 12 levels.');
    expect(codeOf(await nested(20))).toBe('BAD_USER_INPUT');
  });

  it('answers a body over 1 MB with 413 and a message', async () => {
    const res = await t
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('authorization', `Bearer ${me.token}`)
      .send(JSON.stringify({ query: '{ cUser { _id } }', variables: { x: 'a'.repeat(1_100_000) } }));
    expect(res.status).toBe(413);
    expect(res.body.errors[0].msg).toMatch(/too large/);
  });

  it('answers forged, expired, truncated and wrong-algorithm tokens with UNAUTHENTICATED', async () => {
    const claims = { sub: me.id, sid: 'x', typ: 'user' };
    const tokens = [
      jwt.sign(claims, 'another-secret-another-secret-another', { issuer: 'pod-api' }),
      jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, t.env.JWT_SECRET, { issuer: 'pod-api' }),
      me.token.slice(0, -5),
      jwt.sign(claims, '', { algorithm: 'none' } as jwt.SignOptions),
      'pod_aaaaaaaaaaaa_' + 'b'.repeat(43),
      'x'.repeat(5000),
    ];
    for (const token of tokens) {
      const res = await t.gql(`{ cUser { _id } }`, {}, token);
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
      noLeak(res);
    }
  });

  it('stores SQL and HTML verbatim and harmlessly', async () => {
    const evil = `Robert'); DROP TABLE users;-- <img src=x onerror=alert(1)>`;
    const res = await t.gql(doc<{ updateProfile: { name: string } }>(`mutation($n: String) { updateProfile(name: $n) { name } }`), { n: evil }, me.token);
    expect(res.data!.updateProfile.name).toBe(evil);
    expect(await t.db.$count(users)).toBeGreaterThan(0);
  });

  it.each([
    ['empty name', { name: '' }, 'name'],
    ['10,000-character name', { name: 'x'.repeat(10_000) }, 'name'],
    ['10,000-character skype', { skype: 'x'.repeat(10_000) }, 'skype'],
    ['phone number in words', { phone_number: 'call me maybe' }, 'phone_number'],
    ['customizer as a list', { customizer: [1, 2] }, 'customizer'],
    ['weak new password', { new_password: 'Short-1', password: 'Test-pass-1' }, 'new_password'],
    ['new password without a digit', { new_password: 'Long-enough', password: 'Test-pass-1' }, 'new_password'],
    ['new password over 128 characters', { new_password: `A1${'x'.repeat(127)}`, password: 'Test-pass-1' }, 'new_password'],
    ['new password without the current one', { new_password: 'Long-enough-1' }, 'password'],
  ])('updateProfile with %s is refused with a field message and writes nothing', async (_label, vars, field) => {
    const [before] = await t.db.select().from(users).where(eq(users.id, me.id));
    const res = await t.gql(
      `mutation($name: String, $skype: String, $phone_number: String, $customizer: JSON, $password: String, $new_password: String) {
        updateProfile(name: $name, skype: $skype, phone_number: $phone_number, customizer: $customizer, password: $password, new_password: $new_password) { _id } }`,
      vars,
      me.token,
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields![field]).toBeTruthy();
    const [after] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(after).toEqual(before);
  });

  it('refuses a customizer with unknown keys or values outside the spec options, and writes nothing; a valid one is saved', async () => {
    const save = (c: unknown) => t.gql(`mutation($c: JSON) { updateProfile(customizer: $c) { customizer theme navbarType } }`, { c }, me.token);
    const [before] = await t.db.select().from(users).where(eq(users.id, me.id));
    const bad = await save({ role: 'root', junk: 1 });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions?.reasons).toEqual({ 'customizer.role': 'unknown_value', 'customizer.junk': 'unknown_value' });
    const value = await save({ theme: 'dark', navbarType: 'rocket', navbarColor: 'url(evil)' });
    expect(value.errors![0].extensions?.fields).toEqual({
      'customizer.navbarType': 'Unknown navbarType "rocket". Use hidden, static, sticky, floating.',
      'customizer.navbarColor': 'navbarColor must be a colour name or #rrggbb.',
    });
    expect((await t.db.select().from(users).where(eq(users.id, me.id)))[0]).toEqual(before);
    const good = await save({ theme: 'dark', navbarColor: '#112233' });
    expect(good.errors).toBeUndefined();
    expect(good.data!.updateProfile).toMatchObject({ theme: 'dark', navbarType: 'sticky', customizer: expect.objectContaining({ navbarColor: '#112233' }) });
  });

  it('REST routes answer unknown paths and methods without leaking', async () => {
    const res = await t.http().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    noLeak(res.body);
  });
});
