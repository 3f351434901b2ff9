import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createOfflineQueue, idbQueueStore, type Refused } from './offlineQueue';

const RETRY_MS = 2000;

/** The id a scan is logged and queued under. */
export const newScanId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** A station's scan log, newest first: an entry is replaced in place when its answer arrives. */
export function useScanLog<E extends { id: string }>(size = 60) {
  const [log, setLog] = useState<E[]>([]);
  const upsert = useCallback(
    (entry: E) => {
      setLog((current) => {
        const i = current.findIndex((e) => e.id === entry.id);
        if (i < 0) return [entry, ...current].slice(0, size);
        const next = [...current];
        next[i] = entry;
        return next;
      });
    },
    [size],
  );
  return [log, upsert] as const;
}

export interface OfflineStationOptions<T extends { id: string }, O> {
  /** The IndexedDB database of this kind of station; it keeps one ordered list per factory. */
  database: string;
  manufactureId: string;
  /** Stable callbacks (useCallback): a new one makes a new queue. */
  send: (item: T) => Promise<O>;
  onAnswer: (item: T, outcome: O | Refused) => void;
  /** An item an earlier visit left unsent: shown as waiting, then sent. */
  onRestored: (item: T) => void;
}

/**
 * A scanning station's device outbox (lib/offlineQueue.ts in IndexedDB): items are sent in scan
 * order and retried on a timer and as soon as the browser says it is online again.
 */
export function useOfflineStation<T extends { id: string }, O>({ database, manufactureId, send, onAnswer, onRestored }: OfflineStationOptions<T, O>) {
  const [waiting, setWaiting] = useState(0);
  const queue = useMemo(
    () =>
      createOfflineQueue<T, O>({
        store: idbQueueStore<T>(database, manufactureId),
        send,
        onAnswer,
        onPending: (items) => setWaiting(items.length),
      }),
    [database, manufactureId, send, onAnswer],
  );

  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (retry.current) clearTimeout(retry.current);
    retry.current = null;
    void queue.flush().then((result) => {
      if (result === 'blocked') retry.current = setTimeout(flush, RETRY_MS);
    });
  }, [queue]);
  useEffect(() => {
    void queue.pending().then((items) => {
      setWaiting(items.length);
      items.forEach(onRestored);
      flush();
    });
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
      if (retry.current) clearTimeout(retry.current);
    };
  }, [queue, flush, onRestored]);

  const add = useCallback(
    (item: T) => {
      void queue.add(item).then((result) => {
        if (result === 'blocked') flush();
      });
    },
    [queue, flush],
  );
  return { add, waiting };
}
