import { blockedLogs, tokenAccessLogs, users } from '../platform/db/schema';
import { newId } from '../platform/common/ids';
import { insertRows } from '../platform/common/sql';
import { eq } from 'drizzle-orm';
import type { DemoUsers, SeedContext } from './context';

const MINUTE = 60_000;
const DAYS = 30;

/** A small deterministic random source, so a reseed draws the same history. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** What integrations call, weighted by how often. */
const OPERATIONS: Array<[string, number]> = [
  ['orders', 30],
  ['order', 20],
  ['createOrder', 14],
  ['itemsInfo', 8],
  ['cUser', 6],
  ['mrpProducts', 3],
  ['users', 1],
  ['shopifyWebhook', 8],
];

/**
 * A month of API calls (the sellers' integrations, a shop's webhooks, a few refused ones) and blocked
 * sign-in attempts (a password-guessing address, a forgetful seller): only when the logs are empty.
 */
export async function seedAccessLogs({ db }: SeedContext, people: DemoUsers): Promise<void> {
  if ((await db.$count(tokenAccessLogs)) > 0) return;
  const rand = random(33);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const sellerId = people.get('sale');
  const seller = sellerId ? (await db.select({ email: users.email }).from(users).where(eq(users.id, sellerId)))[0] : undefined;
  const callers = [
    { userId: sellerId ?? null, prefix: 'pod_7f3a', ip: '81.2.69.160' },
    { userId: sellerId ?? null, prefix: 'pod_c41e', ip: '81.2.69.161' },
    { userId: people.get('fulfiller') ?? null, prefix: 'pod_09bd', ip: '203.0.113.24' },
  ];
  const weighted = OPERATIONS.flatMap(([op, w]) => Array<string>(w).fill(op));
  const now = Date.now();
  const calls: Array<typeof tokenAccessLogs.$inferInsert> = [];
  for (let i = 0; i < 1800; i++) {
    const at = new Date(now - Math.floor(rand() * DAYS * 24 * 60) * MINUTE);
    const operation = pick(weighted);
    if (operation === 'shopifyWebhook') {
      const forged = rand() < 0.08;
      calls.push({
        id: newId(),
        userId: forged ? null : (sellerId ?? null),
        tokenPrefix: 'webhook:tee-garden.myshopify.com',
        operation,
        ip: forged ? '45.155.205.99' : '23.227.38.65',
        outcome: forged ? 'bad_signature' : 'ok',
        createdAt: at,
      });
      continue;
    }
    const c = pick(callers);
    const roll = rand();
    const outcome = operation === 'users' ? 'forbidden' : operation === 'mrpProducts' ? 'out_of_scope' : roll < 0.02 ? 'invalid' : 'ok';
    calls.push({ id: newId(), userId: outcome === 'invalid' ? null : c.userId, tokenPrefix: c.prefix, operation, ip: c.ip, outcome, createdAt: at });
  }
  await insertRows(db, tokenAccessLogs, calls);

  const blocked: Array<typeof blockedLogs.$inferInsert> = [];
  const guesses = ['admin@pod.test', 'root@pod.test', 'billing@pod.test', 'info@pod.test'];
  for (let i = 0; i < 60; i++) {
    blocked.push({
      id: newId(),
      ip: pick(['185.220.101.4', '185.220.101.7', '91.240.118.22']),
      email: pick(guesses),
      reason: rand() < 0.6 ? 'ip_rate_limited' : 'account_address_rate_limited',
      createdAt: new Date(now - Math.floor(rand() * DAYS * 24 * 60) * MINUTE),
    });
  }
  if (seller)
    for (let i = 0; i < 3; i++)
      blocked.push({
        id: newId(),
        ip: '81.2.69.160',
        email: seller.email,
        reason: 'account_address_rate_limited',
        createdAt: new Date(now - (2 * 24 * 60 - i) * MINUTE),
      });
  await insertRows(db, blockedLogs, blocked);
}
