import { createStore, get, set } from 'idb-keyval';

/**
 * A scanning station's outbox (the production stations and the packing station): every command a
 * scan makes is written to a store (IndexedDB in the browser) before it is sent, and sent strictly
 * in scan order. While the network is down the head stays queued and everything behind it waits, so
 * the server sees the scans in the order the worker made them once it is back. Pure: the store and
 * the sender are injected.
 */

/** The network (or the server) could not take the scan now: keep it and try again later. */
export class Unreachable extends Error {}

export interface QueueStore<T> {
  read(): Promise<T[]>;
  write(items: T[]): Promise<void>;
}

/** What the queue answers for a command the server refused (or that threw): shown like a refusal. */
export interface Refused {
  kind: 'refused';
  message: string;
}

export interface OfflineQueueOptions<T extends { id: string }, O> {
  store: QueueStore<T>;
  send: (item: T) => Promise<O>;
  /** Called once per item the server answered, in order. */
  onAnswer: (item: T, outcome: O | Refused) => void;
  /** Called when the queue's length changes (the "n waiting" indicator). */
  onPending?: (items: readonly T[]) => void;
}

export type FlushResult = 'drained' | 'blocked';

export function createOfflineQueue<T extends { id: string }, O>({ store, send, onAnswer, onPending }: OfflineQueueOptions<T, O>) {
  // Store writes are read-modify-write: one at a time. Sending is not under this lock, so a scan made
  // while a slow request is out is kept at once, not after it.
  let writes: Promise<unknown> = Promise.resolve();
  const locked = <R>(work: () => Promise<R>): Promise<R> => {
    const next = writes.then(work);
    writes = next.catch(() => undefined);
    return next;
  };
  const change = (edit: (items: T[]) => T[]) =>
    locked(async () => {
      const items = edit(await store.read());
      await store.write(items);
      onPending?.(items);
    });

  const drain = async (): Promise<FlushResult> => {
    for (;;) {
      const [head] = await locked(() => store.read());
      if (!head) return 'drained';
      let outcome: O | Refused;
      try {
        outcome = await send(head);
      } catch (err) {
        if (err instanceof Unreachable) return 'blocked';
        outcome = { kind: 'refused', message: err instanceof Error ? err.message : String(err) };
      }
      await change((items) => items.filter((s) => s.id !== head.id));
      onAnswer(head, outcome);
    }
  };

  // One sender at a time keeps the order; a flush asked for while one runs makes it go round again.
  let running: Promise<FlushResult> | null = null;
  let again = false;
  const flush = (): Promise<FlushResult> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let result: FlushResult;
      do {
        again = false;
        result = await drain();
      } while (again && result === 'drained');
      running = null;
      return result;
    })();
    return running;
  };

  return {
    /** Keeps the item, then sends everything queued; answers whether the queue emptied. */
    add: async (item: T) => {
      await change((items) => [...items, item]);
      return flush();
    },
    /** Sends what is queued (network back, a retry tick, a reload). */
    flush,
    pending: () => locked(() => store.read()),
  };
}

/** A station's queue in the browser's IndexedDB: one ordered list per factory, kept across reloads and offline spells. */
export function idbQueueStore<T>(database: string, manufactureId: string): QueueStore<T> {
  const db = createStore(database, 'scans');
  const key = `queue:${manufactureId}`;
  return {
    read: async () => (await get<T[]>(key, db)) ?? [],
    write: (items) => set(key, items, db),
  };
}
