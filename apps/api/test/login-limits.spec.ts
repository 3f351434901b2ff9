import { eq } from 'drizzle-orm';
import Redis from 'ioredis';
import { LOGIN_LIMITS } from '../src/modules/accounts/accounts.service';
import { RateLimitService } from '../src/platform/auth/rate-limit.service';
import { blockedLogs } from '../src/platform/db/schema';
import { PASSWORD, TestApp } from './harness';

/** A sign-in attempt from `address` (the API trusts X-Forwarded-For from loopback, as behind its proxy). */
function signIn(t: TestApp, email: string, password: string, address: string) {
  return t.http().post('/auth').set('x-forwarded-for', address).send({ email, password });
}

describe('login limits: per account-and-address pair and per address, with back-off', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await TestApp.start();
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await redis.quit();
    await t.stop();
  });

  it('failures from five addresses do not lock the owner out: they still sign in from a sixth', async () => {
    const owner = await t.createUser({ role: 'sale' });
    for (let i = 1; i <= 5; i++) expect((await signIn(t, owner.email, 'Wrong-pass-1', `198.51.100.${i}`)).status).toBe(401);
    const res = await signIn(t, owner.email, PASSWORD, '203.0.113.7');
    expect(res.status).toBe(200);
    expect(res.body.data._id).toBe(owner.id);
  });

  it('an attacker address is blocked for that account (even with the right password) and logged; the owner signs in from their own address', async () => {
    const owner = await t.createUser({ role: 'sale' });
    const attacker = '198.51.100.66';
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) expect((await signIn(t, owner.email, 'Wrong-pass-1', attacker)).status).toBe(401);
    const blocked = await signIn(t, owner.email, PASSWORD, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0].msg).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(blocked.body.errors[0].text).toEqual({ code: 'login_rate_limited', params: { minutes: 1 } });
    expect(await t.db.select().from(blockedLogs).where(eq(blockedLogs.email, owner.email))).toEqual([
      expect.objectContaining({ ip: attacker, reason: 'account_address_rate_limited' }),
    ]);
    expect((await signIn(t, owner.email, PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('each failure after a lock doubles the next lock, up to the window', async () => {
    const owner = await t.createUser({ role: 'sale' });
    const address = '198.51.100.77';
    const lockKey = `rl:lock:login:pair:${address}:${owner.email}`;
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) await signIn(t, owner.email, 'Wrong-pass-1', address);
    const first = await redis.ttl(lockKey);
    expect(first).toBeGreaterThan(55);
    expect(first).toBeLessThanOrEqual(60);
    // The lock runs out; the next failure locks twice as long.
    await redis.del(lockKey);
    expect((await signIn(t, owner.email, 'Wrong-pass-1', address)).status).toBe(401);
    expect(await redis.ttl(lockKey)).toBeGreaterThan(115);
    // A good sign-in from there later forgets the pair's failures.
    await redis.del(lockKey);
    expect((await signIn(t, owner.email, PASSWORD, address)).status).toBe(200);
    expect(await redis.exists(`rl:login:pair:${address}:${owner.email}`)).toBe(0);
  });

  it('one address spraying many accounts is blocked for every account, and logged', async () => {
    const sprayer = '198.51.100.99';
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) expect((await signIn(t, `spray${i}@test.pod`, 'Wrong-pass-1', sprayer)).status).toBe(401);
    const u = await t.createUser({ role: 'sale' });
    expect((await signIn(t, u.email, PASSWORD, sprayer)).status).toBe(429);
    expect(await t.db.select().from(blockedLogs).where(eq(blockedLogs.ip, sprayer))).toEqual([
      expect.objectContaining({ email: u.email, reason: 'ip_rate_limited' }),
    ]);
    // Other addresses are not affected.
    expect((await signIn(t, u.email, PASSWORD, '203.0.113.9')).status).toBe(200);
  });

  it('bad sign-in input is refused with a clear message and counts as nothing', async () => {
    for (const body of [{}, { email: '  ', password: 'x' }, { email: 'a@b.co' }, { email: 5, password: 'x' }]) {
      const res = await t.http().post('/auth').set('x-forwarded-for', '198.51.100.123').send(body);
      expect({ body, status: res.status, msg: res.body.errors?.[0]?.msg }).toEqual({ body, status: 400, msg: 'Please enter your email and password.' });
    }
    expect(await redis.exists('rl:login:ip:198.51.100.123')).toBe(0);
  });
});

describe('login limits without Redis (the single-process embedded default)', () => {
  it('locks at the limit, doubles the lock after each later failure, and a reset forgets both', async () => {
    const limits = new RateLimitService(null);
    const limit = { max: 3, windowSeconds: 900, baseLockSeconds: 60 };
    for (let i = 0; i < 2; i++) await limits.fail('k', limit);
    expect(await limits.lockedFor('k')).toBe(0);
    await limits.fail('k', limit);
    expect(await limits.lockedFor('k')).toBe(60);
    await limits.fail('k', limit);
    expect(await limits.lockedFor('k')).toBe(120);
    // Never longer than the window.
    for (let i = 0; i < 10; i++) await limits.fail('k', limit);
    expect(await limits.lockedFor('k')).toBe(900);
    await limits.reset('k');
    expect(await limits.lockedFor('k')).toBe(0);
    await limits.fail('k', limit);
    expect(await limits.lockedFor('k')).toBe(0);
  });
});
