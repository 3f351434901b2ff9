import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorText } from '../../../ui';
import { PACK_MRP_PRODUCT } from '../graphql';
import { beep } from './beep';
import { idbPackStore } from './idbStore';
import { createPackQueue, Unreachable, type PackOutcome, type QueuedPack } from './packQueue';

export interface PackLogEntry {
  id: string;
  code: string;
  at: string;
  outcome: PackOutcome | null;
}

const LOG_SIZE = 60;
const RETRY_MS = 2000;
const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** Sends one queued scan; a GraphQL refusal is an answer, anything else means "not reached, keep it". */
async function sendPack(client: ApolloClient, scan: QueuedPack): Promise<PackOutcome> {
  try {
    const { data } = await client.mutate({ mutation: PACK_MRP_PRODUCT, variables: { code: scan.code }, context: { manufacture: scan.manufactureId } });
    const a = data?.packMrpProduct;
    if (!a) throw new Unreachable('empty answer');
    const common = {
      bin: a.bin_number ?? null,
      packed: a.packed,
      total: a.total,
      complete: a.complete,
      packageId: a.package._id,
      packageCode: a.package.code,
      orderNumber: a.package.order_number,
    };
    return a.changed ? { kind: 'packed', ...common } : { kind: 'already', ...common };
  } catch (err) {
    if (CombinedGraphQLErrors.is(err)) return { kind: 'refused', message: errorText(err) };
    if (err instanceof Unreachable) throw err;
    throw new Unreachable(err instanceof Error ? err.message : String(err));
  }
}

/** The packing station: each scanned unit is kept on the device, sent in order, and answered with its bin. */
export function usePackingStation(manufactureId: string) {
  const client = useApolloClient();
  const [log, setLog] = useState<PackLogEntry[]>([]);
  const [waiting, setWaiting] = useState(0);
  const upsert = useCallback((entry: PackLogEntry) => {
    setLog((current) => {
      const i = current.findIndex((e) => e.id === entry.id);
      if (i < 0) return [entry, ...current].slice(0, LOG_SIZE);
      const next = [...current];
      next[i] = entry;
      return next;
    });
  }, []);
  const queue = useMemo(
    () =>
      createPackQueue({
        store: idbPackStore(manufactureId),
        send: (scan) => sendPack(client, scan),
        onAnswer: (scan, outcome) => {
          beep(outcome.kind === 'refused' ? 'refused' : outcome.complete ? 'complete' : 'ok');
          upsert({ id: scan.id, code: scan.code, at: scan.scannedAt, outcome });
        },
        onPending: (scans) => setWaiting(scans.length),
      }),
    [client, manufactureId, upsert],
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
    void queue.pending().then((scans) => {
      setWaiting(scans.length);
      for (const scan of scans) upsert({ id: scan.id, code: scan.code, at: scan.scannedAt, outcome: null });
      flush();
    });
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
      if (retry.current) clearTimeout(retry.current);
    };
  }, [queue, flush, upsert]);
  const scan = useCallback(
    (raw: string) => {
      const code = raw.trim().toUpperCase();
      if (!code) return;
      const queued: QueuedPack = { id: newId(), manufactureId, code, scannedAt: new Date().toISOString() };
      upsert({ id: queued.id, code, at: queued.scannedAt, outcome: null });
      void queue.add(queued).then((result) => {
        if (result === 'blocked') flush();
      });
    },
    [manufactureId, queue, flush, upsert],
  );
  return { scan, log, waiting };
}
