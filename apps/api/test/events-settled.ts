import { count, eq } from 'drizzle-orm';
import { outbox } from '../src/platform/db/schema';
import { EventDispatcher } from '../src/platform/events/event-dispatcher';
import { waitFor, type TestApp } from './harness';

/**
 * Resolves once no recorded event is pending: each has reached its handlers (or failed). Events
 * are delivered after their transaction commits, so a test reads their effects through this.
 */
export async function eventsSettled(t: TestApp, timeout = 10_000): Promise<void> {
  await waitFor(
    async () => {
      const [{ n }] = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'));
      return n === 0;
    },
    { timeout, interval: 20, what: 'no pending event' },
  );
  await t.app.get(EventDispatcher).drain();
}
