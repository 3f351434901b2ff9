/**
 * The station's outbox: every command a scan makes is written to a store (IndexedDB in the browser)
 * before it is sent, and sent strictly in scan order with its scan time. While the network is down
 * the head stays queued and everything behind it waits, so the server sees the scans in the order
 * the worker made them once it is back. Pure: the store and the sender are injected.
 */
export interface QueuedScan {
  /** The scan-log entry the answer is shown against. */
  id: string;
  manufactureId: string;
  station: string | null;
  code: string;
  kind: 'advance' | 'report';
  errors?: number[];
  /** ISO time the worker scanned it; the server records this, not the time it arrived. */
  scannedAt: string;
}

/** What the server answered for one scan. */
export type ScanOutcome =
  | { kind: 'moved'; from: string; to: string }
  | { kind: 'unchanged'; status: string; reason: string | null }
  | { kind: 'reported'; status: string }
  | { kind: 'refused'; message: string };

/** The network (or the server) could not take the scan now: keep it and try again later. */
export class Unreachable extends Error {}

export interface ScanStore {
  read(): Promise<QueuedScan[]>;
  write(scans: QueuedScan[]): Promise<void>;
}

export interface ScanQueueOptions {
  store: ScanStore;
  send: (scan: QueuedScan) => Promise<ScanOutcome>;
  /** Called once per scan the server answered, in order. */
  onAnswer: (scan: QueuedScan, outcome: ScanOutcome) => void;
  /** Called when the queue's length changes (the "n waiting" indicator). */
  onPending?: (scans: readonly QueuedScan[]) => void;
}

export type FlushResult = 'drained' | 'blocked';

export function createScanQueue({ store, send, onAnswer, onPending }: ScanQueueOptions) {
  // Store writes are read-modify-write: one at a time. Sending is not under this lock, so a scan made
  // while a slow request is out is kept at once, not after it.
  let writes: Promise<unknown> = Promise.resolve();
  const locked = <T>(work: () => Promise<T>): Promise<T> => {
    const next = writes.then(work);
    writes = next.catch(() => undefined);
    return next;
  };
  const change = (edit: (scans: QueuedScan[]) => QueuedScan[]) =>
    locked(async () => {
      const scans = edit(await store.read());
      await store.write(scans);
      onPending?.(scans);
    });

  const drain = async (): Promise<FlushResult> => {
    for (;;) {
      const [head] = await locked(() => store.read());
      if (!head) return 'drained';
      let outcome: ScanOutcome;
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
    /** Keeps the scan, then sends everything queued; answers whether the queue emptied. */
    add: async (scan: QueuedScan) => {
      await change((scans) => [...scans, scan]);
      return flush();
    },
    /** Sends what is queued (network back, a retry tick, a reload). */
    flush,
    pending: () => locked(() => store.read()),
  };
}
