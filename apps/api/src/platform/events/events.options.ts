import type { Env } from '../config/env';
import type { EventRegistry } from './registry';

export const EVENTS_OPTIONS = Symbol('EVENTS_OPTIONS');

export interface EventsOptions {
  /** Every event of the app (`APP_EVENTS` from `app.events.ts`, or a test's own). */
  events: EventRegistry;
  /** Set by the worker entry: this process dispatches whatever RUN_WORKERS says. */
  worker?: boolean;
  /** How often undelivered events whose wake-up was lost are looked for (ms). */
  pollMs?: number;
  /** First retry delay (ms), doubled per failed try up to 5 minutes; 1 s unless a test wants it shorter. */
  retryBaseMs?: number;
}

/** Events dispatched at once per process: handlers are short database and PubSub work. */
export const DISPATCH_CONCURRENCY = 8;

/**
 * Who dispatches: worker processes always; the API too unless RUN_WORKERS=false (unlike jobs,
 * whose `auto` leaves them to workers when Redis is there): its handlers are light, and a
 * subscription must not wait for a worker that may not be running.
 */
export function runsDispatcher(env: Env, options: EventsOptions): boolean {
  return !!options.worker || env.RUN_WORKERS !== 'false';
}

/** Retry back-off of a handler's next try: 1 s, 2 s, 4 s … (from `baseMs`) up to 5 minutes. */
export function retryDelayMs(failedTries: number, baseMs = 1000): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedTries - 1), 5 * 60 * 1000);
}
