import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: 32 random bytes, prefixed so people recognise it. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The signature header's value for a body sent at `timestamp` (unix seconds): `t=<t>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * What a receiver does (tests, the bench, the docs): the signature matches the body and the
 * timestamp is no older than `toleranceS`.
 */
export function verifyWebhook(secret: string, header: string, body: string, toleranceS = 300, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now / 1000 - t) > toleranceS) return false;
  const expected = Buffer.from(signWebhook(secret, t, body).split('v1=')[1], 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
