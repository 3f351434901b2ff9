import { eq, sql } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { blockedLogs, tokenAccessLogs } from '../src/platform/db/schema';
import { LOGIN_LIMITS } from '../src/modules/accounts/accounts.service';
import { codeOf, doc, PASSWORD, TestApp, type SignedInUser } from './harness';
import { EXPORT, exportDownload, exportFinished } from './support/exports';

interface TokenLogView {
  _id: string;
  user: { _id: string; email: string } | null;
  token_prefix: string | null;
  operation: string;
  ip: string | null;
  outcome: string;
}
interface BlockedLogView {
  _id: string;
  email: string | null;
  ip: string | null;
  reason: string;
}

const TOKEN_LOGS = doc<{ tokenAccessLogs: TokenLogView[] }>(
  `query($user_id: ID, $token: String, $operation: String, $outcome: String, $ip: String, $start: String, $end: String, $page: Int, $perPage: Int) {
    tokenAccessLogs(user_id: $user_id, token: $token, operation: $operation, outcome: $outcome, ip: $ip, start: $start, end: $end, page: $page, perPage: $perPage) {
      _id user { _id email } token_prefix operation ip outcome } }`,
);
const BLOCKED_LOGS = doc<{ blockedLogs: BlockedLogView[] }>(
  `query($email: String, $ip: String, $reason: String, $start: String, $end: String) {
    blockedLogs(email: $email, ip: $ip, reason: $reason, start: $start, end: $end) { _id email ip reason } }`,
);
const UNBLOCK = doc<{ unblock: { cleared: number } }>(`mutation($email: String, $ip: String) { unblock(email: $email, ip: $ip) { cleared } }`);

function signIn(t: TestApp, email: string, password: string, address: string) {
  return t.http().post('/auth').set('x-forwarded-for', address).send({ email, password });
}

/** Locks `email` from `address` (the pair limit) and makes one refused attempt, which is logged. */
async function lockOut(t: TestApp, email: string, address: string) {
  for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) expect((await signIn(t, email, 'Wrong-pass-1', address)).status).toBe(401);
  expect((await signIn(t, email, PASSWORD, address)).status).toBe(429);
}

describe('access logs: API Logs and Blocked Logs', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let root: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  const day = (iso: string) => new Date(iso);

  beforeAll(async () => {
    ({ t, sr, root, seller, partner } = await TestApp.startWith(
      { sr: 'super_root', root: 'root', seller: 'sale', partner: 'partner' },
      { RUN_WORKERS: 'true' },
    ));
    const rows = [
      { userId: seller.id, tokenPrefix: 'pod_ab12', operation: 'orders', ip: '203.0.113.5', outcome: 'ok', createdAt: day('2026-11-01T10:00:00Z') },
      { userId: seller.id, tokenPrefix: 'pod_ab12', operation: 'createOrder', ip: '203.0.113.5', outcome: 'ok', createdAt: day('2026-11-02T10:00:00Z') },
      { userId: seller.id, tokenPrefix: 'pod_ab12', operation: 'users', ip: '203.0.113.5', outcome: 'forbidden', createdAt: day('2026-11-02T11:00:00Z') },
      { userId: partner.id, tokenPrefix: 'pod_cd34', operation: 'orders', ip: '198.51.100.9', outcome: 'out_of_scope', createdAt: day('2026-11-03T09:00:00Z') },
      {
        userId: null,
        tokenPrefix: 'webhook:demo.myshopify.com',
        operation: 'shopifyWebhook',
        ip: '198.51.100.10',
        outcome: 'bad_signature',
        createdAt: day('2026-11-03T12:00:00Z'),
      },
    ];
    await t.db.insert(tokenAccessLogs).values(rows.map((r) => ({ id: newId(), ...r })));
  });
  afterAll(() => t.stop());

  it('tokenAccessLogs: refused to anonymous, a seller and a partner; super_root and root read it newest first with its total', async () => {
    expect(codeOf(await t.gql(TOKEN_LOGS, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(TOKEN_LOGS, {}, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(TOKEN_LOGS, {}, partner.token))).toBe('FORBIDDEN');
    for (const who of [sr, root]) {
      const res = await t.gql(TOKEN_LOGS, {}, who.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.tokenAccessLogs.map((r) => r.operation)).toEqual(['shopifyWebhook', 'orders', 'users', 'createOrder', 'orders']);
      expect(res.headers['x-total']).toBe('5');
    }
    const first = (await t.gql(TOKEN_LOGS, { outcome: 'ok' }, sr.token)).data!.tokenAccessLogs;
    expect(first[0].user).toEqual({ _id: seller.id, email: seller.email });
  });

  it('filters by user, token, operation, outcome, address and days; each total comes from the counters or a capped index count', async () => {
    const list = async (vars: Record<string, unknown>) => {
      const res = await t.gql(TOKEN_LOGS, vars, sr.token);
      expect(res.errors).toBeUndefined();
      return { ops: res.data!.tokenAccessLogs.map((r) => r.operation), total: Number(res.headers['x-total']) };
    };
    expect(await list({ user_id: partner.id })).toEqual({ ops: ['orders'], total: 1 });
    expect(await list({ token: 'pod_ab12' })).toEqual({ ops: ['users', 'createOrder', 'orders'], total: 3 });
    expect(await list({ operation: 'createOrder' })).toEqual({ ops: ['createOrder'], total: 1 });
    expect(await list({ outcome: 'forbidden' })).toEqual({ ops: ['users'], total: 1 });
    expect(await list({ ip: '198.51.100.10' })).toEqual({ ops: ['shopifyWebhook'], total: 1 });
    expect(await list({ start: '02-11-2026', end: '02-11-2026' })).toEqual({ ops: ['users', 'createOrder'], total: 2 });
    expect(await list({ token: 'pod_ab12', start: '02-11-2026' })).toEqual({ ops: ['users', 'createOrder'], total: 2 });
    expect(await list({ page: 2, perPage: 2 })).toEqual({ ops: ['users', 'createOrder'], total: 5 });
    // The day counters the triggers keep match the log.
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select sum(total)::int as n from access_log_counts where log = 'token_access_logs'`)).rows;
    expect(n).toBe(await t.db.$count(tokenAccessLogs));
  });

  it('refuses a bad filter with its field', async () => {
    const res = await t.gql(TOKEN_LOGS, { outcome: 'exploded' }, sr.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors![0].extensions)).toContain('outcome');
    expect(codeOf(await t.gql(TOKEN_LOGS, { start: '2026-11-01' }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(BLOCKED_LOGS, { reason: 'bored' }, sr.token))).toBe('BAD_USER_INPUT');
  });

  it('a call with an integration token is written by the access guard through the service and listed with its user and operation', async () => {
    const REGENERATE = doc<{ regenerateApiToken: { token: string } }>(`mutation { regenerateApiToken(scopes: ["orders:read"]) { token } }`);
    const owner = await t.userWithToken({ role: 'sale' });
    const { token } = (await t.gql(REGENERATE, {}, owner.token)).data!.regenerateApiToken;
    expect((await t.gql(`{ cUser { _id } }`, {}, token)).errors).toBeUndefined();
    const mine = (await t.gql(TOKEN_LOGS, { user_id: owner.id }, sr.token)).data!.tokenAccessLogs;
    expect(mine).toEqual([expect.objectContaining({ operation: 'cUser', outcome: 'ok', user: { _id: owner.id, email: owner.email } })]);
  });

  it('blockedLogs and unblock: denied then allowed; bad input lifts nothing; unblocking an account lets the blocked sign-in in again', async () => {
    const victim = await t.createUser({ role: 'sale' });
    const attacker = '198.51.100.66';
    await lockOut(t, victim.email, attacker);
    expect(await t.db.select().from(blockedLogs).where(eq(blockedLogs.email, victim.email))).toEqual([
      expect.objectContaining({ ip: attacker, reason: 'account_address_rate_limited' }),
    ]);

    expect(codeOf(await t.gql(BLOCKED_LOGS, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(BLOCKED_LOGS, {}, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(BLOCKED_LOGS, {}, partner.token))).toBe('FORBIDDEN');
    for (const who of [sr, root]) {
      const res = await t.gql(BLOCKED_LOGS, { email: victim.email.toUpperCase() }, who.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.blockedLogs).toEqual([expect.objectContaining({ email: victim.email, ip: attacker, reason: 'account_address_rate_limited' })]);
      expect(res.headers['x-total']).toBe('1');
    }

    // unblock: refused to anonymous, a seller, a partner and a viewer of blocked logs; bad input lifts nothing.
    const viewer = await t.groupMember({ blocked_logs: ['view'] }, 'sale');
    expect(codeOf(await t.gql(UNBLOCK, { email: victim.email }))).toBe('UNAUTHENTICATED');
    for (const who of [seller, partner, viewer]) expect(codeOf(await t.gql(UNBLOCK, { email: victim.email }, who.token))).toBe('FORBIDDEN');
    const bad = await t.gql(UNBLOCK, {}, sr.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions?.reasons).toEqual({ email: 'required' });
    expect(codeOf(await t.gql(UNBLOCK, { email: 'x'.repeat(300) }, sr.token))).toBe('BAD_USER_INPUT');
    expect((await signIn(t, victim.email, PASSWORD, attacker)).status).toBe(429);

    const res = await t.gql(UNBLOCK, { email: victim.email }, root.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.unblock.cleared).toBeGreaterThan(0);
    expect((await signIn(t, victim.email, PASSWORD, attacker)).status).toBe(200);
  });

  it('unblocks an address: every account locked from it signs in again', async () => {
    const address = '198.51.100.77';
    const a = await t.createUser({ role: 'sale' });
    const b = await t.createUser({ role: 'sale' });
    await lockOut(t, a.email, address);
    await lockOut(t, b.email, address);
    expect((await t.gql(BLOCKED_LOGS, { ip: address }, sr.token)).data!.blockedLogs).toHaveLength(2);
    expect((await t.gql(UNBLOCK, { ip: address }, sr.token)).data!.unblock.cleared).toBeGreaterThan(0);
    expect((await signIn(t, a.email, PASSWORD, address)).status).toBe(200);
    expect((await signIn(t, b.email, PASSWORD, address)).status).toBe(200);
  });

  it('exports both lists through the shared pipeline with the list filters; refused without the permission', async () => {
    expect(codeOf(await t.gql(EXPORT, { list: 'token_access_logs', format: 'csv' }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(EXPORT, { list: 'blocked_logs', format: 'csv' }, seller.token))).toBe('FORBIDDEN');
    const res = await t.gql<{ exportList: { _id: string } }>(EXPORT, { list: 'token_access_logs', format: 'csv', filters: { token: 'pod_ab12' } }, sr.token);
    expect(res.errors).toBeUndefined();
    const { job } = await exportFinished(t, res.data!.exportList._id, sr.token);
    expect(job.status).toBe('completed');
    expect(job.result!.rows).toBe(3);
    const csv = (await exportDownload(t, job.result!.url)).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\ufeffcreated_at,user_id,token_prefix,operation,outcome,ip');
    expect(csv).toContain('createOrder');
    expect(codeOf(await t.gql(EXPORT, { list: 'blocked_logs', format: 'csv', filters: { reason: 'bored' } }, sr.token))).toBe('BAD_USER_INPUT');
  });
});
