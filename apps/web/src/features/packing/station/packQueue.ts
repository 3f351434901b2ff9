/**
 * The packing station's outbox (the manufacturing station's approach): every scan is kept in a
 * store (IndexedDB in the browser) before it is sent, and sent strictly in scan order. While the
 * network is down the head stays queued; the packer keeps scanning and the answers come in order
 * once it is back. Pure: the store and the sender are injected.
 */
export interface QueuedPack {
  id: string;
  manufactureId: string;
  code: string;
  scannedAt: string;
}

export type PackOutcome =
  | { kind: 'packed'; bin: number | null; packed: number; total: number; complete: boolean; packageId: string; packageCode: string; orderNumber: number }
  | { kind: 'already'; bin: number | null; packed: number; total: number; complete: boolean; packageId: string; packageCode: string; orderNumber: number }
  | { kind: 'refused'; message: string };

/** The network (or the server) could not take the scan now: keep it and try again later. */
export class Unreachable extends Error {}

export interface PackStore {
  read(): Promise<QueuedPack[]>;
  write(scans: QueuedPack[]): Promise<void>;
}

export function createPackQueue(options: {
  store: PackStore;
  send: (scan: QueuedPack) => Promise<PackOutcome>;
  onAnswer: (scan: QueuedPack, outcome: PackOutcome) => void;
  onPending?: (scans: readonly QueuedPack[]) => void;
}) {
  const { store, send, onAnswer, onPending } = options;
  let writes: Promise<unknown> = Promise.resolve();
  const locked = <T>(work: () => Promise<T>): Promise<T> => {
    const next = writes.then(work);
    writes = next.catch(() => undefined);
    return next;
  };
  const change = (edit: (scans: QueuedPack[]) => QueuedPack[]) =>
    locked(async () => {
      const scans = edit(await store.read());
      await store.write(scans);
      onPending?.(scans);
    });
  const drain = async (): Promise<'drained' | 'blocked'> => {
    for (;;) {
      const [head] = await locked(() => store.read());
      if (!head) return 'drained';
      let outcome: PackOutcome;
      try {
        outcome = await send(head);
      } catch (err) {
        if (err instanceof Unreachable) return 'blocked';
        outcome = { kind: 'refused', message: err instanceof Error ? err.message : String(err) };
      }
      await change((scans) => scans.filter((s) => s.id !== head.id));
      onAnswer(head, outcome);
    }
  };
  let running: Promise<'drained' | 'blocked'> | null = null;
  let again = false;
  const flush = (): Promise<'drained' | 'blocked'> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let result: 'drained' | 'blocked';
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
    add: async (scan: QueuedPack) => {
      await change((scans) => [...scans, scan]);
      return flush();
    },
    flush,
    pending: () => locked(() => store.read()),
  };
}
