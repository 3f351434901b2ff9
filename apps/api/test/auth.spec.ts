import { eq } from 'drizzle-orm';
import { auditLogs, sessions, tokenAccessLogs, users } from '../src/platform/db/schema';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ROLES, type Role } from '@pod/shared';
import type { SeedContext } from '../src/seed/context';
import { seedUserGroups } from '../src/seed/user-groups';
import { DEMO_PASSWORD, demoEmail, seedUsers } from '../src/seed/users';
import { codeOf, doc, PASSWORD, TestApp } from './harness';

const ME = doc<{ cUser: { _id: string; email: string; role: string } | null }>(`{ cUser { _id email role } }`);
const API_TOKEN = doc<{ apiToken: { prefix: string } | null }>(`{ apiToken { prefix } }`);
const REGENERATE = doc<{ regenerateApiToken: { token: string; prefix?: string } }>(`mutation { regenerateApiToken(scopes: ["orders:read"]) { token prefix } }`);

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  it('logs in and answers token, role, groups, customizer; the token answers cUser', async () => {
    const u = await t.createUser({ role: 'fulfiller' });
    const res = await t.http().post('/auth').send({ email: u.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: 'fulfiller', groups: ['fulfiller'], _id: u.id });
    expect(res.body.data.customizer).toMatchObject({ layout: 'vertical', theme: 'light', navbarType: 'sticky' });
    expect(res.body.data.super_token).toBeUndefined();
    const me = await t.gql(ME, {}, res.body.data.token);
    expect(me.data?.cUser).toMatchObject({ _id: u.id, role: 'fulfiller' });
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    const u = await t.createUser({ role: 'sale' });
    const wrong = await t.http().post('/auth').send({ email: u.email, password: 'Wrong-pass-1' });
    const unknown = await t.http().post('/api/authenticate/login/user').send({ email: 'nobody@test.pod', password: 'Wrong-pass-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      errors: [{ msg: 'Email Or Password Invalid', code: 'UNAUTHENTICATED', text: { code: 'login_invalid', params: {} } }],
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{}, 'Please enter your email and password.'],
    [{ email: 'a@b.co' }, 'Please enter your email and password.'],
    [{ email: ['x'], password: 1 }, 'Please enter your email and password.'],
  ])('refuses malformed credentials %j', async (body, msg) => {
    const res = await t.http().post('/auth').send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].msg).toBe(msg);
  });

  it('answers malformed JSON with 400 and a message, not a stack', async () => {
    const res = await t.http().post('/auth').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ msg: 'Malformed JSON body', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('gives super-level users a separate super token', async () => {
    for (const role of ['super_root', 'root', 'accounting']) {
      const u = await t.createUser({ role });
      const s = await t.login(u.email);
      expect(s.super_token).toBeTruthy();
      expect(s.super_token).not.toBe(s.token);
      // The super token is not a normal bearer token.
      expect(codeOf(await t.gql(ME, {}, s.super_token))).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a disabled account and revokes its live sessions at once', async () => {
    const u = await t.userWithToken({ role: 'printer' });
    expect((await t.gql(ME, {}, u.token)).data?.cUser).toBeTruthy();
    await t.db.update(users).set({ status: 'Disabled' }).where(eq(users.id, u.id));
    t.forgetCaches();
    expect(codeOf(await t.gql(ME, {}, u.token))).toBe('UNAUTHENTICATED');
    const res = await t.http().post('/auth').send({ email: u.email, password: PASSWORD });
    expect(res.status).toBe(403);
  });
});

describe('register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  const register = (body: object) => t.http().post('/api/authenticate/register/user').send(body);

  it.each([
    [{ name: '', email: 'new@test.pod', password: 'Abcdefg-1' }, 'Please enter your name.'],
    [{ name: '   ', email: 'new@test.pod', password: 'Abcdefg-1' }, 'Please enter your name.'],
    [{ name: 'New', email: 'not-an-email', password: 'Abcdefg-1' }, 'Please enter a valid email address.'],
    [{ name: 'New', email: 'new@test.pod', password: 'short1' }, 'Password must be at least 8 characters.'],
    [{ name: 'New', email: 'new@test.pod', password: 'lettersonly' }, 'Password must contain at least one letter and one number.'],
    [{ name: 'x'.repeat(5000), email: 'new@test.pod', password: 'Abcdefg-1' }, 'Name must be at most 200 characters.'],
  ])('refuses %j with a clear message and writes nothing', async (body, msg) => {
    const before = await t.db.$count(users);
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].msg).toBe(msg);
    expect(await t.db.$count(users)).toBe(before);
  });

  it('registers a seller, then refuses the same email in any case', async () => {
    const ok = await register({ name: 'Seller <b>One</b>', email: 'Seller1@Test.pod', password: 'Abcdefg-1' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.role).toBe('sale');
    const me = await t.gql(`{ cUser { name email } }`, {}, ok.body.data.token);
    expect(me.data?.cUser).toEqual({ name: 'Seller <b>One</b>', email: 'seller1@test.pod' });
    const dup = await register({ name: 'Again', email: 'SELLER1@test.pod', password: 'Abcdefg-1' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0].msg).toBe('This email is already in use.');
  });
});

describe('tokens: refresh, logout, password change, API token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  it('refresh answers 401 Invalid access token for a bad, forged or revoked token', async () => {
    for (const token of ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig']) {
      const res = await t.http().post('/api/authenticate/refresh-token').set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.errors[0].msg).toBe('Invalid access token');
    }
    const none = await t.http().post('/api/authenticate/refresh-token');
    expect(none.status).toBe(401);
  });

  it('refresh rotates: the new token works and the old one stops', async () => {
    const u = await t.userWithToken({ role: 'sale' });
    const res = await t.http().post('/api/authenticate/refresh-token').set('authorization', `Bearer ${u.token}`);
    expect(res.status).toBe(200);
    expect((await t.gql(ME, {}, res.body.data.token)).data?.cUser).toBeTruthy();
    expect(codeOf(await t.gql(ME, {}, u.token))).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the token at once, though its session was just answered from memory', async () => {
    const u = await t.userWithToken({ role: 'fulfiller' });
    expect((await t.gql(ME, {}, u.token)).data?.cUser).toBeTruthy();
    await t.http().post('/api/authenticate/logout').set('authorization', `Bearer ${u.token}`).expect(200);
    expect(codeOf(await t.gql(ME, {}, u.token))).toBe('UNAUTHENTICATED');
  });

  it('a session is read once per SESSION_CACHE_MS: a revoke made elsewhere shows when it passes', async () => {
    const cached = await TestApp.start({ SESSION_CACHE_MS: '2000' });
    try {
      const u = await cached.userWithToken({ role: 'sale' });
      expect((await cached.gql(ME, {}, u.token)).data?.cUser).toBeTruthy();
      // Another process revokes it (straight in the table): this one keeps serving from memory…
      await cached.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, u.id));
      expect((await cached.gql(ME, {}, u.token)).data?.cUser).toBeTruthy();
      // …for at most the TTL (and a little slack for a loaded machine).
      await cached.waitFor(async () => codeOf(await cached.gql(ME, {}, u.token)) === 'UNAUTHENTICATED', { timeout: 3000, what: 'the revoke to show' });
    } finally {
      await cached.stop();
    }
  });

  it('a password change checks the current password, then ends the other sessions', async () => {
    const u = await t.userWithToken({ role: 'order_qc' });
    const other = await t.login(u.email);
    const change = `mutation($p: String, $n: String) { updateProfile(password: $p, new_password: $n) { _id } }`;
    const wrong = await t.gql(change, { p: 'Wrong-pass-1', n: 'Brand-new-2' }, u.token);
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0].extensions?.fields?.password).toBe('Current password is incorrect.');
    expect((await t.gql(ME, {}, other.token)).data?.cUser).toBeTruthy();
    const ok = await t.gql(change, { p: PASSWORD, n: 'Brand-new-2' }, u.token);
    expect(ok.errors).toBeUndefined();
    expect(codeOf(await t.gql(ME, {}, other.token))).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, u.token)).data?.cUser).toBeTruthy();
    expect((await t.http().post('/auth').send({ email: u.email, password: 'Brand-new-2' })).status).toBe(200);
  });

  it('API token: shown once, works as a bearer, is logged, and regenerating kills the old one', async () => {
    const u = await t.userWithToken({ role: 'sale' });
    expect((await t.gql(API_TOKEN, {}, u.token)).data?.apiToken).toBeNull();
    const first = (await t.gql(REGENERATE, {}, u.token)).data!.regenerateApiToken;
    expect(first.token).toMatch(/^pod_/);
    const stored = (await t.db.select({ hash: users.apiTokenHash }).from(users).where(eq(users.id, u.id)))[0];
    expect(stored.hash).not.toContain(first.token);
    expect((await t.gql(ME, {}, first.token)).data?.cUser?._id).toBe(u.id);
    const second = (await t.gql(REGENERATE, {}, u.token)).data!.regenerateApiToken;
    expect(codeOf(await t.gql(ME, {}, first.token))).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, second.token)).data?.cUser?._id).toBe(u.id);
    const info = (await t.gql(API_TOKEN, {}, u.token)).data?.apiToken;
    expect(second.token.startsWith(info!.prefix.replace('…', ''))).toBe(true);
    const logs = await t.db.select().from(tokenAccessLogs);
    expect(logs.some((l) => l.userId === u.id && l.operation === 'cUser' && l.outcome === 'ok')).toBe(true);
    expect(logs.some((l) => l.outcome === 'invalid')).toBe(true);
  });
});

describe('switch user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());
  const SWITCH = doc<{ switchUser: { token: string; _id: string } }>(`mutation($id: ID!) { switchUser(_id: $id) { token _id } }`);
  const PERMS = doc<{ userPermissions: Array<{ module: string; access: Record<'view' | 'add' | 'update' | 'delete', boolean> }> }>(
    `{ userPermissions { module access { view add update delete } } }`,
  );

  it('is refused without a super token, with a forged one, and for non-super users', async () => {
    const root = await t.userWithToken({ role: 'root' });
    const target = await t.createUser({ role: 'sale' });
    expect(codeOf(await t.gql(SWITCH, { id: target.id }, root.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SWITCH, { id: target.id }, root.token, { 'x-super-token': root.token }))).toBe('FORBIDDEN');
    const seller = await t.userWithToken({ role: 'sale' });
    expect(codeOf(await t.gql(SWITCH, { id: target.id }, seller.token, { 'x-super-token': 'abc' }))).toBe('FORBIDDEN');
  });

  it('answers a token for the target; writes record who really acted', async () => {
    const root = await t.userWithToken({ role: 'root' });
    // A printer's rights (manufacturing, tags) are within root's.
    const target = await t.createUser({ role: 'printer' });
    const res = await t.gql(SWITCH, { id: target.id }, root.token, { 'x-super-token': root.super_token! });
    expect(res.data?.switchUser._id).toBe(target.id);
    const token = res.data!.switchUser.token;
    expect((await t.gql(ME, {}, token, { 'x-fake-login': '1' })).data?.cUser?._id).toBe(target.id);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, target.id));
    expect(live.find((s) => s.kind === 'impersonation')?.actorId).toBe(root.id);
    await t.gql(`mutation { updateProfile(skype: "acting.as.seller") { _id } }`, {}, token, { 'x-fake-login': '1' });
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.operation, 'updateProfile'));
    expect(audit).toEqual([expect.objectContaining({ userId: target.id, actorId: root.id, details: { impersonated: true } })]);
  });

  it("every pair of demo roles, both ways: allowed only onto rights within the actor's (role rank and every module action)", async () => {
    const groups = await seedUserGroups({ db: t.db } as SeedContext);
    const ids = await seedUsers({ db: t.db } as SeedContext, groups);
    t.forgetCaches();
    const signed = new Map<Role, { token: string; super_token?: string }>();
    const perms = new Map<Role, Set<string>>();
    for (const role of ROLES) {
      const s = await t.login(demoEmail(role), DEMO_PASSWORD);
      signed.set(role, s);
      const list = (await t.gql(PERMS, {}, s.token)).data!.userPermissions;
      perms.set(role, new Set(list.flatMap((p) => (['view', 'add', 'update', 'delete'] as const).filter((a) => p.access[a]).map((a) => `${p.module}:${a}`))));
    }
    // Rank: super_root above root above accounting above everyone else (super_root's demo user is also in root).
    const RANK: Partial<Record<Role, number>> = { super_root: 3, root: 2, accounting: 1 };
    const within = (actor: Role, target: Role) => (RANK[target] ?? 0) <= (RANK[actor] ?? 0) && [...perms.get(target)!].every((p) => perms.get(actor)!.has(p));
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const actor of ROLES) {
      const a = signed.get(actor)!;
      for (const target of ROLES) {
        if (target === actor) continue;
        const res = await t.gql(SWITCH, { id: ids.get(target)! }, a.token, { 'x-super-token': a.super_token ?? a.token });
        const ok = res.data?.switchUser?._id === ids.get(target);
        if (!ok) expect(codeOf(res)).toBe('FORBIDDEN');
        outcomes.push(`${actor}->${target}:${ok ? 'allowed' : 'refused'}`);
        expected.push(`${actor}->${target}:${a.super_token && within(actor, target) ? 'allowed' : 'refused'}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // The case, and the ones that must stay possible.
    expect(outcomes).toContain('accounting->root:refused');
    expect(outcomes).toContain('root->super_root:refused');
    expect(outcomes.filter((o) => o.startsWith('super_root->')).every((o) => o.endsWith(':allowed'))).toBe(true);
    expect(outcomes).toContain('root->accounting:allowed');
    expect(outcomes).toContain('root->printer:allowed');
    // Accounting reaches nothing beyond its billing: no demo role's rights are within it.
    expect(outcomes.filter((o) => o.startsWith('accounting->') && o.endsWith(':allowed'))).toEqual([]);
  });

  it('root cannot become a super_root; super_root can', async () => {
    const root = await t.userWithToken({ role: 'root' });
    const sr = await t.userWithToken({ role: 'super_root' });
    const other = await t.createUser({ role: 'super_root' });
    expect(codeOf(await t.gql(SWITCH, { id: other.id }, root.token, { 'x-super-token': root.super_token! }))).toBe('FORBIDDEN');
    expect((await t.gql(SWITCH, { id: other.id }, sr.token, { 'x-super-token': sr.super_token! })).data?.switchUser._id).toBe(other.id);
  });
});

describe('introspection', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';
  // Through a root fragment too: the check looks past the first level.
  const HIDDEN = '{ ...Q } fragment Q on Query { __type(name: "User") { name } }';

  it('is open in development and tests', async () => {
    const t = await TestApp.start();
    try {
      expect((await t.gql(INTROSPECT)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await t.stop();
    }
  });

  it('needs a signed-in user in production', async () => {
    const t = await TestApp.start({ NODE_ENV: 'production' });
    try {
      for (const query of [INTROSPECT, HIDDEN]) {
        const anonymous = await t.gql(query);
        expect({ query, code: codeOf(anonymous), data: anonymous.data }).toEqual({ query, code: 'UNAUTHENTICATED', data: undefined });
        expect(anonymous.status).toBe(401);
      }
      const u = await t.userWithToken({ role: 'sale' });
      expect((await t.gql(INTROSPECT, {}, u.token)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      // Ordinary anonymous requests are unaffected.
      expect((await t.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
      // Nor over the websocket, where graphql-ws runs operations without Apollo's plugins.
      const anonymousSocket = createClient({ url: t.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0 });
      try {
        const refused = await new Promise<unknown>((resolve) =>
          anonymousSocket.subscribe({ query: INTROSPECT }, { next: (v) => resolve(v), error: (e) => resolve(e), complete: () => undefined }),
        );
        expect(refused).toEqual([
          expect.objectContaining({
            message: 'Sign in to read the schema.',
            extensions: { code: 'UNAUTHENTICATED', text: { code: 'sign_in_needed', params: {} } },
          }),
        ]);
      } finally {
        await anonymousSocket.dispose();
      }
    } finally {
      await t.stop();
    }
  });
});
