import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where carriers push tracking events (its deliveries keep their raw body for the signature). */
export const TRACKING_WEBHOOK_PATH = '/api/shipments/tracking';
export const TRACKING_TIMESTAMP_HEADER = 'x-tracking-timestamp';
export const TRACKING_SIGNATURE_HEADER = 'x-tracking-signature';

/** The signature of a delivery: hex HMAC-SHA256 of `<timestamp>.<body>` with the shared secret. */
export function trackingSignature(secret: string, timestamp: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** Whether `given` (hex, "sha256=" prefix allowed) signs this timestamp and body. */
export function trackingSignatureValid(secret: string, timestamp: string, body: Buffer, given: string): boolean {
  const expected = Buffer.from(trackingSignature(secret, timestamp, body), 'hex');
  const hex = given.replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

/** Whether a timestamp (unix seconds) is within `toleranceSeconds` of now, either way. */
export function trackingTimestampFresh(timestamp: string, toleranceSeconds: number, now = Date.now()): boolean {
  if (!/^\d{9,11}$/.test(timestamp)) return false;
  return Math.abs(now / 1000 - Number(timestamp)) <= toleranceSeconds;
}
