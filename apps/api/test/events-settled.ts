import { count, eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema';
import { EventDispatcher } from '../src/events/event-dispatcher';
import type { TestApp } from './harness';

/**
 * Resolves once no recorded event is pending: each has reached its handlers (or failed). Events
 * are delivered after their transaction commits, so a test reads their effects through this.
 */
export async function eventsSettled(t: TestApp, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [{ n }] = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'));
    if (n === 0) return t.app.get(EventDispatcher).drain();
    if (Date.now() > until) throw new Error(`${n} events still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
