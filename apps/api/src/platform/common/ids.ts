import { randomBytes } from 'node:crypto';
import { ID_PATTERN } from '@pod/shared';

let lastMs = 0;
let seq = 0;

/**
 * UUID v7: time-ordered, so new rows land at the end of B-tree indexes (fast inserts at
 * millions of rows) and ids sort by creation. The spec's `_id` is this string.
 */
export function newId(): string {
  let ms = Date.now();
  if (ms <= lastMs) {
    seq = (seq + 1) & 0xfff;
    if (seq === 0) lastMs += 1;
    ms = lastMs;
  } else {
    lastMs = ms;
    seq = randomBytes(2).readUInt16BE() & 0x7ff;
  }
  const b = randomBytes(16);
  b.writeUIntBE(ms, 0, 6);
  b[6] = 0x70 | (seq >> 8);
  b[7] = seq & 0xff;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** An id a client sent: the shared rule (`rule.id()` in the input schemas uses the same pattern). */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
