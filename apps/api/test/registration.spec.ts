import { eq, sql } from 'drizzle-orm';
import { REGISTER_LIMIT, TOKEN_LIMIT } from '../src/modules/accounts/accounts.service';
import { ConfigError, loadEnv } from '../src/platform/config/env';
import { invitations, stores, users } from '../src/platform/db/schema';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

const REGENERATE = doc<{ regenerateApiToken: { prefix: string } }>(`mutation { regenerateApiToken(scopes: ["orders:read"]) { prefix } }`);
const MAKE_STORE = doc<{ makeStore: { _id: string } }>(`mutation($input: MakeStoreInput!) { makeStore(input: $input) { _id } }`);
const ROTATE = doc<{ rotateStoreToken: { prefix: string } }>(`mutation($id: ID!) { rotateStoreToken(store_id: $id) { prefix } }`);
const INVITE = doc<{ createInvitation: { code: string; path: string; email: string | null; expires_at: string } }>(
  `mutation($email: String) { createInvitation(email: $email) { code path email expires_at } }`,
);

const PASSWORD = 'Abcdefg-1';
let seq = 0;
const newcomer = (extra: Record<string, unknown> = {}) => ({ name: 'New Seller', email: `newcomer${++seq}@example.com`, password: PASSWORD, ...extra });

describe('the REGISTRATION setting', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), STORAGE_SECRET: 'x'.repeat(32), CREDENTIALS_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/pod-env-test' };

  it('is open outside production, closed by default in production, and any other value stops the boot', () => {
    expect(loadEnv({ ...base, NODE_ENV: 'development' }).REGISTRATION).toBe('open');
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).REGISTRATION).toBe('closed');
    expect(loadEnv({ ...base, NODE_ENV: 'production', REGISTRATION: 'invite' }).REGISTRATION).toBe('invite');
    expect(() => loadEnv({ ...base, REGISTRATION: 'yes' })).toThrow(ConfigError);
  });
});

describe('throttles: sign-ups per address, new tokens per user', () => {
  let t: TestApp;
  let seller: SignedInUser;
  beforeAll(async () => {
    t = await TestApp.start({ REGISTRATION: 'open' });
    seller = await t.newUser();
  });
  afterAll(() => t.stop());

  it(`regenerateApiToken 30 times in a row: ${TOKEN_LIMIT.max} are made, then TOO_MANY_REQUESTS and the last token stays`, async () => {
    const codes: Array<string | undefined> = [];
    let last = '';
    for (let i = 0; i < 30; i++) {
      const res = await t.gql(REGENERATE, {}, seller.token);
      codes.push(codeOf(res));
      if (res.data) last = res.data.regenerateApiToken.prefix;
    }
    expect(codes.filter((c) => c === undefined)).toHaveLength(TOKEN_LIMIT.max);
    expect(codes.slice(TOKEN_LIMIT.max)).toEqual(Array(30 - TOKEN_LIMIT.max).fill('TOO_MANY_REQUESTS'));
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(`pod_${row.apiTokenPrefix}_…`).toBe(last);
    // Another user is not held back by this one.
    const other = await t.newUser();
    expect(codeOf(await t.gql(REGENERATE, {}, other.token))).toBeUndefined();
  });

  it(`rotateStoreToken 30 times in a row: ${TOKEN_LIMIT.max} are made, then TOO_MANY_REQUESTS and the store keeps the last token`, async () => {
    const owner = await t.newUser();
    const storeId = (await t.gql(MAKE_STORE, { input: { name: 'Shop', platform: 'api' } }, owner.token)).data!.makeStore._id;
    const codes: Array<string | undefined> = [];
    let last = '';
    for (let i = 0; i < 30; i++) {
      const res = await t.gql(ROTATE, { id: storeId }, owner.token);
      codes.push(codeOf(res));
      if (res.data) last = res.data.rotateStoreToken.prefix;
    }
    expect(codes.filter((c) => c === undefined)).toHaveLength(TOKEN_LIMIT.max);
    expect(codes.slice(TOKEN_LIMIT.max)).toEqual(Array(30 - TOKEN_LIMIT.max).fill('TOO_MANY_REQUESTS'));
    const [row] = await t.db.select().from(stores).where(eq(stores.id, storeId));
    expect(`podst_${row.tokenPrefix}_…`).toBe(last);
  });

  it(`register 12 times from one address: ${REGISTER_LIMIT.max} attempts are served, the rest answer 429 and create no account`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.http().post('/api/authenticate/register/user').send(newcomer())).status);
    expect(statuses).toEqual([...Array(REGISTER_LIMIT.max).fill(200), ...Array(12 - REGISTER_LIMIT.max).fill(429)]);
    expect(await t.db.$count(users, sql`${users.email} like 'newcomer%'`)).toBe(REGISTER_LIMIT.max);
  });
});

describe('registration closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ REGISTRATION: 'closed' });
  });
  afterAll(() => t.stop());

  it('refuses every sign-up with 403 and writes nothing; the sign-in pages learn it from public-config', async () => {
    const before = await t.db.$count(users);
    const res = await t.http().post('/api/authenticate/register/user').send(newcomer());
    expect(res.status).toBe(403);
    expect(res.body.errors[0].msg).toMatch(/Registration is closed/);
    expect(await t.db.$count(users)).toBe(before);
    expect((await t.http().get('/api/public-config')).body.data.registration).toBe('closed');
  });
});

describe('registration by invitation', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  const register = (body: object) => t.http().post('/api/authenticate/register/user').send(body);
  beforeAll(async () => {
    t = await TestApp.start({ REGISTRATION: 'invite' });
    root = await t.newUser({ role: 'super_root' });
    seller = await t.newUser();
  });
  afterAll(() => t.stop());

  it('only staff who may add users create invitations: a seller is refused, root gets a code and its link', async () => {
    expect(codeOf(await t.gql(INVITE, {}, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(INVITE, {}, null))).toBe('UNAUTHENTICATED');
    expect(await t.db.$count(invitations)).toBe(0);
    const res = await t.gql(INVITE, {}, root.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createInvitation.path).toBe(`/register?invite=${res.data!.createInvitation.code}`);
    const [row] = await t.db.select().from(invitations);
    expect(row.codeHash).not.toContain(res.data!.createInvitation.code);
  });

  it('without a code, or with an unknown one, sign-up is refused with its reason and writes nothing', async () => {
    const before = await t.db.$count(users);
    const none = await register(newcomer());
    expect(none.status).toBe(400);
    expect(none.body.errors[0].reasons).toEqual({ invite: 'invite_required' });
    const unknown = await register(newcomer({ invite: 'not-a-real-code' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].reasons).toEqual({ invite: 'invite_invalid' });
    expect(await t.db.$count(users)).toBe(before);
  });

  it('a code signs up one seller, once', async () => {
    const { code } = (await t.gql(INVITE, {}, root.token)).data!.createInvitation;
    const first = newcomer({ invite: code });
    const ok = await register(first);
    expect(ok.status).toBe(200);
    expect(ok.body.data.role).toBe('sale');
    const [row] = await t.db.select().from(invitations).where(eq(invitations.usedBy, ok.body.data._id));
    expect(row.usedAt).not.toBeNull();
    const again = await register(newcomer({ invite: code }));
    expect(again.status).toBe(400);
    expect(again.body.errors[0].reasons).toEqual({ invite: 'invite_invalid' });
  });

  it('a code made out to an address works for that address only; an expired code is refused', async () => {
    const { code } = (await t.gql(INVITE, { email: 'Invited@Example.com' }, root.token)).data!.createInvitation;
    expect((await register(newcomer({ invite: code }))).body.errors[0].reasons).toEqual({ invite: 'invite_invalid' });
    expect((await register({ ...newcomer({ invite: code }), email: 'invited@example.com' })).status).toBe(200);
    const expired = (await t.gql(INVITE, {}, root.token)).data!.createInvitation.code;
    await t.db.execute(sql`update invitations set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await register(newcomer({ invite: expired }))).body.errors[0].reasons).toEqual({ invite: 'invite_invalid' });
  });
});

describe('pending invitations: listed and revoked by staff who may add users', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let staff: SignedInUser;
  const PENDING = doc<{ invitations: Array<{ _id: string; email: string | null; expires_at: string }> }>(`{ invitations { _id email expires_at } }`);
  const REVOKE = doc<{ revokeInvitation: boolean }>(`mutation($id: ID!) { revokeInvitation(_id: $id) }`);
  const INVITE_FOR = doc<{ createInvitation: { _id: string; code: string; expires_at: string } }>(
    `mutation($email: String, $days: Int) { createInvitation(email: $email, days: $days) { _id code expires_at } }`,
  );
  beforeAll(async () => {
    t = await TestApp.start({ REGISTRATION: 'invite' });
    root = await t.newUser({ role: 'super_root' });
    staff = await t.newUser({ role: 'root' });
    seller = await t.newUser();
  });
  afterAll(() => t.stop());

  it('a seller and root (no users module) are refused the list and the revoke; super_root lists what is pending, soonest to expire first, with the days asked for', async () => {
    const week = (await t.gql(INVITE_FOR, { email: 'week@example.com' }, root.token)).data!.createInvitation;
    const day = (await t.gql(INVITE_FOR, { days: 1 }, root.token)).data!.createInvitation;
    expect(new Date(day.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(codeOf(await t.gql(INVITE_FOR, { days: 31 }, root.token))).toBe('BAD_USER_INPUT');
    for (const caller of [seller, staff]) {
      expect(codeOf(await t.gql(PENDING, {}, caller.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(REVOKE, { id: week._id }, caller.token))).toBe('FORBIDDEN');
    }
    const listed = (await t.gql(PENDING, {}, root.token)).data!.invitations;
    expect(listed.map((i) => i._id)).toEqual([day._id, week._id]);
    expect(listed[1].email).toBe('week@example.com');
  });

  it('a revoked invitation leaves the list and its link no longer signs up; revoking it again is NOT_FOUND', async () => {
    const inv = (await t.gql(INVITE_FOR, {}, root.token)).data!.createInvitation;
    expect((await t.gql(REVOKE, { id: inv._id }, root.token)).data!.revokeInvitation).toBe(true);
    expect((await t.gql(PENDING, {}, root.token)).data!.invitations.map((i) => i._id)).not.toContain(inv._id);
    const res = await t
      .http()
      .post('/api/authenticate/register/user')
      .send(newcomer({ invite: inv.code }));
    expect(res.body.errors[0].reasons).toEqual({ invite: 'invite_invalid' });
    expect(codeOf(await t.gql(REVOKE, { id: inv._id }, root.token))).toBe('NOT_FOUND');
  });
});
